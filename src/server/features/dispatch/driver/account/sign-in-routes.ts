// POST /api/driver/sign-in/request, /sign-in/link and /sign-in/code: public (registered outside
// the driver guard by src/server/driver-api.ts), each limited per client address. Asking is answered
// before anything about the address is looked up; the mails an address gets are paced, and the
// codes it may be guessed with counted, per address after the answer (decision 055).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../../shared/api-errors.js';
import {
  DISPATCH_MESSAGES,
  DRIVER_SIGN_IN_MAX_CODE_FAILURES,
  DRIVER_SIGN_IN_VALID_MINUTES,
  driverSessionSchema,
  driverSignInCodeSchema,
  driverSignInLinkSchema,
  driverSignInRequestSchema,
  type DriverSession,
} from '../../../../../shared/dispatch/dispatch.js';
import {
  SIGN_IN_CHECK_RATE_LIMIT,
  SIGN_IN_REQUEST_RATE_LIMIT,
  signInClientOf,
  signInLimitsDescription,
  startedSession,
} from '../../../../platform/email-sign-in/sign-in-client.js';
import { auditOriginOf } from '../../../../platform/audit/audit-origin.js';
import { requestLocale } from '../../../../i18n/request-locale.js';
import type { DriverAccountDeps } from './deps.js';
import { requestDriverSignIn, signInDriverWithCode, signInDriverWithLink, type StartedDriverSession } from './sign-in-service.js';

// The answer to asking, whatever happened. Not in src/shared/dispatch/dispatch.ts, which has the message only.
const driverSignInSentSchema = z.object({ message: z.string() });

export async function driverSignInRoutes(app: FastifyInstance, deps: DriverAccountDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/sign-in/request',
    {
      bodyLimit: 1024,
      config: { rateLimit: SIGN_IN_REQUEST_RATE_LIMIT },
      schema: {
        summary: 'Ask for a driver sign-in link and code by e-mail',
        description:
          'Always 200 with the same message, in the same time, whether or not the address is an active driver’s: the request ' +
          'is recorded and the mail composed after the answer. An active driver’s address gets a link and a 6-digit code that ' +
          `work once, for ${DRIVER_SIGN_IN_VALID_MINUTES} minutes; earlier links keep working, only the newest code does. ` +
          signInLimitsDescription(),
        body: driverSignInRequestSchema,
        response: { 200: driverSignInSentSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await requestDriverSignIn(deps, request.body.email, auditOriginOf(request), requestLocale(request));
      return { message: DISPATCH_MESSAGES.driverSignInSent.message };
    },
  );

  // The token comes in the body, never the URL: it stays out of access logs and proxies.
  routes.post(
    '/sign-in/link',
    {
      bodyLimit: 1024,
      config: { rateLimit: SIGN_IN_CHECK_RATE_LIMIT },
      schema: {
        summary: 'Sign a driver in with the e-mailed link',
        description:
          'The token from the link’s fragment. Sets the driver session cookie. 401 with one message for a link that does ' +
          'not work (unknown, used, expired, another of the driver’s links or codes used since, or the driver is no longer ' +
          'active). Wrong codes do not end it.',
        body: driverSignInLinkSchema,
        response: { 200: driverSessionSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const session = await signInDriverWithLink(deps, request.body.token, signInClientOf(request, deps.cookie));
      return signedIn(request, reply, deps, session, 'link');
    },
  );

  routes.post(
    '/sign-in/code',
    {
      bodyLimit: 1024,
      config: { rateLimit: SIGN_IN_CHECK_RATE_LIMIT },
      schema: {
        summary: 'Sign a driver in with the e-mailed 6-digit code',
        description:
          'The code from the newest mail, with the address it was sent to. Sets the driver session cookie. 401 with one ' +
          'message for a code that does not work, and for an address with no sign-in; after ' +
          `${DRIVER_SIGN_IN_MAX_CODE_FAILURES} wrong codes that mail's code stops working (its link does not), and past the ` +
          'address’s daily count of wrong codes no code is checked for it until the day moves on.',
        body: driverSignInCodeSchema,
        response: { 200: driverSessionSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const session = await signInDriverWithCode(deps, request.body, signInClientOf(request, deps.cookie));
      return signedIn(request, reply, deps, session, 'code');
    },
  );
}

/** Sets the cookie of a session just started and answers it; 401 when the link or code did not work. */
function signedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<DriverAccountDeps, 'cookie'>,
  session: StartedDriverSession | undefined,
  method: 'link' | 'code',
): DriverSession {
  const started = startedSession(request, reply, deps.cookie, session, {
    who: 'driver',
    method,
    invalidMessage: DISPATCH_MESSAGES.driverSignInInvalid,
  });
  return { firstName: started.firstName, email: started.email, signedInAt: started.signedInAt.toISOString() };
}
