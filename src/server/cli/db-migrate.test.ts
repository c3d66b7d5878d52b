// `npm run db:migrate` as a deploy's release step runs it: on an empty database it creates the
// tables, a second run finds nothing to do, and the server started afterwards applies nothing.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchFolder } from '../../../tests/support/test-config.js';
import { createScratchPostgresDatabase, testDatabaseUrl } from '../../../tests/support/test-database.js';
import { openDatabase, selectRows } from '../db/client.js';
import { PROJECT_ROOT } from '../project-root.js';

const MIGRATIONS = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] })
  .entries.length;
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The settings for one empty database of each kind: PostgreSQL only where the tests have one. */
async function emptyDatabase(kind: 'PostgreSQL' | 'Embedded database'): Promise<Record<string, string>> {
  const dataDir = scratchFolder('freight-migrate-');
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (kind === 'Embedded database') return { DATA_DIR: dataDir };
  const scratch = await createScratchPostgresDatabase();
  cleanups.push(() => scratch?.drop());
  return { DATA_DIR: dataDir, DATABASE_URL: scratch!.url };
}

// PATH alone (and NODE_ENV=test, so no developer's .env is read): the database is only what each test gives.
const baseEnv = () => ({ PATH: process.env.PATH ?? '', NODE_ENV: 'test' });

function dbMigrate(env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  return spawnSync('npm', ['run', '--silent', 'db:migrate'], { cwd: PROJECT_ROOT, env: { ...baseEnv(), ...env }, encoding: 'utf8' });
}

async function tableNames(env: Record<string, string>): Promise<string[]> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    const rows = await selectRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    return rows.map((row) => row.table_name);
  } finally {
    await database.close();
  }
}

/** Starts the server (start-server.ts, as main.ts does), returns its log lines up to listening, then stops it with SIGTERM. */
async function startAndStop(env: Record<string, string>): Promise<{ lines: Record<string, unknown>[]; exitCode: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'tests', 'support', 'data-dir-server.ts')], {
    cwd: PROJECT_ROOT,
    env: { ...baseEnv(), LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let waited = 0; !output.includes('Server listening at'); waited += 100) {
    if (child.exitCode !== null || waited > 60_000) throw new Error(`the server did not start:\n${output}`);
    await sleep(100);
  }
  child.kill('SIGTERM');
  const exitCode = await exited;
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { lines, exitCode };
}

const kinds = testDatabaseUrl() ? (['PostgreSQL', 'Embedded database'] as const) : (['Embedded database'] as const);
if (!testDatabaseUrl()) console.warn('db:migrate on PostgreSQL is skipped: set TEST_DATABASE_URL to run it');

describe('npm run db:migrate', () => {
  it.each(kinds)(
    'on an empty %s: creates the tables and exits; a second run and the next start apply nothing',
    async (kind) => {
      const env = await emptyDatabase(kind);

      const first = dbMigrate(env);
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout.trim()).toBe(`${kind}: applied ${MIGRATIONS} migrations (${MIGRATIONS} in all).`);
      expect(await tableNames(env)).toEqual(
        expect.arrayContaining(['service_requests', 'driver_applications', 'payments', 'email_outbox']),
      );

      const second = dbMigrate(env);
      expect(second.status, second.stderr).toBe(0);
      expect(second.stdout.trim()).toBe(`${kind}: database up to date (${MIGRATIONS} migrations); nothing to apply.`);

      const start = await startAndStop(env);
      expect(start.exitCode).toBe(0);
      expect(start.lines.find((line) => line.migrations !== undefined)).toMatchObject({ migrationsApplied: 0, migrations: MIGRATIONS });
    },
    120_000,
  );

  it('stops with the configuration error, like the server, on a bad DATABASE_URL', () => {
    const result = dbMigrate({ DATABASE_URL: 'mysql://nowhere' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration: DATABASE_URL must be a postgres:// URL');
  }, 60_000);
});
