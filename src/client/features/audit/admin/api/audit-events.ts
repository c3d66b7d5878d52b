// The Audit Log area's calls: one page of events (the filters and keyset cursor in the query
// string), and the address of the CSV export of everything the same filters match.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '@shared/audit/audit';
import { adminExportUrl, adminGet } from '@/lib/admin/admin-fetch';
import { auditLogSearch, type AuditLogFilters } from '../audit-log-address';
import { AUDIT_EVENTS_PATH, auditLogKeys } from './query-keys';

export function useAuditEventPage(filters: AuditLogFilters, before: string | undefined) {
  const search = auditLogSearch(filters, before);
  return useQuery({
    queryKey: auditLogKeys.page(search),
    queryFn: () => adminGet<AuditLogPage>(search ? `${AUDIT_EVENTS_PATH}?${search}` : AUDIT_EVENTS_PATH),
    // The old page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
    // A log grows while it is read: coming back to a page (Newest, Back) reads it again.
    staleTime: 0,
  });
}

/** Every event the filters match, not just the page on screen. */
export function auditLogExportUrl(filters: AuditLogFilters): string {
  return adminExportUrl(`${AUDIT_EVENTS_PATH}/export`, auditLogSearch(filters));
}
