// Reading a record's status history (service requests, driver applications): each change with
// the admin who made it (null: the system), oldest first.
import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';
import { adminUsers } from './schema.js';

/** A history table (schema.ts's statusChangeColumns); the type parameters keep each column's type in the rows. */
type StatusHistoryTable<From extends PgColumn, To extends PgColumn, Notes extends PgColumn, At extends PgColumn> = PgTable & {
  id: PgColumn;
  fromStatus: From;
  toStatus: To;
  notes: Notes;
  changedByAdminId: PgColumn;
  createdAt: At;
};

/**
 * The entries of `history` that `ofRecord` picks (one record's), oldest first; same time: in the
 * order written. `more`: columns only this table has, read with the rest.
 */
export function statusHistoryOf<
  From extends PgColumn,
  To extends PgColumn,
  Notes extends PgColumn,
  At extends PgColumn,
  More extends Record<string, PgColumn> = Record<never, PgColumn>,
>(executor: Executor, history: StatusHistoryTable<From, To, Notes, At>, ofRecord: SQL, more?: More) {
  return executor
    .select({
      ...(more as More),
      fromStatus: history.fromStatus,
      toStatus: history.toStatus,
      notes: history.notes,
      changedBy: adminUsers.email,
      at: history.createdAt,
    })
    .from(history)
    .leftJoin(adminUsers, eq(adminUsers.id, history.changedByAdminId))
    .where(ofRecord)
    .orderBy(asc(history.createdAt), asc(history.id));
}
