// The SQL of two-factor sign-in: the admin's TOTP secret, the last code step used, and the
// hashed recovery codes. Nothing else.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { adminRecoveryCodes, adminUsers } from '../../../db/schema.js';

export interface TwoFactorState {
  totpSecret: string | null;
  totpPendingSecret: string | null;
}

export async function findTwoFactorState(executor: Executor, adminUserId: number): Promise<TwoFactorState | undefined> {
  const [row] = await executor
    .select({ totpSecret: adminUsers.totpSecret, totpPendingSecret: adminUsers.totpPendingSecret })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminUserId))
    .limit(1);
  return row;
}

export async function savePendingSecret(executor: Executor, adminUserId: number, secret: string): Promise<void> {
  await executor.update(adminUsers).set({ totpPendingSecret: secret }).where(eq(adminUsers.id, adminUserId));
}

/**
 * Turns the pending secret on, if it is still the one the code was checked against (a second
 * enrolment started meanwhile wins), with the step of the code that proved it.
 */
export async function enableTotp(executor: Executor, adminUserId: number, secret: string, step: number, at: Date): Promise<boolean> {
  const changed = await executor
    .update(adminUsers)
    .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: at, totpLastUsedStep: step })
    .where(and(eq(adminUsers.id, adminUserId), eq(adminUsers.totpPendingSecret, secret), isNull(adminUsers.totpSecret)))
    .returning({ id: adminUsers.id });
  return changed.length > 0;
}

export async function disableTotp(executor: Executor, adminUserId: number): Promise<void> {
  await executor
    .update(adminUsers)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastUsedStep: null })
    .where(eq(adminUsers.id, adminUserId));
  await executor.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, adminUserId));
}

/**
 * Records that a code of `step` was used, unless that step or a later one was used before: in one
 * statement, so of two sign-ins racing with the same code only one gets through.
 */
export async function claimTotpStep(executor: Executor, adminUserId: number, step: number): Promise<boolean> {
  const changed = await executor
    .update(adminUsers)
    .set({ totpLastUsedStep: step })
    .where(and(eq(adminUsers.id, adminUserId), or(isNull(adminUsers.totpLastUsedStep), lt(adminUsers.totpLastUsedStep, step))))
    .returning({ id: adminUsers.id });
  return changed.length > 0;
}

export async function replaceRecoveryCodes(executor: Executor, adminUserId: number, codeHashes: string[]): Promise<void> {
  await executor.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, adminUserId));
  await executor.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ adminUserId, codeHash })));
}

/** Uses up a recovery code of this admin; false when it is unknown or already used. */
export async function useRecoveryCode(executor: Executor, adminUserId: number, codeHash: string): Promise<boolean> {
  const changed = await executor
    .update(adminRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(adminRecoveryCodes.adminUserId, adminUserId), eq(adminRecoveryCodes.codeHash, codeHash), isNull(adminRecoveryCodes.usedAt)),
    )
    .returning({ id: adminRecoveryCodes.id });
  return changed.length > 0;
}
