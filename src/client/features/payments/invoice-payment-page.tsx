// /payment?ref=...: pay an invoice. Its amount is the invoice's, read from the server; the
// customer only chooses how to pay. Paid invoices show 'Payment Successful!' instead.
import { CheckCircle2, Clock, Home } from 'lucide-react';
import { useState } from 'react';
import { formatUsd } from '@shared/money-format';
import { INVOICE_PAYMENT_METHODS, isManualMethod, PAYMENT_METHOD_LABELS, type InvoicePaymentMethod } from '@shared/payment-methods';
import type { InvoiceView } from '@shared/payments';
import { paymentStatusLabel } from '@shared/service-requests';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { usePaymentsConfig } from './api/payments-config';
import { useInvoice, useReportInvoicePayment } from './api/invoice';
import { BankInstructions } from './components/bank-instructions';
import { CardPayment } from './components/card-payment';
import { MethodChooser } from './components/method-chooser';
import { PaypalPayment } from './components/paypal-payment';
import { ZellePanel } from './components/zelle-panel';
import { PaymentLayout, queryParam } from './payment-layout';
import { useConfirmationWatch } from './use-confirmation-watch';
import { usePaymentViewTracking } from './track-payment';

export function InvoicePaymentPage() {
  const referenceId = queryParam('ref');
  const invoice = useInvoice(referenceId);

  if (!referenceId) return <InvalidLink />;
  if (invoice.isPending) return <PageSpinner />;
  if (invoice.isError) {
    const notFound = invoice.error instanceof ApiError && invoice.error.status === 404;
    return (
      <PaymentLayout title={notFound ? 'Service Request Not Found' : 'Something went wrong'}>
        <Alert variant="destructive">
          {notFound ? 'The requested service could not be found.' : 'We could not load this invoice. Please try again in a moment.'}
        </Alert>
        <ReturnHome />
      </PaymentLayout>
    );
  }
  return <InvoicePayment invoice={invoice.data} />;
}

function InvalidLink() {
  return (
    <PaymentLayout title="Invalid Payment Link">
      <Alert variant="destructive">This payment link is invalid or has expired.</Alert>
      <ReturnHome />
    </PaymentLayout>
  );
}

function ReturnHome() {
  return (
    <Button asChild variant="outline" className="self-start">
      <a href="/">
        <Home aria-hidden />
        Return Home
      </a>
    </Button>
  );
}

function InvoicePayment({ invoice }: { invoice: InvoiceView }) {
  const paid = invoice.paymentStatus === 'paid';
  const watch = useConfirmationWatch(invoice.referenceId);
  return (
    <PaymentLayout title={paid ? 'Payment Successful!' : 'Pay Your Invoice'} subtitle={paid ? undefined : `Invoice for ${invoice.referenceId}`}>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Reference ID</dt>
            <dd className="font-mono font-semibold">{invoice.referenceId}</dd>
            <dt className="text-muted-foreground">Customer</dt>
            <dd>{invoice.customerName}</dd>
            <dt className="text-muted-foreground">Amount Due</dt>
            <dd className="text-xl font-bold">{formatUsd(invoice.finalAmount)}</dd>
            <dt className="text-muted-foreground">Invoice Status</dt>
            <dd className="capitalize">{invoice.invoiceStatus || 'pending'}</dd>
            <dt className="text-muted-foreground">Payment Status</dt>
            <dd>{paymentStatusLabel(invoice.paymentStatus || 'unpaid')}</dd>
            {invoice.paidAt && (
              <>
                <dt className="text-muted-foreground">Paid On</dt>
                <dd>{new Date(invoice.paidAt).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })}</dd>
              </>
            )}
          </dl>
        </CardContent>
      </Card>

      {paid ? (
        <Alert className="border-green-300 bg-green-50 text-green-900">
          <p className="flex items-center gap-2 text-base font-semibold">
            <CheckCircle2 className="size-5" aria-hidden />
            Payment Successful!
          </p>
          <p className="mt-1">
            Thank you. This invoice was paid{invoice.paymentMethod ? ` by ${PAYMENT_METHOD_LABELS[invoice.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS] ?? invoice.paymentMethod}` : ''}. A receipt was sent
            to the e-mail on file.
          </p>
        </Alert>
      ) : !invoice.finalAmount ? (
        <Alert>This request has no invoice yet. We will e-mail you a payment link once it does.</Alert>
      ) : watch.state !== 'idle' ? (
        <Alert>
          <p className="flex items-center gap-2 font-semibold">
            <Clock className={watch.state === 'waiting' ? 'size-4 animate-pulse' : 'size-4'} aria-hidden />
            {watch.state === 'waiting' ? 'Confirming your payment...' : 'Your payment is still being confirmed'}
          </p>
          <p className="mt-1">
            {watch.state === 'waiting'
              ? 'This takes a few seconds. You can keep this page open or close it; we e-mail your receipt.'
              : 'Please check your e-mail for the receipt before paying again, or call us.'}
          </p>
        </Alert>
      ) : (
        <PaymentChooser invoice={invoice as InvoiceView & { finalAmount: string }} onPaid={watch.start} />
      )}
    </PaymentLayout>
  );
}

