// Card payments through Stripe, with the official SDK: Checkout Sessions for the hosted page,
// PaymentIntents for the card form on our page, and refunds. Card data goes from the browser to
// Stripe only.
import Stripe from 'stripe';
import type { CancelOutcome, CardProvider, CheckoutSessionInput, ProviderCheckoutSession } from './card-provider.js';
import { providerRefundOfStripe } from './stripe-refund.js';

export interface StripeConnection {
  secretKey: string;
  /** Tests point the SDK at a local server that speaks Stripe's API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeClient(connection: StripeConnection): Stripe {
  return new Stripe(connection.secretKey, {
    ...(connection.host ? { host: connection.host, port: connection.port, protocol: connection.protocol ?? 'https' } : {}),
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'freight-site' },
  });
}

export function stripeCardProvider(stripe: Stripe): CardProvider {
  return {
    provider: 'stripe',

    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItemsOf(input),
          customer_email: input.email,
          client_reference_id: input.metadata.reference,
          metadata: input.metadata,
          payment_intent_data: { metadata: input.metadata, description: input.description },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // A retried request (network blip) must not open a second session for one attempt.
        { idempotencyKey: `checkout-${input.metadata.ledgerId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async createPaymentIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          description: input.description,
          receipt_email: input.email,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: `intent-${input.metadata.ledgerId}` },
      );
      if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveCheckoutSession(id) {
      try {
        return checkoutSessionOf(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async cancelAttempt(id) {
      if (id.startsWith('cs_')) {
        return endAttempt(
          () => stripe.checkout.sessions.expire(id),
          async () => outcomeOfSessionStatus((await stripe.checkout.sessions.retrieve(id)).status),
        );
      }
      if (id.startsWith('pi_')) {
        return endAttempt(
          () => stripe.paymentIntents.cancel(id),
          async () => outcomeOfIntentStatus((await stripe.paymentIntents.retrieve(id)).status),
        );
      }
      // Neither a session nor an intent: nothing at Stripe can take money under this id.
      return 'not-found';
    },

    // The note is not sent: card refunds show the customer no text (Stripe's description is for
    // non-card methods only).
    async refund({ paymentIntentId, amountCents, refundId }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents, metadata: { refundId }, reason: 'requested_by_customer' },
        // A retried refund (a network blip, a second click) is answered with the first, not made twice.
        { idempotencyKey: `refund-${refundId}` },
      );
      return providerRefundOfStripe(refund);
    },

    async listRefunds(paymentIntentId) {
      // Pages on past 100 rather than silently leaving refunds out of the ledger's sums.
      const refunds = await stripe.refunds
        .list({ payment_intent: paymentIntentId, limit: 100 })
        .autoPagingToArray({ limit: MAX_LISTED_REFUNDS });
      return refunds.map(providerRefundOfStripe);
    },
  };
}

/**
 * One Stripe line item per invoice line, each of quantity 1 (Stripe's quantity is a whole number;
 * ours goes in the description), or one of the whole amount.
 */
function lineItemsOf(input: CheckoutSessionInput): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const items = input.items ?? [{ name: input.description, detail: undefined, amountCents: input.amountCents }];
  return items.map((item) => ({
    quantity: 1,
    price_data: {
      currency: 'usd',
      unit_amount: item.amountCents,
      product_data: { name: item.name, ...(item.detail ? { description: item.detail } : {}) },
    },
  }));
}

/** Far above any real invoice's refund count; autoPagingToArray needs a bound. */
const MAX_LISTED_REFUNDS = 10_000;

function checkoutSessionOf(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    amount_total: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    payment_status: session.payment_status,
    payment_intent: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    customer_details: { email: session.customer_details?.email ?? null },
    reference: session.client_reference_id ?? session.metadata?.reference ?? null,
  };
}

/** Stripe's 404 (resource_missing) for the object named in the URL. */
function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

/** Stripe's 400 for an object in a state that does not allow the call. */
function isRefusal(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400;
}

/**
 * Calls `end`; when Stripe refuses (the attempt is no longer open), the object's status now says
 * why: already ended by us or by time, or too late because it took money. The status is read
 * rather than the error's wording, which Stripe does not promise to keep.
 */
async function endAttempt(end: () => Promise<unknown>, outcomeNow: () => Promise<CancelOutcome | undefined>): Promise<CancelOutcome> {
  try {
    await end();
    return 'canceled';
  } catch (error) {
    if (isMissing(error)) return 'not-found';
    if (!isRefusal(error)) throw error;
    const outcome = await outcomeNow();
    if (!outcome) throw error;
    return outcome;
  }
}

function outcomeOfSessionStatus(status: Stripe.Checkout.Session.Status | null): CancelOutcome | undefined {
  if (status === 'expired') return 'canceled';
  // Complete even when payment_status is still unpaid (a bank debit processing): money is on its way.
  if (status === 'complete') return 'completed';
  return undefined;
}

function outcomeOfIntentStatus(status: Stripe.PaymentIntent.Status): CancelOutcome | undefined {
  if (status === 'canceled') return 'canceled';
  if (status === 'succeeded' || status === 'processing') return 'completed';
  return undefined;
}

/**
 * A webhook's event, after checking its signature against the endpoint's secret on the exact
 * bytes received, and that it is recent (Stripe's 5-minute tolerance stops replays of old events).
 */
export function verifyStripeEvent(stripe: Stripe, rawBody: Buffer, signature: string | undefined, webhookSecret: string): Stripe.Event {
  // A missing header is refused by constructEvent like a wrong one.
  return stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
}
