// The check in front of every customer-portal route: a valid customer session, or 401
// (platform/sessions/session-guard.ts). Registered on the encapsulated context holding those routes
// (src/server/customer-api.ts). Only the customer cookie is read: a staff session is not a
// customer session, and the admin guard never reads this cookie.
import type { FastifyRequest } from 'fastify';
import { CUSTOMER_SIGN_IN_REQUIRED_MESSAGE } from '../../../shared/customer-portal/customer-account.js';
import type { Database } from '../../db/client.js';
import { requireSession } from '../sessions/session-guard.js';
import type { CustomerCookie } from './cookies.js';
import { authenticateCustomer, type SignedInCustomer } from './customer-session.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer; set on every route behind the customer guard. */
    customer: SignedInCustomer | null;
  }
}

export function requireCustomerSession(db: Database, cookie: CustomerCookie) {
  return requireSession({
    cookie,
    authenticate: (token) => authenticateCustomer(db, token),
    signInRequiredMessage: CUSTOMER_SIGN_IN_REQUIRED_MESSAGE,
    keep: (request, customer) => {
      request.customer = customer;
    },
  });
}

/** The signed-in customer of a guarded route. */
export function signedInCustomer(request: FastifyRequest): SignedInCustomer {
  if (!request.customer) throw new Error('signedInCustomer() used on a route outside the customer guard');
  return request.customer;
}
