// POST /api/admin/login and /login/code (public), and for a signed-in admin GET /api/admin/session
// and POST /api/admin/logout. Paths are relative to the /api/admin prefix.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLoginSchema,
  adminSessionSchema,
  adminSignInResultSchema,
  secondFactorSchema,
  SIGN_IN_AGAIN_MESSAGE,
  type AdminSession,
  type AdminSessionStage,
  type AdminSignInResult,
} from '../../../../shared/admin-auth.js';
import { errorBody } from '../../../plugins/error-handler.js';
import type { AdminCookies } from './cookies.js';
import { signedInSession } from './guard.js';
import { TooManyLoginAttempts } from './login-attempts.js';
import { authenticate, signIn, signOut, type SessionPolicy, type SignedInAdmin } from './service.js';
import { completeSignInWithCode } from './two-factor-service.js';

export const ErrorSchema = z.object({ error: z.string(), message: z.string() });

export interface AuthRouteOptions {
  policy: SessionPolicy;
  cookies: AdminCookies;
}

// Per client address, on top of the per-account limit in login-attempts.ts: one address cannot
// try many accounts, and many addresses cannot try one account fast. The two-factor changes,
// which check the password and codes too, use the same limit.
export const SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

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

export async function loginRoutes(app: FastifyInstance, { policy, cookies }: AuthRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/login',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        summary: 'Sign in as an admin',
        description:
          'Sets the session cookie. The same 401 for an unknown e-mail and a wrong password; 429 after too many failures ' +
          'from this address or for this account. `next` says what comes next: the dashboard, the authenticator code ' +
          '(POST /api/admin/login/code), or enrolling an authenticator (ADMIN_REQUIRE_MFA).',
        body: adminLoginSchema,
        response: { 200: adminSignInResultSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await withRetryAfter(reply, () =>
        signIn(app.database.db, policy, {
          ...request.body,
          deviceToken: request.cookies[cookies.device.name],
          previousSessionToken: request.cookies[cookies.session.name],
          userAgent: request.headers['user-agent'],
          ipAddress: request.ip,
        }),
      );
      request.log.info({ adminId: result.admin.id, stage: result.stage }, 'admin password accepted');
      void reply.setCookie(cookies.session.name, result.sessionToken, cookies.session.options);
      if (result.deviceToken) void reply.setCookie(cookies.device.name, result.deviceToken, cookies.device.options);
      return { ...sessionView(result.admin, policy), next: NEXT_STEP[result.stage] };
    },
  );

  routes.post(
    '/login/code',
    {
      bodyLimit: 1024,
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      // Before the body is read (but after the rate limit has counted the attempt): without a
      // sign-in waiting for its code there is nothing to check.
      preParsing: async (request: FastifyRequest, reply: FastifyReply, payload) => {
        const session = await authenticate(app.database.db, policy, request.cookies[cookies.session.name]);
        if (session?.stage !== 'code-required') return reply.status(401).send(errorBody(401, SIGN_IN_AGAIN_MESSAGE));
        request.adminSession = session;
        return payload;
      },
      schema: {
        summary: 'Sign in: the authenticator code (or a recovery code) after the password',
        description:
          'For a sign-in whose password was right and whose admin has two-factor sign-in on. Replaces the session cookie ' +
          'with a signed-in one. 401 for a wrong code; after 5 wrong codes the password must be entered again.',
        body: secondFactorSchema,
        response: { 200: adminSessionSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await withRetryAfter(reply, () =>
        completeSignInWithCode(app.database.db, policy, {
          session: request.adminSession ?? undefined,
          code: request.body.code,
          deviceToken: request.cookies[cookies.device.name],
          userAgent: request.headers['user-agent'],
          ipAddress: request.ip,
        }),
      );
      request.log.info({ adminId: result.admin.id }, 'admin signed in with two factors');
      void reply.setCookie(cookies.session.name, result.sessionToken, cookies.session.options);
      void reply.setCookie(cookies.device.name, result.deviceToken, cookies.device.options);
      return sessionView(result.admin, policy);
    },
  );
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

export async function sessionRoutes(app: FastifyInstance, { policy, cookies }: AuthRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/session',
    { schema: { summary: 'The signed-in admin', response: { 200: adminSessionSchema, 401: ErrorSchema } } },
    async (request) => sessionView(signedInSession(request).admin, policy),
  );

  routes.post(
    '/logout',
    { schema: { summary: 'Sign out: the session ends on the server', response: { 204: z.null(), 401: ErrorSchema, 403: ErrorSchema } } },
    async (request, reply) => {
      await signOut(app.database.db, request.cookies[cookies.session.name]);
      void reply.clearCookie(cookies.session.name, cookies.session.options);
      return reply.status(204).send(null);
    },
  );
}
