// The last-owner rule under concurrency: two owners demoting (or disabling) each other at the same
// moment must leave one active owner. The services are called directly, so both transactions
// surely start together (through HTTP, the second request's role check could already see the
// first's result and answer 403, proving nothing). Only PostgreSQL runs the two side by side
// (PGlite has one connection and runs them one after the other, where the rule trivially holds),
// so this file needs TEST_DATABASE_URL.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin } from '../../../../tests/support/admin.js';
import { openTestDatabase, testDatabaseUrl } from '../../../../tests/support/test-database.js';
import { TEAM_MESSAGES } from '../../../shared/team/team.js';
import type { DatabaseHandle } from '../../db/client.js';
import { adminUsers, auditEvents } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { actingAs, memberActor, type MemberAuditContext } from '../../platform/audit/audit-context.js';
import { changeMemberRole, disableMember } from './member-service.js';

const onPostgres = Boolean(testDatabaseUrl());
if (!onPostgres)
  console.warn('Skipping the last-owner race test: it needs TEST_DATABASE_URL (PostgreSQL), where transactions run side by side');

const ROUNDS = 10;
let database: DatabaseHandle | undefined;

beforeAll(async () => {
  if (onPostgres) database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

interface Owner {
  id: number;
  audit: MemberAuditContext;
}

/** Two fresh owners, the only active ones (the owners of earlier rounds are disabled first). */
async function twoOwners(round: number, change: string): Promise<[Owner, Owner]> {
  const db = database!.db;
  await db.update(adminUsers).set({ disabledAt: new Date() }).where(eq(adminUsers.role, 'owner'));
  const owners: Owner[] = [];
  for (const side of ['a', 'b']) {
    const email = `${change}-${side}-${round}@freight.example`;
    await createTestAdmin(db, { email, password: 'a long enough owner password' }, 'owner');
    const [row] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
    if (!row) throw new Error(`no account ${email}`);
    owners.push({ id: row.id, audit: actingAs({ clientAddress: null, requestId: null }, memberActor({ id: row.id, email })) });
  }
  return [owners[0]!, owners[1]!];
}

async function activeOwnerCount(): Promise<number> {
  const rows = await database!.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), isNull(adminUsers.disabledAt)));
  return rows.length;
}

/** 'changed', or the refusal's status and message. */
async function outcome(change: Promise<unknown>): Promise<string> {
  try {
    await change;
    return 'changed';
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
}

async function eventCount(action: 'admin.role_changed' | 'admin.disabled'): Promise<number> {
  return (await database!.db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.action, action))).length;
}

describe.skipIf(!onPostgres)('two owners at once, on PostgreSQL', () => {
  it('demoting each other leaves exactly one owner, and one event', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoOwners(round, 'demote');
      const eventsBefore = await eventCount('admin.role_changed');
      const outcomes = await Promise.all([
        outcome(changeMemberRole(database!, b.id, 'operations', a.audit)),
        outcome(changeMemberRole(database!, a.id, 'operations', b.audit)),
      ]);
      expect(outcomes.sort()).toEqual([`409 ${TEAM_MESSAGES.lastOwner}`, 'changed']);
      expect(await activeOwnerCount()).toBe(1);
      expect(await eventCount('admin.role_changed')).toBe(eventsBefore + 1);
    }
  });

  it('disabling each other leaves exactly one active owner, and one event', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoOwners(round, 'disable');
      const eventsBefore = await eventCount('admin.disabled');
      const outcomes = await Promise.all([
        outcome(disableMember(database!, b.id, a.audit)),
        outcome(disableMember(database!, a.id, b.audit)),
      ]);
      expect(outcomes.sort()).toEqual([`409 ${TEAM_MESSAGES.lastOwner}`, 'changed']);
      expect(await activeOwnerCount()).toBe(1);
      expect(await eventCount('admin.disabled')).toBe(eventsBefore + 1);
    }
  });
});
