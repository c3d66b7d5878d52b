// Password reset by e-mail for staff, through app.inject on a real database: the same answer for
// any address, the mail and its link (composed after the answer, as the server's mail-request
// worker does), single use, expiry, the per-member cap, and what a reset ends (sessions, other
// links) and does not (a running sign-in lock).
import { asc, eq, gt, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, SITE_ORIGIN } from '../../../../../tests/support/admin.js';
import { composeRequestedMail } from '../../../../../tests/support/mail-requests.js';
import { expectRefusedAfter } from '../../../../../tests/support/rate-limits.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import { testDatabaseUrl } from '../../../../../tests/support/test-database.js';
import { ACCOUNT_MESSAGES } from '../../../../shared/admin/admin-account.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { adminPasswordResets, adminUsers, auditEvents, emailOutbox } from '../../../db/schema.js';
import { PASSWORD_RESET_MAIL_KIND } from './emails.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
});
afterAll(async () => {
  await stopTestApp(app, database);
});

let addressNumber = 0;
/** A client address of its own for each call: these routes are limited per address. */
const nextAddress = () => `10.72.${Math.floor(++addressNumber / 250)}.${addressNumber % 250}`;

let memberNumber = 0;
async function newMember() {
  const member = { email: `reset-${++memberNumber}@freight.example`, password: `reset password number ${memberNumber}` };
  await createTestAdmin(database.db, member, 'accounting');
  return member;
}

function post(url: string, payload: object, address = nextAddress()) {
  return app.inject({ method: 'POST', url, remoteAddress: address, headers: { origin: SITE_ORIGIN }, payload });
}
/** Asks for a link, then composes the request as the server's worker does right after the answer. */
async function requestLink(email: string, address?: string) {
  const answer = await post('/api/admin/login/password-reset/request', { email }, address);
  await composeRequestedMail(database.db);
  return answer;
}
const reset = (token: string, password: string) => post('/api/admin/login/password-reset', { token, password });
const login = (member: { email: string; password: string }) => post('/api/admin/login', member);

async function mailsTo(email: string) {
  return database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(asc(emailOutbox.id));
}

