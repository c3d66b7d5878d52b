// Guessing limits per e-mail address, for every secret the admin area checks: the password at
// sign-in and again before a change to two-factor sign-in, and authenticator or recovery codes.
// Each attempt is counted BEFORE its secret is checked, in one statement that answers the new
// count: of any number of guesses sent at once, at most `maxFailures` are ever checked. (Reading
// the lock first and counting the failure after the slow password check let 60 guesses sent
// together all be checked.) A right answer forgets the count.
import type { Executor } from '../../../db/client.js';
import { HttpError } from '../../../errors.js';
import { clearLoginFailures, countLoginAttempt, uncountLoginAttempt } from './repository.js';

// Five attempts within 15 minutes that were not followed by a right answer lock the address for
// 15 minutes, whoever tries. The admin's own browsers (those they signed in from before) are let
// through a lock, so an attacker can slow guessing to a crawl but cannot keep the real admin out.
export const LOGIN_RULES = {
  maxFailures: 5,
  windowMinutes: 15,
  lockMinutes: 15,
  /** A browser not used to sign in for this long is no longer trusted. */
  trustedDeviceDays: 90,
  /** Between the right password and the authenticator code: the code must come this soon. */
  codeStepMinutes: 5,
  /** Codes tried on one sign-in before the password must be entered again. */
  maxCodeFailures: 5,
} as const;

const minutes = (count: number) => count * 60_000;

export class TooManyLoginAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`);
  }
}

/**
 * Counts an attempt at a secret of this address, to be made next: 429 when the address already
 * had its `maxFailures` attempts, unless the browser is one its admin signed in from (counted all
 * the same). The attempt stays counted until a right answer forgets it.
 */
export async function claimAttempt(db: Executor, email: string, options: { trustedDevice: boolean; now: Date }): Promise<void> {
  const { now } = options;
  const counted = await countLoginAttempt(db, email, {
    now,
    windowStartedAfter: new Date(now.getTime() - minutes(LOGIN_RULES.windowMinutes)),
    maxAttempts: LOGIN_RULES.maxFailures,
    lockUntil: new Date(now.getTime() + minutes(LOGIN_RULES.lockMinutes)),
  });
  if (counted.failures <= LOGIN_RULES.maxFailures || options.trustedDevice) return;
  const lockedForMs =
    counted.lockedUntil && counted.lockedUntil > now ? counted.lockedUntil.getTime() - now.getTime() : minutes(LOGIN_RULES.lockMinutes);
  throw new TooManyLoginAttempts(lockedForMs / 1000);
}

/**
 * Gives back an attempt whose answer was right but did not finish the sign-in (a right password
 * when the code is still owed): the count then holds only wrong answers, and wrong codes that
 * follow still add up to the lock instead of being forgotten by the next right password.
 */
export async function giveBackAttempt(db: Executor, email: string): Promise<void> {
  await uncountLoginAttempt(db, email, LOGIN_RULES.maxFailures);
}

/** A right answer that finishes what it was for: the address starts afresh. */
export async function forgetAttempts(db: Executor, email: string): Promise<void> {
  await clearLoginFailures(db, email);
}
