// Customer sign-in without a password, through app.inject on a real database: the same answer for
// any address, the mail with its link and code (composed after the answer, as the server's
// mail-request worker does), single use, expiry, older links working beside a newer sign-in, a
// code spent by wrong tries while its link still works, the per-address pacing and per-client
// limits, and malformed input. What a stranger cannot do to an address: tests/security/sign-in-lockout.test.ts.
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../../../../tests/support/admin.js';
import { clientAddresses } from '../../../../../tests/support/client-addresses.js';
import { composeRequestedMail } from '../../../../../tests/support/mail-requests.js';
import { expectRefusedAfter } from '../../../../../tests/support/rate-limits.js';
import { insertServiceRequestRow } from '../../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import {
  CUSTOMER_SIGN_IN_INVALID_MESSAGE,
  CUSTOMER_SIGN_IN_MAX_CODE_FAILURES,
  CUSTOMER_SIGN_IN_SENT_MESSAGE,
} from '../../../../shared/customer-portal/customer-account.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { auditEvents, customerSignInTokens, emailOutbox, mailRequests } from '../../../db/schema.js';
import { hashToken } from '../../../platform/security/tokens.js';
import { QUICK_MAILS_PER_DAY, SLOW_MAIL_COOLDOWN_MINUTES } from '../../../platform/email-sign-in/sign-in-limits.js';
import { customerRecordId } from '../../../platform/audit/customer-record-id.js';
import { CUSTOMER_SIGN_IN_MAIL_KIND } from './emails.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
});
afterAll(async () => {
  await stopTestApp(app, database);
});

/** A client address of its own for each call: these routes are limited per client. */
const nextAddress = clientAddresses(121);

