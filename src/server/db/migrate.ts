// Applies the committed SQL migrations in drizzle/ on either driver.
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { PROJECT_ROOT } from '../project-root.js';
import type { DatabaseHandle } from './client.js';

const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'drizzle');

// Any fixed number shared by every instance; it names the lock, nothing else.
const MIGRATION_LOCK_ID = 727_001;

export async function migrateDatabase(database: DatabaseHandle): Promise<void> {
  if (database.driver === 'pglite') {
    // Imported only here: a server on PostgreSQL never loads the embedded database's code.
    const [{ migrate: migratePglite }, { drizzle: drizzlePglite }] = await Promise.all([
      import('drizzle-orm/pglite/migrator'),
      import('drizzle-orm/pglite'),
    ]);
    await migratePglite(drizzlePglite({ client: database.client as PGlite }), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // Instances that start together must not apply the same migration twice: the first takes a
  // session advisory lock, the others wait for it and then find nothing left to do.
  const connection = await (database.client as pg.Pool).connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client: connection }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    connection.release();
  }
}
