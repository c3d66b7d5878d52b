// One load on the board: reference, route, day, urgency, stage, driver and vehicle, the driver's
// last update (a problem in red), and the actions its state allows. A delivered load offers its
// proof of delivery (the PDF the customer was mailed) instead. The paperwork's flags (issue 39):
// pieces confirmed at pickup that differ from the bill of lading, and exceptions at delivery.
import { AlertTriangle, FileDown } from 'lucide-react';
import type { BoardLoad } from '@shared/dispatch/dispatch';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { urgencyLabel } from '@shared/service-requests/service-requests';
import { dayOf, lastUpdateText, routeOf, stageOf, updateTime } from '../board-labels';

interface LoadCardProps {
  load: BoardLoad;
  /** Why the assigned driver could not be assigned today, if they could not (they keep the load). */
  driverIneligibleReason: string | null;
  onAssign: (load: BoardLoad) => void;
  onUnassign: (load: BoardLoad) => void;
}

function vehicleText(assignment: NonNullable<BoardLoad['assignment']>): string | null {
  const parts = [
    assignment.vehicleNumber && `Vehicle ${assignment.vehicleNumber}`,
    assignment.trailerNumber && `Trailer ${assignment.trailerNumber}`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

export function LoadCard({ load, driverIneligibleReason, onAssign, onUnassign }: LoadCardProps) {
  const stage = stageOf(load);
  const { assignment, lastUpdate } = load;
  const delivered = assignment?.stage === 'delivered';
  const problem = lastUpdate?.kind === 'problem';
  const headingId = `load-${load.serviceRequestId}-heading`;

  return (
    <Card
      aria-labelledby={headingId}
      role="article"
      className={cn((load.hasOpenProblem || load.hasDeliveryExceptions) && 'border-red-300')}
    >
      <CardContent className="flex flex-col gap-2 pt-5 text-sm sm:pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <h4 id={headingId} className="font-mono text-base font-semibold">
            {load.referenceId}
          </h4>
          <Badge tone={stage.tone}>{stage.label}</Badge>
          {load.urgency !== 'standard' && <Badge tone={load.urgency === 'urgent' ? 'red' : 'yellow'}>{urgencyLabel(load.urgency)}</Badge>}
        </div>
        <p className="font-medium">{routeOf(load)}</p>
        <p className="text-muted-foreground">{dayOf(load)}</p>
        {assignment ? (
          <p>
            <span className="text-muted-foreground">Driver:</span> {assignment.driverName}
            {vehicleText(assignment) && <span className="text-muted-foreground"> · {vehicleText(assignment)}</span>}
          </p>
        ) : (
          <p className="text-muted-foreground">No driver yet</p>
        )}
        {assignment && driverIneligibleReason && !delivered && <p className="text-red-700">Re-assign: {driverIneligibleReason}</p>}
        {lastUpdate && (
          <p className={cn('flex items-start gap-1.5', problem ? 'font-medium text-red-700' : 'text-muted-foreground')}>
            {problem && <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />}
            <span className="wrap-anywhere">
              <span className="sr-only">Last update: </span>
              {problem && <span className="sr-only">Problem: </span>}
              {lastUpdateText(lastUpdate)} · {updateTime(lastUpdate.at)}
            </span>
          </p>
        )}
        {load.piecesMismatchAtPickup && (
          <p className="flex items-start gap-1.5 font-medium text-amber-800">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            Pieces differ from the bill of lading at pickup
          </p>
        )}
        {load.hasDeliveryExceptions && (
          <p className="flex items-start gap-1.5 font-medium text-red-700">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            Exceptions at delivery
          </p>
        )}
        {delivered && (
          <div className="pt-1">
            <Button asChild size="sm" variant="outline">
              <a href={`/api/admin/service-requests/${load.serviceRequestId}/proof-of-delivery.pdf`} download>
                <FileDown aria-hidden />
                Proof of delivery PDF
              </a>
            </Button>
          </div>
        )}
        {!delivered && (
          <div className="flex flex-wrap gap-2 pt-1">
            {assignment ? (
              <>
                <Button size="sm" variant="outline" onClick={() => onAssign(load)} aria-label={`Re-assign ${load.referenceId}`}>
                  Re-assign
                </Button>
                <Button size="sm" variant="outline" onClick={() => onUnassign(load)} aria-label={`Un-assign ${load.referenceId}`}>
                  Un-assign
                </Button>
              </>
            ) : (
              <Button size="sm" onClick={() => onAssign(load)} aria-label={`Assign ${load.referenceId}`}>
                Assign
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
