// Two-factor sign-in settings under /api/admin/two-factor. Enrolling is open to a session that
// must enrol (ADMIN_REQUIRE_MFA) as well as a signed-in one; turning it off needs a full sign-in.
// Both changes ask for the password again, are limited per client address like sign-in, and end
// the admin's other sessions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSessionSchema,
  currentPasswordSchema,
  recoveryCodesSchema,
  secondFactorSchema,
  twoFactorDisableSchema,
  twoFactorEnrolmentSchema,
} from '../../../../shared/admin-auth.js';
import type { AdminCookies } from './cookies.js';
import { signedInSession } from './guard.js';
import { ErrorSchema, sessionView, SIGN_IN_RATE_LIMIT, withRetryAfter } from './routes.js';
import { startSession, type SessionPolicy } from './service.js';
import { confirmEnrolment, disableTwoFactor, startEnrolment } from './two-factor-service.js';

export interface TwoFactorRouteOptions {
  policy: SessionPolicy;
  cookies: AdminCookies;
}

export async function twoFactorEnrolmentRoutes(app: FastifyInstance, { policy, cookies }: TwoFactorRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/two-factor/enrolment',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        summary: 'Start enrolling an authenticator app, with the current password',
        description:
          'A new secret, its otpauth URI and a QR code of it, shown this once. It takes effect when a code from the app ' +
          'is confirmed. 403 for a wrong password, counted towards the same lock as sign-in (429 with Retry-After); ' +
          '409 while two-factor sign-in is already on.',
        body: currentPasswordSchema,
        response: { 200: twoFactorEnrolmentSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () => startEnrolment(app.database.db, signedInSession(request).admin, request.body.password, app.config.company.name)),
  );

  routes.post(
    '/two-factor/enrolment/confirm',
    {
      bodyLimit: 1024,
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        summary: 'Confirm the authenticator app with a code from it',
        description:
          'Turns two-factor sign-in on, ends the other sessions of the admin and answers 10 recovery codes, shown this once ' +
          '(only their hashes are kept). A session that had to enrol becomes a full sign-in under a new cookie. 400 for ' +
          'a wrong code, counted towards the same lock as sign-in (429 with Retry-After).',
        body: secondFactorSchema,
        response: { 200: recoveryCodesSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const session = signedInSession(request);
      const recoveryCodes = await withRetryAfter(reply, () => confirmEnrolment(app.database.db, session, request.body.code));
      request.log.info({ adminId: session.admin.id }, 'admin turned on two-factor sign-in');
      if (session.stage === 'enrolment-required') {
        const started = await startSession(app.database.db, policy, {
          adminId: session.admin.id,
          email: session.admin.email,
          stage: 'complete',
          replacedSessionHash: session.tokenHash,
          deviceToken: undefined,
          userAgent: request.headers['user-agent'],
          ipAddress: request.ip,
          now: new Date(),
        });
        void reply.setCookie(cookies.session.name, started.sessionToken, cookies.session.options);
        void reply.setCookie(cookies.device.name, started.deviceToken, cookies.device.options);
      }
      return { recoveryCodes };
    },
  );
}

export async function twoFactorSettingsRoutes(app: FastifyInstance, { policy }: TwoFactorRouteOptions) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/two-factor/disable',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        summary: 'Turn two-factor sign-in off, with the current password and a current code or a recovery code',
        description:
          'Ends the other sessions of the admin. 403 for a wrong password, 400 for a wrong code, both counted towards the ' +
          'same lock as sign-in (429 with Retry-After); 409 when it is off already, or when ADMIN_REQUIRE_MFA is set.',
        body: twoFactorDisableSchema,
        response: { 200: adminSessionSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const session = signedInSession(request);
      const { admin } = session;
      await withRetryAfter(reply, () => disableTwoFactor(app.database.db, policy, session, request.body));
      request.log.info({ adminId: admin.id }, 'admin turned off two-factor sign-in');
      return sessionView({ ...admin, totpEnabledAt: null }, policy);
    },
  );
}

