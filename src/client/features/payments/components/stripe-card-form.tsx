// The card form on our page (live mode): Stripe's Payment Element in an iframe from Stripe, so
// the card number never touches our page or server. The payment intent is made by our server for
// the amount it decides; Stripe confirms without leaving the page when the card allows it (and
// otherwise comes back to the page, which then reads the same payment's outcome).
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatUsd } from '@shared/money-format';
import type { CheckoutRequest } from '@shared/payments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { createPaymentIntent } from '../api/card';
import { isConflict, type OnConflict, type OnPaid } from '../payment-errors';

let stripePromise: Promise<Stripe | null> | undefined;

export interface StripeCardFormProps {
  publishableKey: string;
  request: CheckoutRequest;
  amount: string;
  onPaid: OnPaid;
  onConflict?: OnConflict;
}

export function StripeCardForm({ publishableKey, request, amount, onPaid, onConflict }: StripeCardFormProps) {
  const [intent, setIntent] = useState<{ clientSecret: string; paymentIntentId: string }>();
  const [failure, setFailure] = useState<string>();
  const requestKey = JSON.stringify(request);
  // The latest callback, without restarting the intent when the page re-renders.
  const conflictRef = useRef(onConflict);
  useEffect(() => {
    conflictRef.current = onConflict;
  }, [onConflict]);

  useEffect(() => {
    let cancelled = false;
    createPaymentIntent(JSON.parse(requestKey) as CheckoutRequest).then(
      (created) => !cancelled && setIntent(created),
      (error: unknown) => {
        // The spec only logs this; we also say so, rather than spin forever. A refusal (409:
        // paid meanwhile, a reported transfer) says why, in the server's words.
        console.error('Payment intent failed', error);
        if (cancelled) return;
        if (isConflict(error)) {
          const message = failureMessage(error, '');
          setFailure(message);
          conflictRef.current?.(message);
        } else {
          setFailure('The card form is not available right now. Please use the button above.');
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [requestKey]);

  if (failure) return <Alert variant="destructive">{failure}</Alert>;
  if (!intent) return <Loader2 className="mx-auto size-5 animate-spin" aria-label="Preparing the card form" />;
  stripePromise ??= loadStripe(publishableKey);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret: intent.clientSecret, appearance: { theme: 'stripe' } }}>
      <CardForm amount={amount} onPaid={() => onPaid(intent.paymentIntentId, undefined)} />
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
    // Confirmed in the browser: the page now reads the outcome, which is processing until
    // Stripe's webhook reaches our server, and says 'Payment Successful' only then.
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
