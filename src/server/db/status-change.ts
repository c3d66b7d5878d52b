// Changing a record's status (service requests, driver applications): the record is updated and
// the change written to its history table (schema.ts's statusChangeColumns) in the caller's
// transaction. Each table names its record column differently, so the caller builds both
// statements; this file holds what the two have in common.
import { sql } from 'drizzle-orm';

/** One change of one record's status: by an admin, or (adminId null) by no one in the office (a driver on the road). */
export interface StatusChange<Status extends string> {
  id: number;
  from: Status;
  to: Status;
  notes: string | undefined;
  adminId: number | null;
}

/** The columns the record's UPDATE sets. */
export function statusUpdateOf<Status extends string>(change: StatusChange<Status>) {
  return { status: change.to, updatedAt: sql`now()` };
}

/** The history entry's columns every history table shares; the caller adds the record's id. */
export function historyEntryOf<Status extends string>(change: StatusChange<Status>) {
  return { fromStatus: change.from, toStatus: change.to, notes: change.notes ?? null, changedByAdminId: change.adminId };
}

/**
 * Runs the record's UPDATE (with RETURNING), then the history INSERT, and answers the updated
 * record. The caller locked the record first, so an update that returns nothing is a bug.
 */
export async function applyStatusChange<Row>(updateRecord: () => Promise<Row[]>, insertHistory: () => Promise<unknown>): Promise<Row> {
  const [row] = await updateRecord();
  if (!row) throw new Error('update returned no row');
  await insertHistory();
  return row;
}
