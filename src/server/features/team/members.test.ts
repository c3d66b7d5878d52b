// Members, through the API: the owner changes a role, disables a member mid-session (their next
// call is 401, their sign-in refused like a wrong password) and enables them again; the last active
// owner can be neither demoted nor disabled, and no one disables themselves. Each change writes its
// audit event; a refused one writes none. Every Team route is the owner's alone.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, TEST_ADMIN, type AdminClient } from '../../../../tests/support/admin.js';
import { clientAddresses } from '../../../../tests/support/client-addresses.js';
import { expectNothingWritten } from '../../../../tests/support/database-digest.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { ACCOUNT_DISABLED_MESSAGE } from '../../../shared/admin/admin-auth.js';
import { ROLE_FORBIDDEN_MESSAGE, type StaffRole } from '../../../shared/staff-roles.js';
import { TEAM_MESSAGES, type Team, type TeamMember } from '../../../shared/team/team.js';
import type { DatabaseHandle } from '../../db/client.js';
import { adminLoginFailures, adminSessions, adminUsers, auditEvents } from '../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let ownerId = 0;
const nextAddress = clientAddresses(148);

beforeAll(async () => {
  ({ database, app, admin: owner } = await startTestAppWithAdmin());
  ownerId = await idOf(TEST_ADMIN.email);
});
afterAll(async () => {
  await stopTestApp(app, database);
});

const credentialsOf = (name: string) => ({ email: `${name}@freight.example`, password: `a long password for ${name}` });

