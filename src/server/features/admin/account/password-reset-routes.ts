// Password reset by e-mail (public: the member cannot sign in), under /api/admin/login like
// sign-in. Asking for a link is limited per client address here, and answered before anything
// about the address is looked up; the member's part (the link, the mail, the audit event, the
// per-member limit) is done after the answer (decision 055). Using a link has sign-in's limit, as
// every route that checks a secret does.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountMessageSchema,
  ACCOUNT_MESSAGES,
  PASSWORD_RESET_VALID_MINUTES,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '../../../../shared/admin/admin-account.js';
import { errorResponses } from '../../../../shared/api-errors.js';
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import type { EmailOutbox } from '../../../infra/email/outbox.js';
import type { AdminAuthDeps } from '../auth/deps.js';
import { auditOriginOf } from '../../../platform/audit/audit-origin.js';
import { secretCheckLimits } from '../auth/routes.js';
import { requestPasswordReset, RESET_LINKS_PER_HOUR, resetPassword } from './password-reset-service.js';

// Each request may send a mail: few per address, so no one mails a member (or the outbox) in bulk.
const RESET_REQUEST_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;

/** Sign-in's deps, and what the reset e-mail needs: the company, the outbox, the site's address for the link. */
export interface PasswordResetDeps extends AdminAuthDeps {
  company: CompanyProfile;
  outbox: EmailOutbox;
  publicBaseUrl: string;
}

export async function passwordResetRoutes(app: FastifyInstance, deps: PasswordResetDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/login/password-reset/request',
    {
      bodyLimit: 1024,
      config: { rateLimit: RESET_REQUEST_RATE_LIMIT },
      schema: {
        summary: 'Ask for a password-reset link by e-mail',
        description:
          `Always 202 with the same message, in the same time, whether or not the address belongs to a member: the request is ` +
          `recorded and the mail composed after the answer. A member (not a disabled one) ` +
          `gets a link that works once, for ${PASSWORD_RESET_VALID_MINUTES} minutes; at most ${RESET_LINKS_PER_HOUR} per member per hour, and ` +
          '5 requests per client address every 15 minutes (429).',
        body: passwordResetRequestSchema,
        response: { 202: accountMessageSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, auditOriginOf(request));
      return reply.status(202).send({ message: ACCOUNT_MESSAGES.resetRequested });
    },
  );

  // The token comes in the body, never the URL: it stays out of access logs and proxies.
  routes.post(
    '/login/password-reset',
    {
      ...secretCheckLimits(4 * 1024),
      schema: {
        summary: 'Choose a new password with a reset link',
        description:
          'Uses the link up, makes the member’s other reset links stop working and ends every session of theirs. It does ' +
          'not sign in: the member signs in with the new password (and their authenticator) as usual, and a running ' +
          'sign-in lock stays. 410 with one message for a link that does not work (unknown, expired, used); 400 when the ' +
          'password breaks the rules.',
        body: passwordResetSchema,
        response: { 200: accountMessageSchema, ...errorResponses(400, 403, 410, 429) },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body, auditOriginOf(request));
      request.log.info('admin password reset with an e-mailed link');
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },
  );
}
