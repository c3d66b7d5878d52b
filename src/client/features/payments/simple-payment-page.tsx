// /simple-payment: pay an amount without giving an e-mail. Card and PayPal pay here; bank
// transfer, Zelle and wire give instructions (details come from the company on request).
import { useState } from 'react';
import { formatUsd } from '@shared/money-format';
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
import { PaypalPayment } from './components/paypal-payment';
import { PaymentLayout, queryParam } from './payment-layout';
import { useAmountField } from './use-amount-field';
import { usePaymentViewTracking } from './track-payment';

type SimpleMethod = (typeof SIMPLE_PAYMENT_METHODS)[number];

export function SimplePaymentPage() {
  const config = usePaymentsConfig();
  const amount = useAmountField(queryParam('amount') ?? '');
  const [reference, setReference] = useState(queryParam('ref') ?? '');
  const [memo, setMemo] = useState('');
  const [method, setMethod] = useState<SimpleMethod>();
  usePaymentViewTracking(amount.amount, method);
  const [paid, setPaid] = useState(false);

  if (!config.data) return <PageSpinner />;
  const settings = config.data;
  const ready = amount.amount !== undefined && Number(amount.amount) > 0;
  const trimmedReference = reference.trim() || undefined;

  function instructions() {
    toast({
      title: 'Payment Instructions',
      description: `Payment details will be provided on request. Please contact us at ${companyProfile.email} or ${companyProfile.supportPhone}.`,
    });
  }

  if (paid) {
    return (
      <PaymentLayout title="Payment Successful!">
        <Alert className="border-green-300 bg-green-50 text-green-900">Thank you for your payment!</Alert>
      </PaymentLayout>
    );
  }

  return (
    <PaymentLayout title="Quick Payment" subtitle="Pay an amount by card or PayPal.">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <AmountInput id="simple-amount" value={amount.text} onChange={amount.setText} error={amount.error} max={settings.maxAmount} />
          <div className="flex flex-col gap-2">
            <Label htmlFor="simple-reference">Load Reference (optional)</Label>
            <Input id="simple-reference" value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="simple-memo">Memo (optional)</Label>
            <Textarea id="simple-memo" rows={2} maxLength={500} value={memo} onChange={(event) => setMemo(event.target.value)} />
          </div>
        </CardContent>
      </Card>

      {!ready || !amount.amount ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground">Enter a payment amount to continue</p>
      ) : (
        <>
          <p className="text-lg font-semibold">Total: {formatUsd(amount.amount)}</p>
          <MethodChooser
            methods={SIMPLE_PAYMENT_METHODS}
            value={method}
            onChange={setMethod}
            unavailable={{
              ...(settings.cardAvailable ? {} : { credit_card: 'Not available right now' }),
              ...(settings.paypalAvailable ? {} : { paypal: 'Not available right now' }),
            }}
          />
          {method === 'credit_card' && (
            <CardPayment config={settings} request={{ amount: amount.amount, referenceId: trimmedReference, notes: memo.trim() || undefined }} amount={amount.amount} onPaid={() => setPaid(true)} />
          )}
          {method === 'paypal' && <PaypalPayment config={settings} amount={amount.amount} referenceId={trimmedReference} sendAmount onPaid={() => setPaid(true)} />}
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
