// Runs once before the suite. Under CI the tests must run on the machine's PostgreSQL: a
// missing or unreachable server fails the run here, loudly, instead of quietly using PGlite.
// It also makes the run's scratch folder for test data (see test-config.ts) and, on PostgreSQL,
// the migrated database each test file's is a copy of (test-database.ts); both go at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createMigratedTemplateDatabase, dropRunDatabases, startTestRun } from './test-database.js';

export default async function globalSetup() {
  await checkDatabase();
  startTestRun();
  const migrated = await createMigratedTemplateDatabase();
  const dataRoot = mkdtempSync(join(tmpdir(), 'freight-test-data-run-'));
  process.env.FREIGHT_TEST_DATA_ROOT = dataRoot;
  return async () => {
    rmSync(dataRoot, { recursive: true, force: true });
    delete process.env.FREIGHT_TEST_DATA_ROOT;
    await migrated?.drop();
    // What the workers left: each made its next file's copy ahead, and drops while it goes on.
    await dropRunDatabases();
  };
}

async function checkDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (process.env.CI === 'true') {
      throw new Error('CI must test on PostgreSQL: set TEST_DATABASE_URL (see .ci/run).');
    }
    console.log('Database for tests: embedded PGlite (set TEST_DATABASE_URL to use PostgreSQL)');
    return;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>('select version()');
    console.log(`Database for tests: ${rows[0]?.version.split(' on ')[0] ?? 'PostgreSQL'}`);
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL cannot be reached: ${String(error)}`, { cause: error });
  } finally {
    await client.end().catch(() => undefined);
  }
}
