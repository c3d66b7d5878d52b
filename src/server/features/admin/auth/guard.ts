// The check in front of every signed-in admin route: a valid session, or 401. Registered as an
// onRequest hook on the encapsulated context that holds those routes, so a new admin route
// cannot forget it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../../plugins/error-handler.js';
import type { AdminCookies } from './cookies.js';
import { authenticate, type SessionPolicy, type SignedInAdmin } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin; set on every route behind the guard. */
    admin: SignedInAdmin | null;
  }
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to the admin dashboard.';

export function requireAdminSession(policy: SessionPolicy, cookies: AdminCookies) {
  return async function signedInOnly(request: FastifyRequest, reply: FastifyReply) {
    const admin = await authenticate(request.server.database.db, policy, request.cookies[cookies.session.name]);
    if (!admin) {
      void reply.clearCookie(cookies.session.name, cookies.session.options);
      return reply.status(401).send(errorBody(401, SIGN_IN_REQUIRED_MESSAGE));
    }
    request.admin = admin;
  };
}

/** The signed-in admin of a guarded route. */
export function signedInAdmin(request: FastifyRequest): SignedInAdmin {
  if (!request.admin) throw new Error('signedInAdmin() used on a route outside the admin guard');
  return request.admin;
}
