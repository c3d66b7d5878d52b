// Attack battery: a stranger who knows a customer's or a driver's address (issue 34, item 2;
// docs/decisions/055-sign-in-a-stranger-cannot-block.md). They may ask for sign-ins for it and type
// wrong codes from as many client addresses as they like; they must neither guess their way in nor
// keep the owner out. The owner who asks afterwards gets a mail and signs in with its link or its
// code; a link works when its code's tries are spent; past the address's daily count of wrong codes
// no code is checked, and the owner's link still works. Each refusal reads the rows back.
//
// Requests are composed as the server's worker does after each answer, with the worker's clock
// moved on between them (`minute`) as the minutes of an attack would pass; the links and codes are
// then used at the real time, when every sign-in made is still live.
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SIGN_IN_MAX_CODE_FAILURES, CUSTOMER_SIGN_IN_VALID_MINUTES } from '../../src/shared/customer-portal/customer-account.js';
import { DRIVER_SIGN_IN_MAX_CODE_FAILURES, DRIVER_SIGN_IN_VALID_MINUTES } from '../../src/shared/dispatch/dispatch.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { customerSignInTokens, driverProfiles, driverSignInTokens, emailOutbox } from '../../src/server/db/schema.js';
import {
  QUICK_MAIL_COOLDOWN_MINUTES,
  QUICK_MAILS_PER_DAY,
  SLOW_MAIL_COOLDOWN_MINUTES,
  WRONG_CODES_PER_ADDRESS_PER_DAY,
} from '../../src/server/platform/email-sign-in/sign-in-limits.js';
import { SITE_ORIGIN } from '../support/admin.js';
import { clientAddresses } from '../support/client-addresses.js';
import { insertDriver } from '../support/dispatch.js';
import { composeRequestedMail } from '../support/mail-requests.js';
import { insertServiceRequestRow } from '../support/service-requests.js';
import { startTestApp, stopTestApp } from '../support/test-app.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
});
afterAll(async () => {
  await stopTestApp(app, database);
});

/** A client address of its own for each call: the stranger has as many as they like. */
const nextClient = clientAddresses(125);

interface SignInRow {
  codeFailures: number;
  createdAt: Date;
  usedAt: Date | null;
  expiresAt: Date;
}

/** One kind of password-less sign-in, as a stranger and its owner meet it. */
interface Door {
  name: string;
  base: string;
  cookieName: string;
  maxCodeFailures: number;
  validMinutes: number;
  /** A new address that belongs to someone: a customer's (on a request) or an active driver's. */
  newOwner(): Promise<string>;
  /** The address's sign-ins, oldest first. */
  signInsOf(email: string): Promise<SignInRow[]>;
}

let ownerNumber = 0;

const DOORS: Door[] = [
  {
    name: 'customer',
    base: '/api/account',
    cookieName: 'customer_session',
    maxCodeFailures: CUSTOMER_SIGN_IN_MAX_CODE_FAILURES,
    validMinutes: CUSTOMER_SIGN_IN_VALID_MINUTES,
    async newOwner() {
      const email = `owner-${++ownerNumber}@customers.example`;
      await insertServiceRequestRow(database.db, { contactEmail: email });
      return email;
    },
    signInsOf: (email) =>
      database.db.select().from(customerSignInTokens).where(eq(customerSignInTokens.email, email)).orderBy(asc(customerSignInTokens.id)),
  },
  {
    name: 'driver',
    base: '/api/driver',
    cookieName: 'driver_session',
    maxCodeFailures: DRIVER_SIGN_IN_MAX_CODE_FAILURES,
    validMinutes: DRIVER_SIGN_IN_VALID_MINUTES,
    async newOwner() {
      const email = `owner-${++ownerNumber}@drivers.example`;
      await insertDriver(database.db, { email });
      return email;
    },
    signInsOf: (email) =>
      database.db
        .select({
          codeFailures: driverSignInTokens.codeFailures,
          createdAt: driverSignInTokens.createdAt,
          usedAt: driverSignInTokens.usedAt,
          expiresAt: driverSignInTokens.expiresAt,
        })
        .from(driverSignInTokens)
        .innerJoin(driverProfiles, eq(driverProfiles.id, driverSignInTokens.driverProfileId))
        .where(eq(sql`lower(${driverProfiles.email})`, email))
        .orderBy(asc(driverSignInTokens.id)),
  },
];

