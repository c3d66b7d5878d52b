// The SQL of admin accounts, sessions, failed sign-ins and trusted browsers, and nothing else.
import { and, count, eq, lt, or, sql } from 'drizzle-orm';
import type { AdminSessionStage } from '../../../../shared/admin-auth.js';
import type { Executor } from '../../../db/client.js';
import { adminLoginFailures, adminSessions, adminTrustedDevices, adminUsers } from '../../../db/schema.js';

export type AdminUserRow = typeof adminUsers.$inferSelect;

export async function findAdminByEmail(executor: Executor, email: string): Promise<AdminUserRow | undefined> {
  const [row] = await executor.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  return row;
}

export async function countAdmins(executor: Executor): Promise<number> {
  const [row] = await executor.select({ value: count() }).from(adminUsers);
  return row?.value ?? 0;
}

export async function insertAdmin(executor: Executor, values: { email: string; passwordHash: string }): Promise<AdminUserRow> {
  const [row] = await executor
    .insert(adminUsers)
    .values({ email: values.email, username: values.email, passwordHash: values.passwordHash })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAdminPassword(executor: Executor, adminId: number, passwordHash: string): Promise<void> {
  await executor.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, adminId));
}

// Sessions

export interface SessionWithAdmin {
  tokenHash: string;
  lastSeenAt: Date;
  expiresAt: Date;
  stage: AdminSessionStage;
  codeFailures: number;
  admin: Pick<AdminUserRow, 'id' | 'email' | 'username' | 'role' | 'totpEnabledAt'>;
}

export async function insertSession(
  executor: Executor,
  values: {
    tokenHash: string;
    adminUserId: number;
    expiresAt: Date;
    userAgent: string | null;
    ipAddress: string | null;
    stage: AdminSessionStage;
  },
): Promise<void> {
  await executor.insert(adminSessions).values(values);
}

export async function findSession(executor: Executor, tokenHash: string): Promise<SessionWithAdmin | undefined> {
  const [row] = await executor
    .select({
      tokenHash: adminSessions.tokenHash,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      stage: adminSessions.stage,
      codeFailures: adminSessions.codeFailures,
      admin: {
        id: adminUsers.id,
        email: adminUsers.email,
        username: adminUsers.username,
        role: adminUsers.role,
        totpEnabledAt: adminUsers.totpEnabledAt,
      },
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(eq(adminSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(executor: Executor, tokenHash: string, at: Date): Promise<void> {
  await executor.update(adminSessions).set({ lastSeenAt: at }).where(eq(adminSessions.tokenHash, tokenHash));
}

export async function deleteSession(executor: Executor, tokenHash: string): Promise<void> {
  await executor.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

/** Counts one more wrong code on a sign-in; resolves to the count so far. */
export async function countCodeFailure(executor: Executor, tokenHash: string): Promise<number> {
  const [row] = await executor
    .update(adminSessions)
    .set({ codeFailures: sql`${adminSessions.codeFailures} + 1` })
    .where(eq(adminSessions.tokenHash, tokenHash))
    .returning({ codeFailures: adminSessions.codeFailures });
  return row?.codeFailures ?? Number.POSITIVE_INFINITY;
}

export async function deleteSessionsOfAdmin(executor: Executor, adminUserId: number): Promise<void> {
  await executor.delete(adminSessions).where(eq(adminSessions.adminUserId, adminUserId));
}

/** Removes sessions that ended by time; they would be refused anyway, this keeps the table small. */
export async function deleteEndedSessions(executor: Executor, now: Date, idleCutoff: Date): Promise<void> {
  await executor
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastSeenAt, idleCutoff)));
}

// Failed sign-ins per e-mail address

export type LoginFailuresRow = typeof adminLoginFailures.$inferSelect;

export async function findLoginFailures(executor: Executor, email: string): Promise<LoginFailuresRow | undefined> {
  const [row] = await executor.select().from(adminLoginFailures).where(eq(adminLoginFailures.email, email)).limit(1);
  return row;
}

/**
 * Counts one more failure in one statement (so two at once both count): a window older than
 * `windowStartedAfter` starts again at 1; reaching `maxFailures` locks until `lockUntil`.
 */
export async function recordLoginFailure(
  executor: Executor,
  email: string,
  rule: { now: Date; windowStartedAfter: Date; maxFailures: number; lockUntil: Date },
): Promise<LoginFailuresRow> {
  const stale = sql`${adminLoginFailures.windowStartedAt} <= ${rule.windowStartedAfter.toISOString()}`;
  const failures = sql`case when ${stale} then 1 else ${adminLoginFailures.failures} + 1 end`;
  const [row] = await executor
    .insert(adminLoginFailures)
    .values({ email, failures: 1, windowStartedAt: rule.now, lockedUntil: rule.maxFailures <= 1 ? rule.lockUntil : null })
    .onConflictDoUpdate({
      target: adminLoginFailures.email,
      set: {
        failures,
        windowStartedAt: sql`case when ${stale} then ${rule.now.toISOString()}::timestamptz else ${adminLoginFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${rule.maxFailures} then ${rule.lockUntil.toISOString()}::timestamptz else null end`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function clearLoginFailures(executor: Executor, email: string): Promise<void> {
  await executor.delete(adminLoginFailures).where(eq(adminLoginFailures.email, email));
}

// Trusted browsers

export async function isTrustedDevice(executor: Executor, tokenHash: string, adminUserId: number): Promise<boolean> {
  const [row] = await executor
    .select({ tokenHash: adminTrustedDevices.tokenHash })
    .from(adminTrustedDevices)
    .where(and(eq(adminTrustedDevices.tokenHash, tokenHash), eq(adminTrustedDevices.adminUserId, adminUserId)))
    .limit(1);
  return row !== undefined;
}

export async function saveTrustedDevice(executor: Executor, tokenHash: string, adminUserId: number, at: Date): Promise<void> {
  await executor
    .insert(adminTrustedDevices)
    .values({ tokenHash, adminUserId, createdAt: at, lastUsedAt: at })
    .onConflictDoUpdate({ target: adminTrustedDevices.tokenHash, set: { lastUsedAt: at } });
}

export async function deleteUnusedTrustedDevices(executor: Executor, usedBefore: Date): Promise<void> {
  await executor.delete(adminTrustedDevices).where(lt(adminTrustedDevices.lastUsedAt, usedBefore));
}
