// Serving the built client: a small dist folder made here stands in for `vite build` output.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../tests/support/test-database.js';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { loadBuiltSite } from './built-site.js';

const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body><div id="root"></div>
<script type="module" src="/assets/main-abc123.js"></script></body></html>`;

let distDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log("hi")');
  writeFileSync(join(distDir, 'assets', 'main-abc123.js.br'), 'brotli bytes');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(
    join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'main.tsx': { file: 'assets/main-abc123.js', isEntry: true },
      'features/service-requests/request-page.tsx': { file: 'assets/request-page-def456.js', imports: ['main.tsx'] },
    }),
  );
  database = await openTestDatabase();
  const config = testConfig({ COMPANY_NAME: 'Haul </script><b>Co', GENERAL_EMAIL: 'ops@haul.example' });
  app = await buildApp({ config, database, site: await loadBuiltSite(distDir, config.company), logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('pages', () => {
  it("names the page's own code for preloading, and only on that page", async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/request-page-def456.js">');
    const track = await app.inject({ method: 'GET', url: '/track' });
    expect(track.body).not.toContain('request-page-def456.js');
  });

  it('does not serve the build manifest', async () => {
    const response = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('request-page-def456');
  });

  it('sends the Brotli copy of an asset to a browser that accepts it', async () => {
    const brotli = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    const plain = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("hi")');
  });

  it.each(['/', '/service-request', '/service-request/'])('serves %s as the page with status 200', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('embeds the company profile safely: the JSON cannot close its script tag', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const match = response.body.match(/<script type="application\/json" id="company-profile">(.*?)<\/script>/);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual({
      name: 'Haul </script><b>Co',
      supportPhone: '(555) 123-4567',
      email: 'ops@haul.example',
      mcNumber: '123456',
      dotNumber: '1234567',
    });
    expect(response.body).toContain('<title>Haul &lt;/script&gt;&lt;b&gt;Co</title>');
    expect(response.body).not.toContain('<!--app-head-->');
  });

  it('serves any other path as the page with status 404, so the client shows Page Not Found', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers HEAD like GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown non-GET with JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/no-such-form' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'Not Found',
      code: 'api.noSuchRoute',
      message: 'There is no POST /no-such-form.',
      values: { method: 'POST', path: '/no-such-form' },
    });
  });

  it('never serves the raw template', async () => {
    const response = await app.inject({ method: 'GET', url: '/index.html' });
    expect(response.body).not.toContain('<!--app-head-->');
  });
});

describe('static files', () => {
  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other public files for an hour', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not let a path escape the build folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/..%2f..%2f..%2fetc%2fpasswd' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('root:');
  });

  it('refuses to start without a build', async () => {
    await expect(loadBuiltSite(join(distDir, 'missing'), testConfig().company)).rejects.toThrow(/npm run build/);
  });
});
