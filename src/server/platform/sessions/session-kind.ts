// A customer's or a driver's session: a row holding the SHA-256 of a random 256-bit token that only
// the browser's cookie has, started by an e-mailed sign-in (platform/email-sign-in). It ends after
// its kind's idle period without use (idle-rule.ts, the staff's rule too), at sign-out, or as soon
// as its kind says it no longer counts (a driver whose profile is no longer active). One
// implementation; each kind hands in what differs as a `SessionKind` (customer-sessions/,
// driver-sessions/).
import type { Executor } from '../../db/client.js';
import { hashToken, isWellFormedToken, newToken } from '../security/tokens.js';
import { dueForTouch, idleCutoff, idleTooLong } from './idle-rule.js';
import { deleteIdleSessions, deleteSession, touchSession, type SessionTable } from './session-repository.js';

/** The browser a session is started in, as its row records it. */
export interface SessionClient {
  userAgent: string | null;
  ipAddress: string | null;
}

/** A new session's row: for whom (`owner`), from which browser, and when. */
export interface NewSession<Owner> extends SessionClient {
  tokenHash: string;
  owner: Owner;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * One kind of session. `Owner` is whom a session is started for (a customer's address, a driver's
 * profile), `Row` the session as read on every request, `SignedIn` what a route behind the kind's
 * guard sees.
 */
export interface SessionKind<Owner, Row extends { lastSeenAt: Date }, SignedIn> {
  table: SessionTable;
  /** How long a session may go unused before it ends. */
  idleMs: number;
  insert(executor: Executor, session: NewSession<Owner>): Promise<void>;
  find(executor: Executor, tokenHash: string): Promise<Row | undefined>;
  /** Whether a session found still counts, the clock apart; one that does not is removed. */
  stillCounts(row: Row): boolean;
  signedIn(row: Row, tokenHash: string): SignedIn;
}

/** Starts a session for `owner` at `now`; resolves to the cookie's token. */
export async function startSession<Owner, Row extends { lastSeenAt: Date }, SignedIn>(
  executor: Executor,
  kind: SessionKind<Owner, Row, SignedIn>,
  owner: Owner,
  client: SessionClient,
  now: Date,
): Promise<string> {
  const token = newToken();
  await kind.insert(executor, {
    tokenHash: hashToken(token),
    owner,
    userAgent: client.userAgent,
    ipAddress: client.ipAddress,
    createdAt: now,
    lastSeenAt: now,
  });
  return token;
}

/**
 * Whom a cookie's token is signed in as, or undefined: unknown, malformed, idle too long, or no
 * longer counting. A session idle too long or no longer counting is removed (made to count again,
 * its owner signs in anew).
 */
export async function authenticateSession<Owner, Row extends { lastSeenAt: Date }, SignedIn>(
  executor: Executor,
  kind: SessionKind<Owner, Row, SignedIn>,
  token: string | undefined,
  now: Date,
): Promise<SignedIn | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const tokenHash = hashToken(token);
  const row = await kind.find(executor, tokenHash);
  if (!row) return undefined;
  if (idleTooLong(row.lastSeenAt, kind.idleMs, now) || !kind.stillCounts(row)) {
    await deleteSession(executor, kind.table, tokenHash);
    return undefined;
  }
  if (dueForTouch(row.lastSeenAt, now)) await touchSession(executor, kind.table, tokenHash, now);
  return kind.signedIn(row, tokenHash);
}

/** Ends the session whose token hashes to `tokenHash`; resolves to whether there was one. */
export async function endSession(executor: Executor, kind: { table: SessionTable }, tokenHash: string): Promise<boolean> {
  return deleteSession(executor, kind.table, tokenHash);
}

/** Removes a few of the sessions idle too long at `now`: they would be refused anyway, and would otherwise stay until their owner came back. */
export async function sweepIdleSessions(executor: Executor, kind: { table: SessionTable; idleMs: number }, now: Date): Promise<void> {
  await deleteIdleSessions(executor, kind.table, idleCutoff(kind.idleMs, now));
}
