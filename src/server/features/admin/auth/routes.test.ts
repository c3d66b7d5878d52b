// Admin sign-in, sessions and the guard, through app.inject on a real database.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestAdmin, signIn, SITE_ORIGIN, TEST_ADMIN } from '../../../../../tests/support/admin.js';
import { clientAddresses } from '../../../../../tests/support/client-addresses.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import { testConfig } from '../../../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../../../tests/support/test-database.js';
import { INVALID_LOGIN_MESSAGE } from '../../../../shared/admin/admin-auth.js';
import { buildApp } from '../../../app.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { adminLoginFailures, adminSessions, adminUsers } from '../../../db/schema.js';
import { createOrResetAdmin, ensureFirstAdmin } from './accounts.js';
import { CROSS_SITE_MESSAGE } from '../../../platform/http/same-origin.js';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../../platform/staff-sessions/guard.js';
import { hashToken } from '../../../platform/security/tokens.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
});
afterAll(() => stopTestApp(app, database));

// Each test signs in from its own address, so the per-address limit is tested on its own.
const nextAddress = clientAddresses(50);

function login(payload: unknown, options: { address?: string; cookie?: string; origin?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: options.address ?? nextAddress(),
    headers: { origin: options.origin ?? SITE_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

function session(cookie: string) {
  return app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
}

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and shows who is signed in', async () => {
    const response = await login({ email: '  Ops-Lead@Freight.example ', password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: TEST_ADMIN.email,
      username: TEST_ADMIN.email,
      role: 'owner',
      twoFactorEnabled: false,
      twoFactorRequired: false,
      next: 'dashboard',
    });
    const cookie = response.cookies.find((c) => c.name === 'admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await session(`admin_session=${cookie?.value}`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: TEST_ADMIN.email });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('keeps only a hash of the session token in the database', async () => {
    const client = await signIn(app, TEST_ADMIN, nextAddress());
    const token = client.cookie.split('=')[1] ?? '';
    const rows = await database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const all = await database.db.select({ tokenHash: adminSessions.tokenHash }).from(adminSessions);
    expect(all.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@freight.example', password: 'whatever password 1' });
    const wrong = await login({ email: TEST_ADMIN.email, password: 'not the password at all' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ error: 'Unauthorized', code: 'api.status.401', message: INVALID_LOGIN_MESSAGE });
    expect(unknown.cookies).toHaveLength(0);
    await database.db.delete(adminLoginFailures);
  });

  it('asks for both fields', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
  });

  it('issues a new token at every sign-in, and a planted cookie never becomes a session', async () => {
    const planted = 'A'.repeat(43);
    const response = await login(TEST_ADMIN, { cookie: `admin_session=${planted}` });
    expect(response.statusCode).toBe(200);
    const issued = response.cookies.find((c) => c.name === 'admin_session')?.value;
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    expect((await session(`admin_session=${planted}`)).statusCode).toBe(401);
  });

  it('ends the session it replaces when an admin signs in again in the same browser', async () => {
    const first = await signIn(app, TEST_ADMIN, nextAddress());
    const again = await login(TEST_ADMIN, { cookie: first.cookie });
    expect(again.statusCode).toBe(200);
    expect((await session(first.cookie)).statusCode).toBe(401);
    expect((await session(cookieHeader(again))).statusCode).toBe(200);
  });

  it('marks the cookies Secure with the __Host- and __Secure- prefixes when the site is served over HTTPS', async () => {
    const httpsApp = await buildApp({ config: testConfig({ PUBLIC_BASE_URL: 'https://freight.example' }), database, logger: false });
    try {
      const response = await httpsApp.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: nextAddress(),
        headers: { origin: 'https://freight.example' },
        payload: TEST_ADMIN,
      });
      expect(response.statusCode).toBe(200);
      const names = response.cookies.map((c) => c.name).sort();
      expect(names).toEqual(['__Host-admin_session', '__Secure-admin_device']);
      for (const cookie of response.cookies) expect(cookie).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await httpsApp.close();
    }
  });
});

