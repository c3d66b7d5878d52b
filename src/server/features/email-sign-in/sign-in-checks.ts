// Using an e-mailed link or code, the same for every password-less sign-in (customers, decision
// 038; drivers, decision 043); each keeps its own table, handed in as `SignInTable`. A link's
// token is claimed in one UPDATE (of two racing uses one wins). A code is checked against the
// address's newest live sign-in under its row lock, so concurrent guesses queue up and each wrong
// one is counted before the next is checked. Both answer undefined when the link or code does not
// work, so that a counted failure is committed before the caller answers 401.
import type { Database, Transaction } from '../../db/client.js';
import { hashToken } from '../admin/auth/tokens.js';
import { isSignInCode } from './sign-in-secrets.js';

/** A sign-in's row as the code check needs it. */
export interface LiveSignIn {
  id: number;
  tokenHash: string;
  codeHash: string;
}

/** One kind of sign-in's table: `Claimed` is whom a used sign-in names (an address, a driver). */
export interface SignInTable<Claimed> {
  claimByToken(tx: Transaction, tokenHash: string, now: Date): Promise<Claimed | undefined>;
  lockNewestLive(tx: Transaction, email: string, now: Date): Promise<LiveSignIn | undefined>;
  countWrongCode(tx: Transaction, id: number, now: Date): Promise<void>;
  claimById(tx: Transaction, id: number, now: Date): Promise<Claimed | undefined>;
}

/** Whom a used sign-in names, and how it was used: the session to start, in the same transaction. */
export type StartSession<Claimed, Started> = (tx: Transaction, claimed: Claimed, method: 'link' | 'code') => Promise<Started>;

export async function signInWithEmailedLink<Claimed, Started>(
  db: Database,
  table: SignInTable<Claimed>,
  token: string,
  start: StartSession<Claimed, Started>,
  now: Date,
): Promise<Started | undefined> {
  return db.transaction(async (tx) => {
    const claimed = await table.claimByToken(tx, hashToken(token), now);
    return claimed === undefined ? undefined : start(tx, claimed, 'link');
  });
}

export async function signInWithEmailedCode<Claimed, Started>(
  db: Database,
  table: SignInTable<Claimed>,
  typed: { email: string; code: string },
  start: StartSession<Claimed, Started>,
  now: Date,
): Promise<Started | undefined> {
  return db.transaction(async (tx) => {
    const signIn = await table.lockNewestLive(tx, typed.email, now);
    if (!signIn) return undefined;
    if (!isSignInCode(signIn, typed.code)) {
      await table.countWrongCode(tx, signIn.id, now);
      return undefined;
    }
    const claimed = await table.claimById(tx, signIn.id, now);
    return claimed === undefined ? undefined : start(tx, claimed, 'code');
  });
}
