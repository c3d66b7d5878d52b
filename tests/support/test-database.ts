// The database a test file runs on: PostgreSQL when TEST_DATABASE_URL is set (a fresh database
// per file, dropped afterwards), otherwise an in-memory PGlite. One per file, not per test:
// PGlite takes seconds to open. On PostgreSQL each file's database is a copy of one that
// global-setup.ts migrated once for the run: copying takes a tenth of the time that applying
// every migration again does, hundreds of times a run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { migrateDatabase } from '../../src/server/db/migrate.js';

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** Names the run's migrated database, set by global-setup.ts (and so inherited by every worker). */
const MIGRATED_TEMPLATE_ENV = 'FREIGHT_TEST_MIGRATED_DATABASE';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const scratch = await createScratchPostgresDatabase({ copyOf: process.env[MIGRATED_TEMPLATE_ENV] });
  const database = await openDatabase({ url: scratch?.url, poolSize: 5 });
  // Applies nothing on a copy of the migrated database, but a migration added since it was made.
  await migrateDatabase(database);
  if (!scratch) return database;
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * The run's migrated database, for every test file's to copy (global-setup.ts), or undefined on
 * PGlite. Its name is in the environment until `drop`.
 */
export async function createMigratedTemplateDatabase(): Promise<{ drop(): Promise<void> } | undefined> {
  const scratch = await createScratchPostgresDatabase({ prefix: 'test_migrated' });
  if (!scratch) return undefined;
  const database = await openDatabase({ url: scratch.url, poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    // A database is copied only while nobody is connected to it.
    await database.close();
  }
  process.env[MIGRATED_TEMPLATE_ENV] = scratch.name;
  return {
    async drop() {
      delete process.env[MIGRATED_TEMPLATE_ENV];
      await scratch.drop();
    },
  };
}

/**
 * A new PostgreSQL database on the test server, empty or a copy of `copyOf`, or undefined when
 * tests run on PGlite.
 */
export async function createScratchPostgresDatabase(
  options: { copyOf?: string | undefined; prefix?: string } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return undefined;
  const name = `${options.prefix ?? 'test'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withServer(serverUrl, async (client) => {
    await client.query(options.copyOf ? `create database "${name}" template "${options.copyOf}"` : `create database "${name}"`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withServer(serverUrl, async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

async function withServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
