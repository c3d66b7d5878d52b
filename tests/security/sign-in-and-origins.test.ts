// Attack battery: guesses sent all at once, changes to two-factor sign-in, and where a write may
// come from. Every guessable secret of the admin area (the password at sign-in and before a
// two-factor change, the sign-in code, the enrolment code, the code that turns two-factor off)
// is counted before it is checked, so 60 guesses sent together get the same 5 checks as 60 sent
// one by one: counted here as argon2 verifications and TOTP checks. The race is real on
// PostgreSQL (TEST_DATABASE_URL), where the requests' queries run side by side.
import { eq } from 'drizzle-orm';
import argon2 from 'argon2';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WRONG_CODE_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../../src/shared/admin/admin-auth.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { adminLoginFailures } from '../../src/server/db/schema.js';
import { currentCode } from '../../src/server/features/admin/auth/totp.js';
import { createTestAdmin, enrolTwoFactor, signIn, SITE_ORIGIN } from '../support/admin.js';
import { clientAddresses } from '../support/client-addresses.js';
import { appWithUploadFolder } from '../support/security.js';
import { openTestDatabase } from '../support/test-database.js';

const HTTPS_ORIGIN = 'https://freight.example';
const ALLOWED_CHECKS = 5;
const AT_ONCE = 60;

let database: DatabaseHandle;
let app: FastifyInstance;
let httpsSite: FastifyInstance;
let strictApp: FastifyInstance;

// Every password check and every authenticator-code check the app makes.
const passwordChecks = vi.spyOn(argon2, 'verify');
const codeChecks = vi.spyOn(TOTP.prototype, 'validate');

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app } = await appWithUploadFolder(database));
  ({ app: httpsSite } = await appWithUploadFolder(database, { PUBLIC_BASE_URL: HTTPS_ORIGIN }));
  ({ app: strictApp } = await appWithUploadFolder(database, { ADMIN_REQUIRE_MFA: 'true' }));
});
afterAll(async () => {
  await app?.close();
  await httpsSite?.close();
  await strictApp?.close();
  await database?.close();
  vi.restoreAllMocks();
});

// A new client address for every request: the per-address rate limit must not be what holds.
const nextAddress = clientAddresses(81);

let adminNumber = 0;
async function newAdmin(label: string) {
  const admin = { email: `${label}-${++adminNumber}@freight.example`, password: `${label} password ${adminNumber}` };
  await createTestAdmin(database.db, admin);
  return admin;
}

function post(target: FastifyInstance, url: string, payload: object, cookie?: string): Promise<LightMyRequestResponse> {
  return target.inject({
    method: 'POST',
    url,
    remoteAddress: nextAddress(),
    headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });
}
function sessionOf(cookie: string, target = app) {
  return target.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
}
function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'admin_session');
  if (!cookie) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return `admin_session=${cookie.value}`;
}

/** How many responses had each status. */
function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

/** `AT_ONCE` copies of a request, all sent before any answers; with the checks they caused. */
async function allAtOnce(send: (index: number) => Promise<LightMyRequestResponse>) {
  const [passwordsBefore, codesBefore] = [passwordChecks.mock.calls.length, codeChecks.mock.calls.length];
  const responses = await Promise.all(Array.from({ length: AT_ONCE }, (_, index) => send(index)));
  return {
    responses,
    statuses: tally(responses),
    passwordChecks: passwordChecks.mock.calls.length - passwordsBefore,
    codeChecks: codeChecks.mock.calls.length - codesBefore,
  };
}

/** A 6-digit code no authenticator with this secret accepts now. */
function wrongCode(secret: string): string {
  const accepted = new Set([-30_000, 0, 30_000].map((offset) => currentCode(secret, new Date(Date.now() + offset))));
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}

async function failuresOf(email: string): Promise<number> {
  const [row] = await database.db.select().from(adminLoginFailures).where(eq(adminLoginFailures.email, email));
  return row?.failures ?? 0;
}

/** An admin with two-factor sign-in on, and a signed-in session of theirs. */
async function adminWithTwoFactor(label: string) {
  const admin = await newAdmin(label);
  const client = await signIn(app, admin, nextAddress());
  const enrolled = await enrolTwoFactor(client);
  return { ...admin, ...enrolled, client };
}

