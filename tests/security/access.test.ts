// Attack battery: who gets in. Every admin route refuses every kind of missing or dead session
// (401) and cross-site writes (403); sign-in resists guessing; reference IDs cannot be guessed
// through any look-up; every response carries the security headers. New admin routes are
// covered by being in the OpenAPI description; new public look-ups go in LOOKUPS.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE, INVALID_LOGIN_MESSAGE } from '../../src/shared/admin/admin-auth.js';
import { PAYMENT_PAGE_PATHS } from '../../src/shared/page-routes.js';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { adminLoginFailures, adminSessions, adminUsers } from '../../src/server/db/schema.js';
import { hashToken } from '../../src/server/platform/security/tokens.js';
import { loadBuiltSite } from '../../src/server/site/built-site.js';
import { createTestAdmin, enrolTwoFactor, signIn, SITE_ORIGIN, TEST_ADMIN } from '../support/admin.js';
import { clientAddresses } from '../support/client-addresses.js';
import { STRIPE_ENV } from '../support/payments.js';
import { scratchFolder, testConfig } from '../support/test-config.js';
import { openTestDatabase } from '../support/test-database.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let httpsSite: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  const distDir = scratchFolder('security-site-');
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');
  const config = testConfig();
  app = await buildApp({ config, database, logger: false, site: await loadBuiltSite(distDir, config.company) });
  const httpsConfig = testConfig({
    PUBLIC_BASE_URL: 'https://freight.example',
    ...STRIPE_ENV,
    PAYPAL_CLIENT_ID: 'paypal-client-id-1',
    PAYPAL_CLIENT_SECRET: 'paypal-client-secret-1',
  });
  httpsSite = await buildApp({ config: httpsConfig, database, logger: false, site: await loadBuiltSite(distDir, httpsConfig.company) });
  await Promise.all([app.ready(), httpsSite.ready()]);
  await createTestAdmin(database.db);
});
afterAll(async () => {
  await app?.close();
  await httpsSite?.close();
  await database?.close();
});

const nextAddress = clientAddresses(70);

/** Every admin route in the OpenAPI description but the two sign-in steps, with sample ids. */
function adminRoutes(): { method: InjectOptions['method']; url: string }[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin/') && !path.startsWith('/api/admin/login'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace('{id}', path.includes('uploads') ? '00000000-0000-4000-8000-000000000000' : '1'),
      })),
    );
}

