// Driver sign-in without a password, through app.inject on a real database: the same answer for
// an unknown, an inactive and an active driver's address, the mail only to the active one
// (composed after the answer, as the server's mail-request worker does), single use of the link
// and of the code, expiry, a code spent by wrong tries while its link still works, older links
// working beside a newer sign-in, the per-address pacing and per-client limits, a profile no
// longer active at the moment of use, and malformed input. What a stranger cannot do to an
// address: tests/security/sign-in-lockout.test.ts.
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../../../../../tests/support/admin.js';
import { clientAddresses } from '../../../../../../tests/support/client-addresses.js';
import { DRIVER_COOKIE_NAME, insertDriver, setDriverStatus, type TestDriver } from '../../../../../../tests/support/dispatch.js';
import { composeRequestedMail } from '../../../../../../tests/support/mail-requests.js';
import { expectRefusedAfter } from '../../../../../../tests/support/rate-limits.js';
import { startTestApp, stopTestApp } from '../../../../../../tests/support/test-app.js';
import {
  DISPATCH_MESSAGES,
  DRIVER_SIGN_IN_MAX_CODE_FAILURES,
  DRIVER_SIGN_IN_VALID_MINUTES,
} from '../../../../../shared/dispatch/dispatch.js';
import type { DatabaseHandle } from '../../../../db/client.js';
import { auditEvents, driverSessions, driverSignInTokens, emailOutbox, mailRequests } from '../../../../db/schema.js';
import { hashToken } from '../../../../platform/security/tokens.js';
import { QUICK_MAILS_PER_DAY, SLOW_MAIL_COOLDOWN_MINUTES } from '../../../../platform/email-sign-in/sign-in-limits.js';
import { DRIVER_SIGN_IN_MAIL_KIND } from './emails.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
});
afterAll(async () => {
  await stopTestApp(app, database);
});

/** A client address of its own for each call: these routes are limited per client. */
const nextAddress = clientAddresses(221);

let driverNumber = 0;
/** A hired driver with an address of its own, stored with capitals as the office may have typed it. */
async function newDriver(status: 'active' | 'inactive' | 'terminated' = 'active'): Promise<TestDriver & { address: string }> {
  const number = ++driverNumber;
  const driver = await insertDriver(database.db, { email: `Driver-${number}@Sign-In.example`, status });
  return { ...driver, address: `driver-${number}@sign-in.example` };
}

function post(url: string, payload: unknown, options: { address?: string; cookie?: string } = {}) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: options.address ?? nextAddress(),
    headers: { origin: SITE_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: payload as object,
  });
}
const askFor = (email: string, address?: string) => post('/api/driver/sign-in/request', { email }, { address });
const useLink = (token: string, cookie?: string) => post('/api/driver/sign-in/link', { token }, { cookie });
const useCode = (email: string, code: string, address?: string) => post('/api/driver/sign-in/code', { email, code }, { address });

/**
 * Composes the requests waiting, as the server's worker does after the answer. Each run is 11
 * minutes after the last by the worker's clock (past any per-address pacing), unless `at` says when.
 */
let workerClock = Date.now();
async function compose(at?: Date) {
  workerClock += 11 * 60_000;
  return composeRequestedMail(database.db, { now: at ?? new Date(workerClock) });
}

