// A member's own sessions and password change, through app.inject on a real database.
import { asc, eq, gt, max } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, SITE_ORIGIN } from '../../../../../tests/support/admin.js';
import { composeRequestedMail } from '../../../../../tests/support/mail-requests.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import { ACCOUNT_MESSAGES, type OwnSession } from '../../../../shared/admin/admin-account.js';
import { WRONG_PASSWORD_MESSAGE } from '../../../../shared/admin/admin-auth.js';
import type { StaffRole } from '../../../../shared/staff-roles.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { adminPasswordResets, adminSessions, adminUsers, auditEvents } from '../../../db/schema.js';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
});
afterAll(async () => {
  await stopTestApp(app, database);
});

let addressNumber = 0;
/** A client address of its own for each sign-in: sign-in and the password routes are limited per address. */
const nextAddress = () => `10.71.${Math.floor(++addressNumber / 250)}.${addressNumber % 250}`;

let memberNumber = 0;
async function newMember(role: StaffRole = 'owner') {
  const member = { email: `account-${++memberNumber}@freight.example`, password: `account password number ${memberNumber}` };
  await createTestAdmin(database.db, member, role);
  return member;
}

interface Browser {
  cookie: string;
  address: string;
  send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
}

function login(member: { email: string; password: string }, address: string, userAgent?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: address,
    headers: { origin: SITE_ORIGIN, ...(userAgent ? { 'user-agent': userAgent } : {}) },
    payload: member,
  });
}

/** A browser signed in as the member, from an address of its own, with its user agent. */
async function signedIn(member: { email: string; password: string }, userAgent = CHROME_ON_WINDOWS): Promise<Browser> {
  const address = nextAddress();
  const response = await login(member, address, userAgent);
  const session = response.cookies.find((cookie) => cookie.name === 'admin_session');
  if (response.statusCode !== 200 || !session) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = `admin_session=${session.value}`;
  return {
    cookie,
    address,
    send: (method, url, payload) =>
      app.inject({ method, url, remoteAddress: address, headers: { origin: SITE_ORIGIN, 'user-agent': userAgent, cookie }, payload }),
  };
}

