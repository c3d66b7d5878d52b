// Every step an application took: from which status to which, who moved it, when, and why.
import type { ApplicationHistoryEntry } from '@shared/admin-driver-applications';
import { DRIVER_APPLICATION_STATUS_LABELS as LABELS } from '@shared/driver-applications';
import { formatDateTime } from '../format';

function describe(entry: ApplicationHistoryEntry): string {
  if (!entry.fromStatus) return `Applied (${LABELS[entry.toStatus]})`;
  if (entry.fromStatus === entry.toStatus) return `Note (${LABELS[entry.toStatus]})`;
  return `${LABELS[entry.fromStatus]} → ${LABELS[entry.toStatus]}`;
}

export function ApplicationHistory({ history }: { history: readonly ApplicationHistoryEntry[] }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Status History</h3>
      <ol className="flex flex-col gap-3 border-l-2 pl-4" aria-label="Status history">
        {history.map((entry, index) => (
          <li key={index} className="text-sm">
            <p className="font-medium">{describe(entry)}</p>
            <p className="text-muted-foreground">
              {formatDateTime(entry.at)} · {entry.changedBy ?? 'Submitted by the applicant'}
            </p>
            {entry.notes && <p className="mt-1 whitespace-pre-wrap">{entry.notes}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
