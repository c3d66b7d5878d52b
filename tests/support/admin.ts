// Signing in as an admin in API tests: an account in the test database, and an inject wrapper
// that sends the session cookie and the same-origin header a browser on our pages would.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '../../src/shared/staff-roles.js';
import type { Database } from '../../src/server/db/client.js';
import { createOrResetAdmin } from '../../src/server/features/admin/auth/accounts.js';
import { currentCode } from '../../src/server/features/admin/auth/totp.js';

export const TEST_ADMIN = { email: 'ops-lead@freight.example', password: 'a long enough test password' } as const;

/** The site's own origin under testConfig() (PUBLIC_BASE_URL defaults to http://localhost:5000). */
export const SITE_ORIGIN = 'http://localhost:5000';

/** A staff member to sign in as; an owner (who may use everything) unless `role` says otherwise. */
export async function createTestAdmin(
  db: Database,
  admin: { email: string; password: string } = TEST_ADMIN,
  role: StaffRole = 'owner',
): Promise<void> {
  await createOrResetAdmin(db, admin.email, admin.password, role);
}

export interface AdminClient {
  /** The session cookie as a Cookie header value. */
  cookie: string;
  /** The password it signed in with (asked again before two-factor changes); set by signIn(). */
  password?: string;
  /** The client address it signed in from; set by signIn(). */
  address?: string;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The `name=value` pairs of a response's Set-Cookie headers, as one Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export async function signIn(
  app: FastifyInstance,
  admin: { email: string; password: string } = TEST_ADMIN,
  remoteAddress = '10.200.0.1',
): Promise<AdminClient> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: SITE_ORIGIN },
    remoteAddress,
    payload: admin,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const session = response.cookies.find((cookie) => cookie.name === 'admin_session');
  if (!session) throw new Error('sign-in set no session cookie');
  const cookie = `admin_session=${session.value}`;
  return {
    cookie,
    password: admin.password,
    address: remoteAddress,
    request: (options) =>
      app.inject({
        ...options,
        headers: { origin: SITE_ORIGIN, ...(options.headers ?? {}), cookie },
      }),
  };
}

/**
 * Turns on two-factor sign-in for a signed-in admin, as the enrolment page does: the password
 * again, then a code. From the address it signed in from (the steps are rate limited per address).
 */
export async function enrolTwoFactor(client: AdminClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  if (client.password === undefined) throw new Error('enrolTwoFactor() needs a client from signIn(), which knows its password');
  const started = await client.request({
    method: 'POST',
    url: '/api/admin/two-factor/enrolment',
    remoteAddress: client.address,
    payload: { password: client.password },
  });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.statusCode} ${started.body}`);
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await client.request({
    method: 'POST',
    url: '/api/admin/two-factor/enrolment/confirm',
    remoteAddress: client.address,
    payload: { code: currentCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