function PaymentChooser({ invoice, onPaid }: { invoice: InvoiceView & { finalAmount: string }; onPaid: () => void }) {
  const config = usePaymentsConfig();
  const [method, setMethod] = useState<InvoicePaymentMethod>();
  const report = useReportInvoicePayment(invoice.referenceId);
  usePaymentViewTracking(invoice.finalAmount, method);
  if (!config.data) return <PageSpinner />;
  const settings = config.data;
  const unavailable = {
    ...(settings.cardAvailable ? {} : { credit_card: 'Not available right now' }),
    ...(settings.paypalAvailable ? {} : { paypal: 'Not available right now' }),
  };

  function pay() {
    if (!method) {
      toast({ title: 'Payment Method Required', description: 'Please select a payment method to continue.', variant: 'destructive' });
      return;
    }
    if (!isManualMethod(method)) return;
    report.mutate(method, {
      onSuccess: () => toast({ title: 'Payment Initiated', description: 'Your payment has been processed successfully.' }),
      onError: (error) =>
        toast({ title: 'Payment Failed', description: error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message, variant: 'destructive' }),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      {invoice.paymentStatus === 'pending_verification' && (
        <Alert>
          <p className="font-semibold">Payment reported: awaiting verification</p>
          <p className="mt-1">
            You told us you sent this payment{invoice.paymentMethod ? ` by ${PAYMENT_METHOD_LABELS[invoice.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS] ?? invoice.paymentMethod}` : ''}. We mark the
            invoice paid as soon as the money arrives.
          </p>
        </Alert>
      )}
      <MethodChooser methods={INVOICE_PAYMENT_METHODS} value={method} onChange={setMethod} unavailable={unavailable} />
      {method === 'zelle' && <ZellePanel zelle={settings.zelle} amount={invoice.finalAmount} reference={invoice.referenceId} />}
      {(method === 'bank_transfer' || method === 'wire_transfer' || method === 'ach') && (
        <BankInstructions method={method} amount={invoice.finalAmount} reference={invoice.referenceId} bankInstructions={settings.bankInstructions} />
      )}
      {method === 'credit_card' && <CardPayment config={settings} request={{ referenceId: invoice.referenceId }} amount={invoice.finalAmount} onPaid={onPaid} />}
      {method === 'paypal' && <PaypalPayment config={settings} amount={invoice.finalAmount} referenceId={invoice.referenceId} sendAmount={false} onPaid={onPaid} />}
      {(method === undefined || isManualMethod(method)) && (
        <Button size="lg" onClick={pay} disabled={report.isPending}>
          {report.isPending ? 'Submitting...' : method ? `I've Sent ${formatUsd(invoice.finalAmount)} by ${PAYMENT_METHOD_LABELS[method]}` : 'Pay'}
        </Button>
      )}
    </div>
  );
}