describe(`${AT_ONCE} guesses sent at once`, () => {
  it(`at sign-in: at most ${ALLOWED_CHECKS} passwords are checked, and the lock then refuses the right one`, async () => {
    const admin = await newAdmin('password-race');
    const guesses = await allAtOnce((index) =>
      post(app, '/api/admin/login', { email: admin.email, password: `wrong guess number ${index}` }),
    );
    expect(guesses.passwordChecks).toBe(ALLOWED_CHECKS);
    expect(guesses.statuses).toEqual({ 401: ALLOWED_CHECKS, 429: AT_ONCE - ALLOWED_CHECKS });

    const checksBefore = passwordChecks.mock.calls.length;
    const right = await post(app, '/api/admin/login', admin);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    expect(passwordChecks.mock.calls.length).toBe(checksBefore);
  });

  it('at sign-in, for an address with no admin: the same', async () => {
    const guesses = await allAtOnce((index) =>
      post(app, '/api/admin/login', { email: 'nobody-here@freight.example', password: `wrong guess number ${index}` }),
    );
    expect(guesses.passwordChecks).toBe(ALLOWED_CHECKS);
    expect(guesses.statuses).toEqual({ 401: ALLOWED_CHECKS, 429: AT_ONCE - ALLOWED_CHECKS });
  });

  it('a right password still resets the count', async () => {
    const admin = await newAdmin('resets');
    for (let attempt = 1; attempt < ALLOWED_CHECKS; attempt++)
      expect((await post(app, '/api/admin/login', { ...admin, password: `typo ${attempt} xxxxxx` })).statusCode).toBe(401);
    expect((await post(app, '/api/admin/login', admin)).statusCode).toBe(200);
    expect(await failuresOf(admin.email)).toBe(0);
  });

  it(`at the code step, spread over ${ALLOWED_CHECKS} pending sign-ins: at most ${ALLOWED_CHECKS} codes are checked`, async () => {
    const admin = await adminWithTwoFactor('code-race');
    // The password is right each time: those attempts are given back, the codes are what count.
    const pending: string[] = [];
    for (let signIns = 0; signIns < ALLOWED_CHECKS; signIns++) pending.push(sessionCookie(await post(app, '/api/admin/login', admin)));
    const code = wrongCode(admin.secret);
    const guesses = await allAtOnce((index) => post(app, '/api/admin/login/code', { code }, pending[index % pending.length]));
    expect(guesses.codeChecks).toBe(ALLOWED_CHECKS);
    expect(guesses.statuses[200]).toBeUndefined();
    expect(
      guesses.responses.filter((response) => response.json<{ message: string }>().message === WRONG_CODE_MESSAGE).length,
    ).toBeLessThanOrEqual(ALLOWED_CHECKS);
    expect((guesses.statuses[401] ?? 0) + (guesses.statuses[429] ?? 0)).toBe(AT_ONCE);

    // The right code is refused now, on any pending sign-in, and so is the password.
    const checksBefore = codeChecks.mock.calls.length;
    for (const cookie of pending)
      expect([401, 429]).toContain((await post(app, '/api/admin/login/code', { code: admin.recoveryCodes[0] ?? '' }, cookie)).statusCode);
    expect(codeChecks.mock.calls.length).toBe(checksBefore);
    expect((await post(app, '/api/admin/login', admin)).statusCode).toBe(429);
  });

  it(`on one pending sign-in: at most ${ALLOWED_CHECKS} codes, then it ends`, async () => {
    const admin = await adminWithTwoFactor('one-pending');
    const pending = sessionCookie(await post(app, '/api/admin/login', admin));
    const guesses = await allAtOnce(() => post(app, '/api/admin/login/code', { code: wrongCode(admin.secret) }, pending));
    expect(guesses.codeChecks).toBe(ALLOWED_CHECKS);
    expect(guesses.statuses[200]).toBeUndefined();
    expect((await post(app, '/api/admin/login/code', { code: admin.recoveryCodes[0] ?? '' }, pending)).statusCode).toBe(401);
  });

  it.each([
    { wrong: 'password', status: 403 },
    { wrong: 'code', status: 400 },
  ])(
    `turning two-factor off with a wrong $wrong: at most ${ALLOWED_CHECKS} are checked, then the right ones are refused`,
    async ({ wrong, status }) => {
      const admin = await adminWithTwoFactor(`disable-race-${wrong}`);
      const proof = {
        password: wrong === 'password' ? 'not the password at all' : admin.password,
        code: wrong === 'code' ? wrongCode(admin.secret) : (admin.recoveryCodes[0] ?? ''),
      };
      const guesses = await allAtOnce(() => post(app, '/api/admin/two-factor/disable', proof, admin.client.cookie));
      expect(guesses.passwordChecks).toBe(ALLOWED_CHECKS);
      expect(guesses.codeChecks).toBe(wrong === 'code' ? ALLOWED_CHECKS : 0);
      expect(guesses.statuses).toEqual({ [status]: ALLOWED_CHECKS, 429: AT_ONCE - ALLOWED_CHECKS });

      const right = await post(
        app,
        '/api/admin/two-factor/disable',
        { password: admin.password, code: admin.recoveryCodes[1] ?? '' },
        admin.client.cookie,
      );
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
      expect((await sessionOf(admin.client.cookie)).json()).toMatchObject({ twoFactorEnabled: true });
    },
  );

  it(`starting enrolment with a wrong password: at most ${ALLOWED_CHECKS} are checked`, async () => {
    const admin = await newAdmin('enrol-race');
    const client = await signIn(app, admin, nextAddress());
    const guesses = await allAtOnce(() =>
      post(app, '/api/admin/two-factor/enrolment', { password: 'not the password at all' }, client.cookie),
    );
    expect(guesses.passwordChecks).toBe(ALLOWED_CHECKS);
    expect(guesses.statuses).toEqual({ 403: ALLOWED_CHECKS, 429: AT_ONCE - ALLOWED_CHECKS });
    expect((await post(app, '/api/admin/two-factor/enrolment', { password: admin.password }, client.cookie)).statusCode).toBe(429);
  });

  it(`confirming enrolment with a wrong code: at most ${ALLOWED_CHECKS} are checked`, async () => {
    const admin = await newAdmin('confirm-race');
    const client = await signIn(app, admin, nextAddress());
    const started = await post(app, '/api/admin/two-factor/enrolment', { password: admin.password }, client.cookie);
    const { secret } = started.json<{ secret: string }>();
    const guesses = await allAtOnce(() => post(app, '/api/admin/two-factor/enrolment/confirm', { code: wrongCode(secret) }, client.cookie));
    expect(guesses.codeChecks).toBe(ALLOWED_CHECKS);
    expect(guesses.statuses).toEqual({ 400: ALLOWED_CHECKS, 429: AT_ONCE - ALLOWED_CHECKS });
    expect((await post(app, '/api/admin/two-factor/enrolment/confirm', { code: currentCode(secret) }, client.cookie)).statusCode).toBe(429);
  });
});

