// Paying with PayPal: PayPal's own buttons in live mode (their code loads only here), a stand-in
// button in test mode. Either way our server makes the order for the amount it decides and
// accepts the money only after verifying the capture.
import { FlaskConical, Loader2, Wallet } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatUsd } from '@shared/money-format';
import type { PaymentsConfig } from '@shared/payments';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { capturePaypalOrder, createPaypalOrder } from '../api/paypal';
import { trackedOnPaid } from '../track-payment';

const PaypalButtons = lazy(() => import('./paypal-buttons').then((m) => ({ default: m.PaypalButtons })));

export interface PaypalPaymentProps {
  config: PaymentsConfig;
  amount: string;
  /** The invoice's reference ID, or a free-form reference. */
  referenceId: string | undefined;
  /** Free-form payments send their amount; invoices leave it to the server. */
  sendAmount: boolean;
  onPaid: () => void;
}

export function PaypalPayment({ config, amount, referenceId, sendAmount, onPaid }: PaypalPaymentProps) {
  const order = { ...(sendAmount ? { amount } : {}), ...(referenceId ? { referenceId } : {}) };
  const captureFor = sendAmount ? undefined : referenceId;
  const paid = trackedOnPaid(onPaid, amount, 'paypal');

  if (config.mode === 'live' && config.paypalClientId) {
    return (
      <section aria-label="Pay with PayPal" className="rounded-lg border bg-card p-4">
        <Suspense fallback={<Loader2 className="mx-auto size-5 animate-spin" aria-label="Loading PayPal" />}>
          <PaypalButtons clientId={config.paypalClientId} createOrder={() => createPaypalOrder(order)} capture={(id) => capturePaypalOrder(id, captureFor)} onPaid={paid} />
        </Suspense>
      </section>
    );
  }
  return <TestPaypalButton amount={amount} createOrder={() => createPaypalOrder(order)} capture={(id) => capturePaypalOrder(id, captureFor)} onPaid={paid} />;
}

function TestPaypalButton({ amount, createOrder, capture, onPaid }: { amount: string; createOrder: () => Promise<string>; capture: (id: string) => Promise<unknown>; onPaid: () => void }) {
  const [paying, setPaying] = useState(false);
  async function pay() {
    setPaying(true);
    try {
      await capture(await createOrder());
      toast({ title: 'Payment Successful', description: 'Thank you for your payment!' });
      onPaid();
    } catch (error) {
      console.error('PayPal error', error);
      toast({ title: 'Payment Failed', description: error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Please try again.', variant: 'destructive' });
    } finally {
      setPaying(false);
    }
  }
  return (
    <section aria-label="Pay with PayPal" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <FlaskConical className="size-4" aria-hidden />
        Test mode - no money moves
      </p>
      <Button onClick={() => void pay()} disabled={paying} className="bg-[#ffc439] text-[#111] hover:bg-[#f2ba36]">
        <Wallet aria-hidden />
        {paying ? 'Processing...' : `PayPal ${formatUsd(amount)} (test)`}
      </Button>
    </section>
  );
}
