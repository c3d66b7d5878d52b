// POST /api/payments/stripe/webhook: Stripe's events. The signature is checked on the exact bytes
// received (so this route reads the body raw), then the event is acted on once (card-event-service.ts).
// Answers 2xx for everything verified, even events we ignore, so Stripe stops retrying them.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { badRequest, notFound } from '../../errors.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { processCardEvent } from './card-event-service.js';
import type { PaymentDeps } from './deps.js';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export async function stripeWebhookRoutes(app: FastifyInstance, deps: PaymentDeps) {
  // In this scope only: JSON stays bytes, for the signature check.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  app.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const verify = deps.providers.verifyWebhook;
    if (!verify) throw notFound('Stripe is not configured.');
    if (!Buffer.isBuffer(request.body)) throw badRequest('Expected a JSON event.');
    let event: Stripe.Event;
    try {
      event = await verify(request.body, request.headers['stripe-signature'] as string | undefined);
    } catch (error) {
      request.log.warn({ err: error }, 'refused a Stripe webhook with a bad or stale signature');
      throw badRequest('Invalid signature.');
    }
    const outcome = await processCardEvent(deps, 'stripe', event, auditOriginOf(request));
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
    return reply.status(200).send({ received: true, outcome });
  });
}
