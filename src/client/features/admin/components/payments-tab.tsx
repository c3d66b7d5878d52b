// The Payments tab: the ledger, every attempt newest first, with the reported transfers waiting
// for an admin to confirm or reject.
import { LEDGER_STATUS_LABELS } from '@shared/admin-payments';
import { LEDGER_STATUSES } from '@shared/payment-methods';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { usePaymentPage } from '../api/payments';
import { failureMessage } from '../failure-message';
import { useListQuery } from '../use-list-query';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { PaymentRow } from './payment-row';

const STATUS_OPTIONS = [{ value: 'all', label: 'All Payments' }, ...LEDGER_STATUSES.map((status) => ({ value: status, label: LEDGER_STATUS_LABELS[status] }))];

export function PaymentsTab() {
  const list = useListQuery();
  const page = usePaymentPage(list.query);
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        searchLabel="Search payments"
        searchPlaceholder="Search by reference, email or payment ID..."
        searchText={list.searchText}
        onSearchText={list.setSearchText}
        status={list.query.status}
        onStatus={list.setStatus}
        statusOptions={STATUS_OPTIONS}
      />
      {page.isPending && <PageSpinner />}
      {page.isError && <Alert variant="destructive">Could not load the payments: {failureMessage(page.error)}</Alert>}
      {page.data && page.data.items.length === 0 && <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No payments match.</p>}
      {page.data && page.data.items.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Payments">
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
