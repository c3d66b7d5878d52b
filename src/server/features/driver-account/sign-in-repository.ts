// Driver sign-ins (driver_sign_in_tokens): one row per e-mail sent, for one driver profile,
// holding the SHA-256 of its link token and the salted SHA-256 of its code. A row is live while
// unused, unexpired and short of the wrong-code limit; ending one early (a newer sign-in, too many
// wrong codes, the profile made inactive) sets its expiry to now. A live row only signs in while
// its profile is active: that is checked in the same statement that uses it up.
import { and, count, desc, eq, exists, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { DRIVER_SIGN_IN_MAX_CODE_FAILURES } from '../../../shared/dispatch.js';
import type { Locale } from '../../../shared/i18n.js';
import type { LiveSignIn } from '../email-sign-in/sign-in-checks.js';
import type { Executor } from '../../db/client.js';
import { driverProfiles, driverSignInTokens } from '../../db/schema.js';

/**
 * A sign-in that still works at `now`. The wrong-code limit is checked apart from the expiry that
 * ends it: a request that read the clock before the limit was reached, and waited for the row's
 * lock meanwhile, must still find it dead.
 */
function isLive(now: Date): SQL | undefined {
  return and(
    isNull(driverSignInTokens.usedAt),
    gt(driverSignInTokens.expiresAt, now),
    lt(driverSignInTokens.codeFailures, DRIVER_SIGN_IN_MAX_CODE_FAILURES),
  );
}

/** The sign-in's profile is active right now. */
function profileIsActive(executor: Executor): SQL {
  return exists(
    executor
      .select({ one: sql`1` })
      .from(driverProfiles)
      .where(and(eq(driverProfiles.id, driverSignInTokens.driverProfileId), eq(driverProfiles.status, 'active'))),
  );
}

/**
 * Makes this transaction the only one issuing a sign-in for `email` until it ends: two requests at
 * once would otherwise both pass the hourly count and both leave a live sign-in. A transaction-level
 * advisory lock on the address's hash makes the second wait and then see the first (its key is
 * apart from the customer's, so a driver and a customer with one address never wait on each other).
 */
export async function lockDriverSignInsOf(executor: Executor, email: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`driver-sign-in:${email}`}))`);
}

/** The active driver profile whose e-mail is `email` (normalised); the newest when several are. */
export async function findActiveDriverByEmail(
  executor: Executor,
  email: string,
): Promise<{ id: number; firstName: string; email: string; language: Locale } | undefined> {
  const [row] = await executor
    .select({ id: driverProfiles.id, firstName: driverProfiles.firstName, email: driverProfiles.email, language: driverProfiles.language })
    .from(driverProfiles)
    .where(and(eq(sql`lower(${driverProfiles.email})`, email), eq(driverProfiles.status, 'active')))
    .orderBy(desc(driverProfiles.createdAt), desc(driverProfiles.id))
    .limit(1);
  return row;
}

/** Sign-ins issued to any profile with the address `email` since `since` (used or not): the per-address send limit. */
export async function countDriverSignInsSince(executor: Executor, email: string, since: Date): Promise<number> {
  const [row] = await executor
    .select({ sent: count() })
    .from(driverSignInTokens)
    .innerJoin(driverProfiles, eq(driverProfiles.id, driverSignInTokens.driverProfileId))
    .where(and(eq(sql`lower(${driverProfiles.email})`, email), gt(driverSignInTokens.createdAt, since)));
  return row?.sent ?? 0;
}

/** Ends every live sign-in of a profile (a newer one replaces them, or the profile stops being active). */
export async function endLiveDriverSignInsOf(executor: Executor, driverProfileId: number, now: Date): Promise<number> {
  const ended = await executor
    .update(driverSignInTokens)
    .set({ expiresAt: now })
    .where(and(eq(driverSignInTokens.driverProfileId, driverProfileId), isLive(now)))
    .returning({ id: driverSignInTokens.id });
  return ended.length;
}

export async function insertDriverSignIn(
  executor: Executor,
  values: {
    driverProfileId: number;
    tokenHash: string;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
    ipAddress: string | null;
  },
): Promise<void> {
  await executor.insert(driverSignInTokens).values(values);
}

/** Deletes up to `limit` sign-ins that expired before `cutoff`: called on every issue, bounded. */
export async function sweepExpiredDriverSignIns(executor: Executor, cutoff: Date, limit = 100): Promise<void> {
  const expired = executor
    .select({ id: driverSignInTokens.id })
    .from(driverSignInTokens)
    .where(lt(driverSignInTokens.expiresAt, cutoff))
    .limit(limit);
  await executor.delete(driverSignInTokens).where(inArray(driverSignInTokens.id, expired));
}

/**
 * Uses up the live sign-in whose link token hashes to `tokenHash`, when its profile is active.
 * Single use even under a race: the conditions sit in the UPDATE itself, so of two concurrent uses
 * only one gets the row back.
 */
export async function claimDriverSignInByToken(
  executor: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ driverProfileId: number } | undefined> {
  const [row] = await executor
    .update(driverSignInTokens)
    .set({ usedAt: now })
    .where(and(eq(driverSignInTokens.tokenHash, tokenHash), isLive(now), profileIsActive(executor)))
    .returning({ driverProfileId: driverSignInTokens.driverProfileId });
  return row;
}

/**
 * The newest live sign-in of the active profile whose address is `email`, locked until the
 * transaction ends: concurrent code guesses against it queue up, so each one's failure is counted
 * before the next is checked. Only the sign-in row is locked, never the profile.
 */
export async function lockNewestLiveDriverSignIn(executor: Executor, email: string, now: Date): Promise<LiveSignIn | undefined> {
  const [row] = await executor
    .select({ id: driverSignInTokens.id, tokenHash: driverSignInTokens.tokenHash, codeHash: driverSignInTokens.codeHash })
    .from(driverSignInTokens)
    .innerJoin(driverProfiles, eq(driverProfiles.id, driverSignInTokens.driverProfileId))
    .where(and(eq(sql`lower(${driverProfiles.email})`, email), eq(driverProfiles.status, 'active'), isLive(now)))
    .orderBy(desc(driverSignInTokens.createdAt), desc(driverSignInTokens.id))
    .limit(1)
    .for('update', { of: driverSignInTokens });
  return row;
}

/** Uses up a live sign-in found by its id (the code was right), when its profile is still active. */
export async function claimDriverSignInById(executor: Executor, id: number, now: Date): Promise<{ driverProfileId: number } | undefined> {
  const [row] = await executor
    .update(driverSignInTokens)
    .set({ usedAt: now })
    .where(and(eq(driverSignInTokens.id, id), isLive(now), profileIsActive(executor)))
    .returning({ driverProfileId: driverSignInTokens.driverProfileId });
  return row;
}

/** Counts a wrong code; the DRIVER_SIGN_IN_MAX_CODE_FAILURES-th ends the sign-in (its link and its code). */
export async function countWrongDriverCode(executor: Executor, id: number, now: Date): Promise<void> {
  await executor
    .update(driverSignInTokens)
    .set({
      codeFailures: sql`${driverSignInTokens.codeFailures} + 1`,
      expiresAt: sql`case when ${driverSignInTokens.codeFailures} + 1 >= ${DRIVER_SIGN_IN_MAX_CODE_FAILURES} then ${now.toISOString()}::timestamptz else ${driverSignInTokens.expiresAt} end`,
    })
    .where(eq(driverSignInTokens.id, id));
}
