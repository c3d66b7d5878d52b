// The backup scripts of docs/deployment.md (deploy/backup/) on a real PostgreSQL: a dump of a
// database holding requests restores, through the drill, into a new database with every table,
// the same rows and the same migrations. Needs TEST_DATABASE_URL and PostgreSQL's client programs
// (pg_dump, pg_restore, psql, createdb); skipped, saying why, without them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedServiceRequests } from '../../tests/support/service-requests.js';
import { openTestDatabase, testDatabaseUrl } from '../../tests/support/test-database.js';
import { selectRows, type DatabaseHandle } from './db/client.js';
import { PROJECT_ROOT } from './project-root.js';

const CLIENT_PROGRAMS = ['pg_dump', 'pg_restore', 'psql', 'createdb'];
const missingPrograms = CLIENT_PROGRAMS.filter((program) => spawnSync('sh', ['-c', `command -v ${program}`]).status !== 0);
const serverUrl = testDatabaseUrl();
const skipReason = !serverUrl
  ? 'TEST_DATABASE_URL is not set'
  : missingPrograms.length > 0
    ? `${missingPrograms.join(', ')} not installed`
    : undefined;
if (skipReason) console.warn(`deployment-backup.test.ts skipped: ${skipReason}`);

const REQUESTS = 250;

describe.skipIf(skipReason !== undefined)('pg-backup.sh and restore-drill.sh', () => {
  let database: DatabaseHandle | undefined;
  let sourceName = '';
  let folder = '';
  const restoredName = `restored_${process.pid}_${Date.now()}`;
  // libpq's own variables, as an operator's cron job would have them: no password on a command line.
  const libpqEnv = () => {
    const url = new URL(serverUrl!);
    return {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      PGHOST: url.hostname,
      PGPORT: url.port || '5432',
      PGUSER: decodeURIComponent(url.username),
      ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}),
    };
  };
  const run = (script: string, args: string[]) =>
    spawnSync(join(PROJECT_ROOT, 'deploy/backup', script), args, { env: libpqEnv(), encoding: 'utf8' });

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedServiceRequests(database.db, REQUESTS);
    const [row] = await selectRows<{ name: string }>(database.db, sql`select current_database() as name`);
    sourceName = row!.name;
    folder = mkdtempSync(join(tmpdir(), 'freight-backup-'));
  });

  afterAll(async () => {
    spawnSync('dropdb', ['--if-exists', '--force', restoredName], { env: libpqEnv() });
    await database?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('dumps, and the drill restores every table with its rows and the migrations', () => {
    const backup = run('pg-backup.sh', [folder, sourceName]);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    const dump = backup.stdout.trim();
    expect(readdirSync(folder)).toEqual([dump.slice(folder.length + 1)]);
    expect(dump).toMatch(/freight-\d{8}T\d{6}Z\.dump$/);

    const drill = run('restore-drill.sh', [dump, restoredName, sourceName]);
    expect(drill.stderr).toBe('');
    expect(drill.status).toBe(0);
    const lines = drill.stdout.trim().split('\n');
    const journal = JSON.parse(readFileSync(join(PROJECT_ROOT, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const migrations = journal.entries.length;
    expect(lines[0]).toBe(`restored into ${restoredName}: ${migrations} migrations`);
    expect(lines[1]).toBe(`table\trestored\t${sourceName}`);
    const rows = lines.slice(2).map((line) => line.split('\t'));
    expect(rows.find(([table]) => table === 'service_requests')).toEqual(['service_requests', String(REQUESTS), String(REQUESTS)]);
    expect(rows.filter(([, restored, source]) => restored !== source)).toEqual([]);
    expect(rows.length).toBeGreaterThan(20);
  });

  it('fails the drill when the dump lacks a table the live database has', async () => {
    const backup = run('pg-backup.sh', [folder, sourceName]);
    expect(backup.status).toBe(0);
    await database!.db.execute(sql`create table added_after_the_backup (id int)`);
    const laterName = `${restoredName}_later`;
    try {
      const drill = run('restore-drill.sh', [backup.stdout.trim(), laterName, sourceName]);
      expect(drill.status).toBe(1);
      expect(drill.stdout).toContain('added_after_the_backup\tmissing\t0');
      expect(drill.stderr).toContain(`the restored database lacks tables that ${sourceName} has`);
    } finally {
      spawnSync('dropdb', ['--if-exists', '--force', laterName], { env: libpqEnv() });
    }
  });
});