describe('signing out and session lifetime', () => {
  it('logout deletes the session: the cookie no longer works', async () => {
    const client = await signIn(app, TEST_ADMIN, nextAddress());
    const logout = await client.request({ method: 'POST', url: '/api/admin/logout' });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'admin_session')?.value).toBe('');
    const token = client.cookie.split('=')[1] ?? '';
    expect(
      await database.db
        .select()
        .from(adminSessions)
        .where(eq(adminSessions.tokenHash, hashToken(token))),
    ).toHaveLength(0);
    expect((await session(client.cookie)).statusCode).toBe(401);
  });

  it('ends a session left idle longer than the idle timeout', async () => {
    const client = await signIn(app, TEST_ADMIN, nextAddress());
    const tokenHash = hashToken(client.cookie.split('=')[1] ?? '');
    await database.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '121 minutes'` })
      .where(eq(adminSessions.tokenHash, tokenHash));
    expect((await session(client.cookie)).statusCode).toBe(401);
  });

  it('ends a session at its absolute lifetime even while it is used', async () => {
    const client = await signIn(app, TEST_ADMIN, nextAddress());
    const tokenHash = hashToken(client.cookie.split('=')[1] ?? '');
    await database.db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.tokenHash, tokenHash));
    const response = await session(client.cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', code: 'api.status.401', message: SIGN_IN_REQUIRED_MESSAGE });
  });

  it('keeps an active session alive, writing last-seen at most once a minute', async () => {
    const client = await signIn(app, TEST_ADMIN, nextAddress());
    const tokenHash = hashToken(client.cookie.split('=')[1] ?? '');
    await database.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '100 minutes'` })
      .where(eq(adminSessions.tokenHash, tokenHash));
    expect((await session(client.cookie)).statusCode).toBe(200);
    const [row] = await database.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('a password reset ends every session of that admin', async () => {
    const other = { email: 'night-shift@freight.example', password: 'night shift password 1' };
    await createOrResetAdmin(database.db, other.email, other.password);
    const client = await signIn(app, other, nextAddress());
    expect(await createOrResetAdmin(database.db, other.email, 'a brand new password 2')).toBe('password-reset');
    expect((await session(client.cookie)).statusCode).toBe(401);
  });
});

