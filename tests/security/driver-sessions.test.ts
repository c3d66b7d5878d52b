// Attack battery: driver sessions (issue 22). Drivers, customers and staff never share a door: a
// customer or staff session opens no /api/driver route, and a driver session no /api/account or
// /api/admin route, under its own cookie name or the other's. Every registered route is walked,
// so a route added later is covered by being registered.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodedMessage } from '../../src/shared/coded-message.js';
import { DISPATCH_MESSAGES } from '../../src/shared/dispatch/dispatch.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { SITE_ORIGIN, type AdminClient } from '../support/admin.js';
import { customerSession, CUSTOMER_COOKIE_NAME } from '../support/customers.js';
import { DRIVER_COOKIE_NAME, driverSession, insertDriver, type DriverClient } from '../support/dispatch.js';
import { insertServiceRequestRow } from '../support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp } from '../support/test-app.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;
let driver: DriverClient;

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
  driver = await driverSession(app, database.db, await insertDriver(database.db));
});
afterAll(async () => {
  await stopTestApp(app, database);
});

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/** The token of the first cookie in a Cookie header (`name=token; ...`). */
const tokenOf = (cookie: string) => {
  const first = cookie.split(';')[0] ?? '';
  return first.slice(first.indexOf('=') + 1);
};

type Route = { method: InjectOptions['method']; url: string };

/** Every route in the OpenAPI description under `prefix` but the public ones, with sample path parameters. */
function routesUnder(prefix: string, publicPrefixes: string[]): Route[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith(prefix) && !publicPrefixes.some((open) => path.startsWith(open)))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, /uploads|photos|files/.test(path) ? SAMPLE_UUID : '1'),
      })),
    );
}

const driverRoutes = () => routesUnder('/api/driver/', ['/api/driver/sign-in/']);
const customerRoutes = () => routesUnder('/api/account/', ['/api/account/sign-in/']);
const adminRoutes = () => routesUnder('/api/admin/', ['/api/admin/login']);

async function expectAll401(routes: Route[], cookies: string[], message?: CodedMessage) {
  for (const cookie of cookies) {
    for (const route of routes) {
      const response = await app.inject({
        ...route,
        headers: { origin: SITE_ORIGIN, cookie },
        payload: route.method === 'GET' ? undefined : {},
      });
      expect({ ...route, cookie, status: response.statusCode }).toEqual({ ...route, cookie, status: 401 });
      if (message) expect(response.json()).toMatchObject(message);
    }
  }
}

describe('drivers, customers and staff never share a door', () => {
  it('the routes walked include the driver’s own', () => {
    expect(driverRoutes()).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/driver/session' },
        { method: 'POST', url: '/api/driver/sign-out' },
      ]),
    );
    expect(customerRoutes().length).toBeGreaterThanOrEqual(3);
    expect(adminRoutes().length).toBeGreaterThanOrEqual(20);
  });

  it('a customer session opens no /api/driver route (401), under its own cookie name or the driver one', async () => {
    const email = 'shipper@customers.example';
    await insertServiceRequestRow(database.db, { contactEmail: email });
    const customer = await customerSession(app, database.db, email);
    expect((await customer.request({ method: 'GET', url: '/api/account/session' })).statusCode).toBe(200);
    await expectAll401(
      driverRoutes(),
      [customer.cookie, `${DRIVER_COOKIE_NAME}=${tokenOf(customer.cookie)}`],
      DISPATCH_MESSAGES.driverSignInRequired,
    );
    expect((await customer.request({ method: 'GET', url: '/api/account/session' })).statusCode).toBe(200);
  });

  it('a staff session opens no /api/driver route (401), under its own cookie name or the driver one', async () => {
    expect((await admin.request({ method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);
    await expectAll401(
      driverRoutes(),
      [admin.cookie, `${DRIVER_COOKIE_NAME}=${tokenOf(admin.cookie)}`],
      DISPATCH_MESSAGES.driverSignInRequired,
    );
    expect((await admin.request({ method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);
  });

  it('a driver session opens no /api/account route (401), under its own cookie name or the customer one', async () => {
    expect((await driver.request({ method: 'GET', url: '/api/driver/session' })).statusCode).toBe(200);
    await expectAll401(customerRoutes(), [driver.cookie, `${CUSTOMER_COOKIE_NAME}=${tokenOf(driver.cookie)}`]);
    expect((await driver.request({ method: 'GET', url: '/api/driver/session' })).statusCode).toBe(200);
  });

  it('a driver session opens no /api/admin route (401), under its own cookie name or the staff one', async () => {
    await expectAll401(adminRoutes(), [driver.cookie, `admin_session=${tokenOf(driver.cookie)}`]);
    expect((await driver.request({ method: 'GET', url: '/api/driver/session' })).statusCode).toBe(200);
  });

  it('every /api/driver route but sign-in answers 401 without a session, with a made-up token and a malformed one', async () => {
    await expectAll401(
      driverRoutes(),
      ['', `${DRIVER_COOKIE_NAME}=${'D'.repeat(43)}`, `${DRIVER_COOKIE_NAME}=' OR 1=1 --`],
      DISPATCH_MESSAGES.driverSignInRequired,
    );
  });
});
