// Card payments, as the rest of the feature sees them: Stripe in live mode, a local stand-in in
// test mode. Confirmation never comes from here: it comes from provider events (webhooks), which
// both implementations deliver to the same handler (card-events.ts).
import type { CheckoutSessionView } from '../../../../shared/payments.js';

export interface CheckoutSessionInput {
  amountCents: number;
  /** The line the customer sees on the checkout page. */
  description: string;
  email: string | undefined;
  successUrl: string;
  cancelUrl: string;
  /** Ours: the ledger entry and the reference, echoed back in every event. */
  metadata: { ledgerId: string; reference: string };
}

export interface PaymentIntentInput {
  amountCents: number;
  description: string;
  email: string | undefined;
  metadata: { ledgerId: string; reference: string };
}

export interface CardProvider {
  readonly provider: 'stripe' | 'test';
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  createPaymentIntent(input: PaymentIntentInput): Promise<{ id: string; clientSecret: string }>;
  /** Undefined when the provider has no such session. */
  retrieveCheckoutSession(id: string): Promise<Omit<CheckoutSessionView, 'reference' | 'test_mode'> & { reference: string | null } | undefined>;
}
