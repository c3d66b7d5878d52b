// Customer sign-ins (customer_sign_in_tokens): one row per e-mail sent, holding the SHA-256 of its
// link token and the salted SHA-256 of its code. A row is live while unused and unexpired: its
// link works; wrong codes spend only its code (decision 055). Ending one early (the customer
// signed in with another) sets its expiry to now.
import { and, count, desc, eq, gt, inArray, isNull, lt, max, sql, sum, type SQL } from 'drizzle-orm';
import { CUSTOMER_SIGN_IN_MAX_CODE_FAILURES } from '../../../../shared/customer-portal/customer-account.js';
import type { RecentSignIns } from '../../../platform/email-sign-in/sign-in-limits.js';
import type { LiveSignIn, NewSignIn } from '../../../platform/email-sign-in/sign-in-table.js';
import type { Executor } from '../../../db/client.js';
import { customerSignInTokens, serviceRequests } from '../../../db/schema.js';

/** A sign-in that still works at `now`: unused and unexpired (its link; its code may be spent). */
function isLive(now: Date): SQL | undefined {
  return and(isNull(customerSignInTokens.usedAt), gt(customerSignInTokens.expiresAt, now));
}

/**
 * Makes this transaction the only one issuing or checking a sign-in for `email` until it ends.
 * There is no account row to lock (an address is a customer only through its requests), so two
 * requests at once would both pass the pacing and both mail; two guesses at once would both be
 * checked before either was counted. A transaction-level advisory lock on the address's hash makes
 * the second wait and then see the first.
 */
export async function lockSignInsOf(executor: Executor, email: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-sign-in:${email}`}))`);
}

/** Whether any service request gives `email` (normalised) as its contact (the lower(contact_email) index). */
export async function isCustomerAddress(executor: Executor, email: string): Promise<boolean> {
  const rows = await executor
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(sql`lower(${serviceRequests.contactEmail})`, email))
    .limit(1);
  return rows.length > 0;
}

/** Sign-ins issued to `email` since `since` (used or not), and the newest one's time: the per-address pacing. */
export async function signInsIssuedSince(executor: Executor, email: string, since: Date): Promise<RecentSignIns> {
  const [row] = await executor
    .select({ count: count(), newestAt: max(customerSignInTokens.createdAt) })
    .from(customerSignInTokens)
    .where(and(eq(customerSignInTokens.email, email), gt(customerSignInTokens.createdAt, since)));
  return { count: row?.count ?? 0, newestAt: row?.newestAt ?? null };
}

/** Wrong codes typed against the sign-ins issued to `email` since `since`: the per-address daily count. */
export async function wrongCodesSince(executor: Executor, email: string, since: Date): Promise<number> {
  const [row] = await executor
    .select({ wrong: sum(customerSignInTokens.codeFailures).mapWith(Number) })
    .from(customerSignInTokens)
    .where(and(eq(customerSignInTokens.email, email), gt(customerSignInTokens.createdAt, since)));
  return row?.wrong ?? 0;
}

/** Ends every live sign-in of `email` (the customer signed in with another). Resolves to how many ended. */
export async function endLiveSignInsOf(executor: Executor, email: string, now: Date): Promise<number> {
  const ended = await executor
    .update(customerSignInTokens)
    .set({ expiresAt: now })
    .where(and(eq(customerSignInTokens.email, email), isLive(now)))
    .returning({ id: customerSignInTokens.id });
  return ended.length;
}

export async function insertSignIn(executor: Executor, email: string, signIn: NewSignIn): Promise<void> {
  await executor.insert(customerSignInTokens).values({ email, ...signIn });
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
 * Uses up the live sign-in whose link token hashes to `tokenHash`, however many wrong codes were
 * typed against it. Single use even under a race: the conditions sit in the UPDATE itself, so of
 * two concurrent uses only one gets the row back.
 */
export async function claimSignInByToken(executor: Executor, tokenHash: string, now: Date): Promise<{ email: string } | undefined> {
  const [row] = await executor
    .update(customerSignInTokens)
    .set({ usedAt: now })
    .where(and(eq(customerSignInTokens.tokenHash, tokenHash), isLive(now)))
    .returning({ email: customerSignInTokens.email });
  return row;
}

/** The newest live sign-in of `email` (the caller holds the address's lock): the only one whose code is checked. */
export async function newestLiveSignIn(executor: Executor, email: string, now: Date): Promise<LiveSignIn | undefined> {
  const [row] = await executor
    .select({
      id: customerSignInTokens.id,
      tokenHash: customerSignInTokens.tokenHash,
      codeHash: customerSignInTokens.codeHash,
      codeFailures: customerSignInTokens.codeFailures,
    })
    .from(customerSignInTokens)
    .where(and(eq(customerSignInTokens.email, email), isLive(now)))
    .orderBy(desc(customerSignInTokens.createdAt), desc(customerSignInTokens.id))
    .limit(1);
  return row;
}

/** Uses up a live sign-in found by its id (the code was right, and had tries left). */
export async function claimSignInById(executor: Executor, id: number, now: Date): Promise<{ email: string } | undefined> {
  const [row] = await executor
    .update(customerSignInTokens)
    .set({ usedAt: now })
    .where(and(eq(customerSignInTokens.id, id), isLive(now), lt(customerSignInTokens.codeFailures, CUSTOMER_SIGN_IN_MAX_CODE_FAILURES)))
    .returning({ email: customerSignInTokens.email });
  return row;
}

/** Counts a wrong code against a sign-in; the CUSTOMER_SIGN_IN_MAX_CODE_FAILURES-th spends its code (its link still works). */
export async function countWrongCode(executor: Executor, id: number): Promise<void> {
  await executor
    .update(customerSignInTokens)
    .set({ codeFailures: sql`${customerSignInTokens.codeFailures} + 1` })
    .where(eq(customerSignInTokens.id, id));
}