/** Every mail to an address, matched as the mail's recipient however it is spelled. */
async function mailsTo(email: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.toAddress})`, email.toLowerCase()))
    .orderBy(asc(emailOutbox.id));
}

/** The link token and code of the newest sign-in mail to `email`, read as the driver would. */
async function mailedSecrets(email: string): Promise<{ token: string; code: string }> {
  const text = (await mailsTo(email)).at(-1)?.textBody ?? '';
  const token = /\/driver\/sign-in#token=([A-Za-z0-9_-]{43})\n/.exec(text)?.[1];
  const code = /sign-in page: (\d{6})\n/.exec(text)?.[1];
  if (!token || !code) throw new Error(`no sign-in mail to ${email}`);
  return { token, code };
}

async function signInMailed(email: string) {
  expect((await askFor(email)).statusCode).toBe(200);
  await compose();
  return mailedSecrets(email);
}

/** A code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === DRIVER_COOKIE_NAME);
  if (!cookie) throw new Error('no driver session cookie set');
  return `${DRIVER_COOKIE_NAME}=${cookie.value}`;
}

const session = (cookie: string) => app.inject({ method: 'GET', url: '/api/driver/session', headers: { cookie } });

function expectInvalid(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject(DISPATCH_MESSAGES.driverSignInInvalid);
  expect(response.cookies).toEqual([]);
}

const signInsOf = (driver: TestDriver) =>
  database.db.select().from(driverSignInTokens).where(eq(driverSignInTokens.driverProfileId, driver.id));

/** Moves a driver's sign-ins' expiry to the past, as the minutes passing would. */
async function expire(driver: TestDriver) {
  await database.db
    .update(driverSignInTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(driverSignInTokens.driverProfileId, driver.id));
}

async function eventsAfter(work: () => Promise<unknown>) {
  const [last] = await database.db.select({ id: max(auditEvents.id) }).from(auditEvents);
  await work();
  return database.db
    .select()
    .from(auditEvents)
    .where(gt(auditEvents.id, last?.id ?? 0))
    .orderBy(asc(auditEvents.id));
}

describe('asking for a sign-in', () => {
  it('answers the same for an unknown, an inactive, a terminated and an active driver; only the active one is mailed', async () => {
    const active = await newDriver();
    const inactive = await newDriver('inactive');
    const terminated = await newDriver('terminated');
    const unknown = 'never-hired@sign-in.example';
    const answers = await Promise.all([
      askFor(`  ${active.address.toUpperCase()} `),
      askFor(inactive.address),
      askFor(terminated.address),
      askFor(unknown),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(answers[0]?.json()).toEqual({ message: DISPATCH_MESSAGES.driverSignInSent.message });

    // Nothing is looked up before the answer: four requests waiting, and no mail yet.
    expect(await mailsTo(active.address)).toEqual([]);
    expect(await compose()).toBe(4);
    expect(await database.db.select().from(mailRequests)).toEqual([]);
    expect(await mailsTo(unknown)).toEqual([]);
    expect(await mailsTo(inactive.address)).toEqual([]);
    expect(await mailsTo(terminated.address)).toEqual([]);
    expect(await signInsOf(inactive)).toEqual([]);
    expect(await signInsOf(terminated)).toEqual([]);

    const [mail, ...more] = await mailsTo(active.address);
    expect(more).toEqual([]);
    expect(mail?.kind).toBe(DRIVER_SIGN_IN_MAIL_KIND);
    expect(mail?.subject).toMatch(/^Your driver sign-in code for .+$/);
    expect(mail?.textBody).toContain(`Hello "${active.firstName}",`);
    expect(mail?.textBody).toMatch(/\nSign in: http:\/\/localhost:5000\/driver\/sign-in#token=[A-Za-z0-9_-]{43}\n/);
    expect(mail?.textBody).toMatch(/\nOr type this code on the sign-in page: \d{6}\n/);
    expect(mail?.textBody).toContain(`work once, for ${DRIVER_SIGN_IN_VALID_MINUTES} minutes`);
    expect(mail?.textBody).toContain('If you did not ask to sign in, ignore this e-mail');
    expect(mail?.htmlBody).toContain('href="http://localhost:5000/driver/sign-in#token=');
  });

  it('mails the newest active profile when one address has several', async () => {
    const older = await newDriver();
    const newer = await insertDriver(database.db, { email: older.address, firstName: 'Rosa' });
    await askFor(older.address);
    await compose();
    expect(await signInsOf(older)).toEqual([]);
    expect(await signInsOf(newer)).toHaveLength(1);
    expect((await mailsTo(older.address)).at(-1)?.textBody).toContain('Hello "Rosa",');
  });

  it("mails in the driver's own language, whatever the page's", async () => {
    const driver = await insertDriver(database.db, { firstName: 'José', language: 'es' });
    await askFor(driver.email);
    await compose();
    const [mail] = await mailsTo(driver.email);
    expect(mail?.subject).toMatch(/^Su código de conductor para iniciar sesión en .+$/);
    expect(mail?.textBody).toContain('Hola, "José":');
    expect(mail?.textBody).toMatch(/\nIniciar sesión: http:\/\/localhost:5000\/driver\/sign-in#token=[A-Za-z0-9_-]{43}\n/);
  });

  it('stores only hashes (the code’s salted), valid for 15 minutes', async () => {
    const driver = await newDriver();
    const { token, code } = await signInMailed(driver.address);
    const [row] = await signInsOf(driver);
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000).toBe(DRIVER_SIGN_IN_VALID_MINUTES);
  });

  it(`mails an address at most once a minute, then every ${SLOW_MAIL_COOLDOWN_MINUTES} minutes after ${QUICK_MAILS_PER_DAY} in a day; a request sooner answers the same and the last mail works`, async () => {
    const driver = await newDriver();
    const start = workerClock + 60 * 60_000;
    workerClock = start + 60 * 60_000;
    const askAt = async (minutes: number) => {
      expect((await askFor(driver.address)).json()).toEqual({ message: DISPATCH_MESSAGES.driverSignInSent.message });
      await compose(new Date(start + minutes * 60_000));
      return (await mailsTo(driver.address)).length;
    };
    expect(await askAt(0)).toBe(1);
    expect(await askAt(0.5)).toBe(1);
    for (let minute = 1; minute < QUICK_MAILS_PER_DAY; minute++) expect(await askAt(minute)).toBe(minute + 1);
    const last = await mailedSecrets(driver.address);
    expect(await askAt(QUICK_MAILS_PER_DAY)).toBe(QUICK_MAILS_PER_DAY);
    expect(await askAt(QUICK_MAILS_PER_DAY - 1 + SLOW_MAIL_COOLDOWN_MINUTES - 0.5)).toBe(QUICK_MAILS_PER_DAY);
    // The refused requests left the last mail working.
    expect((await useLink(last.token)).statusCode).toBe(200);
    expect(await askAt(QUICK_MAILS_PER_DAY - 1 + SLOW_MAIL_COOLDOWN_MINUTES)).toBe(QUICK_MAILS_PER_DAY + 1);
  });

  it('asked many times at once, mails once', async () => {
    const driver = await newDriver();
    const answers = await Promise.all(Array.from({ length: 8 }, () => askFor(driver.address)));
    for (const answer of answers) expect(answer.json()).toEqual({ message: DISPATCH_MESSAGES.driverSignInSent.message });
    await compose();
    expect(await mailsTo(driver.address)).toHaveLength(1);
    const live = await database.db
      .select()
      .from(driverSignInTokens)
      .where(
        and(
          eq(driverSignInTokens.driverProfileId, driver.id),
          isNull(driverSignInTokens.usedAt),
          gt(driverSignInTokens.expiresAt, new Date()),
        ),
      );
    expect(live).toHaveLength(1);
  });

  it('limits asking per client: 10 an hour, then 429', async () => {
    const client = nextAddress();
    const body = await expectRefusedAfter(10, 200, () => askFor(`someone-${++driverNumber}@nowhere.example`, client));
    expect(body.message).toMatch(/^Too many requests/);
    expect((await askFor((await newDriver()).address, client)).statusCode).toBe(429);
  });
});

describe('the link', () => {
  it('signs in once, with a driver cookie, and is audited as the driver without their name or address', async () => {
    const driver = await newDriver();
    const { token } = await signInMailed(driver.address);
    let signedIn: LightMyRequestResponse | undefined;
    const events = await eventsAfter(async () => {
      signedIn = await useLink(token);
    });
    expect(signedIn?.statusCode).toBe(200);
    expect(signedIn?.json()).toEqual({
      firstName: driver.firstName,
      email: driver.address,
      signedInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    const cookie = signedIn?.cookies.find((c) => c.name === DRIVER_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const current = await session(sessionCookieOf(signedIn as LightMyRequestResponse));
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(signedIn?.json());

    expect(events).toMatchObject([
      {
        action: 'driver.signed_in',
        actorKind: 'driver',
        actorAdminId: null,
        actorLabel: `driver ${driver.id}`,
        recordType: 'driver_profile',
        recordId: String(driver.id),
        changes: { method: { before: null, after: 'link' } },
      },
    ]);
    const logged = JSON.stringify(events).toLowerCase();
    expect(logged).not.toContain(driver.address);
    expect(logged).not.toContain(driver.lastName.toLowerCase());
    expect(JSON.stringify(events)).not.toContain(token);

    expectInvalid(await useLink(token));
  });

  it('does not work once expired', async () => {
    const driver = await newDriver();
    const { token } = await signInMailed(driver.address);
    await expire(driver);
    expectInvalid(await useLink(token));
  });

  it('still works once a newer one was asked for (only the newer code does); using it ends the newer one', async () => {
    const driver = await newDriver();
    const first = await signInMailed(driver.address);
    const second = await signInMailed(driver.address);
    // Read back: the newer sign-in left the older one its full life.
    const lives = (await signInsOf(driver)).map((row) => (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000);
    expect(lives).toEqual([15, 15]);
    expectInvalid(await useCode(driver.address, first.code === second.code ? wrongCode(second.code) : first.code));
    expect((await useLink(first.token)).statusCode).toBe(200);
    expectInvalid(await useLink(second.token));
    expectInvalid(await useCode(driver.address, second.code));
    expect((await signInsOf(driver)).filter((row) => row.usedAt !== null)).toHaveLength(1);
  });

  it.each(['inactive', 'terminated'] as const)('does not work once the driver is %s', async (status) => {
    const driver = await newDriver();
    const { token, code } = await signInMailed(driver.address);
    await setDriverStatus(database.db, driver.id, status);
    expectInvalid(await useLink(token));
    expectInvalid(await useCode(driver.address, code));
    // Refused, not used up: nothing about the sign-in changed but the profile.
    expect((await signInsOf(driver))[0]?.usedAt).toBeNull();
    expect(await database.db.select().from(driverSessions).where(eq(driverSessions.driverProfileId, driver.id))).toEqual([]);
  });

  it('answers an unknown token with the same 401', async () => {
    expectInvalid(await useLink('A'.repeat(43)));
  });

  it('ends the session the phone already had', async () => {
    const driver = await newDriver();
    const first = sessionCookieOf(await useLink((await signInMailed(driver.address)).token));
    const second = await useLink((await signInMailed(driver.address)).token, first);
    expect(second.statusCode).toBe(200);
    expect((await session(first)).statusCode).toBe(401);
    expect((await session(sessionCookieOf(second))).statusCode).toBe(200);
  });
});

describe('the code', () => {
  it('signs in once, with the address typed any case; the link is used up with it', async () => {
    const driver = await newDriver();
    const { token, code } = await signInMailed(driver.address);
    let signedIn: LightMyRequestResponse | undefined;
    const events = await eventsAfter(async () => {
      signedIn = await useCode(driver.address.toUpperCase(), code);
    });
    expect(signedIn?.statusCode).toBe(200);
    expect(signedIn?.json()).toMatchObject({ firstName: driver.firstName, email: driver.address });
    expect((await session(sessionCookieOf(signedIn as LightMyRequestResponse))).statusCode).toBe(200);
    expect(events).toMatchObject([{ action: 'driver.signed_in', changes: { method: { before: null, after: 'code' } } }]);

    expectInvalid(await useCode(driver.address, code));
    expectInvalid(await useLink(token));
  });

  it('does not work once expired', async () => {
    const driver = await newDriver();
    const { code } = await signInMailed(driver.address);
    await expire(driver);
    expectInvalid(await useCode(driver.address, code));
  });

  it(`stops working at the ${DRIVER_SIGN_IN_MAX_CODE_FAILURES}th wrong code; the mail's link still works`, async () => {
    const driver = await newDriver();
    const { token, code } = await signInMailed(driver.address);
    for (let i = 0; i < DRIVER_SIGN_IN_MAX_CODE_FAILURES; i++) expectInvalid(await useCode(driver.address, wrongCode(code)));
    expectInvalid(await useCode(driver.address, code));
    const [row] = await signInsOf(driver);
    expect(row?.codeFailures).toBe(DRIVER_SIGN_IN_MAX_CODE_FAILURES);
    expect(row?.usedAt).toBeNull();
    expect((await useLink(token)).statusCode).toBe(200);
  });

  it('still works after one wrong code fewer than the limit', async () => {
    const driver = await newDriver();
    const { code } = await signInMailed(driver.address);
    for (let i = 1; i < DRIVER_SIGN_IN_MAX_CODE_FAILURES; i++) expectInvalid(await useCode(driver.address, wrongCode(code)));
    expect((await useCode(driver.address, code)).statusCode).toBe(200);
  });

  it('counts wrong codes typed at the same time exactly', async () => {
    const driver = await newDriver();
    const { code } = await signInMailed(driver.address);
    const guesses = await Promise.all(
      Array.from({ length: DRIVER_SIGN_IN_MAX_CODE_FAILURES + 3 }, () => useCode(driver.address, wrongCode(code))),
    );
    for (const guess of guesses) expectInvalid(guess);
    const [row] = await signInsOf(driver);
    expect(row?.codeFailures).toBe(DRIVER_SIGN_IN_MAX_CODE_FAILURES);
    expectInvalid(await useCode(driver.address, code));
  });

  it('does not work with another driver’s address', async () => {
    const alice = await newDriver();
    const bob = await newDriver();
    const alices = await signInMailed(alice.address);
    const bobs = await signInMailed(bob.address);
    const typed = alices.code === bobs.code ? wrongCode(bobs.code) : alices.code;
    expectInvalid(await useCode(bob.address, typed));
    expect((await signInsOf(bob))[0]?.codeFailures).toBe(1);
    expect((await useCode(alice.address, alices.code)).statusCode).toBe(200);
  });

  it('answers an address with no driver exactly as a wrong code', async () => {
    const driver = await newDriver();
    const { code } = await signInMailed(driver.address);
    const wrong = await useCode(driver.address, wrongCode(code));
    const unknown = await useCode('not-a-driver@sign-in.example', code);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });

  it('limits checking per client: 10 every 10 minutes, then 429', async () => {
    const client = nextAddress();
    await expectRefusedAfter(10, 401, () => useCode('guesser@nowhere.example', '123456', client));
  });

  it('limits the link per client too', async () => {
    const client = nextAddress();
    await expectRefusedAfter(10, 401, () => post('/api/driver/sign-in/link', { token: 'B'.repeat(43) }, { address: client }));
  });
});

