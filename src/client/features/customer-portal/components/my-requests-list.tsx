// The customer's requests: a search box (searched on the server: reference ID, city, service),
// one page of requests, newest first, and the pager. What shows while the first page loads, why it
// could not, and that there is nothing yet (with the way to make a first request).
import { Search } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { INTL_LOCALES } from '@shared/i18n';
import { PAGE_PATHS } from '@shared/page-routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api';
import { failureRefusal } from '@/lib/failure-message';
import { useMyRequests } from '../api/requests';
import { useRequestSearch } from '../use-request-search';
import { PortalRequestItem, ROW_COLUMNS } from './portal-request-item';
import { RequestsPager } from './requests-pager';

export function MyRequestsList() {
  const i18n = useI18n();
  const locale = useLocale();
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
        {data && data.total > 0
          ? i18n._('account.list.headingWithTotal', { total: data.total.toLocaleString(INTL_LOCALES[locale]) })
          : i18n._('account.list.heading')}
      </h2>
      <div className="flex flex-col gap-2">
        <Label htmlFor="requests-search">{i18n._('account.list.search.label')}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="requests-search"
            type="search"
            placeholder={i18n._('account.list.search.placeholder')}
            className="pl-9"
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
          />
        </div>
      </div>

      {list.isPending && <p className="text-muted-foreground">{i18n._('account.list.loading')}</p>}
      {/* A 401 signs the customer out (the page shows the sign-in form); any other failure is said here. */}
      {list.isError && !(list.error instanceof ApiError && list.error.status === 401) && (
        <Alert variant="destructive" className="flex flex-col items-start gap-3">
          <p>{i18n._('account.list.loadFailed', { reason: shownMessage(i18n, failureRefusal(list.error)) })}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {i18n._('account.tryAgain')}
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
            <span>{i18n._('account.list.column.request')}</span>
            <span>{i18n._('account.list.column.route')}</span>
            <span>{i18n._('account.list.column.date')}</span>
            <span>{i18n._('account.list.column.status')}</span>
            <span>{i18n._('account.list.column.money')}</span>
          </div>
          <ul aria-label={i18n._('account.list.label')} className="flex flex-col gap-3 lg:gap-0">
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
  const i18n = useI18n();
  if (q) {
    return <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{i18n._('account.list.noMatch', { q })}</p>;
  }
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed p-8 text-center">
      <p className="text-muted-foreground">{i18n._('account.list.empty')}</p>
      <Button asChild>
        <Link href={PAGE_PATHS.serviceRequest}>{i18n._('account.list.requestService')}</Link>
      </Button>
    </div>
  );
}
