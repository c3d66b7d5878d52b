// The SQL of failed sign-ins and trusted browsers, and nothing else (the members themselves:
// platform/staff-sessions/member-repository.ts; sessions: platform/staff-sessions/session-repository.ts).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { adminLoginFailures, adminTrustedDevices } from '../../../db/schema.js';

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
