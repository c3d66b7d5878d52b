// Attack battery: customer sessions. Staff and customers never share a door (a customer cookie
// opens no /api/admin route, an admin cookie no customer route, not even under the other's cookie
// name); signing out really ends a session, here or everywhere; an idle session ends after 30
// days; and another site cannot make a signed-in customer's browser sign out.
import { asc, eq, gt, max, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SESSION_IDLE_DAYS, CUSTOMER_SIGN_IN_REQUIRED_MESSAGE } from '../../src/shared/customer-portal/customer-account.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { auditEvents, customerSessions, emailOutbox } from '../../src/server/db/schema.js';
import { hashToken } from '../../src/server/platform/security/tokens.js';
import { customerRecordId } from '../../src/server/platform/audit/customer-record-id.js';
import { SITE_ORIGIN, type AdminClient } from '../support/admin.js';
import { clientAddresses } from '../support/client-addresses.js';
import { customerClient, customerSession, CUSTOMER_COOKIE_NAME, type CustomerClient } from '../support/customers.js';
import { composeRequestedMail } from '../support/mail-requests.js';
import { insertServiceRequestRow } from '../support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp } from '../support/test-app.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
});
afterAll(async () => {
  await stopTestApp(app, database);
});

const nextAddress = clientAddresses(122);

let customerNumber = 0;
const newEmail = () => `session-${++customerNumber}@customers.example`;

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

const currentSession = (client: CustomerClient) => client.request({ method: 'GET', url: '/api/account/session' });

/** Every admin route in the OpenAPI description but the sign-in steps, with sample ids (as access.test.ts walks them). */
function adminRoutes(): { method: InjectOptions['method']; url: string }[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin/') && !path.startsWith('/api/admin/login'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, path.includes('uploads') ? '00000000-0000-4000-8000-000000000000' : '1'),
      })),
    );
}

/** A customer signed in the way a customer does: the e-mailed link, from a request's address. */
async function signInByLink(email: string): Promise<CustomerClient> {
  await insertServiceRequestRow(database.db, { contactEmail: email });
  const ask = { method: 'POST', remoteAddress: nextAddress(), headers: { origin: SITE_ORIGIN } } as const;
  expect((await app.inject({ ...ask, url: '/api/account/sign-in/request', payload: { email } })).statusCode).toBe(200);
  await composeRequestedMail(database.db);
  const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(asc(emailOutbox.id));
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1] ?? '';
  const signedIn = await app.inject({ ...ask, url: '/api/account/sign-in/link', payload: { token } });
  expect(signedIn.statusCode).toBe(200);
  const cookie = signedIn.cookies.find((c) => c.name === CUSTOMER_COOKIE_NAME);
  return customerClient(app, email, `${CUSTOMER_COOKIE_NAME}=${cookie?.value}`);
}