describe('changing two-factor sign-in asks for the password again', () => {
  it('to start enrolment: none is 400, a wrong one 403 and counted, the right one 200', async () => {
    const admin = await newAdmin('enrol-password');
    const client = await signIn(app, admin, nextAddress());
    expect((await post(app, '/api/admin/two-factor/enrolment', {}, client.cookie)).statusCode).toBe(400);
    expect((await post(app, '/api/admin/two-factor/enrolment', { password: '' }, client.cookie)).statusCode).toBe(400);
    const wrong = await post(app, '/api/admin/two-factor/enrolment', { password: 'not the password at all' }, client.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: 'Forbidden', code: 'api.status.403', message: WRONG_PASSWORD_MESSAGE });
    expect(await failuresOf(admin.email)).toBe(1);
    // The session is untouched by a wrong password.
    expect((await sessionOf(client.cookie)).statusCode).toBe(200);
    expect((await post(app, '/api/admin/two-factor/enrolment', { password: admin.password }, client.cookie)).statusCode).toBe(200);
    expect(await failuresOf(admin.email)).toBe(0);
  });

  it('to turn it off: none is 400, a wrong one 403 and counted, and no code is used up', async () => {
    const admin = await adminWithTwoFactor('disable-password');
    const code = admin.recoveryCodes[0] ?? '';
    expect((await post(app, '/api/admin/two-factor/disable', { code }, admin.client.cookie)).statusCode).toBe(400);
    const wrong = await post(app, '/api/admin/two-factor/disable', { code, password: 'not the password at all' }, admin.client.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: 'Forbidden', code: 'api.status.403', message: WRONG_PASSWORD_MESSAGE });
    expect(await failuresOf(admin.email)).toBe(1);
    expect((await post(app, '/api/admin/two-factor/disable', { code, password: admin.password }, admin.client.cookie)).statusCode).toBe(
      200,
    );
    expect(await failuresOf(admin.email)).toBe(0);
  });

  it('even right after sign-in on a site that requires two-factor (ADMIN_REQUIRE_MFA)', async () => {
    const admin = await newAdmin('forced-enrolment');
    const enrolling = sessionCookie(await post(strictApp, '/api/admin/login', admin));
    expect((await post(strictApp, '/api/admin/two-factor/enrolment', {}, enrolling)).statusCode).toBe(400);
    expect((await post(strictApp, '/api/admin/two-factor/enrolment', { password: 'not the password at all' }, enrolling)).statusCode).toBe(
      403,
    );
    expect((await post(strictApp, '/api/admin/two-factor/enrolment', { password: admin.password }, enrolling)).statusCode).toBe(200);
  });
});

