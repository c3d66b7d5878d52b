// What every table of the database holds, as one digest per table, for the tests of refusals: a
// refused request wrote nothing anywhere (no record, no change to one, no mail, no audit event, no
// sign-in token). The tables are read from the database itself, so a table added later is covered
// without a change here.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { selectRows, type Database } from '../../src/server/db/client.js';

/** Drizzle's own bookkeeping, written by migrations only. */
const MIGRATIONS_TABLE = '__drizzle_migrations';

/** Each table's rows as one md5 (the same rows in any order give the same digest), by table name. */
export async function databaseDigest(db: Database, except: readonly string[] = []): Promise<Record<string, string>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
         where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const read = tables.map((table) => table.name).filter((name) => name !== MIGRATIONS_TABLE && !except.includes(name));
  if (read.length === 0) return {};
  const rows = await selectRows<{ name: string; digest: string }>(
    db,
    sql.join(
      read.map(
        (name) =>
          sql`select ${name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
      ),
      sql` union all `,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/**
 * Runs `refusal` and checks that every table holds what it held before (a failure names the
 * table). `except`: tables the caller's own sign-in touches on any request (a session's last use).
 */
export async function expectNothingWritten<T>(db: Database, refusal: () => Promise<T>, except: readonly string[] = []): Promise<T> {
  const before = await databaseDigest(db, except);
  const result = await refusal();
  expect(await databaseDigest(db, except)).toEqual(before);
  return result;
}
