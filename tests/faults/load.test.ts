// Load: 2,000 submissions from 50 concurrent clients over real HTTP: 2,000 rows, 2,000 distinct
// reference IDs, no error. Clients are told apart by X-Forwarded-For (TRUST_PROXY), as behind a
// load balancer, so the per-client rate limit does not stand in the way.
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { serviceRequests } from '../../src/server/db/schema.js';
import { brokerRequest } from '../support/service-requests.js';
import { testConfig } from '../support/test-config.js';
import { openTestDatabase } from '../support/test-database.js';

const SUBMISSIONS = 2000;
const CONCURRENT_CLIENTS = 50;

let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ TRUST_PROXY: 'true' }), database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('load', () => {
  it(`takes ${SUBMISSIONS} submissions from ${CONCURRENT_CLIENTS} concurrent clients, every one stored once`, async () => {
    let next = 0;
    const references: string[] = [];
    const failures: string[] = [];
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENT_CLIENTS }, async (_, client) => {
        while (next < SUBMISSIONS) {
          const n = next++;
          const response = await fetch(`${baseUrl}/api/service-requests`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${Math.floor(n / 250)}.${n % 250}` },
            body: JSON.stringify(brokerRequest({ contactName: `Load Client ${client}`, serviceDescription: `Submission ${n}` })),
          });
          if (response.status === 201) references.push(((await response.json()) as { referenceId: string }).referenceId);
          else failures.push(`${response.status} ${await response.text()}`);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `load: ${SUBMISSIONS} submissions in ${seconds.toFixed(1)} s (${Math.round(SUBMISSIONS / seconds)}/s) on ${database.driver}`,
    );
    expect(failures).toEqual([]);
    expect(references).toHaveLength(SUBMISSIONS);
    expect(new Set(references).size).toBe(SUBMISSIONS);
    const [rows] = await database.db.select({ value: count() }).from(serviceRequests);
    expect(rows?.value).toBe(SUBMISSIONS);
  });
});
