// /simple-payment: pay an amount without giving an e-mail. Card and PayPal pay here (the receipt
// then asks where to send itself, unless PayPal told us); bank transfer, Zelle and wire give
// instructions (details come from the company on request).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { formatUsd } from '@shared/money-format';
import { PAYMENT_MESSAGES } from '@shared/payments/payment-messages';
import { SIMPLE_PAYMENT_METHODS } from '@shared/payments/payment-methods';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { sharedMessage } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
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
const METHOD_NAMES: Record<SimpleMethod, MessageDescriptor> = {
  credit_card: /*i18n*/ { id: 'payments.simple.methodName.card' },
  paypal: /*i18n*/ { id: 'payments.simple.methodName.paypal' },
  bank_transfer: /*i18n*/ { id: 'payments.simple.methodName.bankTransfer' },
  zelle: /*i18n*/ { id: 'payments.simple.methodName.zelle' },
  wire_transfer: /*i18n*/ { id: 'payments.simple.methodName.wireTransfer' },
};

/** "Pay an amount by card, PayPal, bank transfer, Zelle or wire transfer.": what is offered. */
function offerLine(i18n: I18n, methods: readonly SimpleMethod[]): string {
  const names = methods.map((method) => i18n._(METHOD_NAMES[method]));
  const last = names.pop();
  if (!last) return i18n._('payments.simple.offerNone');
  const listed = names.length ? i18n._('payments.simple.offerList', { others: names.join(', '), last }) : last;
  return i18n._('payments.simple.offer', { methods: listed });
}

export function SimplePaymentPage() {
  const i18n = useI18n();
  const locale = useLocale();
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
      <PaymentLayout title={i18n._('payments.simple.title')}>
        <Alert variant="destructive">{i18n._('payments.pageLoadFailed')}</Alert>
      </PaymentLayout>
    );
  }
  const settings = config.data;
  if (onPage.payment)
    return <OnPageResult paymentId={onPage.payment.paymentId} initialOutcome={onPage.payment.outcome} onRetry={onPage.reset} />;
  const alreadyPaid = isPaidInvoice(invoice);

  function instructions() {
    toast({
      title: i18n._('payments.instructions.title'),
      description: i18n._('payments.simple.instructions', { email: companyProfile.email, phone: companyProfile.supportPhone }),
    });
  }

  return (
    <PaymentLayout title={i18n._('payments.simple.title')} subtitle={offerLine(i18n, usableMethods(SIMPLE_PAYMENT_METHODS, settings))}>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <AmountInput id="simple-amount" value={amount.text} onChange={amount.setText} error={amount.error} max={settings.maxAmount} />
          <div className="flex flex-col gap-2">
            <Label htmlFor="simple-reference">{i18n._('payments.simple.reference')}</Label>
            <Input id="simple-reference" value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
            <InvoiceHint invoice={invoice} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="simple-memo">{i18n._('payments.simple.memo')}</Label>
            <Textarea id="simple-memo" rows={2} maxLength={500} value={memo} onChange={(event) => setMemo(event.target.value)} />
          </div>
        </CardContent>
      </Card>

      {settings.mode === 'manual' && (
        <p className="rounded-md border bg-muted p-3 text-sm">{sharedMessage(i18n, PAYMENT_MESSAGES.onlineUnavailable)}</p>
      )}
      {alreadyPaid ? null : !amount.amount ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground">{i18n._('payments.simple.prompt')}</p>
      ) : (
        <>
          <p className="text-lg font-semibold">{i18n._('payments.simple.total', { amount: formatUsd(amount.amount, locale) })}</p>
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
              {i18n._('payments.instructions.button')}
            </Button>
          )}
        </>
      )}
    </PaymentLayout>
  );
}