let customerNumber = 0;
/** A new customer: an address on one service request, stored with capitals as a customer may type it. */
async function newCustomer(): Promise<string> {
  const email = `customer-${++customerNumber}@sign-in.example`;
  await insertServiceRequestRow(database.db, { contactEmail: `Customer-${customerNumber}@Sign-In.example` });
  return email;
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
const askFor = (email: string, address?: string) => post('/api/account/sign-in/request', { email }, { address });
const useLink = (token: string, cookie?: string) => post('/api/account/sign-in/link', { token }, { cookie });
const useCode = (email: string, code: string, address?: string) => post('/api/account/sign-in/code', { email, code }, { address });

/**
 * Composes the requests waiting, as the server's worker does after the answer. Each run is 11
 * minutes after the last by the worker's clock (past any per-address pacing), unless `at` says when.
 */
let workerClock = Date.now();
async function compose(at?: Date) {
  workerClock += 11 * 60_000;
  return composeRequestedMail(database.db, { now: at ?? new Date(workerClock) });
}

/** `minutes` after the test started, by the worker's clock. */
const minutesIn = (start: number, minutes: number) => new Date(start + minutes * 60_000);

async function mailsTo(email: string) {
  return database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(asc(emailOutbox.id));
}

/** The link token and code of the newest sign-in mail to `email`, read as the customer would. */
async function mailedSecrets(email: string): Promise<{ token: string; code: string }> {
  const text = (await mailsTo(email)).at(-1)?.textBody ?? '';
  const token = /\/account\/sign-in#token=([A-Za-z0-9_-]{43})\n/.exec(text)?.[1];
  const code = /sign-in page: (\d{6})\n/.exec(text)?.[1];
  if (!token || !code) throw new Error(`no sign-in mail to ${email}`);
  return { token, code };
}

/** Asks for a sign-in for `email`, composes it, and answers the mailed secrets. */
async function signInMailed(email: string) {
  expect((await askFor(email)).statusCode).toBe(200);
  await compose();
  return mailedSecrets(email);
}

/** A code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'customer_session');
  if (!cookie) throw new Error('no customer session cookie set');
  return `customer_session=${cookie.value}`;
}

const session = (cookie: string) => app.inject({ method: 'GET', url: '/api/account/session', headers: { cookie } });

function expectInvalid(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject(CUSTOMER_SIGN_IN_INVALID_MESSAGE);
  expect(response.cookies).toEqual([]);
}

/** Moves a sign-in's expiry to the past, as 15 minutes passing would. */
async function expire(email: string) {
  await database.db
    .update(customerSignInTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(customerSignInTokens.email, email));
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
  it('answers the same for a customer’s address and an unknown one; only the customer is mailed', async () => {
    const email = await newCustomer();
    const unknown = 'never-asked-for-anything@sign-in.example';
    const known = await askFor(`  ${email.toUpperCase()} `);
    const stranger = await askFor(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(known.body).toBe(stranger.body);
    expect(known.json()).toEqual({ message: CUSTOMER_SIGN_IN_SENT_MESSAGE.message });
    expect(known.headers['cache-control']).toBe('no-store');

    // Nothing is looked up before the answer: both are requests waiting, and no mail yet.
    expect(await mailsTo(email)).toEqual([]);
    expect(await compose()).toBe(2);
    expect(await database.db.select().from(mailRequests)).toEqual([]);
    expect(await mailsTo(unknown)).toEqual([]);
    expect(await database.db.select().from(customerSignInTokens).where(eq(customerSignInTokens.email, unknown))).toEqual([]);
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.kind).toBe(CUSTOMER_SIGN_IN_MAIL_KIND);
    expect(mail?.subject).toMatch(/^Your sign-in link for .+$/);
    expect(mail?.textBody).toMatch(/\nSign in: http:\/\/localhost:5000\/account\/sign-in#token=[A-Za-z0-9_-]{43}\n/);
    expect(mail?.textBody).toMatch(/\nOr type this code on the sign-in page: \d{6}\n/);
    expect(mail?.textBody).toContain('work once, for 15 minutes');
    expect(mail?.textBody).toContain('If you did not ask to sign in, ignore this e-mail');
    expect(mail?.htmlBody).toContain('href="http://localhost:5000/account/sign-in#token=');
  });

  it('mails in the language of the page it was asked from', async () => {
    const email = await newCustomer();
    const asked = await app.inject({
      method: 'POST',
      url: '/api/account/sign-in/request?lang=es',
      remoteAddress: nextAddress(),
      headers: { origin: SITE_ORIGIN },
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);
    await compose();
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/^Su enlace para iniciar sesión en .+$/);
    expect(mail?.textBody).toMatch(/\nO escriba este código en la página de inicio de sesión: \d{6}\n/);
    expect(mail?.textBody).toMatch(/\nIniciar sesión: http:\/\/localhost:5000\/account\/sign-in#token=[A-Za-z0-9_-]{43}\n/);
    expect(mail?.htmlBody).toMatch(/<html[^>]* lang="es"/);
  });

  it('stores only hashes (the code’s salted), valid for 15 minutes', async () => {
    const email = await newCustomer();
    const { token, code } = await signInMailed(email);
    const [row] = await database.db.select().from(customerSignInTokens).where(eq(customerSignInTokens.email, email));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000).toBe(15);
  });

  it(`mails an address at most once a minute, then every ${SLOW_MAIL_COOLDOWN_MINUTES} minutes after ${QUICK_MAILS_PER_DAY} in a day; a request sooner answers the same and the last mail works`, async () => {
    const email = await newCustomer();
    const start = workerClock + 60 * 60_000;
    workerClock = start + 60 * 60_000;
    const askAt = async (minutes: number) => {
      expect((await askFor(email)).json()).toEqual({ message: CUSTOMER_SIGN_IN_SENT_MESSAGE.message });
      await compose(minutesIn(start, minutes));
      return (await mailsTo(email)).length;
    };
    expect(await askAt(0)).toBe(1);
    expect(await askAt(0.5)).toBe(1);
    for (let minute = 1; minute < QUICK_MAILS_PER_DAY; minute++) expect(await askAt(minute)).toBe(minute + 1);
    const last = await mailedSecrets(email);
    // The day's quick share is spent: the next mail comes 10 minutes after the last one.
    expect(await askAt(QUICK_MAILS_PER_DAY)).toBe(QUICK_MAILS_PER_DAY);
    expect(await askAt(QUICK_MAILS_PER_DAY - 1 + SLOW_MAIL_COOLDOWN_MINUTES - 0.5)).toBe(QUICK_MAILS_PER_DAY);
    // The refused requests left the last mail working, link and code.
    expect((await useCode(email, last.code)).statusCode).toBe(200);
    expect(await askAt(QUICK_MAILS_PER_DAY - 1 + SLOW_MAIL_COOLDOWN_MINUTES)).toBe(QUICK_MAILS_PER_DAY + 1);
  });

  it('asked many times at once, mails once', async () => {
    const email = await newCustomer();
    const answers = await Promise.all(Array.from({ length: 8 }, () => askFor(email)));
    for (const answer of answers) expect(answer.json()).toEqual({ message: CUSTOMER_SIGN_IN_SENT_MESSAGE.message });
    await compose();
    expect(await mailsTo(email)).toHaveLength(1);
    const live = await database.db
      .select()
      .from(customerSignInTokens)
      .where(
        and(eq(customerSignInTokens.email, email), isNull(customerSignInTokens.usedAt), gt(customerSignInTokens.expiresAt, new Date())),
      );
    expect(live).toHaveLength(1);
  });

  it('limits asking per client: 10 an hour, known and unknown addresses alike, then 429', async () => {
    const client = nextAddress();
    const body = await expectRefusedAfter(10, 200, () => askFor(`someone-${++customerNumber}@nowhere.example`, client));
    expect(body.message).toMatch(/^Too many requests/);
    expect((await askFor(await newCustomer(), client)).statusCode).toBe(429);
  });

  it('sweeps sign-ins that expired more than a day ago', async () => {
    const email = await newCustomer();
    await signInMailed(email);
    await database.db
      .update(customerSignInTokens)
      .set({ expiresAt: sql`now() - interval '25 hours'` })
      .where(eq(customerSignInTokens.email, email));
    await askFor('anyone-at-all@nowhere.example');
    await compose();
    expect(await database.db.select().from(customerSignInTokens).where(eq(customerSignInTokens.email, email))).toEqual([]);
  });
});

describe('the link', () => {
  it('signs in once, with a session cookie of its own, and is audited without the address', async () => {
    const email = await newCustomer();
    const { token } = await signInMailed(email);
    let signedIn: LightMyRequestResponse | undefined;
    const events = await eventsAfter(async () => {
      signedIn = await useLink(token);
    });
    expect(signedIn?.statusCode).toBe(200);
    expect(signedIn?.json()).toEqual({ email, signedInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown });
    const cookie = signedIn?.cookies.find((c) => c.name === 'customer_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const current = await session(sessionCookieOf(signedIn as LightMyRequestResponse));
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(signedIn?.json());

    expect(events).toMatchObject([
      {
        action: 'customer.signed_in',
        actorKind: 'customer',
        recordType: 'customer',
        recordId: customerRecordId(email),
        changes: { method: { before: null, after: 'link' } },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(email);
    expect(JSON.stringify(events)).not.toContain(token);

    expectInvalid(await useLink(token));
  });

  it('does not work once expired', async () => {
    const email = await newCustomer();
    const { token } = await signInMailed(email);
    await expire(email);
    expectInvalid(await useLink(token));
  });

  it('still works once a newer one was asked for (only the newer code does); using it ends the newer one', async () => {
    const email = await newCustomer();
    const first = await signInMailed(email);
    const second = await signInMailed(email);
    // Read back: the newer sign-in left the older one its full life.
    const lives = (
      await database.db
        .select()
        .from(customerSignInTokens)
        .where(eq(customerSignInTokens.email, email))
        .orderBy(asc(customerSignInTokens.id))
    ).map((row) => (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000);
    expect(lives).toEqual([15, 15]);
    expectInvalid(await useCode(email, first.code === second.code ? wrongCode(second.code) : first.code));
    expect((await useLink(first.token)).statusCode).toBe(200);
    expectInvalid(await useLink(second.token));
    expectInvalid(await useCode(email, second.code));
    const rows = await database.db.select().from(customerSignInTokens).where(eq(customerSignInTokens.email, email));
    expect(rows.filter((row) => row.usedAt !== null)).toHaveLength(1);
  });

  it('answers an unknown token with the same 401', async () => {
    expectInvalid(await useLink('A'.repeat(43)));
  });

  it('ends the session the browser already had', async () => {
    const email = await newCustomer();
    const first = sessionCookieOf(await useLink((await signInMailed(email)).token));
    const second = await useLink((await signInMailed(email)).token, first);
    expect(second.statusCode).toBe(200);
    expect((await session(first)).statusCode).toBe(401);
    expect((await session(sessionCookieOf(second))).statusCode).toBe(200);
  });
});

describe('the code', () => {
  it('signs in once, with the address it was sent to typed any case; the link is used up with it', async () => {
    const email = await newCustomer();
    const { token, code } = await signInMailed(email);
    const signedIn = await useCode(email.toUpperCase(), code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email });
    expect((await session(sessionCookieOf(signedIn))).statusCode).toBe(200);

    expectInvalid(await useCode(email, code));
    expectInvalid(await useLink(token));
  });

  it('does not work once expired', async () => {
    const email = await newCustomer();
    const { code } = await signInMailed(email);
    await expire(email);
    expectInvalid(await useCode(email, code));
  });

  it(`stops working at the ${CUSTOMER_SIGN_IN_MAX_CODE_FAILURES}th wrong code; the mail's link still works`, async () => {
    const email = await newCustomer();
    const { token, code } = await signInMailed(email);
    for (let i = 0; i < CUSTOMER_SIGN_IN_MAX_CODE_FAILURES; i++) expectInvalid(await useCode(email, wrongCode(code)));
    expectInvalid(await useCode(email, code));
    const [row] = await database.db.select().from(customerSignInTokens).where(eq(customerSignInTokens.email, email));
    expect(row?.codeFailures).toBe(CUSTOMER_SIGN_IN_MAX_CODE_FAILURES);
    expect(row?.usedAt).toBeNull();
    expect((await useLink(token)).statusCode).toBe(200);
  });

  it('still works after one wrong code fewer than the limit', async () => {
    const email = await newCustomer();
    const { code } = await signInMailed(email);
    for (let i = 1; i < CUSTOMER_SIGN_IN_MAX_CODE_FAILURES; i++) expectInvalid(await useCode(email, wrongCode(code)));
    expect((await useCode(email, code)).statusCode).toBe(200);
  });

  it('counts wrong codes typed at the same time exactly', async () => {
    const email = await newCustomer();
    const { code } = await signInMailed(email);
    const guesses = await Promise.all(
      Array.from({ length: CUSTOMER_SIGN_IN_MAX_CODE_FAILURES + 3 }, () => useCode(email, wrongCode(code))),
    );
    for (const guess of guesses) expectInvalid(guess);
    const [row] = await database.db.select().from(customerSignInTokens).where(eq(customerSignInTokens.email, email));
    expect(row?.codeFailures).toBe(CUSTOMER_SIGN_IN_MAX_CODE_FAILURES);
    expectInvalid(await useCode(email, code));
  });

  it('does not work with another address, and counts as a wrong code against that address', async () => {
    const alice = await newCustomer();
    const bob = await newCustomer();
    const alices = await signInMailed(alice);
    const bobs = await signInMailed(bob);
    const typed = alices.code === bobs.code ? wrongCode(bobs.code) : alices.code;
    expectInvalid(await useCode(bob, typed));
    const [row] = await database.db.select().from(customerSignInTokens).where(eq(customerSignInTokens.email, bob));
    expect(row?.codeFailures).toBe(1);
    expect((await useCode(alice, alices.code)).statusCode).toBe(200);
  });

  it('answers an address without requests exactly as a wrong code', async () => {
    const email = await newCustomer();
    const { code } = await signInMailed(email);
    const wrong = await useCode(email, wrongCode(code));
    const unknown = await useCode('not-a-customer@sign-in.example', code);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });

  it('limits checking per client: 10 every 10 minutes, then 429', async () => {
    const client = nextAddress();
    await expectRefusedAfter(10, 401, () => useCode('guesser@nowhere.example', '123456', client));
  });

  it('limits the link per client too', async () => {
    const client = nextAddress();
    await expectRefusedAfter(10, 401, () => post('/api/account/sign-in/link', { token: 'B'.repeat(43) }, { address: client }));
  });
});

describe('malformed input', () => {
  it.each([
    ['/api/account/sign-in/request', { email: 'not an address' }],
    ['/api/account/sign-in/request', { email: '' }],
    ['/api/account/sign-in/request', { email: `${'a'.repeat(250)}@x.example` }],
    ['/api/account/sign-in/request', {}],
    ['/api/account/sign-in/request', { email: 'nul\u0000@x.example' }],
    ['/api/account/sign-in/link', { token: 'too-short' }],
    ['/api/account/sign-in/link', { token: `${'A'.repeat(42)}=` }],
    ['/api/account/sign-in/link', { token: 43 }],
    ['/api/account/sign-in/code', { email: 'a@x.example', code: '12345' }],
    ['/api/account/sign-in/code', { email: 'a@x.example', code: '1234567' }],
    ['/api/account/sign-in/code', { email: 'a@x.example', code: 'abcdef' }],
    ['/api/account/sign-in/code', { email: 'a@x.example', code: 123456 }],
    ['/api/account/sign-in/code', { code: '123456' }],
  ])('%s answers 400 to %j', async (url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request' });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/sign-in/request',
      remoteAddress: nextAddress(),
      headers: { origin: SITE_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 413 to a body over 1 KiB, not 500', async () => {
    const response = await post('/api/account/sign-in/request', { email: 'a@x.example', padding: 'x'.repeat(2000) });
    expect(response.statusCode).toBe(413);
  });
});
