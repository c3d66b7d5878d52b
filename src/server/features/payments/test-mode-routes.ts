// Test mode (no provider keys): the local checkout page's calls. Completing or cancelling builds
// the event Stripe would send and hands it to the same handler a verified webhook reaches, so the
// whole flow (ledger, invoice, receipts) is the one production runs. No money moves.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { safeString } from '../../../shared/safe-text.js';
import { amountToCents } from '../../../shared/money.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { maskEmail, paymentOutcomeSchema } from '../../../shared/payments/payments.js';
import { conflict, notFound } from '../../errors.js';
import { outcomeOf } from './payment-outcome-service.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { processCardEvent } from './card-event-service.js';
import type { PaymentDeps } from './deps.js';
import { findLedgerByProviderId, type LedgerRow } from './ledger-repository.js';
import { testId } from './providers/test-card-provider.js';

const sessionParams = z.object({ id: safeString().regex(/^cs_test_[0-9a-f]{24}$/) });
const intentParams = z.object({ id: safeString().regex(/^pi_test_[0-9a-f]{24}$/) });
const NO_SUCH_PAYMENT = 'There is no such test payment.';

export const testCheckoutSchema = z.object({
  id: z.string(),
  amount: z.string(),
  reference: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
});

export async function testModeRoutes(app: FastifyInstance, deps: PaymentDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function testAttempt(id: string): Promise<LedgerRow> {
    const entry = await findLedgerByProviderId(deps.db, ['test'], id);
    if (!entry) throw notFound(NO_SUCH_PAYMENT);
    return entry;
  }

  // As Stripe refuses to complete an expired session or confirm a canceled intent: an attempt
  // replaced by a newer one, or closed because its invoice was paid, takes no money.
  async function payableTestAttempt(id: string): Promise<LedgerRow> {
    const entry = await testAttempt(id);
    if (entry.status === 'canceled') throw conflict(PAYMENT_MESSAGES.attemptReplaced);
    if (entry.status === 'failed') throw conflict('This test payment already failed. Please start a new one.');
    return entry;
  }

  routes.get(
    '/api/payments/test-checkout/:id',
    { schema: { summary: 'Test mode: a checkout session', params: sessionParams, response: { 200: testCheckoutSchema } } },
    async (request) => {
      const entry = await testAttempt(request.params.id);
      // Masked as on every other payment page: the session id alone is no proof of who paid.
      return {
        id: request.params.id,
        amount: entry.amount,
        reference: entry.customerReference,
        email: entry.payerEmail ? maskEmail(entry.payerEmail) : null,
        status: entry.status,
      };
    },
  );

  routes.post(
    '/api/payments/test-checkout/:id/complete',
    {
      schema: {
        summary: 'Test mode: pay a checkout session',
        params: sessionParams,
        response: { 200: z.object({ redirectUrl: z.string() }) },
      },
    },
    async (request) => {
      const entry = await payableTestAttempt(request.params.id);
      await processCardEvent(deps, 'test', sessionEvent('checkout.session.completed', request.params.id, entry), auditOriginOf(request));
      const reference = encodeURIComponent(entry.customerReference ?? '');
      return { redirectUrl: `/payment/success?session_id=${request.params.id}&reference=${reference}` };
    },
  );

  routes.post(
    '/api/payments/test-checkout/:id/cancel',
    {
      schema: {
        summary: 'Test mode: abandon a checkout session',
        params: sessionParams,
        response: { 200: z.object({ redirectUrl: z.string() }) },
      },
    },
    async (request) => {
      const entry = await testAttempt(request.params.id);
      await processCardEvent(deps, 'test', sessionEvent('checkout.session.expired', request.params.id, entry), auditOriginOf(request));
      return { redirectUrl: `/payment/cancel?reference=${encodeURIComponent(entry.customerReference ?? '')}` };
    },
  );

  routes.post(
    '/api/payments/test-intents/:id/confirm',
    { schema: { summary: 'Test mode: pay with the card form', params: intentParams, response: { 200: paymentOutcomeSchema } } },
    async (request) => {
      const entry = await payableTestAttempt(request.params.id);
      const intent = {
        id: request.params.id,
        object: 'payment_intent',
        amount: amountToCents(entry.amount),
        amount_received: amountToCents(entry.amount),
        currency: 'usd',
        status: 'succeeded',
        metadata: { ledgerId: entry.id, reference: entry.customerReference ?? '' },
      };
      await processCardEvent(deps, 'test', testEvent('payment_intent.succeeded', intent), auditOriginOf(request));
      return outcomeOf(await testAttempt(request.params.id));
    },
  );
}

function sessionEvent(type: 'checkout.session.completed' | 'checkout.session.expired', id: string, entry: LedgerRow): Stripe.Event {
  const paid = type === 'checkout.session.completed';
  return testEvent(type, {
    id,
    object: 'checkout.session',
    amount_total: amountToCents(entry.amount),
    currency: 'usd',
    payment_status: paid ? 'paid' : 'unpaid',
    status: paid ? 'complete' : 'expired',
    payment_intent: paid ? testId('pi') : null,
    customer_details: { email: entry.payerEmail },
    metadata: { ledgerId: entry.id, reference: entry.customerReference ?? '' },
  });
}

// The fields our handler reads, in Stripe's event envelope.
function testEvent(type: string, object: Record<string, unknown>): Stripe.Event {
  return {
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  } as unknown as Stripe.Event;
}
