// The check in front of every driver route but sign-in: a valid driver session whose profile is
// still active, or 401. Registered as an onRequest hook on the scope holding those routes
// (features/dispatch/driver-api.ts), so a new driver route cannot forget it. Only the driver
// cookie is read.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DISPATCH_MESSAGES } from '../../../shared/dispatch.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../errors.js';
import type { DriverCookie } from './cookies.js';
import { authenticateDriver, type SignedInDriver } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in driver; set on every route behind the driver guard. */
    driver: SignedInDriver | null;
  }
}

export function requireDriverSession(db: Database, cookie: DriverCookie) {
  return async function driversOnly(request: FastifyRequest, reply: FastifyReply) {
    const driver = await authenticateDriver(db, request.cookies[cookie.name]);
    if (!driver) {
      if (request.cookies[cookie.name] !== undefined) void reply.clearCookie(cookie.name, cookie.options);
      throw new HttpError(401, DISPATCH_MESSAGES.driverSignInRequired);
    }
    request.driver = driver;
  };
}

/** The signed-in driver of a guarded route. */
export function signedInDriver(request: FastifyRequest): SignedInDriver {
  if (!request.driver) throw new Error('signedInDriver() used on a route outside the driver guard');
  return request.driver;
}
