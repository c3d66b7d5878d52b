// Card payments: the hosted checkout (we redirect to the URL the server returns) and the
// payment intent behind the card form on our page. The Stripe form creates its intent as it
// appears (an effect that can be cancelled), so createPaymentIntent stays a plain call.
import type { I18n } from '@lingui/core';
import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, PaymentOutcome } from '@shared/payments/payments';
import { shownMessage } from '@/i18n/shared-text';
import { ApiError, postJson } from '@/lib/api';
import { refusalOf } from '@/lib/failure-message';

const NO_CHECKOUT_URL = 'No checkout URL received from server';

async function startCheckout(request: CheckoutRequest): Promise<string> {
  const body = await postJson<{ url?: string }>('/api/payments/stripe/checkout', request);
  if (!body.url) throw new Error(NO_CHECKOUT_URL);
  return body.url;
}

export function createPaymentIntent(request: CheckoutRequest): Promise<{ clientSecret: string; paymentIntentId: string }> {
  return postJson<{ clientSecret: string; paymentIntentId: string }>('/api/create-payment-intent', request);
}

/** Test mode's card form: confirms the stand-in intent through the server's event path. */
function confirmTestIntent(paymentIntentId: string): Promise<PaymentOutcome> {
  return postJson<PaymentOutcome>(`/api/payments/test-intents/${encodeURIComponent(paymentIntentId)}/confirm`);
}

/** The hosted checkout: answers the provider's page to send the customer to. */
export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}

/** Test mode's card form: an intent, confirmed at once; answers its id and the outcome. */
export function useTestCardPayment() {
  return useMutation({
    mutationFn: async (request: CheckoutRequest) => {
      const intent = await createPaymentIntent(request);
      return { paymentIntentId: intent.paymentIntentId, outcome: await confirmTestIntent(intent.paymentIntentId) };
    },
  });
}

/** The spec's checkout error text, in the page's language: the server's message, or the default. */
export function checkoutErrorMessage(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError) {
    const refusal = refusalOf(error);
    return refusal ? shownMessage(i18n, refusal) : i18n._('payments.checkout.createFailed');
  }
  if (error instanceof Error && error.message === NO_CHECKOUT_URL) return i18n._('payments.checkout.noUrl');
  return i18n._('payments.checkout.startFailed');
}
