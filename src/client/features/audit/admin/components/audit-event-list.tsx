// The events of one page, newest first: a table on wide screens, a card per event on phones
// (seven columns do not fit 390 px). Only one of the two is displayed; the other is display:none,
// which also hides it from screen readers.
import type { AuditEvent } from '@shared/audit';
import { AUDIT_ACTOR_KIND_LABELS, AuditChangeList, EventTime, actionLabel, actorText } from '@/components/admin/audit-event-parts';
import { Badge } from '@/components/ui/badge';
import { RECORD_TYPE_LABELS } from '../audit-log-labels';

const COLUMNS = ['When', 'Who', 'Action', 'Record', 'What changed', 'Address', 'Request ID'] as const;

export function AuditEventList({ events, busy }: { events: readonly AuditEvent[]; busy: boolean }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border lg:block">
        <table className="w-full text-left text-sm" aria-busy={busy}>
          <caption className="sr-only">Audit events, newest first</caption>
          <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id} className="border-t align-top">
                <td className="whitespace-nowrap px-3 py-2">
                  <EventTime at={event.occurredAt} />
                </td>
                <td className="max-w-56 break-words px-3 py-2">
                  <Actor event={event} />
                </td>
                <td className="px-3 py-2 font-medium">{actionLabel(event.action)}</td>
                <td className="max-w-48 px-3 py-2">
                  {recordTypeLabel(event)} {/* Payment ids are uuids: only the id may break anywhere, never the words. */}
                  <span className="block break-all font-mono text-xs">{event.recordId}</span>
                </td>
                <td className="min-w-48 px-3 py-2">
                  <AuditChangeList changes={event.changes} />
                </td>
                <td className="break-all px-3 py-2 font-mono text-xs">{event.clientAddress ?? '—'}</td>
                <td className="max-w-40 break-all px-3 py-2 font-mono text-xs">{event.requestId ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 lg:hidden" aria-label="Audit events" aria-busy={busy}>
        {events.map((event) => (
          <li key={event.id} className="flex flex-col gap-1 rounded-lg border bg-card p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{actionLabel(event.action)}</span>
              <span className="text-muted-foreground">
                <EventTime at={event.occurredAt} />
              </span>
            </div>
            <p className="break-words">
              <Actor event={event} />
            </p>
            <p className="break-all text-muted-foreground">{recordText(event)}</p>
            <AuditChangeList changes={event.changes} />
            {(event.clientAddress ?? event.requestId) && (
              <p className="break-all font-mono text-xs text-muted-foreground">
                {[event.clientAddress, event.requestId && `request ${event.requestId}`].filter(Boolean).join(' · ')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function recordTypeLabel(event: AuditEvent): string {
  return RECORD_TYPE_LABELS[event.recordType] ?? event.recordType;
}

function recordText(event: AuditEvent): string {
  return `${recordTypeLabel(event)} ${event.recordId}`;
}

/** A member by e-mail; a customer or the system marked as such, so they never read as staff. */
function Actor({ event }: { event: AuditEvent }) {
  if (event.actorKind === 'member') return <>{event.actorLabel}</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone="outline">{AUDIT_ACTOR_KIND_LABELS[event.actorKind]}</Badge>
      {actorText(event) !== AUDIT_ACTOR_KIND_LABELS[event.actorKind] && <span>{event.actorLabel}</span>}
    </span>
  );
}
