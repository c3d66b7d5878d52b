// POST /api/account/sign-in/request, /sign-in/link and /sign-in/code: public (registered outside
// the customer guard by src/server/customer-api.ts), each limited per client address. Asking is
// answered before anything about the address is looked up; the mails an address gets are paced,
// and the codes it may be guessed with counted, per address after the answer (decision 055).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import {
  CUSTOMER_SIGN_IN_INVALID_MESSAGE,
  CUSTOMER_SIGN_IN_MAX_CODE_FAILURES,
  CUSTOMER_SIGN_IN_SENT_MESSAGE,
  CUSTOMER_SIGN_IN_VALID_MINUTES,
  customerSessionSchema,
  customerSignInCodeSchema,
  customerSignInLinkSchema,
  customerSignInRequestSchema,
  customerSignInSentSchema,
  type CustomerSession,
} from '../../../../shared/customer-portal/customer-account.js';
import {
  SIGN_IN_CHECK_RATE_LIMIT,
  SIGN_IN_REQUEST_RATE_LIMIT,
  signInClientOf,
  signInLimitsDescription,
  startedSession,
} from '../../../platform/email-sign-in/sign-in-client.js';
import { auditOriginOf } from '../../../platform/audit/audit-origin.js';
import type { CustomerAccountDeps } from './deps.js';
import { requestLocale } from '../../../i18n/request-locale.js';
import { requestCustomerSignIn, signInWithCode, signInWithLink, type StartedCustomerSession } from './sign-in-service.js';

export async function customerSignInRoutes(app: FastifyInstance, deps: CustomerAccountDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/sign-in/request',
    {
      bodyLimit: 1024,
      config: { rateLimit: SIGN_IN_REQUEST_RATE_LIMIT },
      schema: {
        summary: 'Ask for a sign-in link and code by e-mail',
        description:
          'Always 200 with the same message, in the same time, whether or not the address is on any request: the request is ' +
          'recorded and the mail composed after the answer. An address that is gets a link and a 6-digit code that work once, ' +
          `for ${CUSTOMER_SIGN_IN_VALID_MINUTES} minutes; earlier links keep working, only the newest code does. ` +
          signInLimitsDescription(),
        body: customerSignInRequestSchema,
        response: { 200: customerSignInSentSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await requestCustomerSignIn(deps, request.body.email, auditOriginOf(request), requestLocale(request));
      return { message: CUSTOMER_SIGN_IN_SENT_MESSAGE.message };
    },
  );

  // The token comes in the body, never the URL: it stays out of access logs and proxies.
  routes.post(
    '/sign-in/link',
    {
      bodyLimit: 1024,
      config: { rateLimit: SIGN_IN_CHECK_RATE_LIMIT },
      schema: {
        summary: 'Sign in with the e-mailed link',
        description:
          'The token from the link’s fragment. Sets the customer session cookie. 401 with one message for a link that does ' +
          'not work (unknown, used, expired, or another of the address’s links or codes was used since). Wrong codes do not end it.',
        body: customerSignInLinkSchema,
        response: { 200: customerSessionSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const session = await signInWithLink(deps, request.body.token, signInClientOf(request, deps.cookie));
      return signedIn(request, reply, deps, session, 'link');
    },
  );

  routes.post(
    '/sign-in/code',
    {
      bodyLimit: 1024,
      config: { rateLimit: SIGN_IN_CHECK_RATE_LIMIT },
      schema: {
        summary: 'Sign in with the e-mailed 6-digit code',
        description:
          'The code from the newest mail, with the address it was sent to. Sets the customer session cookie. 401 with one ' +
          'message for a code that does not work, and for an address with no sign-in; after ' +
          `${CUSTOMER_SIGN_IN_MAX_CODE_FAILURES} wrong codes that mail's code stops working (its link does not), and past the ` +
          'address’s daily count of wrong codes no code is checked for it until the day moves on.',
        body: customerSignInCodeSchema,
        response: { 200: customerSessionSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const session = await signInWithCode(deps, request.body, signInClientOf(request, deps.cookie));
      return signedIn(request, reply, deps, session, 'code');
    },
  );
}

/** Sets the cookie of a session just started and answers it; 401 when the link or code did not work. */
function signedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<CustomerAccountDeps, 'cookie'>,
  session: StartedCustomerSession | undefined,
  method: 'link' | 'code',
): CustomerSession {
  const started = startedSession(request, reply, deps.cookie, session, {
    who: 'customer',
    method,
    invalidMessage: CUSTOMER_SIGN_IN_INVALID_MESSAGE,
  });
  return { email: started.email, signedInAt: started.signedInAt.toISOString() };
}
