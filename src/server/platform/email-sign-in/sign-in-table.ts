// One kind of password-less sign-in's table, as the shared steps (sign-in-issue.ts, asking;
// sign-in-checks.ts, using) see it: customers (decision 038) and drivers (decision 043) each keep
// their own rows, and hand them in as a `SignInTable`. Every step on one address runs under that
// address's lock (`lockAddress`), so issuing and checking for an address happen one at a time.
import type { Transaction } from '../../db/client.js';
import type { RecentSignIns } from './sign-in-limits.js';

/** A sign-in's row as the code check needs it. */
export interface LiveSignIn {
  id: number;
  tokenHash: string;
  codeHash: string;
  codeFailures: number;
}

/** A new sign-in's row: hashes only, and the asking client's address. */
export interface NewSignIn {
  tokenHash: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
}

/**
 * `Member` is whom an address names (a customer's address, a driver's profile); `Claimed` is whom
 * a used sign-in names. A sign-in is live while unused and unexpired: its link works; its code
 * works too while it has had fewer than `maxCodeFailures` wrong tries and is the address's newest.
 */
export interface SignInTable<Member, Claimed> {
  /** How long a link and its code work. */
  validMinutes: number;
  /** Wrong codes a sign-in's code takes before it stops working (its link does not). */
  maxCodeFailures: number;
  /** Makes this transaction the only one issuing or checking a sign-in for `email` until it ends. */
  lockAddress(tx: Transaction, email: string): Promise<void>;
  /** Deletes some sign-ins that expired before `cutoff`, so rows never pile up. */
  sweepExpired(tx: Transaction, cutoff: Date): Promise<void>;
  findMember(tx: Transaction, email: string): Promise<Member | undefined>;
  /** The sign-ins made for `email` since `since`, used or not. */
  issuedSince(tx: Transaction, email: string, since: Date): Promise<RecentSignIns>;
  insert(tx: Transaction, member: Member, signIn: NewSignIn): Promise<void>;
  /** Uses up the live sign-in whose link token hashes to `tokenHash`, in one statement (of two racing uses one wins). */
  claimByToken(tx: Transaction, tokenHash: string, now: Date): Promise<Claimed | undefined>;
  /** Wrong codes typed against the sign-ins made for `email` since `since`. */
  wrongCodesSince(tx: Transaction, email: string, since: Date): Promise<number>;
  /** The newest live sign-in of `email`: the only one whose code is checked. */
  newestLive(tx: Transaction, email: string, now: Date): Promise<LiveSignIn | undefined>;
  countWrongCode(tx: Transaction, id: number): Promise<void>;
  /** Uses up a live sign-in found by its id (its code was right). */
  claimById(tx: Transaction, id: number, now: Date): Promise<Claimed | undefined>;
  /** Ends the other live sign-ins of whom a used one names: once in, no older mail works. */
  endLive(tx: Transaction, claimed: Claimed, now: Date): Promise<void>;
}
