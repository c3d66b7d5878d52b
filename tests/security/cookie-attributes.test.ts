// Attack battery: every cookie the site sets, in one place (issue 34, decision 056). On an HTTPS
// site (PUBLIC_BASE_URL https://...) each is Secure, SameSite Lax or Strict, with its path, and
// HttpOnly unless the page's script must read it: the staff session and trusted-browser cookies,
// the customer's and the driver's sessions, and the remembered language, whether the server sets
// it (a `?lang=` link) or the header's switch does in the browser; and each cookie's removal (a
// sign-out, a dead session) carries the same attributes, or a browser would keep the cookie. The
// requests arrive over plain HTTP, as behind a TLS-terminating proxy: the site's public address
// decides, not the connection. Every file that sets a cookie is named below, and none writes
// cookie attributes but the one rule (src/shared/cookie-attributes.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserCookie, cookieAttributes } from '../../src/shared/cookie-attributes.js';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_USE } from '../../src/shared/i18n.js';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { customerSignInTokens, driverSignInTokens } from '../../src/server/db/schema.js';
import { hashToken, newToken } from '../../src/server/platform/security/tokens.js';
import { PROJECT_ROOT } from '../../src/server/project-root.js';
import { loadBuiltSite } from '../../src/server/site/built-site.js';
import { createTestAdmin, TEST_ADMIN } from '../support/admin.js';
import { clientAddresses } from '../support/client-addresses.js';
import { insertDriver } from '../support/dispatch.js';
import { insertServiceRequestRow } from '../support/service-requests.js';
import { scratchFolder, testConfig } from '../support/test-config.js';
import { openTestDatabase } from '../support/test-database.js';

const SITE = 'https://freight.example';
const DAY = 86_400;

let database: DatabaseHandle;
let app: FastifyInstance;
const nextAddress = clientAddresses(162);

