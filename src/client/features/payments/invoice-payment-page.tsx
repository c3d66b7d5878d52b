// /payment?ref=...: pay an invoice. What it owes is its balance, read from the server (decision
// 073: its total less credit notes less what was paid so far); the customer chooses the whole
// balance or part of it, and how to pay. A paid invoice shows its receipt and nothing to pay with; a
// reported transfer waits for us to confirm it; a factored invoice says where to pay the factor
// (decision 078). A card form or PayPal payment made here turns the
// page into that payment's outcome.
import { AssignmentNotice } from '@/components/invoice/assignment-notice';
import { InvoiceLinesTable } from '@/components/invoice/invoice-lines-table';
import { useState } from 'react';
import { amountToCents, formatUsd } from '@shared/money-format';
import type { InvoiceView, PaymentsConfig } from '@shared/payments/payments';
import { isSettledPaymentStatus } from '@shared/service-requests/service-requests';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api';
import { useInvoice, useRefreshInvoice } from './api/invoice';
import { usePaymentsConfig } from './api/payments-config';
import { InvoiceChooser } from './components/invoice-chooser';
import { OnPageResult } from './components/on-page-result';
import { PaidInvoice } from './components/paid-invoice';
import { PaymentLayout, queryParam } from './payment-layout';
import { useOnPagePayment } from './use-on-page-payment';
import { ReturnHomeButton } from './components/return-home-button';

export function InvoicePaymentPage() {
  const i18n = useI18n();
  const referenceId = queryParam('ref');
  const invoice = useInvoice(referenceId);
  const config = usePaymentsConfig();

  if (!referenceId) return <InvalidLink />;
  // The config too: the page is drawn once, with its test-mode banner, and nothing moves after.
  if (invoice.isPending || config.isPending) return <PageSpinner />;
  if (invoice.isError) {
    const notFound = invoice.error instanceof ApiError && invoice.error.status === 404;
    return (
      <PaymentLayout title={notFound ? i18n._('payments.invoice.notFoundTitle') : i18n._('payments.somethingWentWrong')}>
        <Alert variant="destructive">{notFound ? i18n._('payments.invoice.notFound') : i18n._('payments.invoice.loadFailed')}</Alert>
        <ReturnHomeButton className="self-start" />
      </PaymentLayout>
    );
  }
  return <InvoicePayment invoice={invoice.data} config={config.data} />;
}

function InvalidLink() {
  const i18n = useI18n();
  return (
    <PaymentLayout title={i18n._('payments.invoice.invalidLinkTitle')}>
      <Alert variant="destructive">{i18n._('payments.invoice.invalidLink')}</Alert>
      <ReturnHomeButton className="self-start" />
    </PaymentLayout>
  );
}

function InvoicePayment({ invoice, config }: { invoice: InvoiceView; config: PaymentsConfig | undefined }) {
  const i18n = useI18n();
  const locale = useLocale();
  const onPage = useOnPagePayment();
  // The last refusal (409) in the server's words: the invoice may have been paid or reported
  // meanwhile, so it is read again and the page redrawn from what the server says now.
  const [conflict, setConflict] = useState<string>();
  const refresh = useRefreshInvoice(invoice.referenceId);
  const onConflict = (message: string) => {
    setConflict(message);
    refresh();
  };

  if (onPage.payment) {
    return (
      <OnPageResult
        paymentId={onPage.payment.paymentId}
        initialOutcome={onPage.payment.outcome}
        onRetry={() => {
          onPage.reset();
          refresh();
        }}
        onConfirmed={refresh}
      />
    );
  }

  if (isSettledPaymentStatus(invoice.paymentStatus)) return <PaidInvoice invoice={invoice} notice={conflict} />;
  // What is still owed: the sent invoice's balance.
  const owed = invoice.balance ?? invoice.finalAmount;
  const paidSoFar = amountToCents(invoice.amountPaid) > 0;

  return (
    <PaymentLayout
      title={i18n._('payments.invoice.title')}
      subtitle={i18n._('payments.invoice.subtitle', { referenceId: invoice.referenceId })}
    >
      {conflict && <Alert variant="destructive">{conflict}</Alert>}
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{i18n._('payments.invoice.referenceId')}</dt>
            <dd className="font-mono font-semibold">{invoice.referenceId}</dd>
            {invoice.invoiceNumber && (
              <>
                <dt className="text-muted-foreground">{i18n._('payments.invoice.invoiceNumber')}</dt>
                <dd className="font-mono font-semibold">{invoice.invoiceNumber}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{i18n._('payments.details.customer')}</dt>
            <dd>{invoice.customerName}</dd>
            {paidSoFar && (
              <>
                <dt className="text-muted-foreground">{i18n._('payments.invoice.paidSoFar')}</dt>
                <dd>{formatUsd(invoice.amountPaid, locale)}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{i18n._('payments.invoice.amountDue')}</dt>
            <dd className="text-xl font-bold">{formatUsd(owed, locale)}</dd>
            <dt className="text-muted-foreground">{i18n._('payments.invoice.invoiceStatus')}</dt>
            <dd>{sharedLabel(i18n, 'invoiceStatus', invoice.invoiceStatus || 'pending')}</dd>
            <dt className="text-muted-foreground">{i18n._('payments.details.paymentStatus')}</dt>
            <dd>{sharedLabel(i18n, 'paymentStatus', invoice.paymentStatus || 'unpaid')}</dd>
          </dl>
          {invoice.lines.length > 0 && invoice.finalAmount && (
            <div className="mt-4 border-t pt-2">
              <InvoiceLinesTable
                lines={invoice.lines}
                total={invoice.invoiceTotal ?? invoice.finalAmount}
                creditNotes={invoice.creditNotes}
                balance={invoice.finalAmount}
              />
            </div>
          )}
        </CardContent>
      </Card>

      {!invoice.finalAmount || !owed ? (
        // A voided invoice with no re-issue sent yet owes nothing (decision 069).
        <Alert>{invoice.invoiceStatus === 'void' ? i18n._('payments.invoice.voided') : i18n._('payments.invoice.noInvoiceYet')}</Alert>
      ) : invoice.assignment ? (
        // Assigned to our factor (decision 078): paid to them only, so no way to pay us is offered (the server refuses one too).
        <AssignmentNotice assignment={invoice.assignment} invoiceNumber={invoice.invoiceNumber} />
      ) : !config ? (
        <Alert variant="destructive">{i18n._('payments.invoice.methodsFailed')}</Alert>
      ) : (
        <InvoiceChooser
          invoice={{ ...invoice, finalAmount: invoice.finalAmount, balance: owed }}
          config={config}
          onPaid={onPage.paid}
          onConflict={onConflict}
        />
      )}
    </PaymentLayout>
  );
}
