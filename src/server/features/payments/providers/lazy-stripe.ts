// Stripe's SDK is several MB once loaded and a server mostly sits between payments: it is
// imported at the first card payment, refund or webhook, not at start
// (docs/decisions/053-memory-at-rest.md). Until then these stand in with the same calls.
import type Stripe from 'stripe';
import { loadOnce } from '../../../infra/load-once.js';
import type { CardProvider } from './card-provider.js';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

export interface LazyStripe {
  card: CardProvider;
  verifyWebhook: (rawBody: Buffer, signature: string | undefined) => Promise<Stripe.Event>;
}

export function lazyStripe(keys: StripeKeys): LazyStripe {
  const loaded = loadOnce(async () => {
    const { createStripeClient, stripeCardProvider, verifyStripeEvent } = await import('./stripe-card-provider.js');
    const client = createStripeClient({ secretKey: keys.secretKey });
    return {
      card: stripeCardProvider(client),
      verify: (rawBody: Buffer, signature: string | undefined) => verifyStripeEvent(client, rawBody, signature, keys.webhookSecret),
    };
  });
  const card = async () => (await loaded()).card;
  return {
    card: {
      provider: 'stripe',
      createCheckoutSession: async (input) => (await card()).createCheckoutSession(input),
      createPaymentIntent: async (input) => (await card()).createPaymentIntent(input),
      retrieveCheckoutSession: async (id) => (await card()).retrieveCheckoutSession(id),
      cancelAttempt: async (id) => (await card()).cancelAttempt(id),
      refund: async (input) => (await card()).refund(input),
      listRefunds: async (paymentIntentId) => (await card()).listRefunds(paymentIntentId),
    },
    verifyWebhook: async (rawBody, signature) => (await loaded()).verify(rawBody, signature),
  };
}
