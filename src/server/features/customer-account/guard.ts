// The check in front of every customer-portal route: a valid customer session, or 401. Registered
// as an onRequest hook on the encapsulated context holding those routes (features/customer-portal/
// routes.ts), so a new portal route cannot forget it. Only the customer cookie is read: a staff
// session is not a customer session, and the admin guard never reads this cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOMER_SIGN_IN_REQUIRED_MESSAGE } from '../../../shared/customer-account.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../errors.js';
import type { CustomerCookie } from './cookies.js';
import { authenticateCustomer, type SignedInCustomer } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer; set on every route behind the customer guard. */
    customer: SignedInCustomer | null;
  }
}

export function requireCustomerSession(db: Database, cookie: CustomerCookie) {
  return async function customersOnly(request: FastifyRequest, reply: FastifyReply) {
    const customer = await authenticateCustomer(db, request.cookies[cookie.name]);
    if (!customer) {
      if (request.cookies[cookie.name] !== undefined) void reply.clearCookie(cookie.name, cookie.options);
      throw new HttpError(401, CUSTOMER_SIGN_IN_REQUIRED_MESSAGE);
    }
    request.customer = customer;
  };
}

/** The signed-in customer of a guarded route. */
export function signedInCustomer(request: FastifyRequest): SignedInCustomer {
  if (!request.customer) throw new Error('signedInCustomer() used on a route outside the customer guard');
  return request.customer;
}
