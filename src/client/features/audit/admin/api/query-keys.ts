// The Audit Log area's queries. Each key starts with its API path, so signing out drops them
// with every other admin query (lib/admin/admin-query-keys.ts).
export const AUDIT_EVENTS_PATH = '/api/admin/audit-events';
export const TEAM_PATH = '/api/admin/team';

export const auditLogKeys = {
  /** One page of events: the filters and cursor, as the query string the API is sent. */
  page: (search: string) => [AUDIT_EVENTS_PATH, search] as const,
  /** The same key as the Team area's, so the two share one answer. */
  team: [TEAM_PATH] as const,
};
