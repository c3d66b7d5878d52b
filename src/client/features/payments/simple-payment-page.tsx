// /simple-payment: pay an amount without giving an e-mail. Card and PayPal pay here (the receipt
// then asks where to send itself, unless PayPal told us); bank transfer, Zelle and wire give
// instructions (details come from the company on request).
import { useState } from 'react';
import { formatUsd } from '@shared/money-format';
import { PAYMENT_MESSAGES } from '@shared/payment-messages';
import { SIMPLE_PAYMENT_METHODS } from '@shared/payment-methods';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { companyProfile } from '@/lib/company-profile';
import { usePaymentsConfig } from './api/payments-config';
import { AmountInput } from './components/amount-input';
import { CardPayment } from './components/card-payment';
import { MethodChooser } from './components/method-chooser';
import { OnPageResult } from './components/on-page-result';
import { PaypalPayment } from './components/paypal-payment';
import { InvoiceHint, isPaidInvoice, useReferencedInvoice } from './invoice-hint';
import { offeredMethods, unavailableMethods, usableMethods } from './offered-methods';
import { PaymentLayout, queryParam } from './payment-layout';
import { useAmountField } from './use-amount-field';
import { useOnPagePayment } from './use-on-page-payment';
import { usePaymentViewTracking } from './track-payment';

type SimpleMethod = (typeof SIMPLE_PAYMENT_METHODS)[number];

// The methods as a sentence names them.
const METHOD_NAMES: Record<SimpleMethod, string> = {
  credit_card: 'card',
  paypal: 'PayPal',
  bank_transfer: 'bank transfer',
  zelle: 'Zelle',
  wire_transfer: 'wire transfer',
};

/** "Pay an amount by card, PayPal, bank transfer, Zelle or wire transfer.": what is offered. */
function offerLine(methods: readonly SimpleMethod[]): string {
  const names = methods.map((method) => METHOD_NAMES[method]);
  const last = names.pop();
  return names.length ? `Pay an amount by ${names.join(', ')} or ${last}.` : `Pay an amount by ${last ?? 'the methods below'}.`;
}

export function SimplePaymentPage() {
  const config = usePaymentsConfig();
  const amount = useAmountField(queryParam('amount') ?? '', config.data?.maxAmount);
  const [reference, setReference] = useState(queryParam('ref') ?? '');
  const [memo, setMemo] = useState('');
  const [method, setMethod] = useState<SimpleMethod>();
  usePaymentViewTracking(amount.amount, method);
  const onPage = useOnPagePayment();
  const trimmedReference = reference.trim() || undefined;
  const { invoice } = useReferencedInvoice(trimmedReference);

  if (config.isPending) return <PageSpinner />;
  if (!config.data) {
    return (
      <PaymentLayout title="Quick Payment">
        <Alert variant="destructive">The payment page could not be loaded. Please reload it in a moment.</Alert>
      </PaymentLayout>
    );
  }
  const settings = config.data;
  if (onPage.payment)
    return <OnPageResult paymentId={onPage.payment.paymentId} initialOutcome={onPage.payment.outcome} onRetry={onPage.reset} />;
  const alreadyPaid = isPaidInvoice(invoice);

  function instructions() {
    toast({
      title: 'Payment Instructions',
      description: `Payment details will be provided on request. Please contact us at ${companyProfile.email} or ${companyProfile.supportPhone}.`,
    });
  }

  return (
    <PaymentLayout title="Quick Payment" subtitle={offerLine(usableMethods(SIMPLE_PAYMENT_METHODS, settings))}>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <AmountInput id="simple-amount" value={amount.text} onChange={amount.setText} error={amount.error} max={settings.maxAmount} />
          <div className="flex flex-col gap-2">
            <Label htmlFor="simple-reference">Load Reference (optional)</Label>
            <Input id="simple-reference" value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
            <InvoiceHint invoice={invoice} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="simple-memo">Memo (optional)</Label>
            <Textarea id="simple-memo" rows={2} maxLength={500} value={memo} onChange={(event) => setMemo(event.target.value)} />
          </div>
        </CardContent>
      </Card>

      {settings.mode === 'manual' && <p className="rounded-md border bg-muted p-3 text-sm">{PAYMENT_MESSAGES.onlineUnavailable}</p>}
      {alreadyPaid ? null : !amount.amount ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground">Enter a payment amount to continue</p>
      ) : (
        <>
          <p className="text-lg font-semibold">Total: {formatUsd(amount.amount)}</p>
          <MethodChooser
            methods={offeredMethods(SIMPLE_PAYMENT_METHODS, settings)}
            value={method}
            onChange={setMethod}
            unavailable={unavailableMethods(settings)}
          />
          {method === 'credit_card' && (
            <CardPayment
              config={settings}
              request={{ amount: amount.amount, referenceId: trimmedReference, notes: memo.trim() || undefined }}
              amount={amount.amount}
              onPaid={onPage.paid}
            />
          )}
          {method === 'paypal' && (
            <PaypalPayment config={settings} amount={amount.amount} referenceId={trimmedReference} sendAmount onPaid={onPage.paid} />
          )}
          {(method === 'bank_transfer' || method === 'zelle' || method === 'wire_transfer') && (
            <Button size="lg" variant="outline" onClick={instructions}>
              Get Payment Instructions
            </Button>
          )}
        </>
      )}
    </PaymentLayout>
  );
}
