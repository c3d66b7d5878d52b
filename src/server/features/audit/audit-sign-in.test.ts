// The audit log of staff accounts beyond the password step: two-factor sign-in on and off, the
// code step's failures and success, and a session that ends by itself. No event holds the
// authenticator's secret, a recovery code or a session token.
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestAdmin, enrolTwoFactor, signIn, SITE_ORIGIN, type AdminClient } from '../../../../tests/support/admin.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { adminSessions, auditEvents } from '../../db/schema.js';
import { findAdminByEmail } from '../../platform/staff-sessions/member-repository.js';

const MEMBER = { email: 'two-factor@freight.example', password: 'a long enough password for two factors' } as const;
const ADDRESS = '10.92.0.1';

let database: DatabaseHandle;
let app: FastifyInstance;
let memberId: number;
const secrets: string[] = [MEMBER.password];

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db, MEMBER);
  const row = await findAdminByEmail(database.db, MEMBER.email);
  if (!row) throw new Error('no member');
  memberId = row.id;
});
afterAll(() => stopTestApp(app, database));

async function eventsAfter(work: () => Promise<unknown>) {
  const before = await database.db.select({ id: auditEvents.id }).from(auditEvents);
  await work();
  const after = await database.db.select().from(auditEvents).orderBy(asc(auditEvents.id));
  return after.slice(before.length);
}

/** The member as actor and record (read once the account exists). */
const asMember = () => ({ actorKind: 'member', actorAdminId: memberId, recordType: 'admin_user' });

describe('two-factor sign-in', () => {
  let recoveryCodes: string[];
  let client: AdminClient;

  it('records turning it on', async () => {
    client = await signIn(app, MEMBER, ADDRESS);
    secrets.push(client.cookie.split('=')[1] ?? '');
    const written = await eventsAfter(async () => {
      const enrolled = await enrolTwoFactor(client);
      recoveryCodes = enrolled.recoveryCodes;
      secrets.push(enrolled.secret, ...enrolled.recoveryCodes);
    });
    expect(written).toMatchObject([
      {
        action: 'admin.two_factor_enabled',
        ...asMember(),
        recordId: String(memberId),
        changes: { twoFactorEnabled: { before: false, after: true } },
      },
    ]);
  });

  it('records a wrong code at sign-in, then the sign-in a right one completes', async () => {
    const password = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: SITE_ORIGIN },
      remoteAddress: ADDRESS,
      payload: MEMBER,
    });
    const pending = cookieHeader(password);
    const code = (value: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/login/code',
        headers: { origin: SITE_ORIGIN, cookie: pending },
        remoteAddress: ADDRESS,
        payload: { code: value },
      });

    const wrong = await eventsAfter(async () => expect((await code('000000')).statusCode).toBe(401));
    expect(wrong).toMatchObject([{ action: 'admin.sign_in_failed', ...asMember(), changes: { step: { before: null, after: 'code' } } }]);

    const right = await eventsAfter(async () => expect((await code(recoveryCodes[0] ?? '')).statusCode).toBe(200));
    expect(right).toMatchObject([
      { action: 'admin.sign_in', ...asMember(), clientAddress: ADDRESS, changes: { stage: { after: 'complete' } } },
    ]);
  });

  it('records turning it off; a wrong code turns nothing off and records no change', async () => {
    const disable = (code: string) =>
      client.request({
        method: 'POST',
        url: '/api/admin/two-factor/disable',
        remoteAddress: ADDRESS,
        payload: { password: MEMBER.password, code },
      });
    const refused = await eventsAfter(async () => expect((await disable('000000')).statusCode).toBe(400));
    expect(refused.filter((event) => event.action === 'admin.two_factor_disabled')).toEqual([]);

    const written = await eventsAfter(async () => expect((await disable(recoveryCodes[1] ?? '')).statusCode).toBe(200));
    expect(written).toMatchObject([
      { action: 'admin.two_factor_disabled', ...asMember(), changes: { twoFactorEnabled: { before: true, after: false } } },
    ]);
  });
});

