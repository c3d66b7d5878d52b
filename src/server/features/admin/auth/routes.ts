// POST /api/admin/login and /login/code (public), and for a signed-in admin GET /api/admin/session
// and POST /api/admin/logout. Paths are relative to the /api/admin prefix.
import type { StaffArea } from '../../../../shared/staff-roles.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import {
  adminLoginSchema,
  adminSessionSchema,
  adminSignInResultSchema,
  secondFactorSchema,
  SIGN_IN_AGAIN_MESSAGE,
  type AdminSession,
  type AdminSessionStage,
  type AdminSignInResult,
} from '../../../../shared/admin/admin-auth.js';
import { HttpError } from '../../../errors.js';
import { auditOriginOf } from '../../../platform/audit/audit-origin.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import type { AdminCookies } from './cookies.js';
import type { AdminAuthDeps } from './deps.js';
import { signedInSession } from '../../../platform/staff-sessions/guard.js';
import { TooManyLoginAttempts } from './login-attempts.js';
import { signIn } from './service.js';
import { authenticate, signOut, type SessionPolicy, type SignedInAdmin } from '../../../platform/staff-sessions/staff-session.js';
import { completeSignInWithCode } from './two-factor-service.js';

// Per client address, on top of the per-account limit in login-attempts.ts: one address cannot
// try many accounts, and many addresses cannot try one account fast. The two-factor changes,
// which check the password and codes too, use the same limit.
const SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** What every route that checks a password or a code shares: a small body, the sign-in rate limit. */
/** `staffArea` for the routes behind the session guard (the sign-in steps have no member yet). */
export function secretCheckLimits(bodyLimit: number, staffArea?: StaffArea) {
  return { bodyLimit, config: { rateLimit: SIGN_IN_RATE_LIMIT, staffArea } };
}

const NEXT_STEP: Record<AdminSessionStage, AdminSignInResult['next']> = {
  complete: 'dashboard',
  'code-required': 'code',
  'enrolment-required': 'enrol',
};

export function sessionView(admin: SignedInAdmin, policy: SessionPolicy): AdminSession {
  return {
    email: admin.email,
    username: admin.username,
    role: admin.role,
    twoFactorEnabled: admin.totpEnabledAt !== null,
    twoFactorRequired: policy.requireMfa,
  };
}

export async function loginRoutes(app: FastifyInstance, { db, policy, cookies }: AdminAuthDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/login',
    {
      ...secretCheckLimits(4 * 1024),
      schema: {
        summary: 'Sign in as an admin',
        description:
          'Sets the session cookie. The same 401 for an unknown e-mail and a wrong password; 403 for a disabled member ' +
          'who typed the right password (only then), saying whom to ask; 429 after too many failures ' +
          'from this address or for this account. `next` says what comes next: the dashboard, the authenticator code ' +
          '(POST /api/admin/login/code), or enrolling an authenticator (ADMIN_REQUIRE_MFA).',
        body: adminLoginSchema,
        response: { 200: adminSignInResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const result = await withRetryAfter(reply, () =>
        signIn(db, policy, {
          ...request.body,
          deviceToken: request.cookies[cookies.device.name],
          previousSessionToken: request.cookies[cookies.session.name],
          userAgent: request.headers['user-agent'],
          ipAddress: request.ip,
          origin: auditOriginOf(request),
        }),
      );
      request.log.info({ adminId: result.admin.id, stage: result.stage }, 'admin password accepted');
      setSessionCookies(reply, cookies, result);
      return { ...sessionView(result.admin, policy), next: NEXT_STEP[result.stage] };
    },
  );

  routes.post(
    '/login/code',
    {
      ...secretCheckLimits(1024),
      // Before the body is read (but after the rate limit has counted the attempt): without a
      // sign-in waiting for its code there is nothing to check.
      preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload) => {
        const session = await authenticate(db, policy, request.cookies[cookies.session.name], auditOriginOf(request));
        if (session?.stage !== 'code-required') throw new HttpError(401, SIGN_IN_AGAIN_MESSAGE);
        request.adminSession = session;
        return payload;
      },
      schema: {
        summary: 'Sign in: the authenticator code (or a recovery code) after the password',
        description:
          'For a sign-in whose password was right and whose admin has two-factor sign-in on. Replaces the session cookie ' +
          'with a signed-in one. 401 for a wrong code; after 5 wrong codes the password must be entered again.',
        body: secondFactorSchema,
        response: { 200: adminSessionSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const result = await withRetryAfter(reply, () =>
        completeSignInWithCode(db, policy, {
          session: request.adminSession ?? undefined,
          code: request.body.code,
          deviceToken: request.cookies[cookies.device.name],
          userAgent: request.headers['user-agent'],
          ipAddress: request.ip,
          origin: auditOriginOf(request),
        }),
      );
      request.log.info({ adminId: result.admin.id }, 'admin signed in with two factors');
      setSessionCookies(reply, cookies, result);
      return sessionView(result.admin, policy);
    },
  );
}

/** A session just started: its token, and the browser's device token once the browser is trusted. */
interface StartedSession {
  sessionToken: string;
  deviceToken: string | undefined;
}

/** Sets the cookies of a session just started: the session's, and the device's when there is one. */
export function setSessionCookies(reply: FastifyReply, cookies: AdminCookies, tokens: StartedSession): void {
  void reply.setCookie(cookies.session.name, tokens.sessionToken, cookies.session.options);
  if (tokens.deviceToken) void reply.setCookie(cookies.device.name, tokens.deviceToken, cookies.device.options);
}

/** Runs `work`; a 429 for too many attempts on one address says when to come back. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyLoginAttempts) void reply.header('retry-after', Math.ceil(error.retryAfterSeconds));
    throw error;
  }
}

export async function sessionRoutes(app: FastifyInstance, { db, policy, cookies }: AdminAuthDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/session',
    {
      config: { staffArea: 'own-account' },
      schema: { summary: 'The signed-in admin', response: { 200: adminSessionSchema, ...errorResponses(401) } },
    },
    async (request) => sessionView(signedInSession(request).admin, policy),
  );

  routes.post(
    '/logout',
    {
      config: { staffArea: 'own-account' },
      schema: { summary: 'Sign out: the session ends on the server', response: { 204: z.null(), ...errorResponses(401, 403) } },
    },
    async (request, reply) => {
      await signOut(db, request.cookies[cookies.session.name], auditContextOf(request));
      void reply.clearCookie(cookies.session.name, cookies.session.options);
      return reply.status(204).send(null);
    },
  );
}
