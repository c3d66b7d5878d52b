// Test mode's stand-in for Stripe, used when no Stripe keys are configured. Sessions and intents
// are ledger entries with test ids; the local checkout page (/payment/test-checkout) completes or
// cancels them by producing the same events Stripe would send, handled by the same code. No money
// moves, so refunds succeed at once.
import { randomBytes } from 'node:crypto';
import { amountToCents } from '../../../../shared/money.js';
import type { LedgerRow } from '../ledger-repository.js';
import type { CardProvider, ProviderCheckoutSession } from './card-provider.js';

export const TEST_CHECKOUT_PATH = '/payment/test-checkout';

export function testId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('hex')}`;
}

// The checkout URL is relative: test mode runs wherever the site is opened (a laptop, a test
// server on a random port), whatever PUBLIC_BASE_URL says.
export function testCardProvider(options: { findSession: (id: string) => Promise<LedgerRow | undefined> }): CardProvider {
  return {
    provider: 'test',

    async createCheckoutSession() {
      const id = testId('cs');
      return { id, url: `${TEST_CHECKOUT_PATH}?session=${id}` };
    },

    async createPaymentIntent() {
      const id = testId('pi');
      return { id, clientSecret: `${id}_secret_${randomBytes(8).toString('hex')}` };
    },

    async retrieveCheckoutSession(id): Promise<ProviderCheckoutSession | undefined> {
      const entry = await options.findSession(id);
      if (!entry) return undefined;
      return {
        id,
        amount_total: amountToCents(entry.amount),
        currency: 'usd',
        payment_status: entry.status === 'succeeded' ? 'paid' : 'unpaid',
        payment_intent: entry.providerCaptureId,
        customer_details: { email: entry.payerEmail },
        reference: entry.customerReference,
      };
    },

    // Nothing here can take money on its own: the test-mode routes check the ledger entry's state
    // before completing a session, so ending it is the ledger's business.
    async cancelAttempt() {
      return 'canceled';
    },

    async refund({ amountCents, refundId }) {
      return { id: testId('re'), amountCents, status: 'succeeded', failureReason: null, refundId };
    },

    // Test refunds are never made outside our ledger, so there is none to learn about.
    async listRefunds() {
      return [];
    },
  };
}
