// The session a used sign-in starts, the same for customers and drivers: the browser's previous
// session of that kind ends (a browser holds one), a few sessions idle too long are swept (they
// would otherwise stay until their owner came back), and a new one starts, in the sign-in's own
// transaction. What the sign-in records in the audit log is each kind's own.
import type { Transaction } from '../../db/client.js';
import { hashToken, isWellFormedToken } from '../security/tokens.js';
import { endSession, startSession, sweepIdleSessions, type SessionKind } from '../sessions/session-kind.js';
import type { SignInClient } from './sign-in-client.js';

/** Resolves to the new session's token, for its cookie. */
export async function startSignedInSession<Owner, Row extends { lastSeenAt: Date }, SignedIn>(
  tx: Transaction,
  kind: SessionKind<Owner, Row, SignedIn>,
  owner: Owner,
  client: SignInClient,
  now: Date,
): Promise<string> {
  if (isWellFormedToken(client.previousSessionToken)) await endSession(tx, kind, hashToken(client.previousSessionToken));
  await sweepIdleSessions(tx, kind, now);
  return startSession(tx, kind, owner, client, now);
}
