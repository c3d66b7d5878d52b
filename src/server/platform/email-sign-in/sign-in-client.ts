// What the password-less sign-ins (customers, decision 038; drivers, decision 043) share around
// their routes: who is signing in, the per-client limits, and the cookie of the session started
// (its name and attributes: platform/sessions/session-cookie.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CodedMessage } from '../../../shared/coded-message.js';
import { HttpError } from '../../errors.js';
import { auditOriginOf } from '../audit/audit-origin.js';
import type { AuditOrigin } from '../audit/audit-context.js';
import type { SessionCookie } from '../sessions/session-cookie.js';
import {
  QUICK_MAIL_COOLDOWN_MINUTES,
  QUICK_MAILS_PER_DAY,
  SLOW_MAIL_COOLDOWN_MINUTES,
  WRONG_CODES_PER_ADDRESS_PER_DAY,
} from './sign-in-limits.js';

/** The browser signing in: recorded on its session and in the audit log. */
export interface SignInClient {
  userAgent: string | null;
  ipAddress: string | null;
  origin: AuditOrigin;
  /** The session cookie the browser already had, if any: a browser holds one session, so it ends. */
  previousSessionToken: string | undefined;
}

// Each request may send a mail: an office's one address behind its router can ask for several
// people, but no client mails strangers, or fills the outbox, in bulk.
export const SIGN_IN_REQUEST_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;
// Checking a link or a code: enough for typos, far too few to guess a code or a token from one client.
export const SIGN_IN_CHECK_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** The limits on asking, as the API's description of a sign-in request states them. */
export function signInLimitsDescription(): string {
  return (
    `An address is mailed at most every ${QUICK_MAIL_COOLDOWN_MINUTES} min, and every ${SLOW_MAIL_COOLDOWN_MINUTES} min ` +
    `once it has had ${QUICK_MAILS_PER_DAY} mails in a day: a request sooner answers the same and ` +
    `sends nothing, and the mail sent just before still works. At most ${WRONG_CODES_PER_ADDRESS_PER_DAY} wrong codes are ` +
    `checked per address per day. ${SIGN_IN_REQUEST_RATE_LIMIT.max} requests per client address per hour (429).`
  );
}

export function signInClientOf(request: FastifyRequest, cookie: SessionCookie): SignInClient {
  return {
    userAgent: request.headers['user-agent'] ?? null,
    ipAddress: request.ip,
    origin: auditOriginOf(request),
    previousSessionToken: request.cookies[cookie.name],
  };
}

/**
 * Sets the cookie of a session just started; a sign-in that did not work (undefined) is a 401
 * with the one message for every reason, so the answer tells nothing about why.
 */
export function startedSession<Session extends { token: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: SessionCookie,
  session: Session | undefined,
  log: { who: string; method: 'link' | 'code'; invalidMessage: CodedMessage },
): Session {
  if (!session) throw new HttpError(401, log.invalidMessage);
  request.log.info({ method: log.method }, `${log.who} signed in`);
  void reply.setCookie(cookie.name, session.token, cookie.options);
  return session;
}
