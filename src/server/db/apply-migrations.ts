// Applies the migrations in drizzle/ (migrate.ts) and says how many it applied, for the start's
// log line and `npm run db:migrate`: an operator running migrations as a release step wants to
// see that the step did something, or that there was nothing to do.
import { sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from './client.js';
import { migrateDatabase } from './migrate.js';

export interface MigrationOutcome {
  /** Migrations this call applied (0: the database was up to date). */
  applied: number;
  /** Migrations the database has now. */
  total: number;
}

export async function applyMigrations(database: DatabaseHandle): Promise<MigrationOutcome> {
  const before = await appliedMigrationCount(database);
  await migrateDatabase(database);
  const total = await appliedMigrationCount(database);
  return { applied: total - before, total };
}

/** One sentence for the log and the terminal. */
export function describeMigrations({ applied, total }: MigrationOutcome): string {
  return applied === 0
    ? `database up to date (${total} migrations); nothing to apply`
    : `applied ${applied} migration${applied === 1 ? '' : 's'} (${total} in all)`;
}

/** Rows in Drizzle's own journal (drizzle.__drizzle_migrations); 0 before the first migration made it. */
export async function appliedMigrationCount(database: DatabaseHandle): Promise<number> {
  // Two queries: PostgreSQL resolves every table a statement names before running any of it.
  const [journal] = await selectRows<{ exists: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!journal?.exists) return 0;
  const [row] = await selectRows<{ count: number }>(database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return Number(row?.count ?? 0);
}