describe('a session that ends by itself', () => {
  it('is recorded once, by the system, when the next request finds it idle too long', async () => {
    const idle = await signIn(app, MEMBER, '10.92.0.2');
    await database.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '1 day'` })
      .where(eq(adminSessions.adminUserId, memberId));
    const written = await eventsAfter(async () => {
      expect((await idle.request({ method: 'GET', url: '/api/admin/session', remoteAddress: '10.92.0.2' })).statusCode).toBe(401);
      expect((await idle.request({ method: 'GET', url: '/api/admin/session', remoteAddress: '10.92.0.2' })).statusCode).toBe(401);
    });
    expect(written).toMatchObject([
      {
        action: 'admin.session_ended',
        actorKind: 'system',
        actorAdminId: null,
        recordType: 'admin_user',
        recordId: String(memberId),
        clientAddress: '10.92.0.2',
        changes: { member: { after: MEMBER.email }, reason: { after: 'idle' } },
      },
    ]);
  });
});

describe('a sign-in ended by too many wrong codes', () => {
  it('is recorded once, by the system, when the last allowed wrong code ends it', async () => {
    const coded = { email: 'too-many-codes@freight.example', password: 'the password of the one with codes' };
    const address = '10.92.0.4';
    await createTestAdmin(database.db, coded);
    const enrolled = await enrolTwoFactor(await signIn(app, coded, address));
    secrets.push(enrolled.secret, ...enrolled.recoveryCodes);
    const account = await findAdminByEmail(database.db, coded.email);
    const password = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: SITE_ORIGIN },
      remoteAddress: address,
      payload: coded,
    });
    const pending = cookieHeader(password);
    const wrongCode = () =>
      app.inject({
        method: 'POST',
        url: '/api/admin/login/code',
        headers: { origin: SITE_ORIGIN, cookie: pending },
        remoteAddress: address,
        payload: { code: 'AAAAA-AAAAA' },
      });

    const firstFour = await eventsAfter(async () => {
      for (let attempt = 0; attempt < 4; attempt++) expect((await wrongCode()).statusCode).toBe(401);
    });
    expect(firstFour.filter((event) => event.action === 'admin.session_ended')).toEqual([]);

    const ended = await eventsAfter(async () => expect((await wrongCode()).statusCode).toBe(401));
    expect(ended.filter((event) => event.action === 'admin.session_ended')).toMatchObject([
      {
        actorKind: 'system',
        actorAdminId: null,
        recordType: 'admin_user',
        recordId: String(account?.id),
        clientAddress: address,
        changes: { member: { after: coded.email }, reason: { after: 'too many codes' } },
      },
    ]);
    // The pending sign-in is gone (the browser that enrolled keeps its own session).
    const left = await database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.adminUserId, account?.id ?? 0));
    expect(left.map((session) => session.stage)).toEqual(['complete']);

    // The ended sign-in is gone: trying it again ends nothing more.
    const after = await eventsAfter(() => wrongCode());
    expect(after.filter((event) => event.action === 'admin.session_ended')).toEqual([]);
  });
});

describe('the password asked again before a two-factor change', () => {
  it('records the lockout its wrong guesses lead to', async () => {
    const guessed = { email: 'guessed@freight.example', password: 'the real password of the guessed one' };
    await createTestAdmin(database.db, guessed);
    const session = await signIn(app, guessed, '10.92.0.3');
    const guess = () =>
      session.request({
        method: 'POST',
        url: '/api/admin/two-factor/enrolment',
        remoteAddress: '10.92.0.3',
        payload: { password: 'not it at all' },
      });
    const written = await eventsAfter(async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) statuses.push((await guess()).statusCode);
      expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    });
    expect(written).toMatchObject([{ action: 'admin.locked_out', actorLabel: guessed.email, clientAddress: '10.92.0.3' }]);
  });
});

describe('secrets', () => {
  it('no event holds the password, the authenticator secret, a recovery code or a session token', async () => {
    const stored = JSON.stringify(await database.db.select().from(auditEvents));
    expect(secrets.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(stored).not.toContain(secret);
  });
});
