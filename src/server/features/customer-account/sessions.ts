// Starting, checking and ending customer sessions. A session ends after CUSTOMER_SESSION_IDLE_DAYS
// without use, at sign-out, or when the customer signs out everywhere.
import { CUSTOMER_SESSION_IDLE_DAYS } from '../../../shared/customer-account.js';
import type { Executor } from '../../db/client.js';
import { hashToken, isWellFormedToken, newToken } from '../../platform/security/tokens.js';
import { deleteCustomerSession, findCustomerSession, insertCustomerSession, touchCustomerSession } from './session-repository.js';

/** A signed-in customer: the normalised e-mail address their session is for. */
export interface SignedInCustomer {
  email: string;
  tokenHash: string;
  signedInAt: Date;
}

const IDLE_MS = CUSTOMER_SESSION_IDLE_DAYS * 86_400_000;
// last_seen_at is written at most this often, so reading a page is not a write each time.
const TOUCH_INTERVAL_MS = 60_000;

/** Starts a session for `email` (already normalised) at `now`; resolves to the cookie's token. */
export async function startCustomerSession(
  executor: Executor,
  email: string,
  client: { userAgent: string | null; ipAddress: string | null },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await insertCustomerSession(executor, { tokenHash: hashToken(token), email, ...client, createdAt: now, lastSeenAt: now });
  return token;
}

/** When sessions idle since before `now` count as ended (the sweep's cutoff). */
export function idleCutoff(now: Date): Date {
  return new Date(now.getTime() - IDLE_MS);
}

/** The session a cookie's token names, or undefined (unknown, malformed or idle too long; an idle one is removed). */
export async function authenticateCustomer(
  executor: Executor,
  token: string | undefined,
  now = new Date(),
): Promise<SignedInCustomer | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const tokenHash = hashToken(token);
  const session = await findCustomerSession(executor, tokenHash);
  if (!session) return undefined;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (idleFor > IDLE_MS) {
    await deleteCustomerSession(executor, tokenHash);
    return undefined;
  }
  if (idleFor > TOUCH_INTERVAL_MS) await touchCustomerSession(executor, tokenHash, now);
  return { email: session.email, tokenHash, signedInAt: session.createdAt };
}