describe("turning two-factor sign-in on or off ends the admin's other sessions", () => {
  it('on: the password-only sessions elsewhere end, this one stays', async () => {
    const admin = await newAdmin('sessions-on');
    const here = await signIn(app, admin, nextAddress());
    const laptop = await signIn(app, admin, nextAddress());
    const phone = await signIn(app, admin, nextAddress());
    const someoneElse = await signIn(app, await newAdmin('bystander'), nextAddress());
    await enrolTwoFactor(here);
    expect((await sessionOf(here.cookie)).json()).toMatchObject({ twoFactorEnabled: true });
    for (const other of [laptop, phone]) expect((await sessionOf(other.cookie)).statusCode).toBe(401);
    expect((await sessionOf(someoneElse.cookie)).statusCode).toBe(200);
  });

  it('off: the other sessions end, and so does a sign-in still waiting for its code', async () => {
    const admin = await adminWithTwoFactor('sessions-off');
    const laptop = sessionCookie(
      await post(
        app,
        '/api/admin/login/code',
        { code: admin.recoveryCodes[0] ?? '' },
        sessionCookie(await post(app, '/api/admin/login', admin)),
      ),
    );
    const waiting = sessionCookie(await post(app, '/api/admin/login', admin));
    expect((await sessionOf(laptop)).statusCode).toBe(200);

    const off = await post(
      app,
      '/api/admin/two-factor/disable',
      { password: admin.password, code: admin.recoveryCodes[1] ?? '' },
      admin.client.cookie,
    );
    expect(off.statusCode).toBe(200);
    expect((await sessionOf(admin.client.cookie)).json()).toMatchObject({ twoFactorEnabled: false });
    expect((await sessionOf(laptop)).statusCode).toBe(401);
    expect((await post(app, '/api/admin/login/code', { code: admin.recoveryCodes[2] ?? '' }, waiting)).statusCode).toBe(401);
  });

  it('on, at a forced enrolment: the enrolling session becomes a full one, every other ends', async () => {
    const admin = await newAdmin('sessions-forced');
    const enrolling = sessionCookie(await post(strictApp, '/api/admin/login', admin));
    const other = sessionCookie(await post(strictApp, '/api/admin/login', admin));
    const { secret } = (await post(strictApp, '/api/admin/two-factor/enrolment', { password: admin.password }, enrolling)).json<{
      secret: string;
    }>();
    const confirmed = await post(strictApp, '/api/admin/two-factor/enrolment/confirm', { code: currentCode(secret) }, enrolling);
    expect(confirmed.statusCode).toBe(200);
    expect((await sessionOf(sessionCookie(confirmed), strictApp)).statusCode).toBe(200);
    for (const ended of [enrolling, other]) expect((await sessionOf(ended, strictApp)).statusCode).toBe(401);
  });
});

// Origin values against every write route of the admin API, on the http and the https site.
interface OriginCase {
  name: string;
  headers: Record<string, string>;
  accepted: boolean;
}

