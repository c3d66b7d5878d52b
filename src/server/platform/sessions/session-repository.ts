// The SQL that customer and driver sessions share: each kind keeps one row per signed-in browser in
// a table of its own (customer_sessions, driver_sessions), keyed by the SHA-256 of the cookie's
// random token and stamped with its last use. Which person a row names, and how it is read, is
// each kind's own (customer-sessions/ and driver-sessions/session-repository.ts).
import { eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { customerSessions, driverSessions } from '../../db/schema.js';

export type SessionTable = typeof customerSessions | typeof driverSessions;

export async function touchSession(executor: Executor, table: SessionTable, tokenHash: string, at: Date): Promise<void> {
  await executor.update(table).set({ lastSeenAt: at }).where(eq(table.tokenHash, tokenHash));
}

/** Resolves to whether there was such a session. */
export async function deleteSession(executor: Executor, table: SessionTable, tokenHash: string): Promise<boolean> {
  const deleted = await executor.delete(table).where(eq(table.tokenHash, tokenHash)).returning({ tokenHash: table.tokenHash });
  return deleted.length > 0;
}

/**
 * Removes up to `limit` sessions idle since before `idleCutoff` (a sweep run at each sign-in;
 * authenticating refuses them anyway). Bounded, so one sign-in never waits on a long delete.
 */
export async function deleteIdleSessions(executor: Executor, table: SessionTable, idleCutoff: Date, limit = 100): Promise<void> {
  const idle = executor.select({ tokenHash: table.tokenHash }).from(table).where(lt(table.lastSeenAt, idleCutoff)).limit(limit);
  await executor.delete(table).where(inArray(table.tokenHash, idle));
}
