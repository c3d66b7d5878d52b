// Two-factor sign-in (TOTP and recovery codes) through app.inject on a real database.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTwoFactor, signIn, SITE_ORIGIN } from '../../../../../tests/support/admin.js';
import { testConfig } from '../../../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../../../tests/support/test-database.js';
import { SIGN_IN_AGAIN_MESSAGE, WRONG_CODE_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../../../../shared/admin/admin-auth.js';
import { buildApp } from '../../../app.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { adminRecoveryCodes, adminSessions, adminUsers } from '../../../db/schema.js';
import { createOrResetAdmin, resetTwoFactor } from './accounts.js';
import { currentCode } from './totp.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let strictApp: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ COMPANY_NAME: 'Lakeshore Freight' }), database, logger: false });
  strictApp = await buildApp({ config: testConfig({ ADMIN_REQUIRE_MFA: 'true' }), database, logger: false });
  await Promise.all([app.ready(), strictApp.ready()]);
});
afterAll(async () => {
  await app?.close();
  await strictApp?.close();
  await database?.close();
});

let adminNumber = 0;
async function newAdmin() {
  const admin = { email: `two-factor-${++adminNumber}@freight.example`, password: `two factor password ${adminNumber}` };
  await createOrResetAdmin(database.db, admin.email, admin.password);
  return admin;
}
const address = () => `10.60.${Math.floor(adminNumber / 250)}.${(adminNumber * 7) % 250}`;

function post(target: FastifyInstance, url: string, payload: object, cookie?: string) {
  return target.inject({
    method: 'POST',
    url,
    remoteAddress: address(),
    headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });
}
function get(target: FastifyInstance, url: string, cookie: string) {
  return target.inject({ method: 'GET', url, headers: { cookie } });
}
function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'admin_session');
  if (!cookie) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return `admin_session=${cookie.value}`;
}
const inThirtySeconds = () => new Date(Date.now() + 30_000);

async function adminWithTwoFactor() {
  const admin = await newAdmin();
  const enrolled = await enrolTwoFactor(await signIn(app, admin, address()));
  return { ...admin, ...enrolled };
}