async function sessionCookie(kind: string): Promise<string | undefined> {
  if (kind === 'no session') return undefined;
  if (kind === 'a made-up token') return `admin_session=${'C'.repeat(43)}`;
  if (kind === 'a malformed token') return "admin_session=' OR 1=1 --";
  const client = await signIn(app, TEST_ADMIN, nextAddress());
  const tokenHash = hashToken(client.cookie.split('=')[1] ?? '');
  if (kind === 'an expired session') {
    await database.db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.tokenHash, tokenHash));
  } else if (kind === 'an idle session') {
    await database.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '3 hours'` })
      .where(eq(adminSessions.tokenHash, tokenHash));
  } else if (kind === 'a session after logout') {
    await client.request({ method: 'POST', url: '/api/admin/logout' });
  }
  return client.cookie;
}

describe('every /api/admin route', () => {
  it('is found in the API description (the walk below covers them all)', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(20);
  });

  it.each(['no session', 'a made-up token', 'a malformed token', 'an expired session', 'an idle session', 'a session after logout'])(
    'answers 401 with %s',
    async (kind) => {
      const cookie = await sessionCookie(kind);
      for (const route of adminRoutes()) {
        const response = await app.inject({
          ...route,
          headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) },
          payload: route.method === 'GET' ? undefined : {},
        });
        expect({ ...route, status: response.statusCode }).toEqual({ ...route, status: 401 });
      }
    },
  );

  it('answers 401 to a sign-in that still owes its authenticator code', async () => {
    const admin = { email: 'code-owed@freight.example', password: 'code owed password 1' };
    await createTestAdmin(database.db, admin);
    await enrolTwoFactor(await signIn(app, admin, nextAddress()));
    const password = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: nextAddress(),
      headers: { origin: SITE_ORIGIN },
      payload: admin,
    });
    const cookie = `admin_session=${password.cookies.find((c) => c.name === 'admin_session')?.value}`;
    for (const route of adminRoutes()) {
      const response = await app.inject({
        ...route,
        headers: { origin: SITE_ORIGIN, cookie },
        payload: route.method === 'GET' ? undefined : {},
      });
      expect({ ...route, status: response.statusCode }).toEqual({ ...route, status: 401 });
    }
  });

  it('refuses every write from another site (403), even with a valid session', async () => {
    const client = await signIn(app, TEST_ADMIN, nextAddress());
    const writes = adminRoutes().filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(5);
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, {}]) {
      for (const route of writes) {
        const response = await app.inject({ ...route, headers: { ...headers, cookie: client.cookie }, payload: {} });
        expect({ ...route, headers, status: response.statusCode }).toEqual({ ...route, headers, status: 403 });
      }
    }
    expect((await client.request({ method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);
  });

  it('replaces a session cookie planted before sign-in', async () => {
    const planted = 'D'.repeat(43);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: nextAddress(),
      headers: { origin: SITE_ORIGIN, cookie: `admin_session=${planted}` },
      payload: TEST_ADMIN,
    });
    const issued = response.cookies.find((c) => c.name === 'admin_session')?.value;
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued).not.toBe(planted);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: `admin_session=${planted}` } })).statusCode,
    ).toBe(401);
  });
});

describe('guessing passwords', () => {
  const login = (payload: object, address: string) =>
    app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: address, headers: { origin: SITE_ORIGIN }, payload });

  it('gets the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@freight.example', password: 'some password 1' }, nextAddress());
    const wrong = await login({ email: TEST_ADMIN.email, password: 'some password 1' }, nextAddress());
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ error: 'Unauthorized', code: 'api.status.401', message: INVALID_LOGIN_MESSAGE });
  });

  it("tells a disabled member so only once the password is right: a wrong one gets everyone's answer", async () => {
    const member = { email: 'disabled.member@freight.example', password: 'disabled member password 1' };
    await createTestAdmin(database.db, member, 'accounting');
    await database.db.update(adminUsers).set({ disabledAt: new Date() }).where(eq(adminUsers.email, member.email));

    const unknown = await login({ email: 'nobody.else@freight.example', password: 'some password 1' }, nextAddress());
    const wrong = await login({ email: member.email, password: 'some password 1' }, nextAddress());
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(wrong.body).toBe(unknown.body);

    const right = await login(member, nextAddress());
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: 'Forbidden', code: 'api.status.403', message: ACCOUNT_DISABLED_MESSAGE });
    expect(right.cookies.filter((cookie) => cookie.name === 'admin_session' && cookie.value)).toEqual([]);
    // Each answer was an attempt: the account's limit counts them all, so nothing is probed for free.
    const [counted] = await database.db.select().from(adminLoginFailures).where(eq(adminLoginFailures.email, member.email));
    expect(counted?.failures).toBe(2);
  });

  it('is limited to 10 tries per address in 10 minutes (429 with Retry-After)', async () => {
    const address = nextAddress();
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await login({ email: `spray${attempt}@x.example`, password: 'spray password 1' }, address)).statusCode).toBe(401);
    const limited = await login(TEST_ADMIN, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks an address after 5 wrong passwords from anywhere (429), even for the right one', async () => {
    const admin = { email: 'targeted@freight.example', password: 'targeted password 1' };
    await createTestAdmin(database.db, admin);
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login({ email: admin.email, password: `guess ${attempt} xx` }, nextAddress())).statusCode).toBe(401);
    expect((await login(admin, nextAddress())).statusCode).toBe(429);
  });

  it('limits authenticator-code guesses per address too', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/login/code',
        remoteAddress: address,
        headers: { origin: SITE_ORIGIN },
        payload: { code: '123456' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

// Every public look-up by reference ID: unknown, malformed and driver-application IDs all get one
// 404, and one client gets `limit` tries before 429.
const LOOKUPS: { name: string; limit: number; request: (ref: string) => InjectOptions }[] = [
  { name: 'the invoice view', limit: 30, request: (ref) => ({ method: 'GET', url: `/api/service-requests/${encodeURIComponent(ref)}` }) },
  {
    name: 'tracking',
    limit: 10,
    request: (ref) => ({ method: 'POST', url: '/api/track', payload: { referenceId: ref, email: 'guess@example.com' } }),
  },
  {
    name: 'reporting a transfer',
    limit: 20,
    request: (ref) => ({
      method: 'POST',
      url: `/api/service-requests/${encodeURIComponent(ref)}/pay`,
      payload: { paymentMethod: 'zelle' },
    }),
  },
];
const GUESSES = [
  'SR-0000-0000-0000-0000',
  'SR-ZZZZ-ZZZZ-ZZZZ-ZZZZ',
  'DA-0000-0000-0000-0000',
  'SR-1',
  "SR-1' OR '1'='1",
  '../../etc/passwd',
];

describe.each(LOOKUPS)('guessing reference IDs through $name', ({ limit, request }) => {
  it('gets one 404 for every miss, whatever its shape', async () => {
    const bodies = new Set<string>();
    for (const guess of GUESSES) {
      const response = await app.inject({ ...request(guess), remoteAddress: nextAddress() });
      expect({ guess, status: response.statusCode }).toEqual({ guess, status: 404 });
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
  });

  it(`is rate limited (429 after ${limit} a client)`, async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt++)
      statuses.push((await app.inject({ ...request(GUESSES[0] ?? ''), remoteAddress: address })).statusCode);
    expect(statuses.slice(0, limit).every((status) => status === 404)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe('payment pages', () => {
  it.each(PAYMENT_PAGE_PATHS)('%s is private: no referrer, no caching, no indexing', async (path) => {
    for (const site of [app, httpsSite]) {
      const response = await site.inject({ method: 'GET', url: `${path}?ref=SR-0000-0000-0000-0000` });
      expect(response.headers).toMatchObject({
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      });
    }
  });
});

describe('security headers', () => {
  const PATHS = [
    '/',
    '/admin',
    '/track',
    '/no-such-page',
    '/api/payments/config',
    '/api/no-such-route',
    '/healthz',
    '/payment',
    '/make-a-payment',
  ];

  function directives(csp: string): Map<string, string[]> {
    return new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
  }

  it.each(PATHS)('%s: a strict CSP that no page may frame, nosniff, and HSTS only over HTTPS', async (path) => {
    for (const [site, https] of [
      [app, false],
      [httpsSite, true],
    ] as const) {
      const response = await site.inject({ method: 'GET', url: path });
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      const scripts = csp.get('script-src') ?? [];
      expect(scripts[0]).toBe("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      const providerHosts = scripts.filter((source) => source !== "'self'");
      // Payment providers' hosts only on the payment pages, and only when they are configured.
      if (https && ['/payment', '/make-a-payment'].includes(path)) expect(providerHosts.length).toBeGreaterThan(0);
      else expect(providerHosts).toEqual([]);
      for (const host of providerHosts) expect(host).toMatch(/^https:\/\/([\w*-]+\.)*(stripe\.com|paypal\.com|paypalobjects\.com)$/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      if (https) expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      else expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
