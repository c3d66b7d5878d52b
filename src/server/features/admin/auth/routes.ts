// POST /api/admin/login (public), and for a signed-in admin GET /api/admin/session and
// POST /api/admin/logout. Paths are relative to the /api/admin prefix.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLoginSchema, adminSessionSchema } from '../../../../shared/admin-auth.js';
import type { AdminCookies } from './cookies.js';
import { signedInAdmin } from './guard.js';
import { signIn, signOut, TooManyLoginAttempts, type SessionPolicy } from './service.js';

export const ErrorSchema = z.object({ error: z.string(), message: z.string() });

export interface AuthRouteOptions {
  policy: SessionPolicy;
  cookies: AdminCookies;
}

export async function loginRoutes(app: FastifyInstance, { policy, cookies }: AuthRouteOptions) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/login',
    {
      bodyLimit: 4 * 1024,
      // Per client address, on top of the per-account limit in the service: one address cannot
      // try many accounts, and many addresses cannot try one account fast.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        summary: 'Sign in as an admin',
        description:
          'Sets the session cookie. The same 401 for an unknown e-mail and a wrong password; 429 after too many failures ' +
          'from this address or for this account.',
        body: adminLoginSchema,
        response: { 200: adminSessionSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const result = await signIn(app.database.db, policy, {
          ...request.body,
          deviceToken: request.cookies[cookies.device.name],
          previousSessionToken: request.cookies[cookies.session.name],
          userAgent: request.headers['user-agent'],
          ipAddress: request.ip,
        });
        request.log.info({ adminId: result.admin.id }, 'admin signed in');
        void reply.setCookie(cookies.session.name, result.sessionToken, cookies.session.options);
        void reply.setCookie(cookies.device.name, result.deviceToken, cookies.device.options);
        return { email: result.admin.email, username: result.admin.username, role: result.admin.role };
      } catch (error) {
        if (error instanceof TooManyLoginAttempts) void reply.header('retry-after', Math.ceil(error.retryAfterSeconds));
        throw error;
      }
    },
  );
}

export async function sessionRoutes(app: FastifyInstance, { cookies }: AuthRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/session',
    { schema: { summary: 'The signed-in admin', response: { 200: adminSessionSchema, 401: ErrorSchema } } },
    async (request) => {
      const admin = signedInAdmin(request);
      return { email: admin.email, username: admin.username, role: admin.role };
    },
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
