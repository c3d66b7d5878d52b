// The database connection is cut mid-load, through a TCP proxy the test controls: requests get a
// 503 that says so (never a 500, never a hang), /readyz fails, the site recovers by itself when the
// database returns, and every request that got a 201 is in the database. Each step waits for a
// state, not for a time. Needs TEST_DATABASE_URL (PGlite has no connection to cut); skips otherwise.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { migrateDatabase } from '../../src/server/db/migrate.js';
import { serviceRequests } from '../../src/server/db/schema.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/plugins/error-handler.js';
import { brokerRequest, nextClientAddress } from '../support/service-requests.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { testConfig } from '../support/test-config.js';
import { createScratchPostgresDatabase, testDatabaseUrl } from '../support/test-database.js';

/**
 * A guard against a hang, not a speed check: each state below is reached in well under a second
 * on an idle machine; a stuck request, or a site that never recovers, never reaches it.
 */
const WAIT = { timeout: 30_000, interval: 20 };
/** Requests from the eight clients in each phase: enough that every client takes part. */
const CLIENTS = 8;
const ANSWERS_PER_PHASE = 2 * CLIENTS;

/** Where the database stands while a request runs: `restoring` is the moment between restore() and a ready /readyz. */
type Phase = 'before' | 'outage' | 'restoring' | 'recovered';

interface Submission {
  status: number;
  started: Phase;
  ended: Phase;
  retryAfter: string | undefined;
  message: string | undefined;
  referenceId: string | undefined;
}

if (!testDatabaseUrl()) console.warn('Skipping the database outage test: it needs TEST_DATABASE_URL (PostgreSQL)');

describe.skipIf(!testDatabaseUrl())('the database goes away under load', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let direct: DatabaseHandle;
  let throughProxy: DatabaseHandle;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let phase: Phase = 'before';

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
    // pool's end() cannot wait on it (and a guard, should it wait anyway, keeps teardown finite).
    await proxy?.close();
    await Promise.race([throughProxy?.close(), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await direct?.close();
    await scratch?.drop();
  });

  async function submit(): Promise<Submission> {
    const started = phase;
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      remoteAddress: nextClientAddress(),
      payload: brokerRequest(),
    });
    const body = response.json<{ referenceId?: string; message?: string }>();
    const retryAfter = response.headers['retry-after'];
    return {
      status: response.statusCode,
      started,
      ended: phase,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
      message: body.message,
      referenceId: response.statusCode === 201 ? body.referenceId : undefined,
    };
  }

  async function readiness(): Promise<number> {
    return (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;
  }

  it(
    'answers 503 while it is gone, recovers by itself, and loses no accepted request',
    async () => {
      const results: Submission[] = [];
      const count = (matches: (result: Submission) => boolean) => results.filter(matches).length;
      let running = true;
      const clients = Array.from({ length: CLIENTS }, async () => {
        while (running) results.push(await submit());
      });

      try {
        // The load runs and the database answers.
        await vi.waitUntil(() => count((result) => result.status === 201) >= CLIENTS, WAIT);

        phase = 'outage';
        proxy.cut();
        await vi.waitUntil(async () => (await readiness()) === 503, WAIT);
        // Requests made while it is gone are answered, each of them (checked below).
        await vi.waitUntil(() => count((result) => result.started === 'outage' && result.ended === 'outage') >= ANSWERS_PER_PHASE, WAIT);

        phase = 'restoring';
        proxy.restore();
        // Recovery needs nobody: the site turns ready again, and then requests succeed.
        await vi.waitUntil(async () => (await readiness()) === 200, WAIT);
        phase = 'recovered';
        await vi.waitUntil(() => count((result) => result.started === 'recovered') >= ANSWERS_PER_PHASE, WAIT);
      } finally {
        running = false;
        await Promise.all(clients);
      }

      const outage = results.filter((result) => result.started === 'outage' && result.ended === 'outage');
      expect(outage.length).toBeGreaterThanOrEqual(ANSWERS_PER_PHASE);
      expect(
        outage.filter((result) => result.status !== 503 || result.retryAfter !== '5' || result.message !== DATABASE_UNAVAILABLE_MESSAGE),
      ).toEqual([]);
      // In flight when the connection dropped or came back: either answer, never a 500.
      expect(results.filter((result) => ![201, 503].includes(result.status))).toEqual([]);
      expect(results.filter((result) => result.started === 'recovered' && result.status !== 201)).toEqual([]);

      const accepted = results.flatMap((result) => (result.referenceId ? [result.referenceId] : []));
      expect(accepted.length).toBeGreaterThanOrEqual(CLIENTS + ANSWERS_PER_PHASE);
      const stored = await direct.db
        .select({ referenceId: serviceRequests.referenceId })
        .from(serviceRequests)
        .where(inArray(serviceRequests.referenceId, accepted));
      expect(stored.map((row) => row.referenceId).sort()).toEqual([...accepted].sort());
    },
    // Five waits, each with its hang guard, and the clients' last requests.
    6 * WAIT.timeout,
  );
});
