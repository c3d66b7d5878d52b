// One request in the customer's list: a card on a phone, a row of columns on a wide screen. Its
// reference ID opens the request whole. Each value carries its own words ("Quote: ..."), so the
// row reads the same to a screen reader at any width; the column heads above are for the eye.
import { Link } from 'wouter';
import type { PortalRequestSummary } from '@shared/customer-portal/customer-portal';
import { formatDate } from '@shared/calendar-date';
import { PAGE_PATHS } from '@shared/page-routes';
import { RequestStatusBadge } from '@/components/status/request-status-badge';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { invoiceText, paymentText, quoteText } from '../summary-text';

/** The grid both the rows and their heads use, so the columns line up. */
export const ROW_COLUMNS = 'lg:grid lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1.5fr)_minmax(0,0.8fr)_7.5rem_minmax(0,1.8fr)] lg:gap-4';

export function requestPageHref(referenceId: string): string {
  return `${PAGE_PATHS.accountRequest}?ref=${encodeURIComponent(referenceId)}`;
}

export function PortalRequestItem({ request }: { request: PortalRequestSummary }) {
  const i18n = useI18n();
  const locale = useLocale();
  return (
    <li
      className={`relative flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm shadow-sm lg:items-center lg:rounded-none lg:border-0 lg:border-b lg:px-2 lg:shadow-none ${ROW_COLUMNS}`}
    >
      {/* On a phone the badge sits in the card's corner, beside the reference ID. */}
      <div className="min-w-0 pr-28 lg:pr-0">
        <Link
          href={requestPageHref(request.referenceId)}
          className="wrap-anywhere font-mono font-semibold text-primary underline-offset-4 hover:underline"
        >
          {request.referenceId}
        </Link>
        <p className="text-muted-foreground">{sharedLabel(i18n, 'serviceType', request.serviceType)}</p>
      </div>
      <p className="wrap-anywhere">
        {/* Broker and dispatcher requests name lanes and areas, not one pickup and one delivery. */}
        {request.from && request.to ? (
          <>
            {request.from} <span aria-hidden>→</span>
            <span className="sr-only">{i18n._('account.list.routeTo')}</span> {request.to}
          </>
        ) : (
          <span className="text-muted-foreground">{i18n._('account.list.noSingleRoute')}</span>
        )}
      </p>
      <p className="text-muted-foreground lg:text-foreground">
        <span className="lg:sr-only">{i18n._('account.list.requestedOn')} </span>
        {formatDate(request.createdAt, locale)}
      </p>
      <div className="absolute right-4 top-4 lg:static">
        <RequestStatusBadge status={request.status} />
      </div>
      <dl className="grid gap-0.5">
        <Fact label={i18n._('account.list.fact.quote')} value={quoteText(i18n, locale, request.quote)} />
        <Fact label={i18n._('account.list.fact.invoice')} value={invoiceText(i18n, locale, request)} />
        <Fact label={i18n._('account.list.fact.payment')} value={paymentText(i18n, request)} />
      </dl>
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="inline font-medium">{label}: </dt>
      <dd className="inline">{value}</dd>
    </div>
  );
}
