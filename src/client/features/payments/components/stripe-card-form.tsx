// The card form on our page (live mode): Stripe's Payment Element in an iframe from Stripe, so
// the card number never touches our page or server. The payment intent is made by our server for
// the amount it decides; Stripe confirms without leaving the page when the card allows it (and
// otherwise comes back to the page, which then reads the same payment's outcome).
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MessageOrText } from '@shared/coded-message';
import { formatUsd } from '@shared/money-format';
import type { CheckoutRequest } from '@shared/payments/payments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { failureRefusal } from '@/lib/failure-message';
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
  const i18n = useI18n();
  const locale = useLocale();
  const [intent, setIntent] = useState<{ clientSecret: string; paymentIntentId: string }>();
  // What failed, told in the language shown when it is drawn: the server's refusal, or 'unavailable'.
  const [failure, setFailure] = useState<{ refusal: MessageOrText } | 'unavailable'>();
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
          const refusal = failureRefusal(error, '');
          setFailure({ refusal });
          conflictRef.current?.(shownMessage(i18n, refusal));
        } else {
          setFailure('unavailable');
        }
      },
    );
    return () => {
      cancelled = true;
    };
    // i18n is the one global instance: it never restarts the intent.
  }, [requestKey, i18n]);

  if (failure) {
    return (
      <Alert variant="destructive">
        {failure === 'unavailable' ? i18n._('payments.cardForm.unavailable') : shownMessage(i18n, failure.refusal)}
      </Alert>
    );
  }
  if (!intent) return <Loader2 className="mx-auto size-5 animate-spin" aria-label={i18n._('payments.cardForm.preparing')} />;
  stripePromise ??= loadStripe(publishableKey);
  // Stripe's form speaks the page's language; its options are fixed once made, so a change of
  // language makes it anew (the same payment intent).
  return (
    <Elements key={locale} stripe={stripePromise} options={{ clientSecret: intent.clientSecret, appearance: { theme: 'stripe' }, locale }}>
      <CardForm amount={amount} onPaid={() => onPaid(intent.paymentIntentId, undefined)} />
    </Elements>
  );
}

function CardForm({ amount, onPaid }: { amount: string; onPaid: () => void }) {
  const i18n = useI18n();
  const locale = useLocale();
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
      // Stripe's own message is already in the form's language.
      toast({
        title: i18n._('payments.error.failedTitle'),
        description: result.error.message ?? i18n._('payments.cardForm.notCharged'),
        variant: 'destructive',
      });
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
        {paying ? i18n._('payments.processing') : i18n._('payments.cardForm.pay', { amount: formatUsd(amount, locale) })}
      </Button>
    </form>
  );
}
