// Every payment made on the request, newest as the server orders them: how, how much, where it
// stands and when, the refunds of each under it, and the receipt of each confirmed payment.
import { FileDown } from 'lucide-react';
import { LEDGER_STATUS_LABELS } from '@shared/admin-payments';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { PortalPayment } from '@shared/customer-portal';
import { formatUsd } from '@shared/money-format';
import { PAYMENT_METHOD_LABELS, REFUND_STATUS_LABELS } from '@shared/payment-methods';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RequestSection } from './request-section';

export function RequestPayments({ payments }: { payments: readonly PortalPayment[] }) {
  return (
    <RequestSection title="Payments">
      {payments.length === 0 ? (
        <p className="text-sm">No payments yet.</p>
      ) : (
        <ul className="grid gap-3">
          {payments.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </RequestSection>
  );
}

function PaymentItem({ payment }: { payment: PortalPayment }) {
  const method = PAYMENT_METHOD_LABELS[payment.method];
  // When the money was confirmed; until then, when the payment was started.
  const at = payment.confirmedAt ?? payment.createdAt;
  return (
    <li className="grid gap-3 rounded-md border p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium">
          {formatUsd(payment.amount)} <span className="font-normal text-muted-foreground">by {method}</span>
        </p>
        <Badge tone={payment.status === 'succeeded' ? 'green' : 'neutral'}>{LEDGER_STATUS_LABELS[payment.status]}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {payment.confirmedAt ? 'Confirmed' : 'Started'} <time dateTime={at}>{formatViewerDateTime(at)}</time>
      </p>
      {payment.refunds.length > 0 && (
        <ul aria-label={`Refunds of the ${formatUsd(payment.amount)} payment`} className="grid gap-1 border-l-2 pl-3 text-sm">
          {payment.refunds.map((refund, index) => (
            <li key={`${refund.createdAt}-${index}`}>
              {REFUND_STATUS_LABELS[refund.status]}: {formatUsd(refund.amount)}{' '}
              <span className="text-muted-foreground">
                <time dateTime={refund.createdAt}>{formatViewerDateTime(refund.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      {payment.receiptUrl && (
        <Button asChild size="lg" variant="outline" className="w-full sm:w-auto sm:justify-self-start">
          <a href={payment.receiptUrl} download>
            <FileDown aria-hidden />
            Receipt (PDF)
            <span className="sr-only">
              {' '}
              of the {formatUsd(payment.amount)} {method} payment
            </span>
          </a>
        </Button>
      )}
    </li>
  );
}