describe('enrolling an authenticator', () => {
  it('shows a new secret as an otpauth URI and a QR code, and turns on only with a right code', async () => {
    const admin = await newAdmin();
    const client = await signIn(app, admin, address());
    const first = await client.request({ method: 'POST', url: '/api/admin/two-factor/enrolment', payload: { password: admin.password } });
    expect(first.statusCode).toBe(200);
    const enrolment = first.json<{ secret: string; otpauthUri: string; qrCodeDataUrl: string }>();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toBe(
      `otpauth://totp/Lakeshore%20Freight:${encodeURIComponent(admin.email)}?issuer=Lakeshore%20Freight&secret=${enrolment.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(enrolment.qrCodeDataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');

    // Starting again replaces the secret: only the newest one can be confirmed.
    const second = (
      await client.request({ method: 'POST', url: '/api/admin/two-factor/enrolment', payload: { password: admin.password } })
    ).json<{ secret: string }>();
    expect(second.secret).not.toBe(enrolment.secret);
    const stale = await client.request({
      method: 'POST',
      url: '/api/admin/two-factor/enrolment/confirm',
      payload: { code: currentCode(enrolment.secret) },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ error: 'Bad Request', code: 'api.status.400', message: WRONG_CODE_MESSAGE });

    const confirmed = await client.request({
      method: 'POST',
      url: '/api/admin/two-factor/enrolment/confirm',
      payload: { code: currentCode(second.secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    expect((await get(app, '/api/admin/session', client.cookie)).json()).toMatchObject({ twoFactorEnabled: true });
    // Shown once: enrolment is now refused, and nothing answers the secret again.
    expect(
      (await client.request({ method: 'POST', url: '/api/admin/two-factor/enrolment', payload: { password: admin.password } })).statusCode,
    ).toBe(409);
    expect((await get(app, '/api/admin/session', client.cookie)).body).not.toContain(second.secret);
  });

  it('keeps only hashes of the recovery codes', async () => {
    const admin = await adminWithTwoFactor();
    const [row] = await database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, admin.email));
    const stored = await database.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminUserId, row?.id ?? 0));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((code) => code.codeHash);
    for (const code of admin.recoveryCodes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace('-', ''));
    }
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('signing in with two factors', () => {
  it('asks for the code after the password; the password alone opens nothing', async () => {
    const admin = await adminWithTwoFactor();
    const password = await post(app, '/api/admin/login', { email: admin.email, password: admin.password });
    expect(password.statusCode).toBe(200);
    expect(password.json()).toMatchObject({ next: 'code', twoFactorEnabled: true });
    expect(password.cookies.map((c) => c.name)).toEqual(['admin_session']);
    const pending = sessionCookie(password);
    expect((await get(app, '/api/admin/session', pending)).statusCode).toBe(401);
    expect((await get(app, '/api/admin/service-requests', pending)).statusCode).toBe(401);

    const wrong = await post(app, '/api/admin/login/code', { code: '000000' === currentCode(admin.secret) ? '111111' : '000000' }, pending);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Unauthorized', code: 'api.status.401', message: WRONG_CODE_MESSAGE });

    const right = await post(app, '/api/admin/login/code', { code: currentCode(admin.secret, inThirtySeconds()) }, pending);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ email: admin.email, twoFactorEnabled: true });
    const signedIn = sessionCookie(right);
    expect(signedIn).not.toBe(pending);
    expect(right.cookies.map((c) => c.name).sort()).toEqual(['admin_device', 'admin_session']);
    expect((await get(app, '/api/admin/service-requests', signedIn)).statusCode).toBe(200);
    expect((await get(app, '/api/admin/session', pending)).statusCode).toBe(401);
  });

  it('accepts each code once: a replayed code is refused', async () => {
    const admin = await adminWithTwoFactor();
    const code = currentCode(admin.secret, inThirtySeconds());
    const first = sessionCookie(await post(app, '/api/admin/login', admin));
    expect((await post(app, '/api/admin/login/code', { code }, first)).statusCode).toBe(200);
    const second = sessionCookie(await post(app, '/api/admin/login', admin));
    expect((await post(app, '/api/admin/login/code', { code }, second)).json()).toMatchObject({ message: WRONG_CODE_MESSAGE });
  });

  it('takes a recovery code, however typed, once', async () => {
    const admin = await adminWithTwoFactor();
    const recovery = admin.recoveryCodes[3] ?? '';
    const typed = ` ${recovery.toLowerCase().replace('-', ' ')} `;
    const first = sessionCookie(await post(app, '/api/admin/login', admin));
    expect((await post(app, '/api/admin/login/code', { code: typed }, first)).statusCode).toBe(200);
    const second = sessionCookie(await post(app, '/api/admin/login', admin));
    expect((await post(app, '/api/admin/login/code', { code: recovery }, second)).statusCode).toBe(401);
  });

  it('ends the sign-in after 5 wrong codes, and the address is locked', async () => {
    const admin = await adminWithTwoFactor();
    const pending = sessionCookie(await post(app, '/api/admin/login', admin));
    const wrongCode = currentCode(admin.secret) === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await post(app, '/api/admin/login/code', { code: wrongCode }, pending)).json()).toMatchObject({
        message: WRONG_CODE_MESSAGE,
      });
    }
    const fifth = await post(app, '/api/admin/login/code', { code: wrongCode }, pending);
    expect(fifth.json()).toEqual({ error: 'Unauthorized', code: 'api.status.401', message: SIGN_IN_AGAIN_MESSAGE });
    expect((await post(app, '/api/admin/login/code', { code: currentCode(admin.secret) }, pending)).statusCode).toBe(401);
    expect((await post(app, '/api/admin/login', admin)).statusCode).toBe(429);
  });

  it('gives 5 minutes for the code, and needs a pending sign-in at all', async () => {
    const admin = await adminWithTwoFactor();
    const pending = sessionCookie(await post(app, '/api/admin/login', admin));
    await database.db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.stage, 'code-required'));
    const late = await post(app, '/api/admin/login/code', { code: currentCode(admin.secret) }, pending);
    expect(late.json()).toEqual({ error: 'Unauthorized', code: 'api.status.401', message: SIGN_IN_AGAIN_MESSAGE });
    expect((await post(app, '/api/admin/login/code', { code: '123456' })).statusCode).toBe(401);
    // A signed-in session is no pending sign-in either.
    const client = await signIn(app, await newAdmin(), address());
    expect((await post(app, '/api/admin/login/code', { code: '123456' }, client.cookie)).statusCode).toBe(401);
  });
});

describe('turning it off', () => {
  it('needs the password and a current code, then sign-in asks for the password only', async () => {
    const admin = await adminWithTwoFactor();
    const password = sessionCookie(await post(app, '/api/admin/login', admin));
    const signedIn = sessionCookie(await post(app, '/api/admin/login/code', { code: admin.recoveryCodes[0] ?? '' }, password));
    expect((await post(app, '/api/admin/two-factor/disable', { code: '12345', password: admin.password }, signedIn)).statusCode).toBe(400);
    const code = currentCode(admin.secret, inThirtySeconds());
    expect((await post(app, '/api/admin/two-factor/disable', { code }, signedIn)).statusCode).toBe(400);
    const wrongPassword = await post(app, '/api/admin/two-factor/disable', { code, password: 'not the password at all' }, signedIn);
    expect(wrongPassword.json()).toEqual({ error: 'Forbidden', code: 'api.status.403', message: WRONG_PASSWORD_MESSAGE });
    const off = await post(app, '/api/admin/two-factor/disable', { code, password: admin.password }, signedIn);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ twoFactorEnabled: false });
    expect((await post(app, '/api/admin/login', admin)).json()).toMatchObject({ next: 'dashboard' });
  });
});

describe('ADMIN_REQUIRE_MFA=true', () => {
  it('lets an admin without an authenticator do nothing but enrol, then signs them in fully', async () => {
    const admin = await newAdmin();
    const login = await post(strictApp, '/api/admin/login', admin);
    expect(login.json()).toMatchObject({ next: 'enrol', twoFactorEnabled: false, twoFactorRequired: true });
    const enrolling = sessionCookie(login);
    expect((await get(strictApp, '/api/admin/session', enrolling)).json()).toMatchObject({
      twoFactorRequired: true,
      twoFactorEnabled: false,
    });
    expect((await get(strictApp, '/api/admin/service-requests', enrolling)).statusCode).toBe(401);
    expect((await get(strictApp, '/api/admin/dashboard-stats', enrolling)).statusCode).toBe(401);

    // The password again, even seconds after sign-in (see startEnrolment).
    expect((await post(strictApp, '/api/admin/two-factor/enrolment', {}, enrolling)).statusCode).toBe(400);
    const { secret } = (await post(strictApp, '/api/admin/two-factor/enrolment', { password: admin.password }, enrolling)).json<{
      secret: string;
    }>();
    const confirmed = await post(strictApp, '/api/admin/two-factor/enrolment/confirm', { code: currentCode(secret) }, enrolling);
    expect(confirmed.statusCode).toBe(200);
    const signedIn = sessionCookie(confirmed);
    expect(signedIn).not.toBe(enrolling);
    expect((await get(strictApp, '/api/admin/service-requests', signedIn)).statusCode).toBe(200);
    expect((await get(strictApp, '/api/admin/session', enrolling)).statusCode).toBe(401);

    // Required means it cannot be turned off.
    const off = await post(
      strictApp,
      '/api/admin/two-factor/disable',
      { code: currentCode(secret, inThirtySeconds()), password: admin.password },
      signedIn,
    );
    expect(off.statusCode).toBe(409);
    // And the next sign-in asks for the code.
    expect((await post(strictApp, '/api/admin/login', admin)).json()).toMatchObject({ next: 'code' });
  });
});

describe('an admin who lost the phone and the recovery codes', () => {
  it('is let back in with the password alone after admin:reset-two-factor, and every session ends', async () => {
    const admin = await adminWithTwoFactor();
    const password = sessionCookie(await post(app, '/api/admin/login', admin));
    const signedIn = sessionCookie(await post(app, '/api/admin/login/code', { code: admin.recoveryCodes[1] ?? '' }, password));
    expect(await resetTwoFactor(database.db, admin.email.toUpperCase())).toBe(true);
    expect((await get(app, '/api/admin/session', signedIn)).statusCode).toBe(401);
    expect((await post(app, '/api/admin/login', admin)).json()).toMatchObject({ next: 'dashboard', twoFactorEnabled: false });
    expect(await resetTwoFactor(database.db, 'nobody@freight.example')).toBe(false);
  });
});
