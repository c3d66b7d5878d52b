// The payment pages' headers: the providers' hosts in the policy only there, and only live.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_ENV } from '../../../../tests/support/payments.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../../tests/support/test-database.js';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { loadBuiltSite } from '../../site/built-site.js';

let distDir: string;
let database: DatabaseHandle;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function siteWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = testConfig(env);
  const app = await buildApp({ config, database, site: await loadBuiltSite(distDir, config.company), logger: false });
  apps.push(app);
  return app;
}

describe('payment page headers', () => {
  it('live with Stripe and PayPal: their hosts on the payment pages only', async () => {
    const app = await siteWith({
      ...STRIPE_ENV,
      PAYPAL_CLIENT_ID: 'paypal-client-id-1',
      PAYPAL_CLIENT_SECRET: 'paypal-client-secret-1',
      PUBLIC_BASE_URL: 'https://freight.example',
    });
    const payment = await app.inject({ method: 'GET', url: '/payment?ref=SR-1' });
    const csp = payment.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com https://www.paypal.com");
    expect(csp).toContain('frame-src https://js.stripe.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(payment.headers).toMatchObject({
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    });

    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.headers['content-security-policy']).not.toContain('stripe');
    expect(home.headers['content-security-policy']).toContain("frame-src 'none'");
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('test mode: no provider hosts anywhere, the payment pages still private', async () => {
    const app = await siteWith({});
    const payment = await app.inject({ method: 'GET', url: '/make-a-payment' });
    expect(payment.headers['content-security-policy']).not.toContain('stripe');
    expect(payment.headers).toMatchObject({ 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' });
  });
});
