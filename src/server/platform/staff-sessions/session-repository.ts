// The SQL of staff sessions: a row per signed-in browser, holding the SHA-256 of its token.
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AdminSessionStage } from '../../../shared/admin/admin-auth.js';
import type { StaffRole } from '../../../shared/staff-roles.js';
import type { Executor } from '../../db/client.js';
import { adminSessions, adminUsers } from '../../db/schema.js';

type AdminUserRow = typeof adminUsers.$inferSelect;

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
