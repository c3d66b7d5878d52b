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
} from '../../../../shared/admin/admin-auth.js';
import { errorResponses } from '../../../../shared/api-errors.js';
import type { AdminAuthDeps } from './deps.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import { signedInSession } from '../../../platform/staff-sessions/guard.js';
import { secretCheckLimits, sessionView, setSessionCookies, withRetryAfter } from './routes.js';
import { startSession } from './service.js';
import { confirmEnrolment, disableTwoFactor, startEnrolment } from './two-factor-service.js';

const errors = errorResponses(400, 401, 403, 409, 429);

export async function twoFactorEnrolmentRoutes(app: FastifyInstance, { db, policy, cookies, issuer }: AdminAuthDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/two-factor/enrolment',
    {
      ...secretCheckLimits(4 * 1024, 'own-account'),
      schema: {
        summary: 'Start enrolling an authenticator app, with the current password',
        description:
          'A new secret, its otpauth URI and a QR code of it, shown this once. It takes effect when a code from the app ' +
          'is confirmed. 403 for a wrong password, counted towards the same lock as sign-in (429 with Retry-After); ' +
          '409 while two-factor sign-in is already on.',
        body: currentPasswordSchema,
        response: { 200: twoFactorEnrolmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { admin } = signedInSession(request);
      return withRetryAfter(reply, () => startEnrolment(db, admin, request.body.password, issuer, auditContextOf(request)));
    },
  );

  routes.post(
    '/two-factor/enrolment/confirm',
    {
      ...secretCheckLimits(1024, 'own-account'),
      schema: {
        summary: 'Confirm the authenticator app with a code from it',
        description:
          'Turns two-factor sign-in on, ends the other sessions of the admin and answers 10 recovery codes, shown this once ' +
          '(only their hashes are kept). A session that had to enrol becomes a full sign-in under a new cookie. 400 for ' +
          'a wrong code, counted towards the same lock as sign-in (429 with Retry-After).',
        body: secondFactorSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = signedInSession(request);
      const audit = auditContextOf(request);
      const recoveryCodes = await withRetryAfter(reply, () => confirmEnrolment(db, session, request.body.code, audit));
      request.log.info({ adminId: session.admin.id }, 'admin turned on two-factor sign-in');
      if (session.stage === 'enrolment-required') {
        const started = await startSession(db, policy, {
          adminId: session.admin.id,
          email: session.admin.email,
          stage: 'complete',
          replacedSessionHash: session.tokenHash,
          deviceToken: undefined,
          userAgent: request.headers['user-agent'],
          ipAddress: request.ip,
          audit,
          now: new Date(),
        });
        setSessionCookies(reply, cookies, started);
      }
      return { recoveryCodes };
    },
  );
}

export async function twoFactorSettingsRoutes(app: FastifyInstance, { db, policy }: AdminAuthDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/two-factor/disable',
    {
      ...secretCheckLimits(4 * 1024, 'own-account'),
      schema: {
        summary: 'Turn two-factor sign-in off, with the current password and a current code or a recovery code',
        description:
          'Ends the other sessions of the admin. 403 for a wrong password, 400 for a wrong code, both counted towards the ' +
          'same lock as sign-in (429 with Retry-After); 409 when it is off already, or when ADMIN_REQUIRE_MFA is set.',
        body: twoFactorDisableSchema,
        response: { 200: adminSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = signedInSession(request);
      const { admin } = session;
      await withRetryAfter(reply, () => disableTwoFactor(db, policy, session, request.body, auditContextOf(request)));
      request.log.info({ adminId: admin.id }, 'admin turned off two-factor sign-in');
      return sessionView({ ...admin, totpEnabledAt: null }, policy);
    },
  );
}
