// The filter form's fields as typed, before Apply: what the address's filters look like in the
// form, and the filters a filled-in form asks for (or why it cannot be applied).
import { AUDIT_ACTOR_KINDS, type AuditActorKind } from '@shared/audit/audit';
import { auditLogFiltersSchema, type AuditLogFilters } from './audit-log-address';

/** "Who" is one select: anyone, a kind of actor, or one member. */
export type WhoChoice = '' | `kind:${AuditActorKind}` | `member:${number}`;

export interface FilterDraft {
  who: WhoChoice;
  /** A member's id typed by hand, used when the team list could not be loaded. */
  memberId: string;
  action: string;
  recordType: string;
  recordId: string;
  /** YYYY-MM-DD from a date input, or ''. */
  from: string;
  to: string;
}

export const RANGE_ERROR = 'The start date must not be after the end date.';
export const MEMBER_ID_ERROR = "A member's ID is a whole number, like 12.";

export function draftOf(filters: AuditLogFilters): FilterDraft {
  const { actorAdminId, actorKind } = filters;
  const who: WhoChoice = actorAdminId ? `member:${actorAdminId}` : actorKind ? `kind:${actorKind}` : '';
  return {
    who,
    memberId: actorAdminId ? String(actorAdminId) : '',
    action: filters.action ?? '',
    recordType: filters.recordType ?? '',
    recordId: filters.recordId ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  };
}

/** Who the select names: a member's id or an actor kind. */
function actorOf(who: WhoChoice): Pick<AuditLogFilters, 'actorAdminId' | 'actorKind'> {
  if (who.startsWith('member:')) return { actorAdminId: Number(who.slice('member:'.length)) };
  const kind = AUDIT_ACTOR_KINDS.find((candidate) => who === `kind:${candidate}`);
  return kind ? { actorKind: kind } : {};
}

export type DraftResult = { filters: AuditLogFilters } | { error: string };

/**
 * The filters to apply. `typedMember`: the team list failed, so the member is the typed id (when
 * one is typed). A record id counts only with its type: the API finds a record by both.
 */
export function filtersOf(draft: FilterDraft, typedMember: boolean): DraftResult {
  const typedId = typedMember ? draft.memberId.trim() : '';
  if (typedId && !/^[1-9]\d{0,9}$/.test(typedId)) return { error: MEMBER_ID_ERROR };
  if (draft.from && draft.to && draft.from > draft.to) return { error: RANGE_ERROR };
  const actor = typedId ? { ...actorOf(draft.who), actorAdminId: Number(typedId) } : actorOf(draft.who);
  const recordId = draft.recordType ? draft.recordId.trim() : '';
  const parsed = auditLogFiltersSchema.safeParse({
    ...actor,
    action: draft.action || undefined,
    recordType: draft.recordType || undefined,
    recordId: recordId || undefined,
    from: draft.from || undefined,
    to: draft.to || undefined,
  });
  return parsed.success ? { filters: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'These filters cannot be applied.' };
}
