// One request's ledger rows, newest first, each with the same actions as in the Payments tab
// (confirm, reject, refund), so a request's money can be settled from the request itself.
import { Alert } from '@/components/ui/alert';
import { failureMessage } from '@/lib/failure-message';
import { useRequestPayments } from '../api/payments';
import { PaymentRow } from './payment-row';

export function RequestPayments({ requestId }: { requestId: number }) {
  const payments = useRequestPayments(requestId);
  if (payments.isError) return <Alert variant="destructive">Could not load the payments: {failureMessage(payments.error)}</Alert>;
  if (!payments.data) return <p className="text-sm text-muted-foreground">Loading payments...</p>;
  if (payments.data.items.length === 0) return <p className="text-sm text-muted-foreground">No payments recorded for this request.</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Payments for this request" aria-busy={payments.isFetching}>
      {payments.data.items.map((payment) => (
        <li key={payment.id}>
          <PaymentRow payment={payment} />
        </li>
      ))}
    </ul>
  );
}