describe('staff and customers never share a door', () => {
  it('a customer session opens no /api/admin route (401), under its own cookie name or the staff one', async () => {
    const customer = await signInByLink(newEmail());
    expect((await currentSession(customer)).statusCode).toBe(200);
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const cookie of [customer.cookie, `admin_session=${tokenOf(customer.cookie)}`]) {
      for (const route of routes) {
        const response = await app.inject({
          ...route,
          headers: { origin: SITE_ORIGIN, cookie },
          payload: route.method === 'GET' ? undefined : {},
        });
        expect({ ...route, cookie, status: response.statusCode }).toEqual({ ...route, cookie, status: 401 });
      }
    }
  });

  it('a staff session opens no customer route (401), under its own cookie name or the customer one', async () => {
    expect((await admin.request({ method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);
    for (const cookie of [admin.cookie, `${CUSTOMER_COOKIE_NAME}=${tokenOf(admin.cookie)}`]) {
      for (const route of [
        { method: 'GET', url: '/api/account/session' },
        { method: 'POST', url: '/api/account/sign-out' },
        { method: 'POST', url: '/api/account/sign-out-everywhere' },
      ] as const) {
        const response = await app.inject({ ...route, headers: { origin: SITE_ORIGIN, cookie } });
        expect({ ...route, cookie, status: response.statusCode }).toEqual({ ...route, cookie, status: 401 });
        expect(response.json()).toMatchObject(CUSTOMER_SIGN_IN_REQUIRED_MESSAGE);
      }
    }
    // The staff session itself is untouched.
    expect((await admin.request({ method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);
  });

  it('answers 401 without a session, with a made-up token, and with a malformed one', async () => {
    for (const cookie of [undefined, `${CUSTOMER_COOKIE_NAME}=${'C'.repeat(43)}`, `${CUSTOMER_COOKIE_NAME}=' OR 1=1 --`]) {
      const response = await app.inject({ method: 'GET', url: '/api/account/session', headers: cookie ? { cookie } : {} });
      expect({ cookie, status: response.statusCode }).toEqual({ cookie, status: 401 });
    }
  });
});

describe('signing out', () => {
  it('ends this session on the server, clears the cookie, and is audited without the address', async () => {
    const customer = await signInByLink(newEmail());
    const other = await customerSession(app, database.db, customer.email);
    const [last] = await database.db.select({ id: max(auditEvents.id) }).from(auditEvents);

    const out = await customer.request({ method: 'POST', url: '/api/account/sign-out' });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === CUSTOMER_COOKIE_NAME)).toMatchObject({ value: '' });
    expect((await currentSession(customer)).statusCode).toBe(401);
    expect((await currentSession(other)).statusCode).toBe(200);

    const events = await database.db
      .select()
      .from(auditEvents)
      .where(gt(auditEvents.id, last?.id ?? 0));
    expect(events).toMatchObject([
      { action: 'customer.signed_out', actorKind: 'customer', recordType: 'customer', recordId: customerRecordId(customer.email) },
    ]);
    expect(JSON.stringify(events)).not.toContain(customer.email);
  });

  it('everywhere ends the other browsers’ sessions of the address, and no one else’s', async () => {
    const email = newEmail();
    const phone = await signInByLink(email);
    const laptop = await customerSession(app, database.db, email.toUpperCase());
    const someoneElse = await customerSession(app, database.db, newEmail());

    const out = await laptop.request({ method: 'POST', url: '/api/account/sign-out-everywhere' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ended: 2 });
    expect(out.cookies.find((c) => c.name === CUSTOMER_COOKIE_NAME)).toMatchObject({ value: '' });
    expect((await currentSession(phone)).statusCode).toBe(401);
    expect((await currentSession(laptop)).statusCode).toBe(401);
    expect((await currentSession(someoneElse)).statusCode).toBe(200);

    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'customer.signed_out_everywhere'))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    expect(event).toMatchObject({ recordId: customerRecordId(email), changes: { sessionsEnded: { before: null, after: 2 } } });
  });

  it('refuses a sign-out from another site (403), and the session stays', async () => {
    const customer = await signInByLink(newEmail());
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, {}]) {
      for (const url of ['/api/account/sign-out', '/api/account/sign-out-everywhere', '/api/account/sign-in/request']) {
        const response = await app.inject({
          method: 'POST',
          url,
          remoteAddress: nextAddress(),
          headers: { ...headers, cookie: customer.cookie },
        });
        expect({ url, headers, status: response.statusCode }).toEqual({ url, headers, status: 403 });
      }
    }
    expect((await currentSession(customer)).statusCode).toBe(200);
  });
});

describe('an idle session', () => {
  async function idleFor(client: CustomerClient, days: number) {
    await database.db
      .update(customerSessions)
      .set({ lastSeenAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(customerSessions.tokenHash, hashToken(tokenOf(client.cookie))));
  }

  it(`ends after ${CUSTOMER_SESSION_IDLE_DAYS} days without use: 401, the cookie cleared, the row gone`, async () => {
    const customer = await signInByLink(newEmail());
    await idleFor(customer, CUSTOMER_SESSION_IDLE_DAYS + 1);
    const response = await currentSession(customer);
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === CUSTOMER_COOKIE_NAME)).toMatchObject({ value: '' });
    const rows = await database.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.tokenHash, hashToken(tokenOf(customer.cookie))));
    expect(rows).toEqual([]);
  });

  it('still works a day before that, and each use starts the 30 days again', async () => {
    const customer = await signInByLink(newEmail());
    await idleFor(customer, CUSTOMER_SESSION_IDLE_DAYS - 1);
    expect((await currentSession(customer)).statusCode).toBe(200);
    const [row] = await database.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.tokenHash, hashToken(tokenOf(customer.cookie))));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});
