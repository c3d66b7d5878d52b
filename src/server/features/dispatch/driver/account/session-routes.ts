// GET /api/driver/session and POST /api/driver/sign-out: behind the driver guard
// (src/server/driver-api.ts), so each sees the signed-in driver; what signing out does:
// platform/driver-sessions/session-service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../../shared/api-errors.js';
import { driverSessionSchema } from '../../../../../shared/dispatch/dispatch.js';
import { auditOriginOf } from '../../../../platform/audit/audit-origin.js';
import { signedInDriver } from '../../../../platform/driver-sessions/guard.js';
import { signOutDriver } from '../../../../platform/driver-sessions/session-service.js';
import type { DriverAccountDeps } from './deps.js';

export async function driverSessionRoutes(app: FastifyInstance, { db, cookie }: DriverAccountDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/session',
    { schema: { summary: 'The signed-in driver', response: { 200: driverSessionSchema, ...errorResponses(401) } } },
    async (request) => {
      const driver = signedInDriver(request);
      return { firstName: driver.firstName, email: driver.email, signedInAt: driver.signedInAt.toISOString() };
    },
  );

  routes.post(
    '/sign-out',
    {
      schema: {
        summary: 'Sign the driver out: this phone’s session ends on the server',
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await signOutDriver(db, signedInDriver(request), auditOriginOf(request));
      void reply.clearCookie(cookie.name, cookie.options);
      return reply.status(204).send(null);
    },
  );
}
