// Paying with PayPal: PayPal's own buttons in live mode (their code loads only here), a stand-in
// button in test mode. Either way our server makes the order for the amount it decides and
// accepts the money only after verifying the capture.
import { FlaskConical, Wallet } from 'lucide-react';
import { lazy, useState } from 'react';
import { formatUsd } from '@shared/money-format';
import type { PaymentsConfig, PaypalCaptureResult } from '@shared/payments/payments';
import { Button } from '@/components/ui/button';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { useCapturePaypalOrder, useCreatePaypalOrder, type PaypalOrderRequest } from '../api/paypal';
import { showTestPaymentFailure, type OnConflict, type OnPaid } from '../payment-errors';
import { LoadsOnDemand } from './loads-on-demand';

const PaypalButtons = lazy(() => import('./paypal-buttons').then((m) => ({ default: m.PaypalButtons })));

export interface PaypalPaymentProps {
  config: PaymentsConfig;
  amount: string;
  /** The invoice's reference ID, or a free-form reference. */
  referenceId: string | undefined;
  /** Free-form payments send their amount; an invoice sends the part chosen, or leaves its whole balance to the server. */
  sendAmount: boolean;
  /** An invoice's payment: its capture names the invoice, whatever the amount. */
  forInvoice?: boolean;
  /** The customer chose to pay although a transfer they reported is unconfirmed. */
  acknowledgeReportedTransfer?: boolean;
  onPaid: OnPaid;
  onConflict?: OnConflict;
}

export function PaypalPayment({
  config,
  amount,
  referenceId,
  sendAmount,
  forInvoice,
  acknowledgeReportedTransfer,
  onPaid,
  onConflict,
}: PaypalPaymentProps) {
  const i18n = useI18n();
  const order: PaypalOrderRequest = {
    ...(sendAmount ? { amount } : {}),
    ...(referenceId ? { referenceId } : {}),
    ...(acknowledgeReportedTransfer ? { acknowledgeReportedTransfer } : {}),
  };
  const captureFor = forInvoice || !sendAmount ? referenceId : undefined;
  const createPaypalOrder = useCreatePaypalOrder();
  const capturePaypalOrder = useCapturePaypalOrder();
  const createOrder = () => createPaypalOrder.mutateAsync(order);
  const capture = (orderId: string) => capturePaypalOrder.mutateAsync({ orderId, referenceId: captureFor });

  if (config.mode === 'live' && config.paypalClientId) {
    return (
      <section aria-label={i18n._('payments.paypal.region')} className="rounded-lg border bg-card p-4">
        <LoadsOnDemand loadingLabel={i18n._('payments.paypal.loading')}>
          <PaypalButtons
            clientId={config.paypalClientId}
            createOrder={createOrder}
            capture={capture}
            onPaid={onPaid}
            onConflict={onConflict}
          />
        </LoadsOnDemand>
      </section>
    );
  }
  return <TestPaypalButton amount={amount} createOrder={createOrder} capture={capture} onPaid={onPaid} onConflict={onConflict} />;
}

interface TestPaypalButtonProps {
  amount: string;
  createOrder: () => Promise<string>;
  capture: (id: string) => Promise<PaypalCaptureResult>;
  onPaid: OnPaid;
  onConflict?: OnConflict;
}

function TestPaypalButton({ amount, createOrder, capture, onPaid, onConflict }: TestPaypalButtonProps) {
  const i18n = useI18n();
  const locale = useLocale();
  const [paying, setPaying] = useState(false);
  async function pay() {
    setPaying(true);
    try {
      const orderId = await createOrder();
      const result = await capture(orderId);
      onPaid(orderId, result.outcome);
    } catch (error) {
      showTestPaymentFailure(i18n, error, 'PayPal error', onConflict);
      setPaying(false);
    }
  }
  return (
    <section aria-label={i18n._('payments.paypal.region')} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <FlaskConical className="size-4" aria-hidden />
        {i18n._('payments.test.banner')}
      </p>
      <Button onClick={() => void pay()} disabled={paying} className="bg-[#ffc439] text-[#111] hover:bg-[#f2ba36]">
        <Wallet aria-hidden />
        {paying ? i18n._('payments.processing') : i18n._('payments.test.paypal', { amount: formatUsd(amount, locale) })}
      </Button>
    </section>
  );
}
