// The check in front of every admin route that needs a sign-in: a valid session at an accepted
// stage, or 401. Registered as an onRequest hook on the encapsulated context that holds those
// routes, so a new admin route cannot forget it.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminSessionStage } from '../../../shared/admin/admin-auth.js';
import { HttpError } from '../../errors.js';
import { auditOriginOf } from '../audit/audit-origin.js';
import type { Database } from '../../db/client.js';
import { authenticate, type AuthenticatedSession, type SessionPolicy, type SignedInAdmin } from './staff-session.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin's session; set on every route behind the guard. */
    adminSession: AuthenticatedSession | null;
  }
}

/** What the guard needs of the staff sign-in's settings (features/admin/auth/deps.ts has them all). */
export interface StaffGuardDeps {
  db: Database;
  policy: SessionPolicy;
  cookies: { session: { name: string; options: CookieSerializeOptions } };
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to the admin dashboard.';

/**
 * Only sessions at one of `stages` pass: the dashboard's data needs 'complete'; the enrolment
 * routes also take a session that must enrol an authenticator first.
 */
export function requireAdminSession({ db, policy, cookies }: StaffGuardDeps, stages: readonly AdminSessionStage[] = ['complete']) {
  return async function signedInOnly(request: FastifyRequest, reply: FastifyReply) {
    const session = await authenticate(db, policy, request.cookies[cookies.session.name], auditOriginOf(request));
    if (!session || !stages.includes(session.stage)) {
      // The cookie's removal is a header of the 401 the error handler writes.
      if (!session) void reply.clearCookie(cookies.session.name, cookies.session.options);
      throw new HttpError(401, SIGN_IN_REQUIRED_MESSAGE);
    }
    request.adminSession = session;
  };
}

/** The signed-in admin of a guarded route. */
export function signedInAdmin(request: FastifyRequest): SignedInAdmin {
  return signedInSession(request).admin;
}

export function signedInSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.adminSession) throw new Error('signedInSession() used on a route outside the admin guard');
  return request.adminSession;
}
