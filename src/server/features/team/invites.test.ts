// Invitations, through the API: the owner invites, the invitee's mail carries a single-use link
// (in the URL's fragment), the link shows what it is for and makes one account, once; expired,
// revoked, re-sent and replaced links stop working; each step writes its audit event, and a
// refused step writes none.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN, type AdminClient } from '../../../../tests/support/admin.js';
import { clientAddresses } from '../../../../tests/support/client-addresses.js';
import { expectNothingWritten } from '../../../../tests/support/database-digest.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import { INVALID_LOGIN_MESSAGE } from '../../../shared/admin/admin-auth.js';
import { PAGE_PATHS } from '../../../shared/page-routes.js';
import { INVITE_VALID_HOURS, TEAM_MESSAGES, type InviteDetails, type Team, type TeamInvite } from '../../../shared/team/team.js';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { adminUsers, auditEvents, emailOutbox, staffInvites } from '../../db/schema.js';
import { createOrResetAdmin } from '../admin/auth/accounts.js';
import { hashToken } from '../../platform/security/tokens.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
const nextAddress = clientAddresses(147);
const PASSWORD = 'a long enough invitee password';

beforeAll(async () => {
  ({ database, app, admin: owner } = await startTestAppWithAdmin());
});
afterAll(async () => {
  await stopTestApp(app, database);
});

const invite = (email: string, role = 'accounting') =>
  owner.request({ method: 'POST', url: '/api/admin/team/invites', payload: { email, role } });

/** A public call from a browser on our pages (no session), from an address of its own. */
function publicPost(url: string, payload: object, target: FastifyInstance = app): Promise<LightMyRequestResponse> {
  return target.inject({ method: 'POST', url, headers: { origin: SITE_ORIGIN }, remoteAddress: nextAddress(), payload });
}
const lookUp = (token: string) => publicPost('/api/admin/login/invitation', { token });
const accept = (token: string, password = PASSWORD, target?: FastifyInstance) =>
  publicPost('/api/admin/login/invitation/accept', { token, password }, target);

/** The link token of the latest invitation mailed to `email`. */
async function mailedToken(email: string): Promise<string> {
  const mails = await database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email.toLowerCase()))
    .orderBy(asc(emailOutbox.id));
  const token = /#token=([A-Za-z0-9_-]{43})\b/.exec(mails.at(-1)?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

async function invited(email: string, role = 'accounting'): Promise<{ invite: TeamInvite; token: string }> {
  const response = await invite(email, role);
  expect(response.statusCode).toBe(201);
  return { invite: response.json<TeamInvite>(), token: await mailedToken(email) };
}

