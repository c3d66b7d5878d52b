// The Audit Log area keeps its filters in the address (?action=...&from=...): a filtered view can
// be bookmarked or sent to another owner, and Back returns to the filters before. An older page's
// keyset cursor (`before`) is there too, so Back from an older page returns to the newer one.
import { auditLogQuerySchema, type AuditLogQuery } from '@shared/audit/audit';

const FILTER_FIELDS = ['actorAdminId', 'actorKind', 'action', 'recordType', 'recordId', 'from', 'to'] as const;

/** The filters alone (no cursor, no page size), each read as the API reads it. */
export const auditLogFiltersSchema = auditLogQuerySchema.pick({
  actorAdminId: true,
  actorKind: true,
  action: true,
  recordType: true,
  recordId: true,
  from: true,
  to: true,
});

export type AuditLogFilters = Pick<AuditLogQuery, (typeof FILTER_FIELDS)[number]>;

export interface AuditLogAddress {
  filters: AuditLogFilters;
  /** The cursor of the page shown; undefined for the newest events. */
  before: string | undefined;
}

/**
 * The filters and page an address's query string names. Each value is read with the API's own
 * schema, and one it would refuse (a hand-edited link) is left out rather than failing the page.
 */
export function auditLogAddressOf(search: string): AuditLogAddress {
  const params = new URLSearchParams(search);
  const valid = FILTER_FIELDS.flatMap((field) => {
    const value = params.get(field);
    return value && auditLogFiltersSchema.shape[field].safeParse(value).success ? [[field, value] as const] : [];
  });
  const before = auditLogQuerySchema.shape.before.safeParse(params.get('before') ?? undefined);
  return { filters: auditLogFiltersSchema.parse(Object.fromEntries(valid)), before: (before.success && before.data) || undefined };
}

/** The query string of these filters (and page): fields in one order, empty ones left out. Also what the API is sent. */
export function auditLogSearch(filters: AuditLogFilters, before?: string): string {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = filters[field];
    if (value !== undefined && value !== '') params.set(field, String(value));
  }
  if (before) params.set('before', before);
  return params.toString();
}

export function hasFilters(filters: AuditLogFilters): boolean {
  return auditLogSearch(filters) !== '';
}

/** How many filters are set (the phone's Filters button says so while they are folded away). */
export function appliedFilterCount(filters: AuditLogFilters): number {
  return [...new URLSearchParams(auditLogSearch(filters)).keys()].length;
}
