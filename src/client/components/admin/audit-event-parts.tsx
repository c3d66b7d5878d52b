// How one audit event reads in the dashboard, wherever it shows (the Audit Log area, a record's
// history): when it happened, who acted, what the action is called and what changed.
import { AUDIT_ACTION_LABELS, type AuditAction, type AuditActorKind, type AuditChanges, type AuditValue } from '@shared/audit/audit';
import { formatDateTime } from '@shared/calendar-date';
import { cn } from '@/lib/cn';

export const AUDIT_ACTOR_KIND_LABELS: Record<AuditActorKind, string> = {
  member: 'Member',
  customer: 'Customer',
  system: 'System',
  driver: 'Driver',
};

/** "2026-04-12 15:30:00 UTC": the moment as the server stored it, beside the viewer's local time. */
export function utcMoment(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return `${moment.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The viewer's local time, with the UTC moment in its title: owners in other zones compare logs in UTC. */
export function EventTime({ at }: { at: string }) {
  return (
    <time dateTime={at} title={utcMoment(at)}>
      {formatDateTime(at)}
    </time>
  );
}

/**
 * Who acted: a member by the e-mail they had then; a customer or the system by that kind, with
 * their label only when it says more than the kind ("customer" says nothing more).
 */
export function actorText({ actorKind, actorLabel }: { actorKind: AuditActorKind; actorLabel: string }): string {
  if (actorKind === 'member') return actorLabel;
  const kind = AUDIT_ACTOR_KIND_LABELS[actorKind];
  return actorLabel.trim().toLowerCase() === kind.toLowerCase() ? kind : `${actorLabel} (${kind.toLowerCase()})`;
}

/** The action's name for people; the stored name itself for one this page was built before. */
export function actionLabel(action: AuditAction): string {
  // A server deployed ahead of this page can answer an action added since (decision 031: actions are only added).
  return (AUDIT_ACTION_LABELS as Partial<Record<string, string>>)[action] ?? action;
}

function valueText(value: AuditValue): string {
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * One line per changed field: "status: received → in-progress". A fact of an event that changed
 * nothing (an export's filters, a sign-in's stage) has no before (decision 031): "rows: 12".
 */
export function changeLines(changes: AuditChanges): string[] {
  return Object.entries(changes).map(([field, { before, after }]) =>
    before === null ? `${field}: ${valueText(after)}` : `${field}: ${valueText(before)} → ${valueText(after)}`,
  );
}

export function AuditChangeList({ changes, className }: { changes: AuditChanges; className?: string }) {
  const lines = changeLines(changes);
  if (lines.length === 0) return null;
  return (
    <ul className={cn('flex flex-col gap-0.5 break-words', className)}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
