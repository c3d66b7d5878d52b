// Driver sign-ins (driver_sign_in_tokens): one row per e-mail sent, for one driver profile,
// holding the SHA-256 of its link token and the salted SHA-256 of its code. A row is live while
// unused and unexpired: its link works; wrong codes spend only its code (decision 055). Ending one
// early (the driver signed in with another, the profile made inactive) sets its expiry to now. A
// live row only signs in while its profile is active: that is checked in the same statement that
// uses it up.
import { and, count, desc, eq, exists, gt, inArray, isNull, lt, max, sql, sum, type SQL } from 'drizzle-orm';
import { DRIVER_SIGN_IN_MAX_CODE_FAILURES } from '../../../../../shared/dispatch/dispatch.js';
import type { Locale } from '../../../../../shared/i18n.js';
import type { RecentSignIns } from '../../../../platform/email-sign-in/sign-in-limits.js';
import type { LiveSignIn, NewSignIn } from '../../../../platform/email-sign-in/sign-in-table.js';
import type { Executor } from '../../../../db/client.js';
import { driverProfiles, driverSignInTokens } from '../../../../db/schema.js';

/** A sign-in that still works at `now`: unused and unexpired (its link; its code may be spent). */
function isLive(now: Date): SQL | undefined {
  return and(isNull(driverSignInTokens.usedAt), gt(driverSignInTokens.expiresAt, now));
}

/** The sign-ins of every profile whose address is `email` (normalised). */
function ofAddress(email: string): SQL {
  return eq(sql`lower(${driverProfiles.email})`, email);
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
 * Makes this transaction the only one issuing or checking a sign-in for `email` until it ends: two
 * requests at once would otherwise both pass the pacing and both mail, two guesses at once both be
 * checked before either was counted. A transaction-level advisory lock on the address's hash makes
 * the second wait and then see the first (its key is apart from the customer's, so a driver and a
 * customer with one address never wait on each other).
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
    .where(and(ofAddress(email), eq(driverProfiles.status, 'active')))
    .orderBy(desc(driverProfiles.createdAt), desc(driverProfiles.id))
    .limit(1);
  return row;
}

/** Sign-ins issued to any profile with the address `email` since `since` (used or not), and the newest one's time: the per-address pacing. */
export async function driverSignInsIssuedSince(executor: Executor, email: string, since: Date): Promise<RecentSignIns> {
  const [row] = await executor
    .select({ count: count(), newestAt: max(driverSignInTokens.createdAt) })
    .from(driverSignInTokens)
    .innerJoin(driverProfiles, eq(driverProfiles.id, driverSignInTokens.driverProfileId))
    .where(and(ofAddress(email), gt(driverSignInTokens.createdAt, since)));
  return { count: row?.count ?? 0, newestAt: row?.newestAt ?? null };
}

/** Wrong codes typed against the sign-ins issued to the address `email` since `since`: the per-address daily count. */
export async function wrongDriverCodesSince(executor: Executor, email: string, since: Date): Promise<number> {
  const [row] = await executor
    .select({ wrong: sum(driverSignInTokens.codeFailures).mapWith(Number) })
    .from(driverSignInTokens)
    .innerJoin(driverProfiles, eq(driverProfiles.id, driverSignInTokens.driverProfileId))
    .where(and(ofAddress(email), gt(driverSignInTokens.createdAt, since)));
  return row?.wrong ?? 0;
}

/** Ends every live sign-in of a profile (the driver signed in with another, or the profile stops being active). */
export async function endLiveDriverSignInsOf(executor: Executor, driverProfileId: number, now: Date): Promise<number> {
  const ended = await executor
    .update(driverSignInTokens)
    .set({ expiresAt: now })
    .where(and(eq(driverSignInTokens.driverProfileId, driverProfileId), isLive(now)))
    .returning({ id: driverSignInTokens.id });
  return ended.length;
}

export async function insertDriverSignIn(executor: Executor, driverProfileId: number, signIn: NewSignIn): Promise<void> {
  await executor.insert(driverSignInTokens).values({ driverProfileId, ...signIn });
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
 * Uses up the live sign-in whose link token hashes to `tokenHash`, when its profile is active,
 * however many wrong codes were typed against it. Single use even under a race: the conditions sit in the UPDATE itself, so of two concurrent uses
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
 * The newest live sign-in of the active profile whose address is `email` (the caller holds the
 * address's lock): the only one whose code is checked.
 */
export async function newestLiveDriverSignIn(executor: Executor, email: string, now: Date): Promise<LiveSignIn | undefined> {
  const [row] = await executor
    .select({
      id: driverSignInTokens.id,
      tokenHash: driverSignInTokens.tokenHash,
      codeHash: driverSignInTokens.codeHash,
      codeFailures: driverSignInTokens.codeFailures,
    })
    .from(driverSignInTokens)
    .innerJoin(driverProfiles, eq(driverProfiles.id, driverSignInTokens.driverProfileId))
    .where(and(ofAddress(email), eq(driverProfiles.status, 'active'), isLive(now)))
    .orderBy(desc(driverSignInTokens.createdAt), desc(driverSignInTokens.id))
    .limit(1);
  return row;
}

/** Uses up a live sign-in found by its id (the code was right, and had tries left), when its profile is still active. */
export async function claimDriverSignInById(executor: Executor, id: number, now: Date): Promise<{ driverProfileId: number } | undefined> {
  const [row] = await executor
    .update(driverSignInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(driverSignInTokens.id, id),
        isLive(now),
        lt(driverSignInTokens.codeFailures, DRIVER_SIGN_IN_MAX_CODE_FAILURES),
        profileIsActive(executor),
      ),
    )
    .returning({ driverProfileId: driverSignInTokens.driverProfileId });
  return row;
}

/** Counts a wrong code against a sign-in; the DRIVER_SIGN_IN_MAX_CODE_FAILURES-th spends its code (its link still works). */
export async function countWrongDriverCode(executor: Executor, id: number): Promise<void> {
  await executor
    .update(driverSignInTokens)
    .set({ codeFailures: sql`${driverSignInTokens.codeFailures} + 1` })
    .where(eq(driverSignInTokens.id, id));
}
