// Customer sessions: one row per signed-in browser, keyed by the SHA-256 of the cookie's random
// token (a leaked backup holds no usable session). A session names an e-mail address, not an
// account: the customer sees the requests whose contact e-mail is that address.
import { eq, inArray, lt } from 'drizzle-orm';
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

export async function touchCustomerSession(executor: Executor, tokenHash: string, at: Date): Promise<void> {
  await executor.update(customerSessions).set({ lastSeenAt: at }).where(eq(customerSessions.tokenHash, tokenHash));
}

/** Resolves to whether there was such a session. */
export async function deleteCustomerSession(executor: Executor, tokenHash: string): Promise<boolean> {
  const deleted = await executor
    .delete(customerSessions)
    .where(eq(customerSessions.tokenHash, tokenHash))
    .returning({ tokenHash: customerSessions.tokenHash });
  return deleted.length > 0;
}

/** Ends every session of an address ("sign out everywhere"). Resolves to how many ended. */
export async function deleteCustomerSessionsOf(executor: Executor, email: string): Promise<number> {
  const deleted = await executor
    .delete(customerSessions)
    .where(eq(customerSessions.email, email))
    .returning({ tokenHash: customerSessions.tokenHash });
  return deleted.length;
}

/**
 * Removes up to `limit` sessions idle since before `idleCutoff` (a sweep run at each sign-in;
 * authenticate() refuses them anyway). Bounded, so one sign-in never waits on a long delete.
 */
export async function deleteIdleCustomerSessions(executor: Executor, idleCutoff: Date, limit = 100): Promise<void> {
  const idle = executor
    .select({ tokenHash: customerSessions.tokenHash })
    .from(customerSessions)
    .where(lt(customerSessions.lastSeenAt, idleCutoff))
    .limit(limit);
  await executor.delete(customerSessions).where(inArray(customerSessions.tokenHash, idle));
}
