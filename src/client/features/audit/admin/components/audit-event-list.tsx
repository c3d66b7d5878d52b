// The events of one page, newest first: a table on wide screens, a card per event on phones
// (seven facts do not fit 390 px). Only one of the two is displayed; the other is display:none,
// which also hides it from screen readers.
// The table's columns have set widths (decision 057): at 1280 px an e-mail takes a line or two, a
// change one or two, the ids two; under about 960 px it scrolls sideways in a region the keyboard
// reaches (Tab, then the arrow keys).
import type { AuditEvent } from '@shared/audit/audit';
import { AUDIT_ACTOR_KIND_LABELS, AuditChangeList, EventTime, actionLabel, actorText } from '@/components/admin/audit-event-parts';
import { Badge } from '@/components/ui/badge';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { RECORD_TYPE_LABELS } from '../audit-log-labels';

/** Each column and its width; "What changed" takes what is left. */
const COLUMNS = [
  { name: 'When', width: 'w-28' },
  { name: 'Who', width: 'w-52' },
  { name: 'Action', width: 'w-32' },
  { name: 'Record', width: 'w-40' },
  { name: 'What changed', width: undefined },
  { name: 'Address, request ID', width: 'w-40' },
] as const;

export function AuditEventList({ events, busy }: { events: readonly AuditEvent[]; busy: boolean }) {
  return (
    <>
      <ScrollRegion label="Audit events table" className="hidden rounded-lg border lg:block">
        <table className="w-full min-w-[60rem] table-fixed text-left text-sm" aria-busy={busy}>
          <caption className="sr-only">Audit events, newest first</caption>
          <colgroup>
            {COLUMNS.map((column) => (
              <col key={column.name} className={column.width} />
            ))}
          </colgroup>
          <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.name} scope="col" className="px-2 py-2 font-semibold first:pl-3">
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id} className="border-t align-top">
                <td className="px-2 py-2 pl-3">
                  <EventTime at={event.occurredAt} />
                </td>
                <td className="px-2 py-2 [overflow-wrap:anywhere]">
                  <Actor event={event} />
                </td>
                <td className="px-2 py-2 font-medium">{actionLabel(event.action)}</td>
                <td className="px-2 py-2">
                  {recordTypeLabel(event)} {/* Payment ids are uuids: only the id may break anywhere, never the words. */}
                  <span className="block break-all font-mono text-xs">{event.recordId}</span>
                </td>
                <td className="px-2 py-2 [overflow-wrap:anywhere]">
                  <AuditChangeList changes={event.changes} />
                </td>
                <td className="break-all px-2 py-2 font-mono text-xs">
                  <span className="block">{event.clientAddress ?? '—'}</span>
                  {event.requestId && <span className="block text-muted-foreground">{event.requestId}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
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
