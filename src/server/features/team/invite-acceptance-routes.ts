// Accepting an invitation (public: the invitee has no account yet), under /api/admin/login like
// sign-in, with sign-in's rate limit: the token is a secret a guesser could try.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSignInResultSchema, type AdminSignInResult } from '../../../shared/admin/admin-auth.js';
import { errorResponses } from '../../../shared/api-errors.js';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { inviteAcceptanceSchema, inviteDetailsSchema, inviteLookupSchema } from '../../../shared/team/team.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { acceptInvite, inviteDetails } from './invite-acceptance-service.js';
import { type AdminAuthDeps, secretCheckLimits, sessionView, setSessionCookies } from '../admin/index.js';

export async function inviteAcceptanceRoutes(app: FastifyInstance, deps: AdminAuthDeps & { company: CompanyProfile }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { policy, cookies } = deps;

  // POST, not GET with the token in the URL: the token stays out of access logs and proxies.
  routes.post(
    '/login/invitation',
    {
      ...secretCheckLimits(1024),
      schema: {
        summary: 'What an invitation link is for: the address, the role and the company',
        description: '410 for any link that does not work (unknown, expired, already used or revoked), with one message.',
        body: inviteLookupSchema,
        response: { 200: inviteDetailsSchema, ...errorResponses(400, 403, 410, 429) },
      },
    },
    async (request) => inviteDetails(deps, request.body.token),
  );

  routes.post(
    '/login/invitation/accept',
    {
      ...secretCheckLimits(4 * 1024),
      schema: {
        summary: 'Accept an invitation: choose a password; the account is made and signed in',
        description:
          'Sets the session cookie. `next` is `enrol` when two-factor sign-in is required (ADMIN_REQUIRE_MFA), else `dashboard`. ' +
          'A link works once: 410 for any link that does not work; 409 when an account with that e-mail exists.',
        body: inviteAcceptanceSchema,
        response: { 200: adminSignInResultSchema, ...errorResponses(400, 403, 409, 410, 429) },
      },
    },
    async (request, reply) => {
      const result = await acceptInvite(deps, {
        ...request.body,
        previousSessionToken: request.cookies[cookies.session.name],
        userAgent: request.headers['user-agent'],
        ipAddress: request.ip,
        origin: auditOriginOf(request),
      });
      request.log.info({ adminId: result.admin.id, stage: result.stage }, 'staff invitation accepted');
      setSessionCookies(reply, cookies, result);
      const next: AdminSignInResult['next'] = result.stage === 'complete' ? 'dashboard' : 'enrol';
      return { ...sessionView(result.admin, policy), next };
    },
  );
}
