// A payment made on the page itself (the card form or PayPal), whose outcome the page then shows
// instead of its form. A card form whose bank asked for 3-D Secure comes back to the page from
// Stripe with the payment intent's id in the address: that is the same payment.
import { useState } from 'react';
import type { PaymentOutcome } from '@shared/payments/payments';
import { queryParam } from './payment-layout';

export interface OnPagePayment {
  paymentId: string;
  outcome: PaymentOutcome | undefined;
}

function returnedFromStripe(): OnPagePayment | undefined {
  const id = queryParam('payment_intent');
  return id && /^pi_\w{8,200}$/.test(id) ? { paymentId: id, outcome: undefined } : undefined;
}

export function useOnPagePayment() {
  const [payment, setPayment] = useState<OnPagePayment | undefined>(returnedFromStripe);
  return {
    payment,
    paid: (paymentId: string, outcome: PaymentOutcome | undefined) => setPayment({ paymentId, outcome }),
    /** Back to the form; the address forgets Stripe's return parameters. */
    reset: () => {
      const url = new URL(window.location.href);
      for (const name of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) url.searchParams.delete(name);
      window.history.replaceState(null, '', url);
      setPayment(undefined);
    },
  };
}
