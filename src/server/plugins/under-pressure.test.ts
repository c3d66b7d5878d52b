// Load shedding through app.inject: a test-only route keeps the event loop busy the way a flood of
// CPU-heavy requests would, and the app must start answering 503 (and /readyz with it), then recover.
// Nothing here times a request: each step waits for a state, with a deadline far beyond the
// plugin's one-second sampling.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../tests/support/test-database.js';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { RETRY_AFTER_SECONDS, UNDER_PRESSURE_MESSAGE } from './under-pressure.js';

// Each slice holds the loop 10 times the limit, so the mean delay over any sampled second is far past it.
const LIMIT_MS = 20;
const SLICE_MS = 200;
const STATE_DEADLINE_MS = 15_000;

let database: DatabaseHandle;
let app: FastifyInstance;
let saturating = false;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({ LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: String(LIMIT_MS) }),
    database,
    logger: false,
  });
  // Only here: busy slices of synchronous work, one after another, until told to stop. Other
  // requests (and the plugin's sampling timer) run between the slices, as under real load.
  app.post('/api/test/saturate', async () => {
    saturating = true;
    const slice = () => {
      if (!saturating) return;
      const until = Date.now() + SLICE_MS;
      while (Date.now() < until) {
        // holding the event loop
      }
      setImmediate(slice);
    };
    setImmediate(slice);
    return { status: 'saturating' };
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  saturating = false;
  await app?.close();
  await database?.close();
});

async function waitForReadiness(expected: number): Promise<void> {
  const deadline = Date.now() + STATE_DEADLINE_MS;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    if (response.statusCode === expected) return;
    if (Date.now() > deadline) throw new Error(`/readyz still answers ${response.statusCode}, not ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop is held, keeps liveness at 200, and recovers', async () => {
    await waitForReadiness(200);
    expect((await app.inject({ method: 'POST', url: '/api/test/saturate' })).statusCode).toBe(200);

    await waitForReadiness(503);
    const readiness = await app.inject({ method: 'GET', url: '/readyz' });
    expect(readiness.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(readiness.json()).toEqual({ error: 'Service Unavailable', code: 'api.busy', message: UNDER_PRESSURE_MESSAGE });

    const shed = await app.inject({ method: 'POST', url: '/api/track', payload: {} });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(shed.headers['content-type']).toContain('application/json');
    expect(shed.json()).toEqual({ error: 'Service Unavailable', code: 'api.busy', message: UNDER_PRESSURE_MESSAGE });

    const liveness = await app.inject({ method: 'GET', url: '/healthz' });
    expect(liveness.statusCode).toBe(200);
    expect(liveness.json()).toEqual({ status: 'ok' });

    saturating = false;
    await waitForReadiness(200);
    expect((await app.inject({ method: 'POST', url: '/api/track', payload: {} })).statusCode).toBe(400);
  }, 60_000);
});
