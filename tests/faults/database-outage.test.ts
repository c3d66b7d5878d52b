// The database connection is cut mid-load, through a TCP proxy the test controls: requests get a
// fast 503, /readyz fails, the site recovers by itself when the database returns, and every
// request that got a 201 is in the database. Needs TEST_DATABASE_URL (PGlite has no connection
// to cut); skips otherwise.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { migrateDatabase } from '../../src/server/db/migrate.js';
import { serviceRequests } from '../../src/server/db/schema.js';
import { brokerRequest, nextClientAddress } from '../support/service-requests.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { testConfig } from '../support/test-config.js';
import { createScratchPostgresDatabase, testDatabaseUrl } from '../support/test-database.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
if (!testDatabaseUrl()) console.warn('Skipping the database outage test: it needs TEST_DATABASE_URL (PostgreSQL)');

describe.skipIf(!testDatabaseUrl())('the database goes away under load', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let direct: DatabaseHandle;
  let throughProxy: DatabaseHandle;
  let proxy: TcpProxy;
  let app: FastifyInstance;

  beforeAll(async () => {
    const created = await createScratchPostgresDatabase();
    if (!created) throw new Error('no PostgreSQL');
    scratch = created;
    direct = await openDatabase({ url: scratch.url, poolSize: 2 });
    await migrateDatabase(direct);
    const target = new URL(scratch.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(scratch.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    throughProxy = await openDatabase({ url: proxied.toString(), poolSize: 10 });
    app = await buildApp({ config: testConfig(), database: throughProxy, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    // The proxy first: any client still holding a cut connection then fails at once, so the
    // pool's end() cannot wait on it.
    await proxy?.close();
    await Promise.race([throughProxy?.close(), sleep(5000)]);
    await direct?.close();
    await scratch?.drop();
  });

  async function submit(): Promise<{ status: number; ms: number; referenceId?: string }> {
    const started = Date.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      remoteAddress: nextClientAddress(),
      payload: brokerRequest(),
    });
    const referenceId = response.statusCode === 201 ? response.json<{ referenceId: string }>().referenceId : undefined;
    return { status: response.statusCode, ms: Date.now() - started, referenceId };
  }

  it('answers 503 fast while it is gone, recovers by itself, and loses no accepted request', async () => {
    const results: { status: number; ms: number; referenceId?: string }[] = [];
    let running = true;
    const clients = Array.from({ length: 8 }, async () => {
      while (running) results.push(await submit());
    });

    await sleep(300);
    proxy.cut();
    await sleep(200);
    const duringOutage = results.length;
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    await sleep(800);
    const outage = results.slice(duringOutage);
    proxy.restore();

    // Recovery needs nobody: within a few seconds requests succeed again.
    const deadline = Date.now() + 10_000;
    while ((await app.inject({ method: 'GET', url: '/readyz' })).statusCode !== 200) {
      if (Date.now() > deadline) throw new Error('the site did not recover');
      await sleep(100);
    }
    await sleep(300);
    running = false;
    await Promise.all(clients);

    expect(outage.length).toBeGreaterThan(0);
    for (const result of outage) {
      expect(result.status).toBe(503);
      expect(result.ms).toBeLessThan(2000);
    }
    expect(results.every((result) => [201, 503].includes(result.status))).toBe(true);
    expect(results.slice(-5).every((result) => result.status === 201)).toBe(true);

    const accepted = results.flatMap((result) => (result.referenceId ? [result.referenceId] : []));
    const stored = await direct.db
      .select({ referenceId: serviceRequests.referenceId })
      .from(serviceRequests)
      .where(inArray(serviceRequests.referenceId, accepted));
    expect(stored).toHaveLength(accepted.length);
    expect(accepted.length).toBeGreaterThan(20);
  });
});
