// Using an e-mailed link or code, the same for every password-less sign-in (customers, decision
// 038; drivers, decision 043; the limits, decision 055). A link's token is claimed in one UPDATE
// (of two racing uses one wins) and works while its sign-in is unused and unexpired, however many
// wrong codes were typed. A code is checked only against the address's newest live sign-in, only
// while that sign-in's code has tries left and the address is under its daily count of wrong
// codes, under the address's lock, so concurrent guesses queue up and each wrong one is counted
// before the next is checked. Using either ends the address's other live sign-ins. Both answer
// undefined when the link or code does not work, so that a counted failure is committed before the
// caller answers 401.
import type { Database, Transaction } from '../../db/client.js';
import { hashToken } from '../security/tokens.js';
import { dayBefore, WRONG_CODES_PER_ADDRESS_PER_DAY } from './sign-in-limits.js';
import { isSignInCode } from './sign-in-secrets.js';
import type { SignInTable } from './sign-in-table.js';

/** Whom a used sign-in names, and how it was used: the session to start, in the same transaction. */
export type StartSession<Claimed, Started> = (tx: Transaction, claimed: Claimed, method: 'link' | 'code') => Promise<Started>;

export async function signInWithEmailedLink<Member, Claimed, Started>(
  db: Database,
  table: SignInTable<Member, Claimed>,
  token: string,
  start: StartSession<Claimed, Started>,
  now: Date,
): Promise<Started | undefined> {
  return db.transaction(async (tx) => {
    const claimed = await table.claimByToken(tx, hashToken(token), now);
    if (claimed === undefined) return undefined;
    await table.endLive(tx, claimed, now);
    return start(tx, claimed, 'link');
  });
}

export async function signInWithEmailedCode<Member, Claimed, Started>(
  db: Database,
  table: SignInTable<Member, Claimed>,
  typed: { email: string; code: string },
  start: StartSession<Claimed, Started>,
  now: Date,
): Promise<Started | undefined> {
  return db.transaction(async (tx) => {
    await table.lockAddress(tx, typed.email);
    // Past the day's count no code is compared, right or wrong: the odds of a guess stay where
    // decision 055 puts them. The owner's link still works.
    if ((await table.wrongCodesSince(tx, typed.email, dayBefore(now))) >= WRONG_CODES_PER_ADDRESS_PER_DAY) return undefined;
    const signIn = await table.newestLive(tx, typed.email, now);
    if (!signIn || signIn.codeFailures >= table.maxCodeFailures) return undefined;
    if (!isSignInCode(signIn, typed.code)) {
      await table.countWrongCode(tx, signIn.id);
      return undefined;
    }
    const claimed = await table.claimById(tx, signIn.id, now);
    if (claimed === undefined) return undefined;
    await table.endLive(tx, claimed, now);
    return start(tx, claimed, 'code');
  });
}
