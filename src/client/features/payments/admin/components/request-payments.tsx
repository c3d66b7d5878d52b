// One request's ledger rows, newest first, each with the same actions as in the Payments tab
// (confirm, reject, refund), so a request's money can be settled from the request itself; above
// them, where its invoice stands: total, credits, paid so far and the balance (decision 073).
import type { InvoiceStanding } from '@shared/payments/admin-payments';
import { amountToCents, formatUsd } from '@shared/money-format';
import { Alert } from '@/components/ui/alert';
import { failureMessage } from '@/lib/failure-message';
import { useRequestPayments } from '../api/payments';
import { PaymentRow } from './payment-row';

export function RequestPayments({ requestId }: { requestId: number }) {
  const payments = useRequestPayments(requestId);
  if (payments.isError) return <Alert variant="destructive">Could not load the payments: {failureMessage(payments.error)}</Alert>;
  if (!payments.data) return <p className="text-sm text-muted-foreground">Loading payments...</p>;
  const { invoice, items } = payments.data;
  return (
    <div className="flex flex-col gap-3">
      {invoice && <InvoiceStandingLine invoice={invoice} />}
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payments recorded for this request.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Payments for this request" aria-busy={payments.isFetching}>
          {items.map((payment) => (
            <li key={payment.id}>
              <PaymentRow payment={payment} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function InvoiceStandingLine({ invoice }: { invoice: InvoiceStanding }) {
  const facts = [
    ['Invoice total', invoice.total],
    ...(amountToCents(invoice.credited) > 0 ? [['Credited', invoice.credited]] : []),
    ['Paid so far', invoice.paid],
    ['Balance', invoice.balance],
  ];
  return (
    <dl aria-label="Invoice balance" className="flex flex-wrap gap-x-6 gap-y-1 rounded-md border bg-muted/40 p-3 text-sm">
      {facts.map(([term, amount]) => (
        <div key={term} className="flex gap-2">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium tabular-nums">{formatUsd(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