beforeAll(async () => {
  database = await openTestDatabase();
  const distDir = scratchFolder('cookie-site-');
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="en"><head><!--app-head--></head><body></body></html>');
  const config = testConfig({ PUBLIC_BASE_URL: SITE });
  app = await buildApp({ config, database, logger: false, site: await loadBuiltSite(distDir, config.company) });
  await app.ready();
  await createTestAdmin(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type SeenCookie = LightMyRequestResponse['cookies'][number];

function send(method: 'GET' | 'POST', url: string, options: { cookie?: string; payload?: object } = {}) {
  return app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: { origin: SITE, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

function cookieOf(response: LightMyRequestResponse, name: string): SeenCookie {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in ${JSON.stringify(response.headers['set-cookie'])} (${response.statusCode})`);
  return cookie;
}

/** The attributes that decide who may read, send and overwrite a cookie. */
const attributesOf = (cookie: SeenCookie) => ({
  httpOnly: cookie.httpOnly === true,
  secure: cookie.secure === true,
  sameSite: cookie.sameSite,
  path: cookie.path,
  domain: cookie.domain,
});

/** A removal: the same attributes, and already expired. */
function expectRemoval(cookie: SeenCookie, expected: ReturnType<typeof attributesOf>) {
  expect(attributesOf(cookie)).toEqual(expected);
  expect(cookie.value).toBe('');
  expect(cookie.expires?.getTime() ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(Date.now());
}

const SESSION = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', domain: undefined };

/** A sign-in link as the e-mail carries it, written straight in (the sign-in flows are tested in their features). */
async function customerLinkToken(email: string): Promise<string> {
  await insertServiceRequestRow(database.db, { contactEmail: email });
  const token = newToken();
  await database.db.insert(customerSignInTokens).values({
    email,
    tokenHash: hashToken(token),
    codeHash: hashToken(newToken()),
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  return token;
}

async function driverLinkToken(): Promise<string> {
  const driver = await insertDriver(database.db);
  const token = newToken();
  await database.db.insert(driverSignInTokens).values({
    driverProfileId: driver.id,
    tokenHash: hashToken(token),
    codeHash: hashToken(newToken()),
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  return token;
}

describe('every cookie on an HTTPS site', () => {
  it('the staff session: __Host-, HttpOnly, Secure, Lax, Path=/, ending with the browser; and its removals', async () => {
    const signedIn = await send('POST', '/api/admin/login', { payload: TEST_ADMIN });
    expect(signedIn.statusCode).toBe(200);
    const session = cookieOf(signedIn, '__Host-admin_session');
    expect(attributesOf(session)).toEqual(SESSION);
    expect(session.maxAge).toBeUndefined();
    expect(session.expires).toBeUndefined();

    const signedOut = await send('POST', '/api/admin/logout', { cookie: `__Host-admin_session=${session.value}` });
    expect(signedOut.statusCode).toBe(204);
    expectRemoval(cookieOf(signedOut, '__Host-admin_session'), SESSION);

    // A dead session's cookie is removed by the guard's 401.
    const dead = await send('GET', '/api/admin/session', { cookie: `__Host-admin_session=${session.value}` });
    expect(dead.statusCode).toBe(401);
    expectRemoval(cookieOf(dead, '__Host-admin_session'), SESSION);
  });

  it('the trusted browser: __Secure-, HttpOnly, Secure, Strict, only for the sign-in route, kept 90 days', async () => {
    const signedIn = await send('POST', '/api/admin/login', { payload: TEST_ADMIN });
    const device = cookieOf(signedIn, '__Secure-admin_device');
    expect(attributesOf(device)).toEqual({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/admin/login', domain: undefined });
    expect(device.maxAge).toBe(90 * DAY);
  });

  it("the customer's session: __Host-, HttpOnly, Secure, Lax, Path=/, kept 30 days; and its removals", async () => {
    const email = `cookie-customer-${Date.now()}@customers.example`;
    const signedIn = await send('POST', '/api/account/sign-in/link', { payload: { token: await customerLinkToken(email) } });
    expect(signedIn.statusCode).toBe(200);
    const session = cookieOf(signedIn, '__Host-customer_session');
    expect(attributesOf(session)).toEqual(SESSION);
    expect(session.maxAge).toBe(30 * DAY);

    const signedOut = await send('POST', '/api/account/sign-out', { cookie: `__Host-customer_session=${session.value}` });
    expect(signedOut.statusCode).toBe(204);
    expectRemoval(cookieOf(signedOut, '__Host-customer_session'), SESSION);

    const dead = await send('GET', '/api/account/session', { cookie: `__Host-customer_session=${session.value}` });
    expect(dead.statusCode).toBe(401);
    expectRemoval(cookieOf(dead, '__Host-customer_session'), SESSION);
  });

  it("the driver's session: __Host-, HttpOnly, Secure, Lax, Path=/; and its removals", async () => {
    const signedIn = await send('POST', '/api/driver/sign-in/link', { payload: { token: await driverLinkToken() } });
    expect(signedIn.statusCode).toBe(200);
    const session = cookieOf(signedIn, '__Host-driver_session');
    expect(attributesOf(session)).toEqual(SESSION);
    expect(session.maxAge).toBeGreaterThan(0);

    const signedOut = await send('POST', '/api/driver/sign-out', { cookie: `__Host-driver_session=${session.value}` });
    expect(signedOut.statusCode).toBe(204);
    expectRemoval(cookieOf(signedOut, '__Host-driver_session'), SESSION);

    const dead = await send('GET', '/api/driver/session', { cookie: `__Host-driver_session=${session.value}` });
    expect(dead.statusCode).toBe(401);
    expectRemoval(cookieOf(dead, '__Host-driver_session'), SESSION);
  });

  it('the language a `?lang=` link sets: Secure, Lax, Path=/, kept a year, readable by the page', async () => {
    const page = await send('GET', '/track?lang=es');
    expect(page.statusCode).toBe(200);
    const lang = cookieOf(page, LOCALE_COOKIE);
    expect(attributesOf(lang)).toEqual({ httpOnly: false, secure: true, sameSite: 'Lax', path: '/', domain: undefined });
    expect(lang.value).toBe('es');
    expect(lang.maxAge).toBe(LOCALE_COOKIE_MAX_AGE_SECONDS);
  });

  it("the language the header's switch sets in the browser: the same attributes", () => {
    // src/client/i18n/locale.ts writes document.cookie with exactly this, `https` from the page's own address.
    expect(browserCookie(LOCALE_COOKIE, 'es', cookieAttributes(true, LOCALE_COOKIE_USE))).toBe(
      `lang=es; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; Secure`,
    );
    expect(browserCookie(LOCALE_COOKIE, 'es', cookieAttributes(false, LOCALE_COOKIE_USE))).not.toContain('Secure');
    // A session cookie can never be written by a script.
    expect(() => browserCookie('admin_session', 'x', cookieAttributes(true))).toThrow(/HttpOnly/);
  });
});

describe('where cookies are set', () => {
  const SOURCE = join(PROJECT_ROOT, 'src');
  const sourceFiles = readdirSync(SOURCE, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const read = (file: string) => readFileSync(file, 'utf8');
  const named = (files: string[]) => files.map((file) => relative(SOURCE, file)).sort();

  it('is only in the files this battery covers (a new cookie is added above first)', () => {
    const setting = sourceFiles.filter((file) => /\.(setCookie|clearCookie)\(|document\.cookie\s*=[^=]/.test(read(file)));
    expect(named(setting)).toEqual(
      [
        'client/i18n/locale.ts',
        'server/features/admin/account/own-account-routes.ts',
        'server/platform/staff-sessions/guard.ts',
        'server/features/admin/auth/routes.ts',
        'server/platform/sessions/session-guard.ts',
        'server/features/customer-portal/account/session-routes.ts',
        'server/features/dispatch/driver/account/session-routes.ts',
        'server/platform/email-sign-in/sign-in-client.ts',
        'server/i18n/request-locale.ts',
      ].sort(),
    );
  });

  it('writes no cookie attribute anywhere but the one rule', () => {
    const ownRule = join(SOURCE, 'shared', 'cookie-attributes.ts');
    // A cookie may say how it departs from the rule (a `CookieUse`: Strict, a path, a lifetime, read by
    // script); whether it is HttpOnly and Secure is decided by the rule alone.
    const attributeLiterals = /\bhttpOnly\s*:|\bsecure\s*:|;\s*(samesite|secure|httponly)\b/i;
    expect(named(sourceFiles.filter((file) => file !== ownRule && attributeLiterals.test(read(file))))).toEqual([]);
  });
});
