// A customer's session (platform/sessions/session-kind.ts): it names an e-mail address, not an
// account, and ends after CUSTOMER_SESSION_IDLE_DAYS without use, at sign-out, or when the
// customer signs out everywhere.
import { CUSTOMER_SESSION_IDLE_DAYS } from '../../../shared/customer-portal/customer-account.js';
import type { Executor } from '../../db/client.js';
import { customerSessions } from '../../db/schema.js';
import { authenticateSession, startSession, type SessionClient, type SessionKind } from '../sessions/session-kind.js';
import { findCustomerSession, insertCustomerSession, type CustomerSessionRow } from './session-repository.js';

/** A signed-in customer: the normalised e-mail address their session is for. */
export interface SignedInCustomer {
  email: string;
  tokenHash: string;
  signedInAt: Date;
}

/** Customer sessions: started for a normalised address, counting for as long as they are used. */
export const CUSTOMER_SESSIONS: SessionKind<string, CustomerSessionRow, SignedInCustomer> = {
  table: customerSessions,
  idleMs: CUSTOMER_SESSION_IDLE_DAYS * 86_400_000,
  insert: (executor, { owner, ...session }) => insertCustomerSession(executor, { ...session, email: owner }),
  find: findCustomerSession,
  stillCounts: () => true,
  signedIn: (row, tokenHash) => ({ email: row.email, tokenHash, signedInAt: row.createdAt }),
};

/** Starts a session for `email` (already normalised) at `now`; resolves to the cookie's token. */
export async function startCustomerSession(executor: Executor, email: string, client: SessionClient, now = new Date()): Promise<string> {
  return startSession(executor, CUSTOMER_SESSIONS, email, client, now);
}

/** The session a cookie's token names, or undefined (unknown, malformed or idle too long; an idle one is removed). */
export async function authenticateCustomer(
  executor: Executor,
  token: string | undefined,
  now = new Date(),
): Promise<SignedInCustomer | undefined> {
  return authenticateSession(executor, CUSTOMER_SESSIONS, token, now);
}
