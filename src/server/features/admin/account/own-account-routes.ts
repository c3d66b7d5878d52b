// A member's own account under /api/admin/account: the sessions they are signed in with (ending
// any of them) and changing their password. Every member may use it (staff area 'own-account').
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessageSchema, ACCOUNT_MESSAGES, ownSessionsSchema, passwordChangeSchema } from '../../../../shared/admin/admin-account.js';
import { errorResponses } from '../../../../shared/api-errors.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import type { AdminAuthDeps } from '../auth/deps.js';
import { signedInSession } from '../../../platform/staff-sessions/guard.js';
import { secretCheckLimits, withRetryAfter } from '../auth/routes.js';
import { endOwnSession, ownSessions } from './own-session-service.js';
import { changeOwnPassword } from './password-change-service.js';

const sessionParams = z.object({ id: z.uuid({ error: 'Not a session id' }) });

export async function ownAccountRoutes(app: FastifyInstance, { db, policy, cookies }: AdminAuthDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/account/sessions',
    {
      config: { staffArea: 'own-account' },
      schema: {
        summary: "The member's own signed-in sessions",
        description:
          'Most recently used first; `current` marks the session of the browser asking. Sessions still owing a sign-in step are not listed.',
        response: { 200: ownSessionsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ sessions: await ownSessions(db, policy, signedInSession(request)) }),
  );

  routes.delete(
    '/account/sessions/:id',
    {
      config: { staffArea: 'own-account' },
      schema: {
        summary: 'End one of the member’s own sessions',
        description:
          'Signs that browser out at once. Ending the current session is allowed (its cookie is cleared). ' +
          'Another member’s session answers the same 404 as an unknown id.',
        params: sessionParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { endedCurrent } = await endOwnSession(db, signedInSession(request), request.params.id, auditContextOf(request));
      if (endedCurrent) void reply.clearCookie(cookies.session.name, cookies.session.options);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/account/password',
    {
      ...secretCheckLimits(4 * 1024, 'own-account'),
      schema: {
        summary: 'Change the member’s own password, with the current one',
        description:
          'Ends every other session of the member; this one stays signed in. 403 for a wrong current password (not 401: ' +
          'the session is fine), counted towards the same lock as sign-in (429 with Retry-After); 400 when the new one ' +
          'breaks the password rules.',
        body: passwordChangeSchema,
        response: { 200: accountMessageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const session = signedInSession(request);
      await withRetryAfter(reply, () => changeOwnPassword(db, session, request.body, auditContextOf(request)));
      request.log.info({ adminId: session.admin.id }, 'admin changed their password');
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );
}
