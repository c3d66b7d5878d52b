// Customer sign-ins (customer_sign_in_tokens): one row per e-mail sent, holding the SHA-256 of its
// link token and the salted SHA-256 of its code. A row is live while unused and unexpired; ending
// one early (a newer sign-in, too many wrong codes) sets its expiry to now.
import { and, count, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_SIGN_IN_MAX_CODE_FAILURES } from '../../../shared/customer-account.js';
import type { LiveSignIn } from '../email-sign-in/sign-in-checks.js';
import type { Executor } from '../../db/client.js';
import { customerSignInTokens, serviceRequests } from '../../db/schema.js';

/**
 * A sign-in that still works at `now`: unused, unexpired, and short of the wrong-code limit. The
 * limit is checked apart from the expiry that ends it: a request that read the clock before the
 * limit was reached, and waited for the row's lock meanwhile, must still find it dead.
 */
function isLive(now: Date): SQL | undefined {
  return and(
    isNull(customerSignInTokens.usedAt),
    gt(customerSignInTokens.expiresAt, now),
    lt(customerSignInTokens.codeFailures, CUSTOMER_SIGN_IN_MAX_CODE_FAILURES),
  );
}

/** Whether any service request gives `email` (normalised) as its contact (the lower(contact_email) index). */
/**
 * Makes this transaction the only one issuing a sign-in for `email` until it ends. There is no
 * account row to lock (an address is a customer only through its requests), so two requests at
 * once would both pass the hourly count and both leave a live sign-in; a transaction-level
 * advisory lock on the address's hash makes the second wait and then see the first.
 */
export async function lockSignInsOf(executor: Executor, email: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-sign-in:${email}`}))`);
}

export async function isCustomerAddress(executor: Executor, email: string): Promise<boolean> {
  const rows = await executor
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(sql`lower(${serviceRequests.contactEmail})`, email))
    .limit(1);
  return rows.length > 0;
}

/** Sign-ins issued to `email` since `since` (used or not): the per-address send limit counts them. */
export async function countSignInsSince(executor: Executor, email: string, since: Date): Promise<number> {
  const [row] = await executor
    .select({ sent: count() })
    .from(customerSignInTokens)
    .where(and(eq(customerSignInTokens.email, email), gt(customerSignInTokens.createdAt, since)));
  return row?.sent ?? 0;
}

/** Ends every live sign-in of `email` (a newer one replaces them). Resolves to how many ended. */
export async function endLiveSignInsOf(executor: Executor, email: string, now: Date): Promise<number> {
  const ended = await executor
    .update(customerSignInTokens)
    .set({ expiresAt: now })
    .where(and(eq(customerSignInTokens.email, email), isLive(now)))
    .returning({ id: customerSignInTokens.id });
  return ended.length;
}

export async function insertSignIn(
  executor: Executor,
  values: { email: string; tokenHash: string; codeHash: string; createdAt: Date; expiresAt: Date; ipAddress: string | null },
): Promise<void> {
  await executor.insert(customerSignInTokens).values(values);
}

/**
 * Deletes up to `limit` sign-ins that expired before `cutoff`. Called on every issue, so rows
 * never pile up, and bounded, so one call never turns into a long delete.
 */
export async function sweepExpiredSignIns(executor: Executor, cutoff: Date, limit = 100): Promise<void> {
  const expired = executor
    .select({ id: customerSignInTokens.id })
    .from(customerSignInTokens)
    .where(lt(customerSignInTokens.expiresAt, cutoff))
    .limit(limit);
  await executor.delete(customerSignInTokens).where(inArray(customerSignInTokens.id, expired));
}

/**
 * Uses up the live sign-in whose link token hashes to `tokenHash`. Single use even under a race:
 * the conditions sit in the UPDATE itself, so of two concurrent uses only one gets the row back.
 */
export async function claimSignInByToken(executor: Executor, tokenHash: string, now: Date): Promise<{ email: string } | undefined> {
  const [row] = await executor
    .update(customerSignInTokens)
    .set({ usedAt: now })
    .where(and(eq(customerSignInTokens.tokenHash, tokenHash), isLive(now)))
    .returning({ email: customerSignInTokens.email });
  return row;
}

/**
 * The newest live sign-in of `email`, locked until the transaction ends: concurrent code guesses
 * against it queue up, so each one's failure is counted before the next is checked.
 */
export async function lockNewestLiveSignIn(executor: Executor, email: string, now: Date): Promise<LiveSignIn | undefined> {
  const [row] = await executor
    .select({ id: customerSignInTokens.id, tokenHash: customerSignInTokens.tokenHash, codeHash: customerSignInTokens.codeHash })
    .from(customerSignInTokens)
    .where(and(eq(customerSignInTokens.email, email), isLive(now)))
    .orderBy(desc(customerSignInTokens.createdAt), desc(customerSignInTokens.id))
    .limit(1)
    .for('update');
  return row;
}

/** Uses up a live sign-in found by its id (the code was right). */
export async function claimSignInById(executor: Executor, id: number, now: Date): Promise<{ email: string } | undefined> {
  const [row] = await executor
    .update(customerSignInTokens)
    .set({ usedAt: now })
    .where(and(eq(customerSignInTokens.id, id), isLive(now)))
    .returning({ email: customerSignInTokens.email });
  return row;
}

/** Counts a wrong code; the CUSTOMER_SIGN_IN_MAX_CODE_FAILURES-th ends the sign-in (its link and its code). */
export async function countWrongCode(executor: Executor, id: number, now: Date): Promise<void> {
  await executor
    .update(customerSignInTokens)
    .set({
      codeFailures: sql`${customerSignInTokens.codeFailures} + 1`,
      expiresAt: sql`case when ${customerSignInTokens.codeFailures} + 1 >= ${CUSTOMER_SIGN_IN_MAX_CODE_FAILURES} then ${now.toISOString()}::timestamptz else ${customerSignInTokens.expiresAt} end`,
    })
    .where(eq(customerSignInTokens.id, id));
}
