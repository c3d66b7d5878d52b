// The customer's requests: a search box (searched on the server: reference ID, city, service),
// one page of requests, newest first, and the pager. What shows while the first page loads, why it
// could not, and that there is nothing yet (with the way to make a first request).
import { Search } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { useMyRequests } from '../api/requests';
import { useRequestSearch } from '../use-request-search';
import { PortalRequestItem, ROW_COLUMNS } from './portal-request-item';
import { RequestsPager } from './requests-pager';

export function MyRequestsList() {
  const search = useRequestSearch();
  const list = useMyRequests(search.q, search.page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  function turnTo(page: number) {
    search.setPage(page);
    headingRef.current?.focus({ preventScroll: false });
  }

  return (
    <section aria-labelledby="requests-heading" className="flex flex-col gap-4">
      <h2 id="requests-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight focus:outline-none">
        Your requests{data && data.total > 0 ? ` (${data.total.toLocaleString('en-US')})` : ''}
      </h2>
      <div className="flex flex-col gap-2">
        <Label htmlFor="requests-search">Search your requests</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="requests-search"
            type="search"
            placeholder="Reference ID, city or service"
            className="pl-9"
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
          />
        </div>
      </div>

      {list.isPending && <p className="text-muted-foreground">Loading your requests...</p>}
      {/* A 401 signs the customer out (the page shows the sign-in form); any other failure is said here. */}
      {list.isError && !(list.error instanceof ApiError && list.error.status === 401) && (
        <Alert variant="destructive" className="flex flex-col items-start gap-3">
          <p>Could not load your requests: {failureMessage(list.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {data && data.items.length === 0 && <NothingToShow q={search.q} />}
      {data && data.items.length > 0 && (
        <div aria-busy={list.isPlaceholderData} className="flex flex-col gap-3">
          <div
            aria-hidden
            className={`hidden border-b px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground ${ROW_COLUMNS}`}
          >
            <span>Request</span>
            <span>Route</span>
            <span>Date</span>
            <span>Status</span>
            <span>Quote, invoice and payment</span>
          </div>
          <ul aria-label="Your requests, newest first" className="flex flex-col gap-3 lg:gap-0">
            {data.items.map((request) => (
              <PortalRequestItem key={request.referenceId} request={request} />
            ))}
          </ul>
          <RequestsPager page={data.page} pageCount={pageCount} onPage={turnTo} />
        </div>
      )}
    </section>
  );
}

function NothingToShow({ q }: { q: string }) {
  if (q) {
    return <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No requests match “{q}”.</p>;
  }
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed p-8 text-center">
      <p className="text-muted-foreground">No requests under this address yet</p>
      <Button asChild>
        <Link href={PAGE_PATHS.serviceRequest}>Request service</Link>
      </Button>
    </div>
  );
}
