// The e-mail worker has PostgreSQL connections of its own: with every connection of the requests'
// pool held (ten look-ups waiting on a locked table), queued mail still goes out. Sharing the pool,
// the worker would wait behind them and send nothing until they were done. Needs PostgreSQL
// (the embedded database is one connection, which the worker shares); skipped, saying so, without.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startProductionServer, type RunningProcess } from '../support/processes.js';
import { scratchFolder } from '../support/test-config.js';
import { createScratchPostgresDatabase, testDatabaseUrl } from '../support/test-database.js';

/** db/client.ts's default pool size for requests. */
const REQUEST_POOL_SIZE = 10;
/**
 * Many times the worker's poll (5 s) and its wait for a pooled connection (5 s): a busy machine is
 * slow, never this slow, and a worker without a connection of its own never sends while it waits.
 */
const WAIT = { timeout: 60_000, interval: 100 };

if (!testDatabaseUrl()) console.warn('mail-worker-connection.test.ts skipped: TEST_DATABASE_URL is not set (PostgreSQL only)');

describe.skipIf(!testDatabaseUrl())('the e-mail worker on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let server: RunningProcess;
  let dataDir: string;
  let client: pg.Client;

  beforeAll(async () => {
    scratch = (await createScratchPostgresDatabase())!;
    dataDir = scratchFolder('mail-worker-');
    server = await startProductionServer({ DATABASE_URL: scratch.url, DATA_DIR: dataDir });
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await server?.stop();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function connections(applicationName: string, waitingOnALock = false): Promise<number> {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_stat_activity
        where datname = current_database() and application_name = $1 and ($2 = false or wait_event_type = 'Lock')`,
      [applicationName, waitingOnALock],
    );
    return rows[0]!.count;
  }

  it('sends queued mail while every request connection is busy', async () => {
    // Another session takes the lock; this one watches and queues the mail.
    const locker = new pg.Client({ connectionString: scratch!.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table service_requests in access exclusive mode');

      let answered = 0;
      const lookUps = Array.from({ length: REQUEST_POOL_SIZE }, () =>
        fetch(`${server.url}/api/service-requests/SR-0000-0000-0000-0000`).then((response) => {
          answered += 1;
          return response.status;
        }),
      );
      // Every request connection waits on the lock.
      await vi.waitUntil(async () => (await connections('freight-site', true)) === REQUEST_POOL_SIZE, WAIT);

      const {
        rows: [queued],
      } = await client.query<{ id: string }>(
        `insert into email_outbox (to_address, subject, text_body, kind)
         values ('dispatch@example.com', 'Sent while the requests wait', 'Mail goes out under load.', 'test-under-load') returning id`,
      );
      // The worker sends the mail.
      await vi.waitUntil(async () => {
        const { rows } = await client.query<{ status: string }>('select status from email_outbox where id = $1', [queued!.id]);
        return rows[0]?.status === 'sent';
      }, WAIT);
      // Sent while all ten look-ups were still waiting, through a connection of the worker's own.
      expect(answered).toBe(0);
      expect(await connections('freight-site', true)).toBe(REQUEST_POOL_SIZE);
      expect(await connections('freight-site e-mail worker')).toBeGreaterThanOrEqual(1);

      await locker.query('rollback');
      expect(await Promise.all(lookUps)).toEqual(Array.from({ length: REQUEST_POOL_SIZE }, () => 404));
    } finally {
      await locker.end();
    }
  });
});
