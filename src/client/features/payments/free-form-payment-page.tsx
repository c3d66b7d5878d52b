// /make-a-payment (also /pay and /make-payment): pay any amount, with an e-mail for the receipt
// and an optional load or invoice reference. Card goes to the hosted checkout; Zelle shows how
// to send and lets the customer report it; direct deposit and wire ask for bank details by e-mail.
// Amounts outside what the site takes online, and references to invoices already paid, are
// refused before any method is offered.
import { useState } from 'react';
import { formatUsd } from '@shared/money-format';
import { PAYMENT_MESSAGES } from '@shared/payment-messages';
import { FREE_FORM_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type ManualPaymentMethod } from '@shared/payment-methods';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { companyProfile } from '@/lib/company-profile';
import { failureMessage } from '@/lib/failure-message';
import { usePaymentsConfig } from './api/payments-config';
import { useReportPayment } from './api/report-payment';
import { AmountInput } from './components/amount-input';
import { BankInstructions } from './components/bank-instructions';
import { CardPayment } from './components/card-payment';
import { MethodChooser } from './components/method-chooser';
import { ZellePanel } from './components/zelle-panel';
import { OnPageResult } from './components/on-page-result';
import { InvoiceHint, isPaidInvoice, useReferencedInvoice } from './invoice-hint';
import { offeredMethods, unavailableMethods } from './offered-methods';
import { PaymentLayout, queryParam } from './payment-layout';
import { useAmountField } from './use-amount-field';
import { useOnPagePayment } from './use-on-page-payment';
import { usePaymentViewTracking } from './track-payment';

type FreeFormMethod = (typeof FREE_FORM_PAYMENT_METHODS)[number];

export function FreeFormPaymentPage() {
  const config = usePaymentsConfig();
  const amount = useAmountField(queryParam('amount') ?? '', config.data?.maxAmount);
  const [email, setEmail] = useState('');
  const [reference, setReference] = useState(queryParam('ref') ?? '');
  const [notes, setNotes] = useState('');
  const [method, setMethod] = useState<FreeFormMethod>();
  usePaymentViewTracking(amount.amount, method);
  const onPage = useOnPagePayment();
  const report = useReportPayment();
  const trimmedReference = reference.trim() || undefined;
  const { invoice } = useReferencedInvoice(trimmedReference);
  const alreadyPaid = isPaidInvoice(invoice);

  const ready = amount.amount !== undefined && email.includes('@') && !alreadyPaid;

  if (config.isPending) return <PageSpinner />;
  if (!config.data) {
    return (
      <PaymentLayout title="Make a Payment">
        <Alert variant="destructive">The payment page could not be loaded. Please reload it in a moment.</Alert>
      </PaymentLayout>
    );
  }
  const settings = config.data;
  if (onPage.payment)
    return <OnPageResult paymentId={onPage.payment.paymentId} initialOutcome={onPage.payment.outcome} onRetry={onPage.reset} />;

  function reportTransfer(reported: ManualPaymentMethod) {
    if (!amount.amount) return;
    report.mutate(
      { method: reported, amount: amount.amount, email, referenceId: trimmedReference, notes: notes.trim() || undefined },
      {
        onSuccess: () =>
          toast({ title: 'Payment Reported', description: 'We will confirm it as soon as it arrives and e-mail your receipt.' }),
        onError: (error) => toast({ title: 'Payment Failed', description: failureMessage(error, error.message), variant: 'destructive' }),
      },
    );
  }

  function bankDetails() {
    toast({
      title: 'Payment Instructions',
      description: `Please contact us at ${companyProfile.email} for our bank details. Include your reference in the e-mail.`,
    });
  }

  return (
    <PaymentLayout title="Make a Payment" subtitle={`Pay ${companyProfile.name} for a load, an invoice or a deposit.`}>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <div className="flex flex-col gap-2">
            <Label htmlFor="payer-email">
              Email <span className="text-destructive">*</span>
            </Label>
            <Input
              id="payer-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
            />
            <p className="text-xs text-muted-foreground">Your receipt goes here.</p>
          </div>
          <AmountInput id="payment-amount" value={amount.text} onChange={amount.setText} error={amount.error} max={settings.maxAmount} />
          <div className="flex flex-col gap-2">
            <Label htmlFor="payment-reference">Load or Invoice Reference (optional)</Label>
            <Input id="payment-reference" value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
            <InvoiceHint invoice={invoice} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="payment-notes">Notes (optional)</Label>
            <Textarea id="payment-notes" rows={2} maxLength={500} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </div>
        </CardContent>
      </Card>

      {settings.mode === 'manual' && <p className="rounded-md border bg-muted p-3 text-sm">{PAYMENT_MESSAGES.onlineUnavailable}</p>}
      {alreadyPaid ? null : !ready ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground">Enter payment amount and email to continue</p>
      ) : (
        <>
          <Card>
            <CardContent className="pt-5 text-sm sm:pt-6">
              <h2 className="mb-2 text-base font-semibold">Payment Summary</h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
                <dt className="text-muted-foreground">Amount</dt>
                <dd className="font-semibold">{formatUsd(amount.amount)}</dd>
                <dt className="text-muted-foreground">Email</dt>
                <dd className="wrap-anywhere">{email}</dd>
                {trimmedReference && (
                  <>
                    <dt className="text-muted-foreground">Reference</dt>
                    <dd>{trimmedReference}</dd>
                  </>
                )}
              </dl>
            </CardContent>
          </Card>
          <MethodChooser
            methods={offeredMethods(FREE_FORM_PAYMENT_METHODS, settings)}
            value={method}
            onChange={setMethod}
            unavailable={unavailableMethods(settings)}
          />
          {method === 'credit_card' && amount.amount && (
            <CardPayment
              config={settings}
              request={{ amount: amount.amount, email, referenceId: trimmedReference, notes: notes.trim() || undefined }}
              amount={amount.amount}
              onPaid={onPage.paid}
            />
          )}
          {method === 'zelle' && (
            <>
              <ZellePanel zelle={settings.zelle} amount={amount.amount} reference={trimmedReference} />
              {report.isSuccess ? (
                <Alert>Thank you: we will confirm your Zelle payment as soon as it arrives and e-mail your receipt.</Alert>
              ) : (
                <Button size="lg" onClick={() => reportTransfer('zelle')} disabled={report.isPending}>
                  {report.isPending ? 'Submitting...' : `I've Sent ${formatUsd(amount.amount)} by Zelle`}
                </Button>
              )}
            </>
          )}
          {(method === 'direct_deposit' || method === 'wire_transfer') && (
            <>
              {settings.bankInstructions && (
                <BankInstructions
                  method={method}
                  amount={amount.amount}
                  reference={trimmedReference}
                  bankInstructions={settings.bankInstructions}
                />
              )}
              <Button size="lg" variant="outline" onClick={bankDetails}>
                Get Payment Instructions
              </Button>
              {report.isSuccess ? (
                <Alert>Thank you: we will confirm your {PAYMENT_METHOD_LABELS[method].toLowerCase()} as soon as it arrives.</Alert>
              ) : (
                <Button size="lg" onClick={() => reportTransfer(method)} disabled={report.isPending}>
                  {report.isPending ? 'Submitting...' : `I've Sent ${formatUsd(amount.amount)} by ${PAYMENT_METHOD_LABELS[method]}`}
                </Button>
              )}
            </>
          )}
        </>
      )}
    </PaymentLayout>
  );
}
