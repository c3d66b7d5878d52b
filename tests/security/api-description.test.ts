// Attack battery: what the API description tells a stranger (issue 34, decision 056). The public
// description (/api/openapi.json, and /api/docs with its /json and /yaml) lists only the routes
// anyone may call without signing in: no staff path, no role, no signed-in customer or driver
// route. The whole description (/api/admin/openapi.json) is for a signed-in staff member of any
// role; a visitor, a customer's session and a driver's session are refused it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../src/shared/staff-roles.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { API_AUDIENCE_KEY } from '../../src/server/plugins/api-docs.js';
import { createTestAdmin, signIn } from '../support/admin.js';
import { staffDocumentedPaths } from '../support/api-docs.js';
import { clientAddresses } from '../support/client-addresses.js';
import { customerSession } from '../support/customers.js';
import { driverSession, insertDriver } from '../support/dispatch.js';
import { startTestApp, stopTestApp } from '../support/test-app.js';

type Paths = Record<string, Record<string, Record<string, unknown>>>;

let database: DatabaseHandle;
let app: FastifyInstance;
const nextAddress = clientAddresses(163);

beforeAll(async () => {
  ({ database, app } = await startTestApp());
});
afterAll(() => stopTestApp(app, database));

const get = (url: string, cookie?: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, remoteAddress: nextAddress(), headers: cookie ? { cookie } : {} });

const pathsOf = (response: LightMyRequestResponse) => response.json<{ paths: Paths }>().paths;

/** Every route the app has, from the description it builds for itself, with who each is for. */
function everyOperation(): { path: string; method: string; audience: unknown }[] {
  const paths = staffDocumentedPaths(app) as Paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, audience: operation[API_AUDIENCE_KEY] })),
  );
}

/** The paths of a description that a stranger must not learn. */
function privatePaths(paths: Paths): string[] {
  return Object.entries(paths)
    .filter(
      ([path, methods]) =>
        path.startsWith('/api/admin') || Object.values(methods).some((operation) => operation[API_AUDIENCE_KEY] !== undefined),
    )
    .map(([path]) => path);
}

describe('the public API description', () => {
  it('lists every public route, and no staff, signed-in customer or signed-in driver route', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = pathsOf(response);
    expect(privatePaths(paths)).toEqual([]);
    // Nothing of the roles either: the staff areas' tags and "Roles: ..." are on staff routes only.
    expect(response.body).not.toMatch(/staff area:|Roles: |\/api\/admin/);

    const all = everyOperation();
    const listed = (path: string, method: string) => paths[path]?.[method] !== undefined;
    // The routes of each audience exist (the test would prove nothing otherwise) and none is listed.
    for (const audience of ['staff', 'customer', 'driver']) {
      const routes = all.filter((operation) => operation.audience === audience);
      expect(routes.length, audience).toBeGreaterThan(0);
      expect(routes.filter((route) => listed(route.path, route.method)).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    }
    // Every route open to anyone is listed, the customer's and driver's sign-in steps among them.
    const open = all.filter((operation) => operation.audience === undefined);
    expect(open.filter((route) => !listed(route.path, route.method)).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(paths).toHaveProperty(['/api/track', 'post']);
    expect(paths).toHaveProperty(['/api/account/sign-in/request', 'post']);
    expect(paths).toHaveProperty(['/api/driver/sign-in/request', 'post']);
  });

  it('is the same through the browsable docs, their JSON and YAML', async () => {
    const json = await get('/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(privatePaths(pathsOf(json))).toEqual([]);
    const yaml = await get('/api/docs/yaml');
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('/api/track');
    expect(yaml.body).not.toMatch(/\/api\/admin|staff area:|x-audience/);
    // The page offers the staff description by its guarded address, which it does not hold itself.
    const initializer = await get('/api/docs/static/swagger-initializer.js');
    expect(initializer.body).toContain('/api/admin/openapi.json');
  });

  it('stays public to a signed-in staff member too (it is the same document for everyone)', async () => {
    await createTestAdmin(database.db, { email: 'public-doc@freight.example', password: 'a long public doc password' }, 'owner');
    const member = await signIn(app, { email: 'public-doc@freight.example', password: 'a long public doc password' }, nextAddress());
    expect(privatePaths(pathsOf(await get('/api/openapi.json', member.cookie)))).toEqual([]);
  });
});

describe('GET /api/admin/openapi.json (the whole description)', () => {
  it.each(STAFF_ROLES)('is given to a signed-in %s, with every route and the roles', async (role: StaffRole) => {
    const credentials = { email: `doc-${role}@freight.example`, password: `a long ${role} doc password` };
    await createTestAdmin(database.db, credentials, role);
    const member = await signIn(app, credentials, nextAddress());
    const response = await member.request({ method: 'GET', url: '/api/admin/openapi.json', remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(200);
    const paths = pathsOf(response);
    expect(Object.keys(paths).sort()).toEqual(Object.keys(staffDocumentedPaths(app) as Paths).sort());
    expect(paths).toHaveProperty(['/api/admin/dispatch/board', 'get']);
    expect(paths['/api/admin/dispatch/board']?.get?.description).toMatch(/Roles: owner, operations\./);
    expect(paths['/api/account/requests']?.get?.[API_AUDIENCE_KEY]).toBe('customer');
    expect(Object.keys(paths).some((path) => path.startsWith('/api/driver/') && !path.includes('sign-in'))).toBe(true);
  });

  it('is refused to a visitor, a customer and a driver', async () => {
    expect((await get('/api/admin/openapi.json')).statusCode).toBe(401);

    const customer = await customerSession(app, database.db, 'doc-reader@customer.example');
    const asCustomer = await customer.request({ method: 'GET', url: '/api/admin/openapi.json', remoteAddress: nextAddress() });
    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.body).not.toContain('/api/admin/dispatch');
    // The customer's own session works: the refusal is for the description, not a broken cookie.
    expect((await customer.request({ method: 'GET', url: '/api/account/session', remoteAddress: nextAddress() })).statusCode).toBe(200);
    expect(privatePaths(pathsOf(await get('/api/openapi.json', customer.cookie)))).toEqual([]);

    const driver = await driverSession(app, database.db, await insertDriver(database.db));
    const asDriver = await driver.request({ method: 'GET', url: '/api/admin/openapi.json', remoteAddress: nextAddress() });
    expect(asDriver.statusCode).toBe(401);
    expect((await driver.request({ method: 'GET', url: '/api/driver/session', remoteAddress: nextAddress() })).statusCode).toBe(200);
  });
});
