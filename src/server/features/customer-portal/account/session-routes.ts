// GET /api/account/session, POST /sign-out and /sign-out-everywhere: behind the customer guard
// (src/server/customer-api.ts), so each sees the signed-in customer; what ending a session does:
// platform/customer-sessions/session-service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import { customerSessionSchema, customerSignedOutEverywhereSchema } from '../../../../shared/customer-portal/customer-account.js';
import { auditOriginOf } from '../../../platform/audit/audit-origin.js';
import { signedInCustomer } from '../../../platform/customer-sessions/guard.js';
import { signOutCustomer, signOutCustomerEverywhere } from '../../../platform/customer-sessions/session-service.js';
import type { CustomerAccountDeps } from './deps.js';

export async function customerSessionRoutes(app: FastifyInstance, { db, cookie }: CustomerAccountDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/session',
    { schema: { summary: 'The signed-in customer', response: { 200: customerSessionSchema, ...errorResponses(401) } } },
    async (request) => {
      const customer = signedInCustomer(request);
      return { email: customer.email, signedInAt: customer.signedInAt.toISOString() };
    },
  );

  routes.post(
    '/sign-out',
    {
      schema: {
        summary: 'Sign out: this browser’s session ends on the server',
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await signOutCustomer(db, signedInCustomer(request), auditOriginOf(request));
      void reply.clearCookie(cookie.name, cookie.options);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/sign-out-everywhere',
    {
      schema: {
        summary: 'Sign out everywhere: every session of this address ends, this one included',
        response: { 200: customerSignedOutEverywhereSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const ended = await signOutCustomerEverywhere(db, signedInCustomer(request), auditOriginOf(request));
      void reply.clearCookie(cookie.name, cookie.options);
      return { ended };
    },
  );
}
