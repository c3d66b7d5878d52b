// A settled invoice: its receipt (what was paid, when, how, the payment's ID, what went back) and
// nothing to pay with. Refunded in full, the page says so in its title.
import { RotateCcw } from 'lucide-react';
import { formatUsd } from '@shared/money-format';
import type { InvoiceView } from '@shared/payments';
import { paymentStatusLabel } from '@shared/service-requests';
import { Alert } from '@/components/ui/alert';
import { PaymentLayout } from '../payment-layout';
import { PaymentReceipt } from './payment-receipt';

export function PaidInvoice({ invoice, notice }: { invoice: InvoiceView; notice?: string }) {
  const refunded = invoice.paymentStatus === 'refunded';
  return (
    <PaymentLayout title={refunded ? 'Payment Refunded' : 'Payment Successful!'} subtitle={`Invoice for ${invoice.referenceId}`}>
      {notice && <Alert>{notice}</Alert>}
      <PaymentReceipt
        details={{
          amount: invoice.finalAmount ?? '0.00',
          statusLabel: paymentStatusLabel(invoice.paymentStatus),
          reference: invoice.referenceId,
          customer: invoice.customerName,
          paymentId: invoice.paymentId,
          method: invoice.paymentMethod,
          paidAt: invoice.paidAt,
          receiptEmail: invoice.contactEmail || null,
          amountRefunded: invoice.amountRefunded,
        }}
        headline={
          refunded ? (
            <p className="flex items-center gap-2">
              <RotateCcw className="size-6 shrink-0 text-muted-foreground" aria-hidden />
              <span className="font-semibold">
                This invoice was paid, and {formatUsd(invoice.amountRefunded)} was refunded to you. Nothing is due.
              </span>
            </p>
          ) : undefined
        }
      />
    </PaymentLayout>
  );
}
