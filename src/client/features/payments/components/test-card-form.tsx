// Test mode's card form: no card is asked for and no money moves. Paying confirms the stand-in
// payment through the same server path a real card provider's confirmation takes, and the server
// answers the payment's outcome.
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { formatUsd } from '@shared/money-format';
import type { CheckoutRequest } from '@shared/payments/payments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { useTestCardPayment } from '../api/card';
import { showTestPaymentFailure, type OnConflict, type OnPaid } from '../payment-errors';

export function TestCardForm({
  request,
  amount,
  onPaid,
  onConflict,
}: {
  request: CheckoutRequest;
  amount: string;
  onPaid: OnPaid;
  onConflict?: OnConflict;
}) {
  const i18n = useI18n();
  const locale = useLocale();
  const payment = useTestCardPayment();
  // Stays true once paid: the page moves on to the outcome.
  const [paying, setPaying] = useState(false);

  async function pay() {
    setPaying(true);
    try {
      const { paymentIntentId, outcome } = await payment.mutateAsync(request);
      onPaid(paymentIntentId, outcome);
    } catch (error) {
      showTestPaymentFailure(i18n, error, 'Payment intent failed', onConflict);
      setPaying(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Alert>
        <p className="flex items-center gap-2 font-semibold">
          <FlaskConical className="size-4" aria-hidden />
          {i18n._('payments.test.banner')}
        </p>
        <p className="mt-1">{i18n._('payments.test.cardForm')}</p>
      </Alert>
      <Button onClick={() => void pay()} disabled={paying}>
        {paying ? i18n._('payments.processing') : i18n._('payments.test.pay', { amount: formatUsd(amount, locale) })}
      </Button>
    </div>
  );
}
