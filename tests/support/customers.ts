// Signing in as a customer in API tests. `customerSession` starts a session straight in the
// database (fast, for tests about what a signed-in customer sees); the sign-in flow itself (link,
// code, limits) is tested through its routes in src/server/features/customer-account.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { normalizeCustomerEmail } from '../../src/shared/customer-portal/customer-account.js';
import type { Database } from '../../src/server/db/client.js';
import { startCustomerSession } from '../../src/server/platform/customer-sessions/customer-session.js';
import { SITE_ORIGIN } from './admin.js';

export interface CustomerClient {
  email: string;
  /** The session cookie as a Cookie header value. */
  cookie: string;
  /** An inject with the customer's cookie and our own Origin (as a browser on our pages sends). */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export const CUSTOMER_COOKIE_NAME = 'customer_session';

/** A client signed in as the customer with `email` (any case; the session holds it normalised). */
export async function customerSession(app: FastifyInstance, db: Database, email: string): Promise<CustomerClient> {
  const token = await startCustomerSession(db, normalizeCustomerEmail(email), { userAgent: 'test', ipAddress: '10.210.0.1' });
  return customerClient(app, email, `${CUSTOMER_COOKIE_NAME}=${token}`);
}

export function customerClient(app: FastifyInstance, email: string, cookie: string): CustomerClient {
  return {
    email,
    cookie,
    request: (options) =>
      app.inject({
        ...options,
        headers: { origin: SITE_ORIGIN, ...options.headers, cookie },
      }),
  };
}
