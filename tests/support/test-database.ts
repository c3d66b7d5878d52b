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
  const scratch = await takeMigratedCopy();
  const database = await openDatabase({ url: scratch?.url, poolSize: 5 });
  // Applies nothing on a copy of the migrated database, but a migration added since it was made.
  await migrateDatabase(database);
  if (!scratch) return database;
  return {
    ...database,
    async close() {
      await database.close();
      // Dropped while the worker goes on to its next file; what is left at the end of the run
      // (a drop cut short, the copy made ahead for a file that never came) global-setup.ts drops.
      dropInBackground(scratch);
    },
  };
}

type Scratch = NonNullable<Awaited<ReturnType<typeof createScratchPostgresDatabase>>>;

/** The copy made ahead for this worker's next file (decision 060): copying takes about half a second. */
let copyMadeAhead: Promise<Scratch | undefined> | undefined;

/**
 * A copy of the migrated database for the file asking now: the one made ahead when there is one,
 * and the next file's is started at once, so it is made while this file's tests run.
 */
async function takeMigratedCopy(): Promise<Scratch | undefined> {
  const template = process.env[MIGRATED_TEMPLATE_ENV];
  const makeCopy = () => createScratchPostgresDatabase({ copyOf: template });
  if (!template) return makeCopy();
  const ready = copyMadeAhead;
  copyMadeAhead = makeCopy();
  // A copy that failed ahead (the server busy, say) fails again here, in the file that asks for it.
  copyMadeAhead.catch(() => undefined);
  return (await ready?.catch(() => undefined)) ?? makeCopy();
}

function dropInBackground(scratch: Scratch): void {
  scratch.drop().catch((error: unknown) => console.warn(`a test database was left for the end of the run: ${String(error)}`));
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
  const name = `${options.prefix ?? 'test'}_${runId()}_${process.pid}_${randomBytes(4).toString('hex')}`;
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

/** Names this run's databases (set by global-setup.ts, inherited by the workers): its teardown drops what is left of them. */
const RUN_ID_ENV = 'FREIGHT_TEST_RUN_ID';

function runId(): string {
  process.env[RUN_ID_ENV] ??= randomBytes(3).toString('hex');
  return process.env[RUN_ID_ENV];
}

/** Starts a run: its databases get a name of their own, so that another run on the same server keeps its own. */
export function startTestRun(): void {
  runId();
}

/** Drops every database of this run still on the server (copies made ahead, drops cut short by a worker's exit). */
export async function dropRunDatabases(): Promise<void> {
  const serverUrl = testDatabaseUrl();
  const id = process.env[RUN_ID_ENV];
  if (!serverUrl || !id) return;
  await withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      String.raw`select datname from pg_database where datname ~ ('^test(_migrated)?_' || $1 || '_')`,
      [id],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
