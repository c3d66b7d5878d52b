// Customer sessions: one row per signed-in browser, keyed by the SHA-256 of the cookie's random
// token (a leaked backup holds no usable session). A session names an e-mail address, not an
// account: the customer sees the requests whose contact e-mail is that address. What every kind of
// session's rows share (last use, sign-out, the idle sweep): platform/sessions/session-repository.ts.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customerSessions } from '../../db/schema.js';

export interface CustomerSessionRow {
  tokenHash: string;
  email: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export async function insertCustomerSession(
  executor: Executor,
  values: { tokenHash: string; email: string; userAgent: string | null; ipAddress: string | null; createdAt: Date; lastSeenAt: Date },
): Promise<void> {
  await executor.insert(customerSessions).values(values);
}

export async function findCustomerSession(executor: Executor, tokenHash: string): Promise<CustomerSessionRow | undefined> {
  const [row] = await executor
    .select({
      tokenHash: customerSessions.tokenHash,
      email: customerSessions.email,
      createdAt: customerSessions.createdAt,
      lastSeenAt: customerSessions.lastSeenAt,
    })
    .from(customerSessions)
    .where(eq(customerSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Ends every session of an address ("sign out everywhere"). Resolves to how many ended. */
export async function deleteCustomerSessionsOf(executor: Executor, email: string): Promise<number> {
  const deleted = await executor
    .delete(customerSessions)
    .where(eq(customerSessions.email, email))
    .returning({ tokenHash: customerSessions.tokenHash });
  return deleted.length;
}
