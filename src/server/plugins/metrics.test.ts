// /metrics through app.inject on a real database: who may read it, and what it counts.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../tests/support/test-config.js';
import { openTestDatabase, testDatabaseUrl } from '../../../tests/support/test-database.js';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { enqueueEmails } from '../infra/email/outbox-repository.js';

const TOKEN = 'metrics-token-0123456789abcdef0123456789abcdef';
const SCRAPER = '10.20.30.40';
const REFERENCE_ID = 'SR-7K3M-9QX2-HV4N-WT6P';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({ METRICS_TOKEN: TOKEN, METRICS_ALLOWED_ADDRESSES: '10.20.0.0/16, 192.0.2.7' }),
    database,
    logger: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function scrape(options: Omit<InjectOptions, 'url' | 'method'> = {}) {
  return app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', ...options });
}

async function scrapeText(): Promise<string> {
  const response = await scrape({ headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one series, e.g. `freight_outbox_pending_emails` or `x{a="b"}`; undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('who may read /metrics', () => {
  it('answers a caller without the token what an unknown path gets, from anywhere else', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page', remoteAddress: '203.0.113.9' });
    const refused = await scrape();
    expect(refused.statusCode).toBe(404);
    expect(refused.statusCode).toBe(unknown.statusCode);
    expect(refused.body).not.toContain('process_cpu');
    expect(refused.json()).toEqual({
      error: 'Not Found',
      code: 'api.noSuchRoute',
      message: 'There is no GET /metrics.',
      values: { method: 'GET', path: '/metrics' },
    });
  });

  it('refuses a wrong token and a token that is not a bearer token', async () => {
    expect((await scrape({ headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(404);
    expect((await scrape({ headers: { authorization: `Basic ${TOKEN}` } })).statusCode).toBe(404);
    expect((await scrape({ headers: { authorization: TOKEN } })).statusCode).toBe(404);
  });

  it('serves Prometheus text for the token, from any address', async () => {
    const response = await scrape({ headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
    expect(response.body).toContain('nodejs_heap_size_used_bytes');
    expect(response.body).toContain('process_resident_memory_bytes');
  });

  it('serves an allowed address or range without a token', async () => {
    expect((await scrape({ remoteAddress: SCRAPER })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '192.0.2.7' })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '::ffff:10.20.1.1' })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '10.21.0.1' })).statusCode).toBe(404);
    expect((await scrape({ remoteAddress: '192.0.2.8' })).statusCode).toBe(404);
  });

  it('refuses a request forwarded by a proxy on an allowed address: it is the proxy client’s', async () => {
    expect((await scrape({ remoteAddress: SCRAPER, headers: { 'x-forwarded-for': '198.51.100.1' } })).statusCode).toBe(404);
    expect((await scrape({ remoteAddress: SCRAPER, headers: { forwarded: 'for=198.51.100.1' } })).statusCode).toBe(404);
  });

  it('is not in the API description, not even the staff one', async () => {
    const description = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(description.json<{ paths: object }>().paths)).not.toContain('/metrics');
    // The whole description, as GET /api/admin/openapi.json gives it to signed-in staff.
    expect(Object.keys((app.swagger() as { paths: object }).paths)).not.toContain('/metrics');
  });

  it('does not exist when neither a token nor an address is configured', async () => {
    const bare = await buildApp({ config: testConfig(), database, logger: false });
    try {
      const response = await bare.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('what /metrics counts', () => {
  it('counts a request by its route pattern, never the reference ID in its path', async () => {
    const series = `http_request_duration_seconds_count{method="GET",route="/api/account/requests/:referenceId",status_code="401"}`;
    const before = valueOf(await scrapeText(), series) ?? 0;
    const response = await app.inject({ method: 'GET', url: `/api/account/requests/${REFERENCE_ID}` });
    expect(response.statusCode).toBe(401);
    const text = await scrapeText();
    expect(valueOf(text, series)).toBe(before + 1);
    expect(text).not.toContain(REFERENCE_ID);
  });

  it('counts paths no route matches under one label, without their text', async () => {
    const series = `http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}`;
    const before = valueOf(await scrapeText(), series) ?? 0;
    await app.inject({ method: 'GET', url: '/api/no-such-thing/secret-guess-1' });
    await app.inject({ method: 'GET', url: '/wp-admin/secret-guess-2.php' });
    const text = await scrapeText();
    expect(valueOf(text, series)).toBe(before + 2);
    expect(text).not.toContain('secret-guess');
  });

  it('counts rate-limit refusals by route', async () => {
    const series = `freight_rate_limit_refusals_total{route="/api/track"}`;
    const client = '198.51.100.77';
    const lookup = { referenceId: REFERENCE_ID, email: 'nobody@example.com' };
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      const response = await app.inject({ method: 'POST', url: '/api/track', remoteAddress: client, payload: lookup });
      if (response.statusCode === 429) refused++;
    }
    expect(refused).toBe(2);
    expect(valueOf(await scrapeText(), series)).toBe(2);
  });

  it('reports the outbox: pending mail, the oldest one’s age, and failed mail', async () => {
    const before = await scrapeText();
    const pending = valueOf(before, 'freight_outbox_pending_emails') ?? Number.NaN;
    const failed = valueOf(before, 'freight_outbox_failed_emails') ?? Number.NaN;
    await database.db.transaction(async (tx) => {
      await enqueueEmails(tx, [
        { to: 'a@example.com', subject: 'One', text: 'One', kind: 'metrics-test' },
        { to: 'b@example.com', subject: 'Two', text: 'Two', kind: 'metrics-test' },
        { to: 'c@example.com', subject: 'Three', text: 'Three', kind: 'metrics-test' },
      ]);
    });
    await database.db.execute(
      sql`update email_outbox set created_at = now() - interval '1 hour' where kind = 'metrics-test' and to_address = 'a@example.com'`,
    );
    await database.db.execute(sql`update email_outbox set status = 'failed' where kind = 'metrics-test' and to_address = 'c@example.com'`);
    const after = await scrapeText();
    expect(valueOf(after, 'freight_outbox_pending_emails')).toBe(pending + 2);
    expect(valueOf(after, 'freight_outbox_failed_emails')).toBe(failed + 1);
    expect(valueOf(after, 'freight_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(3600);
  });

  it('reports the payments ledger by method and status', async () => {
    await database.db.execute(
      sql`insert into payments (provider, method, amount, status) values ('manual', 'zelle', 120, 'pending_verification'),
          ('manual', 'zelle', 80, 'pending_verification'), ('test', 'credit_card', 50, 'succeeded')`,
    );
    const text = await scrapeText();
    expect(valueOf(text, 'freight_payments{method="zelle",status="pending_verification"}')).toBe(2);
    expect(valueOf(text, 'freight_payments{method="credit_card",status="succeeded"}')).toBe(1);
  });
});

describe('the connection pool', () => {
  // PostgreSQL only: the embedded database has no pool.
  it.runIf(testDatabaseUrl() !== undefined)('reports the PostgreSQL pool’s connections', async () => {
    const text = await scrapeText();
    expect(valueOf(text, 'freight_db_pool_max_connections')).toBe(5);
    expect(valueOf(text, 'freight_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'freight_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'freight_db_pool_waiting_queries')).toBe(0);
  });
});