async function eventsAfter(work: () => Promise<unknown>) {
  const before = (await database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
  await work();
  const after = await database.db.select().from(auditEvents).orderBy(asc(auditEvents.id));
  return after.slice(before);
}

describe('sending an invitation', () => {
  it('answers the open invite, lists it, and mails a single-use link in the fragment that says who, which role and until when', async () => {
    const before = Date.now();
    const { invite: sent, token } = await invited('New.Accountant@Freight.example');
    expect(sent).toMatchObject({ email: 'new.accountant@freight.example', role: 'accounting', invitedBy: 'ops-lead@freight.example' });
    expect(sent.state).toBe('pending');
    const expiresIn = new Date(sent.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(INVITE_VALID_HOURS * 3_600_000 - 1000);
    expect(expiresIn).toBeLessThanOrEqual(INVITE_VALID_HOURS * 3_600_000 + 60_000);

    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'new.accountant@freight.example'));
    expect(mail?.kind).toBe('staff-invitation');
    expect(mail?.textBody).toContain(`http://localhost:5000${PAGE_PATHS.adminInvite}#token=${token}`);
    expect(mail?.textBody).toContain('"ops-lead@freight.example" has invited you');
    expect(mail?.textBody).toContain('as Accounting');
    expect(mail?.textBody).toMatch(/expires on .+ UTC/);
    expect(mail?.htmlBody).toContain(`href="http://localhost:5000${PAGE_PATHS.adminInvite}#token=${token}"`);

    // Only the token's hash is kept.
    const [row] = await database.db.select().from(staffInvites).where(eq(staffInvites.id, sent.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const team = (await owner.request({ method: 'GET', url: '/api/admin/team' })).json<Team>();
    expect(team.invites).toContainEqual(sent);
    expect(JSON.stringify(team)).not.toMatch(/hash/i);
  });

  it('records admin.invited with the address and role, never the token', async () => {
    let token = '';
    const events = await eventsAfter(async () => {
      ({ token } = await invited('audited.invite@freight.example', 'recruiting'));
    });
    expect(events).toMatchObject([
      {
        action: 'admin.invited',
        actorKind: 'member',
        actorLabel: 'ops-lead@freight.example',
        recordType: 'staff_invite',
        changes: { email: { before: null, after: 'audited.invite@freight.example' }, role: { before: null, after: 'recruiting' } },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(token);
    expect(JSON.stringify(events)).not.toContain(hashToken(token));
  });

  it('refuses an address that already has an account (409), writing and mailing nothing', async () => {
    const mailsBefore = (await database.db.select().from(emailOutbox)).length;
    const events = await eventsAfter(async () => {
      const response = await invite('OPS-LEAD@freight.example');
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(TEAM_MESSAGES.alreadyMember);
    });
    expect(events).toEqual([]);
    expect((await database.db.select().from(emailOutbox)).length).toBe(mailsBefore);
  });

  it('replaces an open invitation to the same address: the old link stops working, the new role counts', async () => {
    const first = await invited('twice@freight.example', 'operations');
    const events = await eventsAfter(async () => {
      const second = await invited('twice@freight.example', 'recruiting');
      expect(second.invite.id).not.toBe(first.invite.id);
      expect((await lookUp(first.token)).statusCode).toBe(410);
      expect((await lookUp(second.token)).json<InviteDetails>()).toEqual({
        email: 'twice@freight.example',
        role: 'recruiting',
        companyName: testConfig().company.name,
      });
    });
    expect(events.map((event) => [event.action, event.recordId])).toEqual([
      ['admin.invite_revoked', String(first.invite.id)],
      ['admin.invited', expect.any(String)],
    ]);
    const team = (await owner.request({ method: 'GET', url: '/api/admin/team' })).json<Team>();
    expect(team.invites.filter((open) => open.email === 'twice@freight.example').map((open) => open.role)).toEqual(['recruiting']);
  });

  it('leaves one open invite when the same address is invited twice at once', async () => {
    const answers = await Promise.all([invite('rush@freight.example', 'operations'), invite('rush@freight.example', 'recruiting')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const open = (await owner.request({ method: 'GET', url: '/api/admin/team' })).json<Team>().invites;
    expect(open.filter((each) => each.email === 'rush@freight.example')).toHaveLength(1);
  });

  it.each([
    ['no e-mail', { role: 'accounting' }],
    ['a malformed e-mail', { email: 'not-an-address', role: 'accounting' }],
    ['an unknown role', { email: 'valid@freight.example', role: 'admin' }],
    ['no role', { email: 'valid@freight.example' }],
  ])('answers 400 for %s, writing nothing', async (_case, payload) => {
    // The owner's session row notes the call; nothing else may change (no invite, mail or event).
    const response = await expectNothingWritten(
      database.db,
      () => owner.request({ method: 'POST', url: '/api/admin/team/invites', payload }),
      ['admin_sessions'],
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('an invitation link', () => {
  it('shows what it is for, then makes the account once and signs it in', async () => {
    const { invite: sent, token } = await invited('joins@freight.example', 'accounting');
    expect((await lookUp(token)).json<InviteDetails>()).toMatchObject({ email: 'joins@freight.example', role: 'accounting' });

    const events = await eventsAfter(async () => {
      const accepted = await accept(token);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ email: 'joins@freight.example', role: 'accounting', next: 'dashboard' });
      const cookie = accepted.cookies.find((each) => each.name === 'admin_session');
      expect(cookie?.httpOnly).toBe(true);
      const session = await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: `admin_session=${cookie?.value}` } });
      expect(session.json()).toMatchObject({ email: 'joins@freight.example', role: 'accounting' });
    });
    const [account] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, 'joins@freight.example'));
    expect(account?.role).toBe('accounting');
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(events.map((event) => event.action)).toEqual(['admin.invite_accepted', 'admin.sign_in']);
    expect(events[0]).toMatchObject({
      actorKind: 'member',
      actorAdminId: account?.id,
      actorLabel: 'joins@freight.example',
      recordType: 'staff_invite',
      recordId: String(sent.id),
    });
    expect(JSON.stringify(events)).not.toContain(PASSWORD);

    // Used: the same link is refused, with the one message for every dead link.
    const usedAgain = await expectNothingWritten(database.db, () => accept(token, 'another long enough password'));
    for (const response of [await lookUp(token), usedAgain]) {
      expect(response.statusCode).toBe(410);
      expect(response.json<{ message: string }>().message).toBe(TEAM_MESSAGES.inviteInvalid);
    }
    // The new member signs in with the password they chose; the invite left the open list.
    const signIn = await publicPost('/api/admin/login', { email: 'joins@freight.example', password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const team = (await owner.request({ method: 'GET', url: '/api/admin/team' })).json<Team>();
    expect(team.invites.map((open) => open.id)).not.toContain(sent.id);
    expect(team.members.find((member) => member.email === 'joins@freight.example')).toMatchObject({ role: 'accounting', disabledAt: null });
  });

  it('makes one account when the same link is accepted twice at once', async () => {
    const { token } = await invited('at.once@freight.example');
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410]);
    expect(await database.db.select().from(adminUsers).where(eq(adminUsers.email, 'at.once@freight.example'))).toHaveLength(1);
  });

  it('stops working when it expires (and the list shows it expired)', async () => {
    const { invite: sent, token } = await invited('late@freight.example');
    await database.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(staffInvites.id, sent.id));
    expect((await lookUp(token)).statusCode).toBe(410);
    const events = await eventsAfter(async () => {
      const refused = await accept(token);
      expect(refused.statusCode).toBe(410);
      expect(refused.json<{ message: string }>().message).toBe(TEAM_MESSAGES.inviteInvalid);
      expect(refused.cookies).toEqual([]);
    });
    expect(events).toEqual([]);
    expect(await database.db.select().from(adminUsers).where(eq(adminUsers.email, 'late@freight.example'))).toEqual([]);
    const team = (await owner.request({ method: 'GET', url: '/api/admin/team' })).json<Team>();
    expect(team.invites.find((open) => open.id === sent.id)?.state).toBe('expired');
  });

  it('stops working when revoked; revoking records admin.invite_revoked; a second revoke is 404', async () => {
    const { invite: sent, token } = await invited('revoked@freight.example', 'operations');
    const events = await eventsAfter(async () => {
      expect((await owner.request({ method: 'DELETE', url: `/api/admin/team/invites/${sent.id}` })).statusCode).toBe(204);
    });
    expect(events).toMatchObject([
      {
        action: 'admin.invite_revoked',
        recordType: 'staff_invite',
        recordId: String(sent.id),
        changes: { email: { after: 'revoked@freight.example' }, role: { after: 'operations' } },
      },
    ]);
    expect((await lookUp(token)).statusCode).toBe(410);
    expect((await accept(token)).statusCode).toBe(410);

    const again = await eventsAfter(async () => {
      const response = await owner.request({ method: 'DELETE', url: `/api/admin/team/invites/${sent.id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(TEAM_MESSAGES.inviteNotFound);
    });
    expect(again).toEqual([]);
    const resent = await expectNothingWritten(
      database.db,
      () => owner.request({ method: 'POST', url: `/api/admin/team/invites/${sent.id}/resend` }),
      ['admin_sessions'],
    );
    expect(resent.statusCode).toBe(404);
  });

  it('is replaced when re-sent: new link and expiry, the old link dead, admin.invite_resent recorded', async () => {
    const { invite: sent, token: oldToken } = await invited('resent@freight.example');
    await database.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(staffInvites.id, sent.id));
    let resent: TeamInvite | undefined;
    const events = await eventsAfter(async () => {
      const response = await owner.request({ method: 'POST', url: `/api/admin/team/invites/${sent.id}/resend` });
      expect(response.statusCode).toBe(200);
      resent = response.json<TeamInvite>();
    });
    expect(resent).toMatchObject({ id: sent.id, state: 'pending' });
    expect(new Date(resent?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + (INVITE_VALID_HOURS - 1) * 3_600_000);
    expect(events).toMatchObject([{ action: 'admin.invite_resent', recordType: 'staff_invite', recordId: String(sent.id) }]);

    const newToken = await mailedToken('resent@freight.example');
    expect(newToken).not.toBe(oldToken);
    expect((await lookUp(oldToken)).statusCode).toBe(410);
    expect((await accept(newToken)).statusCode).toBe(200);
  });

  it('is refused (409) when an account with its address appeared meanwhile, and stays open', async () => {
    const { invite: sent, token } = await invited('meanwhile@freight.example');
    await createOrResetAdmin(database.db, 'meanwhile@freight.example', 'made from the command line', 'operations');
    const events = await eventsAfter(async () => {
      const response = await accept(token);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(TEAM_MESSAGES.alreadyMember);
    });
    expect(events).toEqual([]);
    const [row] = await database.db.select().from(staffInvites).where(eq(staffInvites.id, sent.id));
    expect(row?.acceptedAt).toBeNull();
    const [account] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, 'meanwhile@freight.example'));
    expect(account?.role).toBe('operations');
  });

  it('answers next "enrol" when two-factor sign-in is required, with a session that reaches only enrolment', async () => {
    const strictApp = await buildApp({ config: testConfig({ ADMIN_REQUIRE_MFA: 'true' }), database, logger: false });
    try {
      await strictApp.ready();
      const { token } = await invited('strict@freight.example', 'recruiting');
      const accepted = await accept(token, PASSWORD, strictApp);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ role: 'recruiting', next: 'enrol', twoFactorRequired: true });
      const cookie = `admin_session=${accepted.cookies.find((each) => each.name === 'admin_session')?.value}`;
      const data = await strictApp.inject({ method: 'GET', url: '/api/admin/driver-applications', headers: { cookie } });
      expect(data.statusCode).toBe(401);
      const session = await strictApp.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
      expect(session.statusCode).toBe(200);
    } finally {
      await strictApp.close();
    }
  });

  it.each([
    ['a malformed token', { token: 'not a token!', password: PASSWORD }],
    ['a short password', { token: 'A'.repeat(43), password: 'short' }],
    ['no password', { token: 'A'.repeat(43) }],
  ])('answers 400 for %s, writing nothing', async (_case, payload) => {
    const response = await expectNothingWritten(database.db, () => publicPost('/api/admin/login/invitation/accept', payload));
    expect(response.statusCode).toBe(400);
  });

  it('answers an unknown token like any dead link (410), and a malformed one with 400', async () => {
    const unknown = await lookUp('B'.repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json<{ message: string }>().message).toBe(TEAM_MESSAGES.inviteInvalid);
    expect((await lookUp('short')).statusCode).toBe(400);
  });

  it('gives an invited address no account until the link is accepted', async () => {
    await invited('not.yet@freight.example');
    const signIn = await publicPost('/api/admin/login', { email: 'not.yet@freight.example', password: PASSWORD });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json<{ message: string }>().message).toBe(INVALID_LOGIN_MESSAGE);
  });
});