describe('malformed input', () => {
  it.each([
    ['/api/driver/sign-in/request', { email: 'not an address' }],
    ['/api/driver/sign-in/request', { email: '' }],
    ['/api/driver/sign-in/request', { email: `${'a'.repeat(250)}@x.example` }],
    ['/api/driver/sign-in/request', {}],
    ['/api/driver/sign-in/request', { email: 'nul\u0000@x.example' }],
    ['/api/driver/sign-in/link', { token: 'too-short' }],
    ['/api/driver/sign-in/link', { token: `${'A'.repeat(42)}=` }],
    ['/api/driver/sign-in/link', { token: 43 }],
    ['/api/driver/sign-in/code', { email: 'a@x.example', code: '12345' }],
    ['/api/driver/sign-in/code', { email: 'a@x.example', code: '1234567' }],
    ['/api/driver/sign-in/code', { email: 'a@x.example', code: 'abcdef' }],
    ['/api/driver/sign-in/code', { email: 'a@x.example', code: 123456 }],
    ['/api/driver/sign-in/code', { code: '123456' }],
  ])('%s answers 400 to %j', async (url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request' });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/driver/sign-in/request',
      remoteAddress: nextAddress(),
      headers: { origin: SITE_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 413 to a body over 1 KiB, not 500', async () => {
    const response = await post('/api/driver/sign-in/request', { email: 'a@x.example', padding: 'x'.repeat(2000) });
    expect(response.statusCode).toBe(413);
  });
});
