// Card payments through Stripe, with the official SDK: Checkout Sessions for the hosted page,
// PaymentIntents for the card form on our page. Card data goes from the browser to Stripe only.
import Stripe from 'stripe';
import type { CardProvider } from './card-provider.js';

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
          line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: input.amountCents, product_data: { name: input.description } } }],
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
        const session = await stripe.checkout.sessions.retrieve(id);
        return {
          id: session.id,
          amount_total: session.amount_total ?? 0,
          currency: session.currency ?? 'usd',
          payment_status: session.payment_status,
          payment_intent: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
          customer_details: { email: session.customer_details?.email ?? null },
          reference: session.client_reference_id ?? session.metadata?.reference ?? null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
        throw error;
      }
    },
  };
}

/**
 * A webhook's event, after checking its signature against the endpoint's secret on the exact
 * bytes received, and that it is recent (Stripe's 5-minute tolerance stops replays of old events).
 */
export function verifyStripeEvent(stripe: Stripe, rawBody: Buffer, signature: string | undefined, webhookSecret: string): Stripe.Event {
  // A missing header is refused by constructEvent like a wrong one.
  return stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
}