/** A code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The worker's clock: minutes into the attack. Each test starts an hour after the last one's start. */
let attackStart = Date.now();
function startAttack(): (minutes: number) => Date {
  attackStart += 24 * 60 * 60_000;
  const start = attackStart;
  return (minutes) => new Date(start + minutes * 60_000);
}

describe.each(DOORS)('$name sign-in', (door) => {
  const post = (path: string, payload: object) =>
    app.inject({ method: 'POST', url: `${door.base}${path}`, remoteAddress: nextClient(), headers: { origin: SITE_ORIGIN }, payload });

  /** Someone asks for a sign-in for `email`; the worker composes it at `at`. */
  async function ask(email: string, at: Date) {
    expect((await post('/sign-in/request', { email })).statusCode).toBe(200);
    await composeRequestedMail(database.db, { now: at });
  }

  async function mailsTo(email: string) {
    return database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(asc(emailOutbox.id));
  }

  /** The link token and code of the newest mail to `email`, as its owner reads them. */
  async function newestMail(email: string): Promise<{ token: string; code: string }> {
    const text = (await mailsTo(email)).at(-1)?.textBody ?? '';
    const token = /#token=([A-Za-z0-9_-]{43})\n/.exec(text)?.[1];
    const code = /sign-in page: (\d{6})\n/.exec(text)?.[1];
    if (!token || !code) throw new Error(`no sign-in mail to ${email}`);
    return { token, code };
  }

  const useLink = (token: string) => post('/sign-in/link', { token });
  const useCode = (email: string, code: string) => post('/sign-in/code', { email, code });

  function expectSignedIn(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === door.cookieName)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  }

  function expectRefused(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(401);
    expect(response.cookies).toEqual([]);
  }

  const totalWrongCodes = async (email: string) => (await door.signInsOf(email)).reduce((sum, row) => sum + row.codeFailures, 0);

  /**
   * A stranger asks `requests` times, a minute apart from a new client address each, and types a
   * wrong code after each mail (guessing against whatever code is newest). Answers the wrong codes typed.
   */
  async function strangerPresses(email: string, minute: (m: number) => Date, requests: number): Promise<number> {
    let wrong = 0;
    for (let i = 0; i < requests; i++) {
      await ask(email, minute(i * QUICK_MAIL_COOLDOWN_MINUTES));
      const { code } = await newestMail(email);
      expectRefused(await useCode(email, wrongCode(code)));
      wrong++;
    }
    return wrong;
  }

  it.each(['link', 'code'] as const)(
    'after a stranger’s 12 requests and 12 wrong codes, the owner asks, is mailed, and signs in with the %s',
    async (method) => {
      const email = await door.newOwner();
      const minute = startAttack();
      expect(await strangerPresses(email, minute, 12)).toBe(12);
      // The stranger made the owner's mailbox receive the day's quick share, no more.
      expect(await mailsTo(email)).toHaveLength(QUICK_MAILS_PER_DAY);
      expect(await totalWrongCodes(email)).toBe(12);
      // Read back: no request or wrong code shortened any mail's life; every link still works.
      const lives = (await door.signInsOf(email)).map((row) => (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000);
      expect(lives).toEqual(Array.from({ length: QUICK_MAILS_PER_DAY }, () => door.validMinutes));

      // The owner asks once the slow pace allows a mail (the last went at minute 9).
      await ask(email, minute(QUICK_MAILS_PER_DAY - 1 + SLOW_MAIL_COOLDOWN_MINUTES));
      expect(await mailsTo(email)).toHaveLength(QUICK_MAILS_PER_DAY + 1);
      const mine = await newestMail(email);
      expectSignedIn(method === 'link' ? await useLink(mine.token) : await useCode(email, mine.code));

      // Read back: the owner's sign-in is used, and no other mail works any more.
      const rows = await door.signInsOf(email);
      expect(rows.at(-1)?.usedAt).not.toBeNull();
      expect(rows.filter((row) => row.usedAt === null && row.expiresAt > new Date())).toEqual([]);
    },
  );

  it('a request the pace refuses finds the last mail still working, after its code was spent', async () => {
    const email = await door.newOwner();
    const minute = startAttack();
    await strangerPresses(email, minute, QUICK_MAILS_PER_DAY);
    const last = await newestMail(email);
    for (let i = 1; i < door.maxCodeFailures; i++) expectRefused(await useCode(email, wrongCode(last.code)));

    // The owner asks a minute after the last mail: nothing more is sent, and the mail there works.
    await ask(email, minute(QUICK_MAILS_PER_DAY));
    expect(await mailsTo(email)).toHaveLength(QUICK_MAILS_PER_DAY);
    expectRefused(await useCode(email, last.code));
    expectSignedIn(await useLink(last.token));
  });

  it(`a link keeps working when its code has had ${door.maxCodeFailures} wrong tries; more tries are refused and not counted`, async () => {
    const email = await door.newOwner();
    const minute = startAttack();
    await ask(email, minute(0));
    const { token, code } = await newestMail(email);
    for (let i = 0; i < door.maxCodeFailures + 5; i++) expectRefused(await useCode(email, wrongCode(code)));
    expectRefused(await useCode(email, code));

    const [row] = await door.signInsOf(email);
    expect(row).toMatchObject({ codeFailures: door.maxCodeFailures, usedAt: null });
    expectSignedIn(await useLink(token));
  });

  it(`past ${WRONG_CODES_PER_ADDRESS_PER_DAY} wrong codes in a day no code is checked for the address, right or wrong; the owner’s link works`, async () => {
    const email = await door.newOwner();
    const minute = startAttack();
    const signInsToSpend = WRONG_CODES_PER_ADDRESS_PER_DAY / door.maxCodeFailures;
    for (let i = 0; i < signInsToSpend; i++) {
      await ask(email, minute(i));
      const { code } = await newestMail(email);
      for (let guess = 0; guess < door.maxCodeFailures; guess++) expectRefused(await useCode(email, wrongCode(code)));
    }
    expect(await totalWrongCodes(email)).toBe(WRONG_CODES_PER_ADDRESS_PER_DAY);

    // The owner's fresh mail: its right code is refused without being compared or counted.
    await ask(email, minute(signInsToSpend));
    expect(await mailsTo(email)).toHaveLength(signInsToSpend + 1);
    const mine = await newestMail(email);
    expectRefused(await useCode(email, mine.code));
    expectRefused(await useCode(email, wrongCode(mine.code)));
    const rows = await door.signInsOf(email);
    expect(rows.at(-1)).toMatchObject({ codeFailures: 0, usedAt: null });
    expect(await totalWrongCodes(email)).toBe(WRONG_CODES_PER_ADDRESS_PER_DAY);

    expectSignedIn(await useLink(mine.token));
  });

  it('a right code from an older mail is refused and counted against the newest: one guess is a try at one code', async () => {
    const email = await door.newOwner();
    const minute = startAttack();
    await ask(email, minute(0));
    const older = await newestMail(email);
    await ask(email, minute(QUICK_MAIL_COOLDOWN_MINUTES));
    const newer = await newestMail(email);
    if (older.code === newer.code) return; // one time in a million the two mails share a code
    expectRefused(await useCode(email, older.code));
    const rows = await door.signInsOf(email);
    expect(rows.map((row) => row.codeFailures)).toEqual([0, 1]);
    expect(rows.map((row) => row.usedAt)).toEqual([null, null]);
  });
});

describe('the numbers decision 055 rests on', () => {
  it.each(DOORS)('a request the pace refuses always finds a mail whose link still works ($name)', (door) => {
    expect(SLOW_MAIL_COOLDOWN_MINUTES).toBeLessThan(door.validMinutes);
    expect(QUICK_MAIL_COOLDOWN_MINUTES).toBeLessThan(door.validMinutes);
  });

  it('guessing a 6-digit code stays under a 1% chance a year for one address', () => {
    const codeSpace = 10 ** 6;
    expect((WRONG_CODES_PER_ADDRESS_PER_DAY * 366) / codeSpace).toBeLessThan(0.01);
  });
});
