// The database a test file runs on: PostgreSQL when TEST_DATABASE_URL is set (a fresh database
// per file, dropped afterwards), otherwise an in-memory PGlite. One per file, not per test:
// PGlite takes seconds to open.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { migrateDatabase } from '../../src/server/db/migrate.js';

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const scratch = await createScratchPostgresDatabase();
  const database = await openDatabase({ url: scratch?.url, poolSize: 5 });
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

/** A new, empty PostgreSQL database on the test server, or undefined when tests run on PGlite. */
export async function createScratchPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return undefined;
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withServer(serverUrl, async (client) => {
    await client.query(`create database "${name}"`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
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