async function idOf(email: string): Promise<number> {
  const [row] = await database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

/** A new member with `role`, signed in from an address of its own. */
async function newMember(name: string, role: StaffRole): Promise<{ id: number; client: AdminClient }> {
  await createTestAdmin(database.db, credentialsOf(name), role);
  return { id: await idOf(credentialsOf(name).email), client: await signIn(app, credentialsOf(name), nextAddress()) };
}

async function eventsAfter(work: () => Promise<unknown>) {
  const before = (await database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
  await work();
  const after = await database.db.select().from(auditEvents).orderBy(asc(auditEvents.id));
  return after.slice(before);
}

const setRole = (client: AdminClient, id: number | string, role: string) =>
  client.request({ method: 'PATCH', url: `/api/admin/team/members/${id}`, payload: { role } });
const disable = (client: AdminClient, id: number | string) =>
  client.request({ method: 'POST', url: `/api/admin/team/members/${id}/disable` });
const enable = (client: AdminClient, id: number | string) =>
  client.request({ method: 'POST', url: `/api/admin/team/members/${id}/enable` });
const messageOf = (response: { json<T>(): T }) => response.json<{ message: string }>().message;

describe('the team list', () => {
  it('lists every member with role, two-factor, last activity and disabled state, and no secrets', async () => {
    const { id } = await newMember('listed', 'recruiting');
    const team = (await owner.request({ method: 'GET', url: '/api/admin/team' })).json<Team>();
    const listed = team.members.find((member) => member.id === id);
    expect(listed).toMatchObject({ email: 'listed@freight.example', role: 'recruiting', twoFactorEnabled: false, disabledAt: null });
    expect(listed?.lastActiveAt).not.toBeNull();
    expect(team.members.find((member) => member.id === ownerId)?.role).toBe('owner');
    expect(JSON.stringify(team)).not.toMatch(/argon2|hash|secret/i);
  });
});

describe('changing a role', () => {
  it('applies to the member at their next call and records admin.role_changed with before and after', async () => {
    const { id, client } = await newMember('promoted', 'operations');
    expect((await client.request({ method: 'GET', url: '/api/admin/payments' })).statusCode).toBe(403);
    const events = await eventsAfter(async () => {
      const response = await setRole(owner, id, 'accounting');
      expect(response.statusCode).toBe(200);
      expect(response.json<TeamMember>()).toMatchObject({ id, role: 'accounting' });
    });
    expect(events).toMatchObject([
      {
        action: 'admin.role_changed',
        actorAdminId: ownerId,
        recordType: 'admin_user',
        recordId: String(id),
        changes: { role: { before: 'operations', after: 'accounting' } },
      },
    ]);
    expect((await client.request({ method: 'GET', url: '/api/admin/session' })).json()).toMatchObject({ role: 'accounting' });
    expect((await client.request({ method: 'GET', url: '/api/admin/payments' })).statusCode).toBe(200);
  });

  it('records nothing when the role stays the same', async () => {
    const { id } = await newMember('unchanged', 'recruiting');
    const events = await eventsAfter(async () => {
      expect((await setRole(owner, id, 'recruiting')).statusCode).toBe(200);
    });
    expect(events).toEqual([]);
  });
});

describe('disabling a member', () => {
  it('ends every session at once (their next call is 401), refuses their sign-in saying whom to ask, and records it', async () => {
    const { id, client } = await newMember('leaver', 'accounting');
    const second = await signIn(app, credentialsOf('leaver'), nextAddress());
    expect((await client.request({ method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);

    const events = await eventsAfter(async () => {
      const response = await disable(owner, id);
      expect(response.statusCode).toBe(200);
      expect(response.json<TeamMember>()).toMatchObject({ id, lastActiveAt: null });
      expect(response.json<TeamMember>().disabledAt).not.toBeNull();
    });
    expect(events).toMatchObject([
      {
        action: 'admin.disabled',
        recordType: 'admin_user',
        recordId: String(id),
        changes: { disabled: { before: false, after: true }, sessionsEnded: { before: null, after: 2 } },
      },
    ]);
    expect(await database.db.select().from(adminSessions).where(eq(adminSessions.adminUserId, id))).toEqual([]);
    for (const session of [client, second]) {
      const refused = await session.request({ method: 'GET', url: '/api/admin/session' });
      expect(refused.statusCode).toBe(401);
    }

    const failures = await eventsAfter(async () => {
      const signInAgain = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: 'http://localhost:5000' },
        remoteAddress: nextAddress(),
        payload: credentialsOf('leaver'),
      });
      // The right password: told the account is disabled, and whom to ask (tests/security/access.test.ts).
      expect(signInAgain.statusCode).toBe(403);
      expect(messageOf(signInAgain)).toBe(ACCOUNT_DISABLED_MESSAGE);
      expect(signInAgain.cookies.filter((cookie) => cookie.name === 'admin_session' && cookie.value)).toEqual([]);
    });
    expect(failures).toMatchObject([
      {
        action: 'admin.sign_in_failed',
        actorAdminId: id,
        changes: { step: { after: 'account' }, disabled: { after: true } },
      },
    ]);
    // The attempt stays counted, as a wrong password's does.
    const [counted] = await database.db.select().from(adminLoginFailures).where(eq(adminLoginFailures.email, 'leaver@freight.example'));
    expect(counted?.failures).toBe(1);

    const team = (await owner.request({ method: 'GET', url: '/api/admin/team' })).json<Team>();
    expect(team.members.find((member) => member.id === id)?.disabledAt).not.toBeNull();
  });

  it('refuses a session a sign-in started while the member was being disabled', async () => {
    const { id, client } = await newMember('raced', 'operations');
    // As if a sign-in had inserted its session just after the disable ended the others.
    await database.db.update(adminUsers).set({ disabledAt: new Date() }).where(eq(adminUsers.id, id));
    expect((await client.request({ method: 'GET', url: '/api/admin/session' })).statusCode).toBe(401);
  });

  it('lets them in again once enabled, recording admin.enabled', async () => {
    const { id } = await newMember('returner', 'recruiting');
    expect((await disable(owner, id)).statusCode).toBe(200);
    const events = await eventsAfter(async () => {
      const response = await enable(owner, id);
      expect(response.statusCode).toBe(200);
      expect(response.json<TeamMember>().disabledAt).toBeNull();
    });
    expect(events).toMatchObject([
      { action: 'admin.enabled', recordType: 'admin_user', recordId: String(id), changes: { disabled: { before: true, after: false } } },
    ]);
    const back = await signIn(app, credentialsOf('returner'), nextAddress());
    expect((await back.request({ method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);
    // Enabling an enabled member changes nothing.
    expect(await eventsAfter(() => enable(owner, id))).toEqual([]);
  });

  it('refuses to disable your own account (409), writing nothing', async () => {
    const events = await eventsAfter(async () => {
      const response = await disable(owner, ownerId);
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(TEAM_MESSAGES.notYourself);
    });
    expect(events).toEqual([]);
  });
});

describe('the last active owner', () => {
  it('can be neither demoted nor disabled; a disabled owner does not count as one', async () => {
    // The test admin is the only active owner; a disabled owner is on the team too.
    const { id: dormantId } = await newMember('dormant-owner', 'owner');
    expect((await disable(owner, dormantId)).statusCode).toBe(200);

    const refusals = await eventsAfter(async () => {
      const demoted = await setRole(owner, ownerId, 'operations');
      expect(demoted.statusCode).toBe(409);
      expect(messageOf(demoted)).toBe(TEAM_MESSAGES.lastOwner);
    });
    expect(refusals).toEqual([]);
    expect((await owner.request({ method: 'GET', url: '/api/admin/session' })).json()).toMatchObject({ role: 'owner' });

    // With a second active owner, either may go; then the one left is the last again.
    const { id: secondId, client: secondOwner } = await newMember('second-owner', 'owner');
    expect((await disable(secondOwner, ownerId)).statusCode).toBe(200);
    const lastDemoted = await expectNothingWritten(database.db, () => setRole(secondOwner, secondId, 'accounting'), ['admin_sessions']);
    expect(lastDemoted.statusCode).toBe(409);
    expect(messageOf(lastDemoted)).toBe(TEAM_MESSAGES.lastOwner);
    // The dormant owner may change role (it is not active), and the first owner comes back.
    expect((await setRole(secondOwner, dormantId, 'recruiting')).statusCode).toBe(200);
    expect((await enable(secondOwner, ownerId)).statusCode).toBe(200);
    owner = await signIn(app, TEST_ADMIN, nextAddress());
    expect((await setRole(owner, secondId, 'operations')).statusCode).toBe(200);
  });
});

describe('ids and bodies', () => {
  it.each([
    ['PATCH', '/api/admin/team/members/999999', { role: 'operations' }],
    ['POST', '/api/admin/team/members/999999/disable', undefined],
    ['POST', '/api/admin/team/members/999999/enable', undefined],
  ] as const)('answers 404 for an unknown member: %s %s, writing nothing', async (method, url, payload) => {
    const response = await expectNothingWritten(database.db, () => owner.request({ method, url, payload }), ['admin_sessions']);
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe(TEAM_MESSAGES.memberNotFound);
  });

  it.each([
    ['PATCH', '/api/admin/team/members/abc', { role: 'operations' }],
    ['PATCH', '/api/admin/team/members/1.5', { role: 'operations' }],
    ['POST', '/api/admin/team/members/-1/disable', undefined],
    ['POST', '/api/admin/team/members/99999999999/enable', undefined],
    ['POST', '/api/admin/team/invites/abc/resend', undefined],
    ['DELETE', '/api/admin/team/invites/0', undefined],
    ['PATCH', '/api/admin/team/members/1', { role: 'admin' }],
    ['PATCH', '/api/admin/team/members/1', {}],
  ] as const)('answers 400 for %s %s with a bad id or body, writing nothing', async (method, url, payload) => {
    const response = await expectNothingWritten(database.db, () => owner.request({ method, url, payload }), ['admin_sessions']);
    expect(response.statusCode).toBe(400);
  });
});

describe('roles', () => {
  const TEAM_ROUTES = [
    ['GET', '/api/admin/team', undefined],
    ['POST', '/api/admin/team/invites', { email: 'someone@freight.example', role: 'owner' }],
    ['POST', '/api/admin/team/invites/1/resend', undefined],
    ['DELETE', '/api/admin/team/invites/1', undefined],
    ['PATCH', '/api/admin/team/members/1', { role: 'owner' }],
    ['POST', '/api/admin/team/members/1/disable', undefined],
    ['POST', '/api/admin/team/members/1/enable', undefined],
  ] as const;

  it.each(['operations', 'accounting', 'recruiting'] as const)('refuses a %s every Team route (403), changing nothing', async (role) => {
    const { client } = await newMember(`not-owner-${role}`, role);
    const events = await eventsAfter(async () => {
      for (const [method, url, payload] of TEAM_ROUTES) {
        const response = await client.request({ method, url, payload });
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 403 });
        expect(messageOf(response)).toBe(ROLE_FORBIDDEN_MESSAGE);
      }
    });
    expect(events).toEqual([]);
  });

  it('refuses every Team route without a session (401)', async () => {
    for (const [method, url, payload] of TEAM_ROUTES) {
      const response = await app.inject({ method, url, payload, headers: { origin: 'http://localhost:5000' } });
      expect(response.statusCode).toBe(401);
    }
  });
});
