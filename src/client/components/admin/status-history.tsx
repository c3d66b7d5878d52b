// Every step a record took: from which status to which, who moved it, when, and why. A step that
// kept the status is a note; the first step is the record arriving.
import { formatDateTime } from '@shared/calendar-date';
import { DetailHeading } from './detail-section';

export interface StatusHistoryEntry<Status extends string> {
  fromStatus: Status | null;
  toStatus: Status;
  notes: string | null;
  /** The admin's e-mail; null when the record arrived, or when no staff member's account made the change. */
  changedBy: string | null;
  /** The business event that moved the status, for a record that has them (a service request). */
  event?: string | null;
  at: string;
}

interface StatusHistoryProps<Status extends string> {
  history: readonly StatusHistoryEntry<Status>[];
  labels: Record<Status, string>;
  /** How the first step reads, given its status's label. */
  describeArrival: (statusLabel: string) => string;
  /** Who made the first step, e.g. "Submitted by the customer". */
  arrivedBy: string;
  /** The list's accessible name, when it has one. */
  listLabel?: string;
  /** Who an event made the change for (e.g. "The customer"), when no staff member's account is named. */
  eventActors?: Readonly<Record<string, string>>;
}

export function StatusHistory<Status extends string>(props: StatusHistoryProps<Status>) {
  const { history, labels, describeArrival, arrivedBy, listLabel, eventActors } = props;
  function who({ changedBy, event }: StatusHistoryEntry<Status>): string {
    return changedBy ?? (event ? (eventActors?.[event] ?? arrivedBy) : arrivedBy);
  }
  function describe({ fromStatus, toStatus }: StatusHistoryEntry<Status>): string {
    if (!fromStatus) return describeArrival(labels[toStatus]);
    if (fromStatus === toStatus) return `Note (${labels[toStatus]})`;
    return `${labels[fromStatus]} → ${labels[toStatus]}`;
  }

  return (
    <section>
      <DetailHeading>Status History</DetailHeading>
      <ol className="flex flex-col gap-3 border-l-2 pl-4" aria-label={listLabel}>
        {history.map((entry, index) => (
          <li key={index} className="text-sm">
            <p className="font-medium">{describe(entry)}</p>
            <p className="text-muted-foreground">
              {formatDateTime(entry.at)} · {who(entry)}
            </p>
            {entry.notes && <p className="mt-1 whitespace-pre-wrap">{entry.notes}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
