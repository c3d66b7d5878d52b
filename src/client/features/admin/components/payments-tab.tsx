// The Payments tab: the ledger, every attempt newest first, filtered by search, status, method and
// date, with the totals of what the filters match, Export CSV of the same, the reported transfers
// waiting for an admin, and refunds.
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { usePaymentPage } from '../api/payments';
import { failureMessage } from '../failure-message';
import { usePaymentListQuery } from '../use-payment-list-query';
import { Pager } from './pager';
import { PaymentFilters } from './payment-filters';
import { PaymentRow } from './payment-row';
import { PaymentTotalsBar } from './payment-totals';

export function PaymentsTab() {
  const list = usePaymentListQuery();
  const page = usePaymentPage(list.query, !list.rangeError);
  const { query } = list;
  const filtered = query.search || query.status !== 'all' || query.method !== 'all' || query.from || query.to;
  return (
    <div className="flex flex-col gap-4">
      <PaymentFilters list={list} />
      {page.isPending && !list.rangeError && <PageSpinner />}
      {page.isError && <Alert variant="destructive">Could not load the payments: {failureMessage(page.error)}</Alert>}
      {page.data && <PaymentTotalsBar totals={page.data.totals} busy={page.isFetching} />}
      {page.data && page.data.items.length === 0 && (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{filtered ? 'No payments match these filters.' : 'No payments yet.'}</p>
      )}
      {page.data && page.data.items.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Payments" aria-busy={page.isFetching}>
          {page.data.items.map((payment) => (
            <li key={payment.id}>
              <PaymentRow payment={payment} />
            </li>
          ))}
        </ul>
      )}
      {page.data && <Pager page={page.data} onPage={list.setPage} />}
    </div>
  );
}
