// POST /api/account/sign-in/request, /sign-in/link and /sign-in/code: public (registered outside
// the customer guard by customer-portal/routes.ts), each limited per client address. Asking for a
// sign-in is limited per e-mail address too, in the service, without changing the answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import {
  CUSTOMER_SIGN_IN_INVALID_MESSAGE,
  CUSTOMER_SIGN_IN_MAX_CODE_FAILURES,
  CUSTOMER_SIGN_IN_SENDS_PER_ADDRESS_PER_HOUR,
  CUSTOMER_SIGN_IN_SENT_MESSAGE,
  CUSTOMER_SIGN_IN_VALID_MINUTES,
  customerSessionSchema,
  customerSignInCodeSchema,
  customerSignInLinkSchema,
  customerSignInRequestSchema,
  customerSignInSentSchema,
  type CustomerSession,
} from '../../../shared/customer-account.js';
import { SIGN_IN_CHECK_RATE_LIMIT, SIGN_IN_REQUEST_RATE_LIMIT, signInClientOf, startedSession } from '../email-sign-in/sign-in-client.js';
import type { CustomerPortalDeps } from '../customer-portal/deps.js';
import { requestLocale } from '../../i18n/request-locale.js';
import { requestCustomerSignIn, signInWithCode, signInWithLink, type StartedCustomerSession } from './sign-in-service.js';

export async function customerSignInRoutes(app: FastifyInstance, deps: CustomerPortalDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/sign-in/request',
    {
      bodyLimit: 1024,
      config: { rateLimit: SIGN_IN_REQUEST_RATE_LIMIT },
      schema: {
        summary: 'Ask for a sign-in link and code by e-mail',
        description:
          'Always 200 with the same message, whether or not the address is on any request. An address that is gets a link ' +
          `and a 6-digit code that work once, for ${CUSTOMER_SIGN_IN_VALID_MINUTES} minutes; a new one ends the earlier ones. ` +
          `At most ${CUSTOMER_SIGN_IN_SENDS_PER_ADDRESS_PER_HOUR} mails per address per hour (more requests answer the same and ` +
          `send nothing), and ${SIGN_IN_REQUEST_RATE_LIMIT.max} requests per client address per hour (429).`,
        body: customerSignInRequestSchema,
        response: { 200: customerSignInSentSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await requestCustomerSignIn(deps, request.body.email, request.ip, requestLocale(request));
      return { message: CUSTOMER_SIGN_IN_SENT_MESSAGE };
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
          'not work (unknown, used, expired, or replaced by a newer one).',
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
          'The code with the address it was sent to. Sets the customer session cookie. 401 with one message for a code that ' +
          `does not work, and for an address with no sign-in; after ${CUSTOMER_SIGN_IN_MAX_CODE_FAILURES} wrong codes the ` +
          'sign-in ends (its link too) and the customer asks for a new one.',
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
  deps: Pick<CustomerPortalDeps, 'cookie'>,
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
