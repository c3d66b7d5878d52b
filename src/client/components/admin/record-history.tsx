// One record's own history from the audit log (a request, an application, a payment): what was
// done to it, by whom and when, newest first, with older events on demand. It loads when it is
// shown (its dialog opened, its row's History opened), never with the list behind it.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AuditLogPage } from '@shared/audit/audit';
import type { StaffArea } from '@shared/staff-roles';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminGet } from '@/lib/admin/admin-fetch';
import { useMayUse } from '@/lib/admin/staff-access';
import { failureMessage } from '@/lib/failure-message';
import { AuditChangeList, EventTime, actionLabel, actorText } from './audit-event-parts';
import { DetailHeading } from './detail-section';

/** Where each kind of record keeps its history, and who may read it (the area the server checks). */
const HISTORY_SOURCES = {
  service_request: { listPath: '/api/admin/service-requests', area: 'service-requests' },
  driver_application: { listPath: '/api/admin/driver-applications', area: 'driver-applications' },
  payment: { listPath: '/api/admin/payments', area: 'request-payments' },
  customer_account: { listPath: '/api/admin/accounts', area: 'accounts' },
} as const satisfies Record<string, { listPath: string; area: StaffArea }>;

export type HistoryRecordType = keyof typeof HISTORY_SOURCES;

function useRecordHistory(recordType: HistoryRecordType, recordId: string) {
  const { listPath } = HISTORY_SOURCES[recordType];
  const url = `${listPath}/${encodeURIComponent(recordId)}/history`;
  return useInfiniteQuery({
    // Under the record list's own key: whatever a change refreshes there (a status, a refund)
    // refreshes the history too, so the event it wrote shows at once.
    queryKey: [listPath, 'history', recordId],
    queryFn: ({ pageParam }) => adminGet<AuditLogPage>(pageParam ? `${url}?before=${encodeURIComponent(pageParam)}` : url),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Read again whenever it is shown, as the record itself is (useAdminRecord).
    staleTime: 0,
  });
}

export function RecordHistory({ recordType, recordId }: { recordType: HistoryRecordType; recordId: string | number }) {
  // Hiding is a courtesy; the server refuses the same call with 403.
  const mayRead = useMayUse(HISTORY_SOURCES[recordType].area);
  if (!mayRead) return null;
  return <RecordHistoryList recordType={recordType} recordId={String(recordId)} />;
}

function RecordHistoryList({ recordType, recordId }: { recordType: HistoryRecordType; recordId: string }) {
  const headingId = useId();
  const history = useRecordHistory(recordType, recordId);
  const events = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={headingId}>
      <DetailHeading id={headingId}>History</DetailHeading>
      {history.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          Loading history...
        </p>
      )}
      {history.isSuccess && events.length === 0 && <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>}
      {events.length > 0 && (
        <ol className="flex flex-col gap-3 border-l-2 pl-4" aria-labelledby={headingId} aria-busy={history.isFetching}>
          {events.map((event) => (
            <li key={event.id} className="text-sm">
              <p className="font-medium">{actionLabel(event.action)}</p>
              <p className="break-words text-muted-foreground">
                <EventTime at={event.occurredAt} /> · {actorText(event)}
              </p>
              <AuditChangeList changes={event.changes} className="mt-1" />
            </li>
          ))}
        </ol>
      )}
      {history.isError && (
        <Alert variant="destructive" className="mt-2">
          Could not load the history: {failureMessage(history.error)}
        </Alert>
      )}
      {history.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? 'Loading...' : 'Show older'}
        </Button>
      )}
    </section>
  );
}
