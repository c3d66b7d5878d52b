// The card form on our page (live mode): Stripe's Payment Element in an iframe from Stripe, so
// the card number never touches our page or server. The payment intent is made by our server for
// the amount it decides; Stripe confirms without leaving the page when the card allows it.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Loader2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { formatUsd } from '@shared/money-format';
import type { CheckoutRequest } from '@shared/payments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { createPaymentIntent } from '../api/card';

let stripePromise: Promise<Stripe | null> | undefined;

export function StripeCardForm({ publishableKey, request, amount, onPaid }: { publishableKey: string; request: CheckoutRequest; amount: string; onPaid: () => void }) {
  const [clientSecret, setClientSecret] = useState<string>();
  const [failed, setFailed] = useState(false);
  const requestKey = JSON.stringify(request);

  useEffect(() => {
    let cancelled = false;
    createPaymentIntent(JSON.parse(requestKey) as CheckoutRequest).then(
      (intent) => !cancelled && setClientSecret(intent.clientSecret),
      (error: unknown) => {
        // The spec only logs this; we also say so, rather than spin forever.
        console.error('Payment intent failed', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [requestKey]);

  if (failed) return <Alert variant="destructive">The card form is not available right now. Please use the button above.</Alert>;
  if (!clientSecret) return <Loader2 className="mx-auto size-5 animate-spin" aria-label="Preparing the card form" />;
  stripePromise ??= loadStripe(publishableKey);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <CardForm amount={amount} onPaid={onPaid} />
    </Elements>
  );
}

function CardForm({ amount, onPaid }: { amount: string; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    setPaying(false);
    if (result.error) {
      toast({ title: 'Payment Failed', description: result.error.message ?? 'Your card was not charged.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Payment Successful', description: 'Thank you for your payment!' });
    onPaid();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <PaymentElement />
      <Button type="submit" disabled={!stripe || paying}>
        {paying ? 'Processing...' : `Pay ${formatUsd(amount)}`}
      </Button>
    </form>
  );
}
