// The steps of a request as a vertical list. Each step says in words whether it is done, current
// or still to come (icons and colour only repeat it), and done steps show their date. The
// driver's updates made during a step are listed under it, a reported problem as a warning.
import { Check, TriangleAlert, Truck, X } from 'lucide-react';
import { deliveryUpdateText, type DeliveryUpdate } from '@shared/dispatch/dispatch';
import { Badge } from '@/components/ui/badge';
import { sharedLabel, sharedMessage } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { cn } from '@/lib/cn';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { Stage } from '../timeline-stages';

export function StatusTimeline({ stages }: { stages: Stage[] }) {
  const i18n = useI18n();
  return (
    <ol aria-label={i18n._('track.timeline.label')}>
      {stages.map((stage, index) => {
        const next = stages[index + 1];
        return (
          <li
            key={stage.status}
            aria-current={stage.state === 'current' ? 'step' : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {next && (
              <span
                aria-hidden
                className={cn(
                  'absolute left-4 top-9 bottom-1 w-0.5 -translate-x-1/2 rounded-full',
                  next.state === 'upcoming' ? 'bg-border' : 'bg-primary',
                )}
              />
            )}
            <StageMarker stage={stage} />
            <div className="min-w-0 pt-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className={cn('font-medium', stage.state === 'upcoming' && 'text-muted-foreground')}>
                  {sharedLabel(i18n, 'requestStatus', stage.status)}
                </span>
                {stage.state === 'current' && (
                  <Badge tone="outline" className="text-primary">
                    {i18n._('track.timeline.current')}
                  </Badge>
                )}
                {stage.state === 'done' && <span className="sr-only">{i18n._('track.timeline.completedMark')}</span>}
              </p>
              <p className="mt-0.5 text-sm text-muted-foreground">
                <StageDetail stage={stage} />
              </p>
              {stage.updates.length > 0 && <DriverUpdates updates={stage.updates} />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function DriverUpdates({ updates }: { updates: DeliveryUpdate[] }) {
  const i18n = useI18n();
  const locale = useLocale();
  return (
    <ul aria-label={i18n._('track.timeline.driverUpdates')} className="mt-2 space-y-1.5">
      {updates.map((update) => (
        <li
          key={`${update.at}-${update.kind}-${update.stage ?? update.problem ?? ''}`}
          className={cn(
            'flex gap-2 rounded-md px-2 py-1.5 text-sm',
            update.kind === 'problem' ? 'border border-amber-300 bg-amber-50 text-amber-950' : 'bg-muted/50',
          )}
        >
          {update.kind === 'problem' ? (
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
          ) : (
            <Truck aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          )}
          <span className="min-w-0">
            {update.kind === 'problem' && <span className="sr-only">{i18n._('track.timeline.warning')} </span>}
            <span className="font-medium">{sharedMessage(i18n, deliveryUpdateText(update))}</span>{' '}
            <time dateTime={update.at} className="block text-xs text-muted-foreground sm:inline">
              {formatViewerDateTime(update.at, locale)}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}

function StageDetail({ stage }: { stage: Stage }) {
  const i18n = useI18n();
  const locale = useLocale();
  if (stage.state === 'upcoming') return i18n._('track.timeline.notYet');
  if (!stage.at) return stage.state === 'done' ? i18n._('track.timeline.completed') : i18n._('track.timeline.noDate');
  return <time dateTime={stage.at}>{formatViewerDateTime(stage.at, locale)}</time>;
}

function StageMarker({ stage }: { stage: Stage }) {
  const base = 'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2';
  if (stage.status === 'cancelled') {
    return (
      <span aria-hidden className={cn(base, 'border-destructive bg-destructive text-destructive-foreground ring-4 ring-red-100')}>
        <X className="size-4" />
      </span>
    );
  }
  if (stage.state === 'upcoming') {
    return <span aria-hidden className={cn(base, 'border-input bg-background')} />;
  }
  // Delivered is the end of the road: done, even while it is the current status.
  if (stage.state === 'done' || stage.status === 'delivered') {
    return (
      <span
        aria-hidden
        className={cn(base, 'border-primary bg-primary text-primary-foreground', stage.state === 'current' && 'ring-4 ring-blue-100')}
      >
        <Check className="size-4" />
      </span>
    );
  }
  return (
    <span aria-hidden className={cn(base, 'border-primary bg-background ring-4 ring-blue-100')}>
      <span className="size-3 rounded-full bg-primary" />
    </span>
  );
}
