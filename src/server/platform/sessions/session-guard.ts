// The check in front of every customer or driver route but sign-in: a session of that kind, or 401.
// Registered as an onRequest hook on the encapsulated context holding those routes, so a new route
// there cannot forget it. Only that kind's cookie is read: a staff session is not a customer's or a
// driver's, and no other guard reads these cookies.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CodedMessage } from '../../../shared/coded-message.js';
import { HttpError } from '../../errors.js';
import type { SessionCookie } from './session-cookie.js';

export function requireSession<SignedIn>(guarded: {
  cookie: SessionCookie;
  /** Whom a cookie's token is signed in as, if anyone. */
  authenticate(token: string | undefined): Promise<SignedIn | undefined>;
  /** The 401's message, the kind's own. */
  signInRequiredMessage: CodedMessage;
  /** Keeps whom the request is signed in as where the kind's routes read it. */
  keep(request: FastifyRequest, signedIn: SignedIn): void;
}) {
  const { cookie } = guarded;
  return async function signedInOnly(request: FastifyRequest, reply: FastifyReply) {
    const signedIn = await guarded.authenticate(request.cookies[cookie.name]);
    if (!signedIn) {
      // A cookie that no longer works is removed with the 401 (the error handler writes its header).
      if (request.cookies[cookie.name] !== undefined) void reply.clearCookie(cookie.name, cookie.options);
      throw new HttpError(401, guarded.signInRequiredMessage);
    }
    guarded.keep(request, signedIn);
  };
}
