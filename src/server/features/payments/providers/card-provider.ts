// Card payments, as the rest of the feature sees them: Stripe in live mode, a local stand-in in
// test mode. Confirmation never comes from here: it comes from provider events (webhooks), which
// both implementations deliver to the same handler (card-event-service.ts).
import type { CheckoutItem } from '../checkout-items.js';
import type { ProviderRefund, RefundInput } from './refunds.js';

export interface CheckoutSessionInput {
  amountCents: number;
  /** The line the customer sees on the checkout page when there are no items. */
  description: string;
  /** The invoice's lines, adding up to amountCents; undefined: one item of the whole amount. */
  items?: CheckoutItem[] | undefined;
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

/** A checkout session as the provider reports it (the success page's spec fields). */
export interface ProviderCheckoutSession {
  id: string;
  amount_total: number;
  currency: string;
  payment_status: string;
  payment_intent: string | null;
  customer_details: { email: string | null };
  reference: string | null;
}

/**
 * What ending an open attempt found: `canceled` (it can no longer take money), `completed` (too
 * late: it already took money or is processing it; its confirmation will follow), `not-found`.
 */
export type CancelOutcome = 'canceled' | 'completed' | 'not-found';

export interface CardProvider {
  readonly provider: 'stripe' | 'test';
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  createPaymentIntent(input: PaymentIntentInput): Promise<{ id: string; clientSecret: string }>;
  /** Undefined when the provider has no such session. */
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | undefined>;
  /**
   * Ends an open attempt: expires a Checkout Session (`cs_…`) or cancels a PaymentIntent (`pi_…`),
   * so a second tab or an old link cannot take money for an invoice that has a newer attempt.
   */
  cancelAttempt(providerPaymentId: string): Promise<CancelOutcome>;
  /** Refunds part or all of a payment intent's charge (Stripe Refunds API; idempotent on input.refundId). */
  refund(input: RefundInput & { paymentIntentId: string }): Promise<ProviderRefund>;
  /** Every refund of a payment intent, as the provider knows them (for charge.refunded events). */
  listRefunds(paymentIntentId: string): Promise<ProviderRefund[]>;
}
