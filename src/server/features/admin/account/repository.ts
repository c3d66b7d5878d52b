// The SQL of a member's own account: their sessions as they see them, and password-reset links.
// Nothing else (sign-in's SQL is admin/auth/repository.ts).
import { and, count, desc, eq, exists, gt, gte, isNull, lt } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client.js';
import { adminPasswordResets, adminSessions, adminUsers } from '../../../db/schema.js';

// Sessions

export interface OwnSessionRow {
  publicId: string;
  tokenHash: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * A member's signed-in sessions that still work: past every sign-in step, neither expired nor
 * idle past `idleCutoff` (those would be refused at their next request). Most recently used first.
 */
export async function listOwnSessions(executor: Executor, adminId: number, at: { now: Date; idleCutoff: Date }): Promise<OwnSessionRow[]> {
  return executor
    .select({
      publicId: adminSessions.publicId,
      tokenHash: adminSessions.tokenHash,
      userAgent: adminSessions.userAgent,
      ipAddress: adminSessions.ipAddress,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.adminUserId, adminId),
        eq(adminSessions.stage, 'complete'),
        gt(adminSessions.expiresAt, at.now),
        gt(adminSessions.lastSeenAt, at.idleCutoff),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt), desc(adminSessions.createdAt));
}

/** Ends one session of this member, named by its public id; answers its token's hash, or undefined when they have no such session. */
export async function deleteOwnSession(executor: Executor, adminId: number, publicId: string): Promise<{ tokenHash: string } | undefined> {
  const [row] = await executor
    .delete(adminSessions)
    .where(and(eq(adminSessions.publicId, publicId), eq(adminSessions.adminUserId, adminId)))
    .returning({ tokenHash: adminSessions.tokenHash });
  return row;
}

// Password-reset links

export interface ResetAccountRow {
  id: number;
  email: string;
  disabledAt: Date | null;
}

/**
 * The account an address names, its row locked until the transaction ends: two requests for the
 * same member wait for each other, so the hourly cap counts what the other one sent.
 */
export async function lockAccountByEmail(tx: Transaction, email: string): Promise<ResetAccountRow | undefined> {
  const [row] = await tx
    .select({ id: adminUsers.id, email: adminUsers.email, disabledAt: adminUsers.disabledAt })
    .from(adminUsers)
    .where(eq(adminUsers.email, email))
    .limit(1)
    .for('update');
  return row;
}

/** How many reset links were made for a member since `since` (used or not). */
export async function countResetLinksSince(executor: Executor, adminId: number, since: Date): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(adminPasswordResets)
    .where(and(eq(adminPasswordResets.adminUserId, adminId), gte(adminPasswordResets.createdAt, since)));
  return row?.value ?? 0;
}

/**
 * Removes a member's reset links made before `before` (used, expired or replaced: none can work
 * any more, and the hourly limit counts only the last hour), so old rows do not pile up.
 */
export async function deleteOldResetLinks(executor: Executor, adminId: number, before: Date): Promise<void> {
  await executor
    .delete(adminPasswordResets)
    .where(and(eq(adminPasswordResets.adminUserId, adminId), lt(adminPasswordResets.createdAt, before)));
}

export async function insertResetLink(
  executor: Executor,
  values: { adminUserId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await executor.insert(adminPasswordResets).values(values);
}

/**
 * Uses up a reset link in one statement: only a link that is unused, unexpired and whose member
 * is not disabled; of two requests with the same link at once, exactly one gets the row (the
 * other's UPDATE waits for the row lock, re-reads `used_at` and matches nothing).
 */
export async function claimResetLink(executor: Executor, tokenHash: string, now: Date): Promise<{ adminId: number } | undefined> {
  const activeMember = executor
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, adminPasswordResets.adminUserId), isNull(adminUsers.disabledAt)));
  const [row] = await executor
    .update(adminPasswordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminPasswordResets.tokenHash, tokenHash),
        isNull(adminPasswordResets.usedAt),
        gt(adminPasswordResets.expiresAt, now),
        exists(activeMember),
      ),
    )
    .returning({ adminId: adminPasswordResets.adminUserId });
  return row;
}

/** Makes every open reset link of a member stop working now (marked expired, not used: no one used them). */
export async function expireOpenResetLinks(executor: Executor, adminId: number, now: Date): Promise<number> {
  const expired = await executor
    .update(adminPasswordResets)
    .set({ expiresAt: now })
    .where(and(eq(adminPasswordResets.adminUserId, adminId), isNull(adminPasswordResets.usedAt), gt(adminPasswordResets.expiresAt, now)))
    .returning({ id: adminPasswordResets.id });
  return expired.length;
}

export async function findAccountEmail(executor: Executor, adminId: number): Promise<string | undefined> {
  const [row] = await executor.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  return row?.email;
}