function originCases(publicOrigin: string, publicHost: string): OriginCase[] {
  const [scheme, otherScheme] = publicOrigin.startsWith('https:') ? ['https', 'http'] : ['http', 'https'];
  const host = { host: publicHost };
  return [
    { name: 'the public origin', headers: { ...host, origin: publicOrigin }, accepted: true },
    { name: 'with a trailing slash', headers: { ...host, origin: `${publicOrigin}/` }, accepted: true },
    {
      name: 'with the host in capitals',
      headers: { ...host, origin: publicOrigin.toUpperCase().replace(/^HTTPS?/, scheme) },
      accepted: true,
    },
    {
      name: `the other scheme (${otherScheme}:)`,
      headers: { ...host, origin: publicOrigin.replace(/^https?/, otherScheme) },
      accepted: false,
    },
    { name: 'ws:', headers: { ...host, origin: publicOrigin.replace(/^https?/, 'ws') }, accepted: false },
    { name: 'wss:', headers: { ...host, origin: publicOrigin.replace(/^https?/, 'wss') }, accepted: false },
    { name: 'a user name before the host', headers: { ...host, origin: publicOrigin.replace('://', '://admin@') }, accepted: false },
    { name: 'an empty user name', headers: { ...host, origin: publicOrigin.replace('://', '://@') }, accepted: false },
    { name: 'another port', headers: { ...host, origin: `${scheme}://${publicHost.split(':')[0]}:8443` }, accepted: false },
    { name: 'a path', headers: { ...host, origin: `${publicOrigin}/admin` }, accepted: false },
    { name: 'a look-alike host', headers: { ...host, origin: `${publicOrigin}.evil.example` }, accepted: false },
    { name: 'another site', headers: { ...host, origin: `${scheme}://evil.example` }, accepted: false },
    { name: 'two origins', headers: { ...host, origin: `${publicOrigin}, ${scheme}://evil.example` }, accepted: false },
    { name: 'null', headers: { ...host, origin: 'null' }, accepted: false },
    { name: 'garbage', headers: { ...host, origin: 'not an origin at all' }, accepted: false },
    { name: 'empty', headers: { ...host, origin: '' }, accepted: false },
    { name: 'missing', headers: { ...host }, accepted: false },
    { name: 'missing, Sec-Fetch-Site: cross-site', headers: { ...host, 'sec-fetch-site': 'cross-site' }, accepted: false },
    { name: 'missing, Sec-Fetch-Site: same-site', headers: { ...host, 'sec-fetch-site': 'same-site' }, accepted: false },
    { name: 'missing, Sec-Fetch-Site: same-origin', headers: { ...host, 'sec-fetch-site': 'same-origin' }, accepted: true },
    // Sent to a private address or through a proxy that keeps Host: that host, under the public scheme only.
    {
      name: 'the Host it was sent to',
      headers: { host: 'freight.internal:8080', origin: `${scheme}://freight.internal:8080` },
      accepted: true,
    },
    {
      name: 'the Host it was sent to, other scheme',
      headers: { host: 'freight.internal:8080', origin: `${otherScheme}://freight.internal:8080` },
      accepted: false,
    },
    {
      name: 'the Host it was sent to, other port',
      headers: { host: 'freight.internal:8080', origin: `${scheme}://freight.internal:8081` },
      accepted: false,
    },
  ];
}

const SITES = [
  { name: 'http site', publicOrigin: SITE_ORIGIN, publicHost: 'localhost:5000', cookieName: 'admin_session', site: () => app },
  {
    name: 'https site',
    publicOrigin: HTTPS_ORIGIN,
    publicHost: 'freight.example',
    cookieName: '__Host-admin_session',
    site: () => httpsSite,
  },
];

/** Every state-changing route of the admin API in the OpenAPI description, with sample ids. */
function writeRoutes(target: FastifyInstance): { method: InjectOptions['method']; url: string }[] {
  const paths = (target.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path.replace('{id}', '1') })))
    .filter((route) => route.method !== 'GET');
}

describe.each(SITES)('the Origin of a write, on the $name', ({ publicOrigin, publicHost, cookieName, site }) => {
  let admin: { email: string; password: string };
  beforeAll(async () => {
    admin = await newAdmin('origins');
  });

  async function signedInCookie(): Promise<string> {
    const response = await site().inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: nextAddress(),
      headers: { origin: publicOrigin },
      payload: admin,
    });
    const token = response.cookies.find((c) => c.name === cookieName)?.value;
    if (!token) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    return `${cookieName}=${token}`;
  }
  const send = (route: { method: InjectOptions['method']; url: string }, headers: Record<string, string>, cookie: string) =>
    site().inject({ ...route, remoteAddress: nextAddress(), headers: { ...headers, cookie }, payload: {} });

  it('covers the write routes', () => {
    const routes = writeRoutes(site()).map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/admin/login',
        'POST /api/admin/login/code',
        'POST /api/admin/logout',
        'POST /api/admin/two-factor/disable',
      ]),
    );
    expect(routes.length).toBeGreaterThan(10);
  });

  it.each(originCases(publicOrigin, publicHost))('$name: accepted $accepted', async ({ headers, accepted }) => {
    const cookie = await signedInCookie();
    const fromOurPages = { host: publicHost, origin: publicOrigin };
    for (const route of writeRoutes(site())) {
      const logout = route.url.endsWith('/logout');
      // Accepted: the route answers as it does to our own pages (never 403). Logout gets a
      // session of its own, so the one the other routes use lives on.
      const expected = !accepted ? 403 : logout ? 204 : (await send(route, fromOurPages, cookie)).statusCode;
      if (accepted) expect({ ...route, status: expected }).not.toEqual({ ...route, status: 403 });
      const response = await send(route, headers, logout && accepted ? await signedInCookie() : cookie);
      expect({ ...route, status: response.statusCode }).toEqual({ ...route, status: expected });
    }
    // A refused write changed nothing: not even logout ended the session.
    expect((await site().inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(200);
  });
});
