// The Audit Log area (owner only): every event the audit log holds, newest first, filtered by
// who, action, record and days (behind Filters on a phone), a page at a time with keyset paging,
// and Export CSV of what the filters match. The filters and page live in the address (audit-log-address.ts).
import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MoreFilters } from '@/components/admin/more-filters';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { failureMessage } from '@/lib/failure-message';
import { useAuditEventPage } from './api/audit-events';
import { appliedFilterCount, auditLogAddressOf, auditLogSearch, hasFilters, type AuditLogFilters } from './audit-log-address';
import { AuditEventList } from './components/audit-event-list';
import { AuditLogFilters as FiltersForm } from './components/audit-log-filters';
import { AuditLogPager } from './components/audit-log-pager';
import { ExportAuditCsv } from './components/export-audit-csv';

export function AuditLogArea() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { filters, before } = auditLogAddressOf(search);
  const page = useAuditEventPage(filters, before);
  const resultsTop = useRef<HTMLDivElement>(null);

  // Each view is its own history entry: Back returns to the filters or page before.
  const show = (next: AuditLogFilters, cursor?: string) => {
    const query = auditLogSearch(next, cursor);
    navigate(query ? `${path}?${query}` : path);
  };
  const turnPage = (cursor?: string) => {
    show(filters, cursor);
    // The pager sits under fifty rows: the new page is read from its top.
    resultsTop.current?.scrollIntoView?.({ block: 'start' });
  };

  const events = page.data?.items ?? [];
  return (
    <div className="flex flex-col gap-4">
      {/* The back office's bar already names the open area ("Audit Log", an h2): no second heading. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">What staff, customers and the system did, newest first.</p>
        <ExportAuditCsv filters={filters} />
      </div>
      <MoreFilters id="audit-log-filters" active={appliedFilterCount(filters)}>
        {/* Keyed by the address, so Back or a bookmark shows its own filters in the form. */}
        <FiltersForm key={auditLogSearch(filters)} applied={filters} onApply={(next) => show(next)} onClear={() => show({})} />
      </MoreFilters>
      <div ref={resultsTop} className="flex scroll-mt-4 flex-col gap-3">
        {page.isPending && <PageSpinner />}
        {page.isError && <Alert variant="destructive">Could not load the audit log: {failureMessage(page.error)}</Alert>}
        {page.data && events.length === 0 && (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
            {before ? 'No older events.' : hasFilters(filters) ? 'No events match these filters.' : 'No events yet.'}
          </p>
        )}
        {events.length > 0 && <AuditEventList events={events} busy={page.isFetching} />}
        {page.data && (
          <AuditLogPager
            nextCursor={page.isPlaceholderData ? null : page.data.nextCursor}
            onOlderPage={Boolean(before)}
            busy={page.isFetching}
            onOlder={turnPage}
            onNewest={() => turnPage()}
          />
        )}
      </div>
    </div>
  );
}
