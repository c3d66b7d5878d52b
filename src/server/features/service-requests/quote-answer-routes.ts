// POST /requests/:referenceId/quote/accept and /decline under /api/account (registered behind the
// customer guard by src/server/customer-api.ts): the signed-in customer answers the quote of one of their requests.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { portalQuoteSchema, quoteAcceptSchema, quoteDeclineSchema } from '../../../shared/customer-portal/customer-portal.js';
import { safeString } from '../../../shared/safe-text.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { signedInCustomer } from '../../platform/customer-sessions/guard.js';
import type { ServiceRequestDeps } from './deps.js';
import { answerQuote } from './quote-answer-service.js';

const referenceParams = z.object({ referenceId: safeString().max(64) });
const errors = errorResponses(400, 401, 403, 404, 409);

export async function quoteResponseRoutes(
  app: FastifyInstance,
  deps: Pick<ServiceRequestDeps, 'outbox' | 'operationsEmail' | 'publicBaseUrl'>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/requests/:referenceId/quote/accept',
    {
      schema: {
        summary: "Accept the request's quote",
        description:
          'No body, or `{ amount }`: the amount the page showed. When the team revised the quote since, the answer is refused (409) so nobody accepts an amount they have not seen.',
        params: referenceParams,
        // A POST without a body arrives as null.
        body: quoteAcceptSchema.nullish(),
        response: { 200: portalQuoteSchema, ...errors },
      },
    },
    async (request) =>
      answerQuote(
        deps,
        signedInCustomer(request),
        request.params.referenceId,
        { response: 'accepted', shownAmount: request.body?.amount },
        auditOriginOf(request),
      ),
  );

  routes.post(
    '/requests/:referenceId/quote/decline',
    {
      schema: {
        summary: "Decline the request's quote, with a reason",
        description: 'The team is told, with the reason, and may revise the quote.',
        params: referenceParams,
        body: quoteDeclineSchema,
        response: { 200: portalQuoteSchema, ...errors },
      },
    },
    async (request) =>
      answerQuote(
        deps,
        signedInCustomer(request),
        request.params.referenceId,
        { response: 'declined', reason: request.body.reason },
        auditOriginOf(request),
      ),
  );
}
