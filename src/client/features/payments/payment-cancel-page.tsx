// /payment/cancel?reference=...: the customer left the card checkout. Nothing was charged. When
// the reference is one of our invoices and it was paid meanwhile (another tab, a transfer
// confirmed), the page says so instead of offering to pay again. The reference is named only
// once the server confirmed it is one of our invoices: the address is anyone's to write.
import { ArrowLeft, CheckCircle2, FileText, Home, RotateCcw, XCircle } from 'lucide-react';
import { PAYMENT_MESSAGES } from '@shared/payments/payment-messages';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { sharedMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { usePaymentsConfig } from './api/payments-config';
import { isPaidInvoice, useReferencedInvoice } from './invoice-hint';
import { PaymentLayout, queryParam } from './payment-layout';

export function PaymentCancelPage() {
  const i18n = useI18n();
  const reference = queryParam('reference');
  const config = usePaymentsConfig();
  const { invoice, looking } = useReferencedInvoice(reference);
  const retry = reference ? `/make-a-payment?ref=${encodeURIComponent(reference)}` : '/make-a-payment';

  // Wait for the invoice look-up: Retry must not flash for an invoice that turns out paid.
  if (config.isPending || looking) return <PageSpinner />;
  const paid = isPaidInvoice(invoice);

  return (
    <PaymentLayout title={i18n._('payments.outcome.title.canceled')}>
      <Card>
        <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
          <XCircle className="size-6 shrink-0 text-muted-foreground" aria-hidden />
          <div>
            <p className="font-semibold">{i18n._('payments.noCharges')}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {invoice ? i18n._('payments.cancel.leftFor', { referenceId: invoice.referenceId }) : i18n._('payments.cancel.left')}
              {paid ? '' : ` ${i18n._('payments.cancel.tryAgain')}`}
            </p>
          </div>
        </CardContent>
      </Card>
      {invoice && paid && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-green-300 bg-green-50 p-4 text-sm font-medium text-green-900"
        >
          <CheckCircle2 className="size-5 shrink-0" aria-hidden />
          {sharedMessage(i18n, PAYMENT_MESSAGES.invoiceAlreadyPaid(invoice.referenceId))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {invoice && paid ? (
          <Button asChild>
            <a href={`/payment?ref=${encodeURIComponent(invoice.referenceId)}`}>
              <FileText aria-hidden />
              {i18n._('payments.cancel.viewInvoice')}
            </a>
          </Button>
        ) : (
          <Button asChild>
            <a href={retry}>
              <RotateCcw aria-hidden />
              {i18n._('payments.cancel.retry')}
            </a>
          </Button>
        )}
        <Button variant="outline" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden />
          {i18n._('payments.cancel.goBack')}
        </Button>
        <Button asChild variant="outline">
          <a href="/">
            <Home aria-hidden />
            {i18n._('payments.cancel.home')}
          </a>
        </Button>
      </div>
    </PaymentLayout>
  );
}
