// Card payments: the hosted checkout (we redirect to the URL the server returns) and the
// payment intent behind the card form on our page.
import type { CheckoutRequest, PaymentOutcome } from '@shared/payments';
import { ApiError, apiRequest } from '@/lib/api';

export async function startCheckout(request: CheckoutRequest): Promise<string> {
  const response = await apiRequest('POST', '/api/payments/stripe/checkout', request);
  const body = (await response.json()) as { url?: string };
  if (!body.url) throw new Error('No checkout URL received from server');
  return body.url;
}

export async function createPaymentIntent(request: CheckoutRequest): Promise<{ clientSecret: string; paymentIntentId: string }> {
  const response = await apiRequest('POST', '/api/create-payment-intent', request);
  return (await response.json()) as { clientSecret: string; paymentIntentId: string };
}

/** Test mode's card form: confirms the stand-in intent through the server's event path. */
export async function confirmTestIntent(paymentIntentId: string): Promise<PaymentOutcome> {
  const response = await apiRequest('POST', `/api/payments/test-intents/${encodeURIComponent(paymentIntentId)}/confirm`);
  return (await response.json()) as PaymentOutcome;
}

/** The spec's checkout error text: the server's message, or the default. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Failed to create checkout session';
  if (error instanceof Error && error.message === 'No checkout URL received from server') return error.message;
  return 'Failed to initiate checkout. Please try again.';
}
