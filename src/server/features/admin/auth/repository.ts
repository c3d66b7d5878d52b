// The SQL of admin accounts, sessions, failed sign-ins and trusted browsers, and nothing else.
import type { StaffRole } from '../../../../shared/staff-roles.js';
import { and, count, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
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

export async function insertAdmin(
  executor: Executor,
  values: { email: string; passwordHash: string; role: StaffRole },
): Promise<AdminUserRow> {
  const [row] = await executor
    .insert(adminUsers)
    .values({ email: values.email, username: values.email, passwordHash: values.passwordHash, role: values.role })
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
    // A disabled member's sessions are ended when they are disabled; this also refuses one a
    // sign-in racing the disable may have started, so no session of theirs ever works.
    .where(and(eq(adminSessions.tokenHash, tokenHash), isNull(adminUsers.disabledAt)))
    .limit(1);
  return row;
}

/** What a re-check of open streams reads of their sessions: the rows still there, of members not disabled. */
export interface LiveSessionRow {
  tokenHash: string;
  lastSeenAt: Date;
  expiresAt: Date;
  stage: AdminSessionStage;
  role: StaffRole;
}

export async function findLiveSessions(executor: Executor, tokenHashes: readonly string[]): Promise<LiveSessionRow[]> {
  if (tokenHashes.length === 0) return [];
  return executor
    .select({
      tokenHash: adminSessions.tokenHash,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      stage: adminSessions.stage,
      role: adminUsers.role,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(and(inArray(adminSessions.tokenHash, [...tokenHashes]), isNull(adminUsers.disabledAt)));
}

export async function touchSession(executor: Executor, tokenHash: string, at: Date): Promise<void> {
  await executor.update(adminSessions).set({ lastSeenAt: at }).where(eq(adminSessions.tokenHash, tokenHash));
}

/** Resolves to whether there was such a session. */
export async function deleteSession(executor: Executor, tokenHash: string): Promise<boolean> {
  const deleted = await executor
    .delete(adminSessions)
    .where(eq(adminSessions.tokenHash, tokenHash))
    .returning({ tokenHash: adminSessions.tokenHash });
  return deleted.length > 0;
}

/**
 * Counts one more code attempt on a sign-in that still owes its code, before the code is checked,
 * unless `maxAttempts` were counted already: in one statement, so codes sent at once cannot all
 * get in. Resolves to the count including this attempt, or undefined when it is refused (or the
 * session is gone or past that step).
 */
export async function countCodeAttempt(executor: Executor, tokenHash: string, maxAttempts: number): Promise<number | undefined> {
  const [row] = await executor
    .update(adminSessions)
    .set({ codeFailures: sql`${adminSessions.codeFailures} + 1` })
    .where(
      and(eq(adminSessions.tokenHash, tokenHash), eq(adminSessions.stage, 'code-required'), lt(adminSessions.codeFailures, maxAttempts)),
    )
    .returning({ codeFailures: adminSessions.codeFailures });
  return row?.codeFailures;
}

/** Ends every session of an admin; resolves to how many there were. */
export async function deleteSessionsOfAdmin(executor: Executor, adminUserId: number): Promise<number> {
  const deleted = await executor
    .delete(adminSessions)
    .where(eq(adminSessions.adminUserId, adminUserId))
    .returning({ tokenHash: adminSessions.tokenHash });
  return deleted.length;
}

/** Ends every session of an admin but one (the browser that made a change keeps its own); answers how many ended. */
export async function deleteOtherSessionsOfAdmin(executor: Executor, adminUserId: number, keptTokenHash: string): Promise<number> {
  const deleted = await executor
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminUserId, adminUserId), ne(adminSessions.tokenHash, keptTokenHash)))
    .returning({ tokenHash: adminSessions.tokenHash });
  return deleted.length;
}

/** Removes sessions that ended by time; they would be refused anyway, this keeps the table small. */
export async function deleteEndedSessions(executor: Executor, now: Date, idleCutoff: Date): Promise<void> {
  await executor.delete(adminSessions).where(or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastSeenAt, idleCutoff)));
}

// Sign-in attempts per e-mail address. The table's `failures` counts attempts that were not
// followed by a right answer: each is counted before its secret is checked (see login-attempts.ts).

export type LoginFailuresRow = typeof adminLoginFailures.$inferSelect;

/**
 * Counts one more attempt in one statement, so attempts sent at once each get their own number:
 * a window that began before `windowStartedAfter`, or a lock that has run out, starts again at 1;
 * reaching `maxAttempts` locks until `lockUntil` (a lock already running is not extended).
 */
export async function countLoginAttempt(
  executor: Executor,
  email: string,
  rule: { now: Date; windowStartedAfter: Date; maxAttempts: number; lockUntil: Date },
): Promise<LoginFailuresRow> {
  const now = sql`${rule.now.toISOString()}::timestamptz`;
  const lockUntil = sql`${rule.lockUntil.toISOString()}::timestamptz`;
  const startsAgain = sql`(${adminLoginFailures.windowStartedAt} <= ${rule.windowStartedAfter.toISOString()}::timestamptz or ${adminLoginFailures.lockedUntil} <= ${now})`;
  const attempts = sql`case when ${startsAgain} then 1 else ${adminLoginFailures.failures} + 1 end`;
  const runningLock = sql`case when ${adminLoginFailures.lockedUntil} > ${now} then ${adminLoginFailures.lockedUntil} end`;
  const [row] = await executor
    .insert(adminLoginFailures)
    .values({ email, failures: 1, windowStartedAt: rule.now, lockedUntil: rule.maxAttempts <= 1 ? rule.lockUntil : null })
    .onConflictDoUpdate({
      target: adminLoginFailures.email,
      set: {
        failures: attempts,
        windowStartedAt: sql`case when ${startsAgain} then ${now} else ${adminLoginFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${attempts} >= ${rule.maxAttempts} then coalesce(${runningLock}, ${lockUntil}) else null end`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/**
 * Takes back one counted attempt (a right password whose sign-in goes on to the code step), and
 * the lock with it when the count falls below `maxAttempts`. SET reads the row as it was.
 */
export async function uncountLoginAttempt(executor: Executor, email: string, maxAttempts: number): Promise<void> {
  await executor
    .update(adminLoginFailures)
    .set({
      failures: sql`greatest(${adminLoginFailures.failures} - 1, 0)`,
      lockedUntil: sql`case when ${adminLoginFailures.failures} - 1 >= ${maxAttempts} then ${adminLoginFailures.lockedUntil} else null end`,
    })
    .where(eq(adminLoginFailures.email, email));
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