/** The token of the newest reset mail to `email`, read from its link as the member's browser would. */
async function mailedToken(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const token = /\/admin-reset-password#token=([A-Za-z0-9_-]{43})\b/.exec(mails.at(-1)?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

async function memberId(email: string): Promise<number> {
  const [row] = await database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

/** The audit events `work` wrote. */
async function eventsAfter(work: () => Promise<unknown>) {
  const [last] = await database.db.select({ id: max(auditEvents.id) }).from(auditEvents);
  await work();
  return database.db
    .select()
    .from(auditEvents)
    .where(gt(auditEvents.id, last?.id ?? 0))
    .orderBy(asc(auditEvents.id));
}

describe('asking for a reset link', () => {
  it('answers the same for a member’s address and an unknown one; only the member is mailed, with the link in the fragment', async () => {
    const member = await newMember();
    const unknown = 'nobody-here@freight.example';
    const asker = nextAddress();
    const events = await eventsAfter(async () => {
      const known = await requestLink(member.email.toUpperCase(), asker);
      const stranger = await requestLink(unknown);
      expect(known.statusCode).toBe(202);
      expect(stranger.statusCode).toBe(202);
      expect(known.body).toBe(stranger.body);
      expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    });

    expect(await mailsTo(unknown)).toEqual([]);
    const [mail] = await mailsTo(member.email);
    expect(mail?.kind).toBe(PASSWORD_RESET_MAIL_KIND);
    expect(mail?.subject).toMatch(/^Reset your .+ password$/);
    expect(mail?.textBody).toMatch(/http:\/\/localhost:5000\/admin-reset-password#token=[A-Za-z0-9_-]{43}\n/);
    expect(mail?.textBody).toContain('works once, for 30 minutes');
    expect(mail?.htmlBody).toContain('<a href="http://localhost:5000/admin-reset-password#token=');

    // Only the token's hash is stored, valid for 30 minutes.
    const token = await mailedToken(member.email);
    const [link] = await database.db
      .select()
      .from(adminPasswordResets)
      .where(eq(adminPasswordResets.adminUserId, await memberId(member.email)));
    expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link?.tokenHash).not.toContain(token);
    const minutesValid = ((link?.expiresAt.getTime() ?? 0) - (link?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutesValid).toBe(30);

    // One event, for the member only; no token in it.
    expect(events).toMatchObject([
      {
        action: 'admin.password_reset_requested',
        actorKind: 'member',
        actorLabel: member.email,
        recordType: 'admin_user',
        recordId: String(await memberId(member.email)),
        changes: { mailed: { before: null, after: true } },
        // Written after the answer, it still names where the request came from.
        clientAddress: asker,
        requestId: expect.any(String) as unknown,
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it('mails a member at most 3 links an hour; more requests answer the same and send nothing', async () => {
    const member = await newMember();
    const events = await eventsAfter(async () => {
      for (let request = 1; request <= 5; request++) {
        const answer = await requestLink(member.email);
        expect(answer.statusCode).toBe(202);
        expect(answer.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
      }
    });
    expect(await mailsTo(member.email)).toHaveLength(3);
    expect(events.map((event) => event.changes)).toEqual([
      ...Array.from({ length: 3 }, () => ({ mailed: { before: null, after: true } })),
      ...Array.from({ length: 2 }, () => ({ mailed: { before: null, after: false }, reason: { before: null, after: 'hourly limit' } })),
    ]);
  });

  it('clears the member’s links older than a day when a new one is made, and keeps the recent ones', async () => {
    const member = await newMember();
    const adminUserId = await memberId(member.email);
    const dayAndMore = new Date(Date.now() - 25 * 3_600_000);
    await database.db
      .insert(adminPasswordResets)
      .values({ adminUserId, tokenHash: `old-${adminUserId}`, createdAt: dayAndMore, expiresAt: dayAndMore });
    expect((await requestLink(member.email)).statusCode).toBe(202);
    expect((await requestLink(member.email)).statusCode).toBe(202);
    const left = await database.db.select().from(adminPasswordResets).where(eq(adminPasswordResets.adminUserId, adminUserId));
    expect(left.map((link) => link.tokenHash)).not.toContain(`old-${adminUserId}`);
    expect(left).toHaveLength(2);
  });

  it('sends nothing to a disabled member', async () => {
    const member = await newMember();
    await database.db.update(adminUsers).set({ disabledAt: new Date() }).where(eq(adminUsers.email, member.email));
    const answer = await requestLink(member.email);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    expect(await mailsTo(member.email)).toEqual([]);
  });

  it('takes 5 requests per client address every 15 minutes', async () => {
    const address = nextAddress();
    await expectRefusedAfter(5, 202, () => requestLink(`someone-${addressNumber}@freight.example`, address));
  });

  it('refuses what is not an e-mail address (400)', async () => {
    expect((await requestLink('not an address')).statusCode).toBe(400);
  });
});

describe('choosing a new password with the link', () => {
  it('sets the password, ends every session of the member, and records it; the link then never works again', async () => {
    const member = await newMember();
    const signedIn = await signIn(app, member, nextAddress());
    await requestLink(member.email);
    const token = await mailedToken(member.email);
    const newPassword = 'chosen after a reset mail';

    const events = await eventsAfter(async () => {
      const done = await reset(token, newPassword);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordReset });
      // It signs no one in.
      expect(done.cookies.find((cookie) => cookie.name === 'admin_session')).toBeUndefined();
    });
    expect(events).toMatchObject([
      {
        action: 'admin.password_reset',
        actorKind: 'member',
        actorLabel: member.email,
        recordType: 'admin_user',
        changes: { sessionsEnded: { before: null, after: 1 } },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(newPassword);
    expect(JSON.stringify(events)).not.toContain(token);

    expect((await signedIn.request({ method: 'GET', url: '/api/admin/session' })).statusCode).toBe(401);
    expect((await login(member)).statusCode).toBe(401);
    expect((await login({ ...member, password: newPassword })).statusCode).toBe(200);

    const again = await reset(token, 'a second try with it');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: ACCOUNT_MESSAGES.resetInvalid });
    expect((await login({ ...member, password: 'a second try with it' })).statusCode).toBe(401);
  });

  it('makes the member’s other open links stop working', async () => {
    const member = await newMember();
    await requestLink(member.email);
    const first = await mailedToken(member.email);
    await requestLink(member.email);
    const second = await mailedToken(member.email);
    expect(second).not.toBe(first);
    expect((await reset(second, 'the second link wins')).statusCode).toBe(200);
    expect((await reset(first, 'the first link is dead')).statusCode).toBe(410);
  });

  it('refuses an expired link, an unknown one and a malformed one, with one message', async () => {
    const member = await newMember();
    await requestLink(member.email);
    const token = await mailedToken(member.email);
    await database.db
      .update(adminPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminPasswordResets.adminUserId, await memberId(member.email)));

    const expired = await reset(token, 'too late for this one');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: ACCOUNT_MESSAGES.resetInvalid });
    const unknown = await reset('A'.repeat(43), 'nobody sent this link');
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json()).toMatchObject({ message: ACCOUNT_MESSAGES.resetInvalid });
    expect((await reset('bad token!', 'not even a token')).statusCode).toBe(400);
    expect((await login(member)).statusCode).toBe(200);
  });

  it('refuses a new password that breaks the rules (400) and leaves the link usable', async () => {
    const member = await newMember();
    await requestLink(member.email);
    const token = await mailedToken(member.email);
    expect((await reset(token, 'short')).statusCode).toBe(400);
    expect((await reset(token, 'long enough this time')).statusCode).toBe(200);
  });

  it('never works for a disabled member, even with a link sent before', async () => {
    const member = await newMember();
    await requestLink(member.email);
    const token = await mailedToken(member.email);
    await database.db.update(adminUsers).set({ disabledAt: new Date() }).where(eq(adminUsers.email, member.email));
    const refused = await reset(token, 'while disabled, no');
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ message: ACCOUNT_MESSAGES.resetInvalid });
  });

  it('leaves a running sign-in lock as it is: the new password waits for the lock like the old one', async () => {
    const member = await newMember();
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login({ ...member, password: `wrong guess ${attempt}xx` })).statusCode).toBe(401);
    await requestLink(member.email);
    const newPassword = 'chosen during a lockout';
    expect((await reset(await mailedToken(member.email), newPassword)).statusCode).toBe(200);
    expect((await login({ ...member, password: newPassword })).statusCode).toBe(429);
  });

  it.skipIf(!testDatabaseUrl())('lets only one of two uses of the same link at once through (PostgreSQL)', async () => {
    // Only PostgreSQL runs the two transactions side by side; PGlite has one connection and runs them in turn, proving nothing.
    const member = await newMember();
    await requestLink(member.email);
    const token = await mailedToken(member.email);
    const answers = await Promise.all([reset(token, 'first racer password'), reset(token, 'second racer password')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const winner = answers[0]?.statusCode === 200 ? 'first racer password' : 'second racer password';
    expect((await login({ ...member, password: winner })).statusCode).toBe(200);
    const resets = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordId, String(await memberId(member.email))));
    expect(resets.filter((event) => event.action === 'admin.password_reset')).toHaveLength(1);
  });
});