describe('the guard in front of every admin route', () => {
  // The routes that come before a session: signing in, and the links e-mailed to staff (an
  // invitation, a password reset). Named one by one, so a new public route is a deliberate act.
  const BEFORE_A_SESSION = [
    '/api/admin/login',
    '/api/admin/login/invitation',
    '/api/admin/login/invitation/accept',
    '/api/admin/login/password-reset/request',
    '/api/admin/login/password-reset',
  ];

  // Every documented route under /api/admin (the OpenAPI description lists them all).
  function adminRoutes(): { method: string; url: string }[] {
    const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    return Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/admin/') && !BEFORE_A_SESSION.includes(path))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase(),
          url: path.replace('{id}', path.includes('uploads') ? '00000000-0000-4000-8000-000000000000' : '1'),
        })),
      );
  }

  it('knows the admin routes it walks', () => {
    const routes = adminRoutes().map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/session',
        'POST /api/admin/logout',
        'GET /api/admin/dashboard-stats',
        'GET /api/admin/service-requests',
        'PATCH /api/admin/service-requests/1/status',
        'POST /api/admin/service-requests/1/invoice',
        'GET /api/admin/export/service-requests',
        'GET /api/admin/driver-applications',
        'PATCH /api/admin/driver-applications/1/status',
        'POST /api/admin/driver-applications/1/hire',
        'GET /api/admin/driver-profiles',
        'GET /api/admin/uploads/00000000-0000-4000-8000-000000000000',
        'GET /api/admin/analytics',
        'GET /api/admin/analytics/export',
        'GET /api/admin/quote-distance',
        'GET /api/admin/service-requests/1/quote-inputs',
      ]),
    );
  });

  it('refuses every one without a session, with a made-up one, and after logout (401)', async () => {
    const client = await signIn(app, TEST_ADMIN, nextAddress());
    await client.request({ method: 'POST', url: '/api/admin/logout' });
    for (const cookie of [undefined, `admin_session=${'B'.repeat(43)}`, 'admin_session=short', client.cookie]) {
      for (const route of adminRoutes()) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) },
          payload: route.method === 'GET' ? undefined : {},
        });
        expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
      }
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing admin call from another origin (403), even with a valid session', async () => {
    const client = await signIn(app, TEST_ADMIN, nextAddress());
    const response = await client.request({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', code: 'api.status.403', message: CROSS_SITE_MESSAGE });
    expect((await session(client.cookie)).statusCode).toBe(200);
  });

  it('refuses a login posted from another site', async () => {
    expect((await login(TEST_ADMIN, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('without Origin, accepts only what the browser marks same-origin', async () => {
    const client = await signIn(app, TEST_ADMIN, nextAddress());
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: client.cookie, ...headers } });
    expect((await post({})).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
  });

  it('accepts the origin of the host the request was sent to (a private address or a proxy keeping Host)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: nextAddress(),
      headers: { origin: 'http://10.0.0.5:5000', host: '10.0.0.5:5000' },
      payload: TEST_ADMIN,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('failed sign-ins', () => {
  it('locks an address after 5 failures, whatever the password, and says when to come back', async () => {
    const email = 'lock-me@freight.example';
    await createOrResetAdmin(database.db, email, 'lock me password 123');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ email, password: `wrong password ${attempt}` })).statusCode).toBe(401);
    }
    const locked = await login({ email, password: 'lock me password 123' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('locks an unknown address the same way, so the lock tells nothing about who is an admin', async () => {
    const email = 'not-an-admin@freight.example';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ email, password: `guess number ${attempt}` })).statusCode).toBe(401);
    }
    expect((await login({ email, password: 'guess number 6' })).json<{ message: string }>().message).toContain(
      'Too many failed sign-in attempts',
    );
  });

  it("lets the real admin in from a browser they signed in from before, while the attacker's lock holds", async () => {
    const email = 'trusted-browser@freight.example';
    const password = 'trusted browser password';
    await createOrResetAdmin(database.db, email, password);
    const earlier = await login({ email, password });
    const device = earlier.cookies.find((c) => c.name === 'admin_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/login' });

    for (let attempt = 1; attempt <= 5; attempt++) await login({ email, password: `attacker guess ${attempt}` });
    expect((await login({ email, password })).statusCode).toBe(429);
    const fromTrustedBrowser = await login({ email, password }, { cookie: `admin_device=${device?.value}` });
    expect(fromTrustedBrowser.statusCode).toBe(200);
    // A success clears the failures: the lock is over for everyone.
    expect(await database.db.select().from(adminLoginFailures).where(eq(adminLoginFailures.email, email))).toHaveLength(0);
  });

  it("a device cookie of one admin does not open another admin's lock", async () => {
    const [alice, bob] = [
      { email: 'alice@freight.example', password: 'alice password 123' },
      { email: 'bob@freight.example', password: 'bob password 12345' },
    ];
    await createOrResetAdmin(database.db, alice.email, alice.password);
    await createOrResetAdmin(database.db, bob.email, bob.password);
    const aliceDevice = (await login(alice)).cookies.find((c) => c.name === 'admin_device')?.value;
    for (let attempt = 1; attempt <= 5; attempt++) await login({ email: bob.email, password: `guess ${attempt} for bob` });
    expect((await login(bob, { cookie: `admin_device=${aliceDevice}` })).statusCode).toBe(429);
  });

  it('starts counting again once the 15-minute window has passed', async () => {
    const email = 'slow-typist@freight.example';
    for (let attempt = 1; attempt <= 4; attempt++) await login({ email, password: `typo number ${attempt}` });
    await database.db
      .update(adminLoginFailures)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(adminLoginFailures.email, email));
    await login({ email, password: 'typo number 5' });
    const [row] = await database.db.select().from(adminLoginFailures).where(eq(adminLoginFailures.email, email));
    expect(row).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('starts counting again once a lock has run out', async () => {
    const email = 'lock-ran-out@freight.example';
    for (let attempt = 1; attempt <= 5; attempt++) await login({ email, password: `typo number ${attempt}` });
    expect((await login({ email, password: 'typo number 6' })).statusCode).toBe(429);
    await database.db
      .update(adminLoginFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(adminLoginFailures.email, email));
    expect((await login({ email, password: 'typo number 7' })).statusCode).toBe(401);
    const [row] = await database.db.select().from(adminLoginFailures).where(eq(adminLoginFailures.email, email));
    expect(row).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('limits sign-in attempts per client address (10 in 10 minutes)', async () => {
    const address = nextAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login({ email: `user${attempt}@spray.example`, password: 'password spray 1' }, { address });
      expect(response.statusCode).toBe(401);
    }
    expect((await login(TEST_ADMIN, { address })).statusCode).toBe(429);
  });
});

describe('the first admin', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD only when there is no admin', async () => {
    const empty = await openTestDatabase();
    try {
      expect(await ensureFirstAdmin(empty.db, { email: 'Owner@Freight.example', password: 'owner password 123' })).toBe(true);
      expect(await ensureFirstAdmin(empty.db, { email: 'second@freight.example', password: 'second password 12' })).toBe(false);
      const admins = await empty.db.select({ email: adminUsers.email, hash: adminUsers.passwordHash }).from(adminUsers);
      expect(admins).toHaveLength(1);
      expect(admins[0]?.email).toBe('owner@freight.example');
      expect(admins[0]?.hash).toMatch(/^\$argon2id\$/);
    } finally {
      await empty.close();
    }
  });

  it('refuses a password shorter than 12 characters', async () => {
    await expect(createOrResetAdmin(database.db, 'short@freight.example', 'elevenchars')).rejects.toThrow('at least 12 characters');
  });
});
