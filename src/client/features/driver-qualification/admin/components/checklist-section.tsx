// The file's checklist (391.51): each item with its state, its date and what it lacks, and above
// them whether dispatch may assign the driver today, naming what keeps them off a load.
import { useId } from 'react';
import {
  blockingItems,
  blockingItemText,
  QUALIFICATION_ITEM_LABELS,
  type QualificationItemStatus,
} from '@shared/driver-qualification/qualification-file';
import { DetailHeading } from '@/components/admin/detail-section';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { QualificationStateBadge } from './qualification-state-badge';

/** The item's date in words: a deadline ahead, the day it is good until, or the day it lapsed or fell due. */
function datedText({ state, dueOn }: QualificationItemStatus): string | null {
  if (!dueOn) return null;
  const day = formatCalendarDate(dueOn);
  if (state === 'due') return `Due on ${day}`;
  if (state === 'present') return `Valid until ${day}`;
  if (state === 'expired') return `Lapsed on ${day}`;
  return `Was due on ${day}`;
}

export function ChecklistSection({ checklist, assignable }: { checklist: readonly QualificationItemStatus[]; assignable: boolean }) {
  const headingId = useId();
  const blocking = blockingItems(checklist);
  return (
    <section aria-labelledby={headingId}>
      <DetailHeading id={headingId}>Checklist</DetailHeading>
      <Dispatchable assignable={assignable} reasons={blocking.map(blockingItemText)} />
      <ul className="mt-3 flex flex-col divide-y rounded-md border" aria-label="Checklist items">
        {checklist.map((status) => (
          <li key={status.item} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <p className="font-medium">{QUALIFICATION_ITEM_LABELS[status.item]}</p>
              {datedText(status) && <p className="text-muted-foreground">{datedText(status)}</p>}
              {status.lacking && <p className="text-muted-foreground">Lacking: {status.lacking}</p>}
              {!status.required && <p className="text-muted-foreground">Not required for this driver</p>}
            </div>
            <div className="shrink-0">
              <QualificationStateBadge state={status.state} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Dispatchable({ assignable, reasons }: { assignable: boolean; reasons: readonly string[] }) {
  if (assignable) {
    return <p className="rounded-md border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-950">Can be dispatched</p>;
  }
  return (
    <div className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <p className="font-medium">Cannot be dispatched{reasons.length > 0 ? ':' : ''}</p>
      {reasons.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
