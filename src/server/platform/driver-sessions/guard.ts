// The check in front of every driver route but sign-in: a valid driver session whose profile is
// still active, or 401 (platform/sessions/session-guard.ts). Registered on the scope holding those
// routes (src/server/driver-api.ts). Only the driver cookie is read.
import type { FastifyRequest } from 'fastify';
import { DISPATCH_MESSAGES } from '../../../shared/dispatch/dispatch.js';
import type { Database } from '../../db/client.js';
import { requireSession } from '../sessions/session-guard.js';
import type { DriverCookie } from './cookies.js';
import { authenticateDriver, type SignedInDriver } from './driver-session.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in driver; set on every route behind the driver guard. */
    driver: SignedInDriver | null;
  }
}

export function requireDriverSession(db: Database, cookie: DriverCookie) {
  return requireSession({
    cookie,
    authenticate: (token) => authenticateDriver(db, token),
    signInRequiredMessage: DISPATCH_MESSAGES.driverSignInRequired,
    keep: (request, driver) => {
      request.driver = driver;
    },
  });
}

/** The signed-in driver of a guarded route. */
export function signedInDriver(request: FastifyRequest): SignedInDriver {
  if (!request.driver) throw new Error('signedInDriver() used on a route outside the driver guard');
  return request.driver;
}