async function memberId(email: string): Promise<number> {
  const [row] = await database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

async function sessionsOf(browser: Browser): Promise<OwnSession[]> {
  const response = await browser.send('GET', '/api/admin/account/sessions');
  expect(response.statusCode).toBe(200);
  return response.json<{ sessions: OwnSession[] }>().sessions;
}

/** The audit events `work` wrote. */
async function eventsAfter(work: () => Promise<unknown>) {
  const [last] = await database.db.select({ id: max(auditEvents.id) }).from(auditEvents);
  const since = last?.id ?? 0;
  await work();
  return database.db.select().from(auditEvents).where(gt(auditEvents.id, since)).orderBy(asc(auditEvents.id));
}

describe('own sessions', () => {
  it('lists the member’s signed-in browsers, newest use first, naming the device and marking the current one', async () => {
    const member = await newMember('recruiting');
    const laptop = await signedIn(member, CHROME_ON_WINDOWS);
    const phone = await signedIn(member, SAFARI_ON_IPHONE);
    // Another member's session is never listed.
    await signedIn(await newMember());

    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.map(({ device, address, current }) => ({ device, address, current }))).toEqual([
      { device: 'Safari on iPhone', address: phone.address, current: true },
      { device: 'Chrome on Windows', address: laptop.address, current: false },
    ]);
    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop.find((session) => session.current)?.device).toBe('Chrome on Windows');
    expect(new Set(fromLaptop.map((session) => session.id))).toEqual(new Set(fromPhone.map((session) => session.id)));
    // Named by a public id: no token, and not the token's hash.
    const body = JSON.stringify(fromLaptop);
    expect(body).not.toContain(laptop.cookie.split('=')[1]);
    expect(body).not.toMatch(/[0-9a-f]{64}/);
  });

  it('does not list a sign-in still waiting for its authenticator code', async () => {
    const member = await newMember();
    const browser = await signedIn(member);
    // A session at the code step, as a half-finished sign-in leaves it.
    await database.db.insert(adminSessions).values({
      tokenHash: `pending-${memberNumber}`,
      adminUserId: await memberId(member.email),
      expiresAt: new Date(Date.now() + 300_000),
      stage: 'code-required',
    });
    expect(await sessionsOf(browser)).toHaveLength(1);
  });

  it('ends another browser’s session: that cookie is signed out at once, and the event is recorded', async () => {
    const member = await newMember('accounting');
    const laptop = await signedIn(member);
    const phone = await signedIn(member, SAFARI_ON_IPHONE);
    const phoneSession = (await sessionsOf(laptop)).find((session) => !session.current);
    if (!phoneSession) throw new Error('the phone’s session is not listed');

    const events = await eventsAfter(async () => {
      const ended = await laptop.send('DELETE', `/api/admin/account/sessions/${phoneSession.id}`);
      expect(ended.statusCode).toBe(204);
      expect(ended.cookies.find((cookie) => cookie.name === 'admin_session')).toBeUndefined();
    });
    expect(events).toMatchObject([
      {
        action: 'admin.session_ended',
        actorKind: 'member',
        actorLabel: member.email,
        recordType: 'admin_user',
        changes: { reason: { before: null, after: 'ended by member' } },
        clientAddress: laptop.address,
      },
    ]);
    expect((await phone.send('GET', '/api/admin/session')).statusCode).toBe(401);
    expect((await laptop.send('GET', '/api/admin/session')).statusCode).toBe(200);
    expect(await sessionsOf(laptop)).toHaveLength(1);
  });

  it('ends the current session too, and clears its cookie', async () => {
    const member = await newMember();
    const browser = await signedIn(member);
    const [own] = await sessionsOf(browser);
    const ended = await browser.send('DELETE', `/api/admin/account/sessions/${own?.id}`);
    expect(ended.statusCode).toBe(204);
    const cleared = ended.cookies.find((cookie) => cookie.name === 'admin_session');
    expect(cleared?.value).toBe('');
    expect((await browser.send('GET', '/api/admin/session')).statusCode).toBe(401);
  });

  it('cannot end another member’s session: the same 404 as an unknown id, and nothing recorded', async () => {
    const owner = await signedIn(await newMember());
    const other = await signedIn(await newMember('operations'));
    const [othersSession] = await sessionsOf(other);

    const events = await eventsAfter(async () => {
      const refused = await owner.send('DELETE', `/api/admin/account/sessions/${othersSession?.id}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: ACCOUNT_MESSAGES.sessionNotFound });
      const unknown = await owner.send('DELETE', '/api/admin/account/sessions/6f1c3a52-0c4e-4a43-9d36-1f7f1f0e6a11');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: ACCOUNT_MESSAGES.sessionNotFound });
    });
    expect(events).toEqual([]);
    expect((await other.send('GET', '/api/admin/session')).statusCode).toBe(200);
    expect((await owner.send('DELETE', '/api/admin/account/sessions/not-a-uuid')).statusCode).toBe(400);
  });

  it('is for signed-in members only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/account/sessions' })).statusCode).toBe(401);
  });
});

describe('changing one’s password', () => {
  const change = (browser: Browser, password: string, newPassword: string) =>
    browser.send('POST', '/api/admin/account/password', { password, newPassword });

  it('refuses a wrong current password with 403 (the session stays), counted towards the sign-in lock', async () => {
    const member = await newMember();
    const browser = await signedIn(member);
    const events = await eventsAfter(async () => {
      const refused = await change(browser, 'not my password at all', 'a brand new password 1');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: WRONG_PASSWORD_MESSAGE });
    });
    expect(events.map((event) => event.action)).not.toContain('admin.password_changed');
    expect((await browser.send('GET', '/api/admin/session')).statusCode).toBe(200);
    // The old password still signs in; the refused new one does not.
    expect((await login(member, nextAddress())).statusCode).toBe(200);
    expect((await login({ ...member, password: 'a brand new password 1' }, nextAddress())).statusCode).toBe(401);

    // Four more wrong ones reach the five attempts that lock the account, even with the right one next.
    for (let attempt = 2; attempt <= 5; attempt++)
      expect((await change(browser, `wrong guess ${attempt}`, 'another new one 22')).statusCode).toBe(403);
    const locked = await change(browser, member.password, 'another new one 22');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('sets the new password, ends every other session and keeps this one, and records it', async () => {
    const member = await newMember('operations');
    const browser = await signedIn(member);
    const elsewhere = await signedIn(member, SAFARI_ON_IPHONE);
    const newPassword = 'the member’s fresh password';

    const events = await eventsAfter(async () => {
      const changed = await change(browser, member.password, newPassword);
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    });
    expect(events).toMatchObject([
      {
        action: 'admin.password_changed',
        actorLabel: member.email,
        recordType: 'admin_user',
        changes: { otherSessionsEnded: { before: null, after: 1 } },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(newPassword);
    expect((await elsewhere.send('GET', '/api/admin/session')).statusCode).toBe(401);
    expect((await browser.send('GET', '/api/admin/session')).statusCode).toBe(200);
    expect((await login(member, nextAddress())).statusCode).toBe(401);
    expect((await login({ ...member, password: newPassword }, nextAddress())).statusCode).toBe(200);
  });

  it('holds the new password to the rules (400) and changes nothing then', async () => {
    const member = await newMember();
    const browser = await signedIn(member);
    const elsewhere = await signedIn(member);
    const refused = await change(browser, member.password, 'short');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/^newPassword: The password must be at least/);
    expect((await elsewhere.send('GET', '/api/admin/session')).statusCode).toBe(200);
    expect((await login(member, nextAddress())).statusCode).toBe(200);
  });

  it('makes a reset link mailed before the change stop working', async () => {
    const member = await newMember();
    const browser = await signedIn(member);
    await app.inject({
      method: 'POST',
      url: '/api/admin/login/password-reset/request',
      remoteAddress: nextAddress(),
      headers: { origin: SITE_ORIGIN },
      payload: { email: member.email },
    });
    await composeRequestedMail(database.db);
    expect((await change(browser, member.password, 'changed after the mail')).statusCode).toBe(200);
    const links = await database.db
      .select({ expiresAt: adminPasswordResets.expiresAt })
      .from(adminPasswordResets)
      .where(eq(adminPasswordResets.adminUserId, await memberId(member.email)));
    expect(links).toHaveLength(1);
    expect(links[0]?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
