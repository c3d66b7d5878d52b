// The Payments tab: the ledger, every attempt newest first, filtered by search, status, method and
// date, with the totals of what the filters match, Export CSV of the same, the reported transfers
// waiting for an admin, and refunds.
import { PagedList } from '@/components/admin/paged-list';
import { PageSpinner } from '@/components/layout/page-spinner';
import { usePaymentPage } from './api/payments';
import { PaymentFilters } from './components/payment-filters';
import { PaymentRow } from './components/payment-row';
import { PaymentTotalsBar } from './components/payment-totals';
import { usePaymentListQuery } from './use-payment-list-query';

export function PaymentsTab() {
  const list = usePaymentListQuery();
  const page = usePaymentPage(list.query, !list.rangeError);
  const { query } = list;
  const filtered = query.search || query.status !== 'all' || query.method !== 'all' || query.from || query.to;
  return (
    <div className="flex flex-col gap-4">
      <PaymentFilters list={list} />
      <PagedList
        page={page}
        noun="payments"
        // A backwards date range asks for nothing: the filters say why instead.
        loading={list.rangeError ? null : <PageSpinner />}
        summary={(data) => <PaymentTotalsBar totals={data.totals} busy={page.isFetching} />}
        emptyText={filtered ? 'No payments match these filters.' : 'No payments yet.'}
        label="Payments"
        gap="gap-3"
        renderItem={(payment) => <PaymentRow payment={payment} />}
        onPage={list.setPage}
      />
    </div>
  );
}
