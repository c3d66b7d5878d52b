// The analytics measurement script is there only when its ID is configured: the page carries the
// ID and every page's Content-Security-Policy (payment pages too) names its hosts only then.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../tests/support/test-database.js';
import { buildApp } from '../app.js';
import { ConfigError } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { loadBuiltSite } from './built-site.js';

const TEMPLATE = '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>';
const LIVE_STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

let distDir: string;
let database: DatabaseHandle;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  database = await openTestDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function appWith(env: Record<string, string>) {
  const config = testConfig(env);
  const site = await loadBuiltSite(distDir, config.company, { measurementId: config.analytics.measurementId });
  const app = await buildApp({ config, database, site, logger: false });
  apps.push(app);
  return app;
}

describe('with ANALYTICS_MEASUREMENT_ID', () => {
  it('embeds the ID and allows the script hosts on every page', async () => {
    const app = await appWith({ ANALYTICS_MEASUREMENT_ID: 'G-TEST12345' });
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('<script type="application/json" id="analytics-settings">{"measurementId":"G-TEST12345"}</script>');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com/);
    expect(page.headers['content-security-policy']).toContain('https://*.google-analytics.com');
  });

  it('keeps them on payment pages with their own policy', async () => {
    const app = await appWith({ ANALYTICS_MEASUREMENT_ID: 'G-TEST12345', ...LIVE_STRIPE });
    const policy = String((await app.inject({ method: 'GET', url: '/make-a-payment' })).headers['content-security-policy']);
    expect(policy).toContain('https://js.stripe.com');
    expect(policy).toContain('https://*.googletagmanager.com');
  });
});

describe('without it', () => {
  it('has no ID in the page and no analytics host in any policy', async () => {
    const app = await appWith(LIVE_STRIPE);
    for (const url of ['/', '/make-a-payment']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.body).not.toContain('analytics-settings');
      expect(String(page.headers['content-security-policy'])).not.toMatch(/google/);
    }
  });

  it('refuses an ID that is not a GA4 measurement ID', () => {
    expect(() => testConfig({ ANALYTICS_MEASUREMENT_ID: 'UA-1234-1' })).toThrow(ConfigError);
    expect(() => testConfig({ ANALYTICS_MEASUREMENT_ID: 'G-"><script>' })).toThrow(ConfigError);
  });
});
