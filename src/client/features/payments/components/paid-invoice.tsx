// A settled invoice: its receipt (what was paid, when, how, the payment's ID, what went back) and
// nothing to pay with. Refunded in full, the page says so in its title.
import { RotateCcw } from 'lucide-react';
import { formatUsd } from '@shared/money-format';
import type { InvoiceView } from '@shared/payments/payments';
import { Alert } from '@/components/ui/alert';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { PaymentLayout } from '../payment-layout';
import { PaymentReceipt } from './payment-receipt';
import { InvoiceLinesTable } from '@/components/invoice/invoice-lines-table';

export function PaidInvoice({ invoice, notice }: { invoice: InvoiceView; notice?: string }) {
  const i18n = useI18n();
  const locale = useLocale();
  const refunded = invoice.paymentStatus === 'refunded';
  return (
    <PaymentLayout
      title={refunded ? i18n._('payments.paidInvoice.refundedTitle') : i18n._('payments.outcome.title.paid')}
      subtitle={i18n._('payments.invoice.subtitle', { referenceId: invoice.referenceId })}
    >
      {notice && <Alert>{notice}</Alert>}
      <PaymentReceipt
        details={{
          amount: invoice.finalAmount ?? '0.00',
          statusLabel: sharedLabel(i18n, 'paymentStatus', invoice.paymentStatus),
          reference: invoice.referenceId,
          invoiceNumber: invoice.invoiceNumber,
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
                {i18n._('payments.paidInvoice.refunded', { amount: formatUsd(invoice.amountRefunded, locale) })}
              </span>
            </p>
          ) : undefined
        }
      >
        {/* The receipt lists every line the payment paid (issue 37), and prints with it. */}
        {invoice.lines.length > 0 && invoice.finalAmount && (
          <div className="border-t pt-2">
            <InvoiceLinesTable
              lines={invoice.lines}
              total={invoice.invoiceTotal ?? invoice.finalAmount}
              creditNotes={invoice.creditNotes}
              balance={invoice.finalAmount}
            />
          </div>
        )}
      </PaymentReceipt>
    </PaymentLayout>
  );
}
