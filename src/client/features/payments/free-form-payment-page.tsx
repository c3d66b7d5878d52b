// /make-a-payment (also /pay and /make-payment): pay any amount, with an e-mail for the receipt
// and an optional load or invoice reference. Card goes to the hosted checkout; Zelle shows how
// to send and lets the customer report it; direct deposit and wire ask for bank details by e-mail.
// Amounts outside what the site takes online, and references to invoices already paid, are
// refused before any method is offered.
import { useState } from 'react';
import { formatUsd } from '@shared/money-format';
import { PAYMENT_MESSAGES } from '@shared/payments/payment-messages';
import { INTL_LOCALES } from '@shared/i18n';
import { FREE_FORM_PAYMENT_METHODS, type ManualPaymentMethod } from '@shared/payments/payment-methods';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { sharedLabel, sharedMessage } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';
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
import { paymentFailureMessage } from './payment-errors';
import { PaymentLayout, queryParam } from './payment-layout';
import { useAmountField } from './use-amount-field';
import { useOnPagePayment } from './use-on-page-payment';
import { usePaymentViewTracking } from './track-payment';

type FreeFormMethod = (typeof FREE_FORM_PAYMENT_METHODS)[number];

export function FreeFormPaymentPage() {
  const i18n = useI18n();
  const locale = useLocale();
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
      <PaymentLayout title={i18n._('payments.freeForm.title')}>
        <Alert variant="destructive">{i18n._('payments.pageLoadFailed')}</Alert>
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
        onSuccess: () => toast({ title: i18n._('payments.freeForm.reported'), description: i18n._('payments.freeForm.reportedBody') }),
        onError: (error) =>
          toast({
            title: i18n._('payments.error.failedTitle'),
            description: paymentFailureMessage(i18n, error, error.message),
            variant: 'destructive',
          }),
      },
    );
  }

  const iveSent = (sent: ManualPaymentMethod) =>
    i18n._('payments.iveSent', { amount: formatUsd(amount.amount, locale), method: sharedLabel(i18n, 'paymentMethod', sent) });

  function bankDetails() {
    toast({
      title: i18n._('payments.instructions.title'),
      description: i18n._('payments.freeForm.instructions', { email: companyProfile.email }),
    });
  }

  return (
    <PaymentLayout
      title={i18n._('payments.freeForm.title')}
      subtitle={i18n._('payments.freeForm.subtitle', { company: companyProfile.name })}
    >
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <div className="flex flex-col gap-2">
            <Label htmlFor="payer-email">
              {i18n._('payments.details.email')} <span className="text-destructive">*</span>
            </Label>
            <Input
              id="payer-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
            />
            <p className="text-xs text-muted-foreground">{i18n._('payments.freeForm.emailHint')}</p>
          </div>
          <AmountInput id="payment-amount" value={amount.text} onChange={amount.setText} error={amount.error} max={settings.maxAmount} />
          <div className="flex flex-col gap-2">
            <Label htmlFor="payment-reference">{i18n._('payments.freeForm.reference')}</Label>
            <Input id="payment-reference" value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
            <InvoiceHint invoice={invoice} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="payment-notes">{i18n._('payments.freeForm.notes')}</Label>
            <Textarea id="payment-notes" rows={2} maxLength={500} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </div>
        </CardContent>
      </Card>

      {settings.mode === 'manual' && (
        <p className="rounded-md border bg-muted p-3 text-sm">{sharedMessage(i18n, PAYMENT_MESSAGES.onlineUnavailable)}</p>
      )}
      {alreadyPaid ? null : !ready ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground">{i18n._('payments.freeForm.prompt')}</p>
      ) : (
        <>
          <Card>
            <CardContent className="pt-5 text-sm sm:pt-6">
              <h2 className="mb-2 text-base font-semibold">{i18n._('payments.freeForm.summary')}</h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
                <dt className="text-muted-foreground">{i18n._('payments.details.amount')}</dt>
                <dd className="font-semibold">{formatUsd(amount.amount, locale)}</dd>
                <dt className="text-muted-foreground">{i18n._('payments.details.email')}</dt>
                <dd className="wrap-anywhere">{email}</dd>
                {trimmedReference && (
                  <>
                    <dt className="text-muted-foreground">{i18n._('payments.details.reference')}</dt>
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
                <Alert>{i18n._('payments.freeForm.zelleThanks')}</Alert>
              ) : (
                <Button size="lg" onClick={() => reportTransfer('zelle')} disabled={report.isPending}>
                  {report.isPending ? i18n._('payments.submitting') : iveSent('zelle')}
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
                {i18n._('payments.instructions.button')}
              </Button>
              {report.isSuccess ? (
                <Alert>
                  {i18n._('payments.freeForm.transferThanks', {
                    method: sharedLabel(i18n, 'paymentMethod', method).toLocaleLowerCase(INTL_LOCALES[locale]),
                  })}
                </Alert>
              ) : (
                <Button size="lg" onClick={() => reportTransfer(method)} disabled={report.isPending}>
                  {report.isPending ? i18n._('payments.submitting') : iveSent(method)}
                </Button>
              )}
            </>
          )}
        </>
      )}
    </PaymentLayout>
  );
}
