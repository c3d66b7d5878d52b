// Which language a page is served in (docs/decisions/044-spanish.md): `?lang=` (remembered in a
// cookie), then the cookie, then Accept-Language; staff pages always English. The page says so in
// <html lang>, names its catalogs in that language, and lists its alternates for search engines.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../tests/support/test-config.js';
import { loadBuiltSite } from './built-site.js';
import { registerPages } from './pages.js';

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div>
<script type="module" src="/assets/main-abc123.js"></script></body></html>`;

// A manifest with the entry, the home page's chunk and its catalogs: the page names the ones in
// its own language.
const MANIFEST = {
  'index.html': { file: 'assets/main-abc123.js', isEntry: true },
  'features/service-requests/request-page.tsx': { file: 'assets/request-page-1.js' },
  '../locales/en/common.ts': { file: 'assets/common-en.js' },
  '../locales/es/common.ts': { file: 'assets/common-es.js' },
  '../locales/en/home.ts': { file: 'assets/home-en.js' },
  '../locales/es/home.ts': { file: 'assets/home-es.js' },
};

const config = testConfig({ PUBLIC_BASE_URL: 'https://haul.example/' });
let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'site-language-'));
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  await app.register(cookie);
  await registerPages(app, await loadBuiltSite(distDir, config.company), config);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describe('the language of a page', () => {
  it('is English by default, with the English catalogs', async () => {
    const response = await get('/');
    expect(htmlLang(response.body)).toBe('en');
    expect(response.body).toContain('href="/assets/home-en.js"');
    expect(response.body).toContain('href="/assets/common-en.js"');
    expect(response.body).not.toContain('-es.js');
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("follows the browser's Accept-Language", async () => {
    const response = await get('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(htmlLang(response.body)).toBe('es');
    expect(response.body).toContain('href="/assets/home-es.js"');
    expect(response.body).not.toContain('-en.js');
    // A browser that prefers English, or names none of ours, gets English.
    expect(htmlLang((await get('/', { 'accept-language': 'en-US,es;q=0.5' })).body)).toBe('en');
    expect(htmlLang((await get('/', { 'accept-language': 'fr-FR,de;q=0.9' })).body)).toBe('en');
    expect(htmlLang((await get('/', { 'accept-language': ';;q=x,,es;q=abc' })).body)).toBe('en');
  });

  it('follows ?lang= and remembers it in a cookie', async () => {
    const response = await get('/track?lang=es', { 'accept-language': 'en-US' });
    expect(htmlLang(response.body)).toBe('es');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^lang=es;/);
    expect(setCookie).toContain('Max-Age=31536000');
    expect(setCookie).toContain('SameSite=Lax');
    // An unknown language is ignored, not stored.
    const unknown = await get('/?lang=fr%3Cscript%3E');
    expect(htmlLang(unknown.body)).toBe('en');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('takes any hostile or odd language input as no choice, never an error', async () => {
    const odd = [
      ['/?lang=es&lang=en', {}],
      ['/?lang[]=es', {}],
      ['/?lang=%00es', {}],
      ['/', { 'accept-language': `${'x-'.repeat(5000)}es` }],
      ['/', { 'accept-language': 'es;q=2, en;q=-1' }],
      ['/', { cookie: 'lang=%E0%A4%A' }],
      ['/', { cookie: `lang=${'e'.repeat(5000)}` }],
    ] as const;
    for (const [url, headers] of odd) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(htmlLang(response.body), `${url} ${JSON.stringify(headers).slice(0, 40)}`).toBe('en');
    }
  });

  it('keeps the remembered choice over the browser, and ?lang= over both', async () => {
    expect(htmlLang((await get('/', { cookie: 'lang=es', 'accept-language': 'en-US' })).body)).toBe('es');
    expect(htmlLang((await get('/', { cookie: 'lang=en', 'accept-language': 'es' })).body)).toBe('en');
    expect(htmlLang((await get('/?lang=en', { cookie: 'lang=es' })).body)).toBe('en');
  });

  it('is Spanish on the Page Not Found page too', async () => {
    const response = await get('/no-such-page?lang=es');
    expect(response.statusCode).toBe(404);
    expect(htmlLang(response.body)).toBe('es');
    expect(response.body).toContain('href="/assets/common-es.js"');
  });

  it('is always English on staff pages', async () => {
    for (const path of ['/admin-login', '/admin', '/admin/service-requests', '/admin-invite']) {
      const response = await get(`${path}?lang=es`, { cookie: 'lang=es', 'accept-language': 'es' });
      expect(htmlLang(response.body), path).toBe('en');
    }
  });
});

describe('alternates for search engines', () => {
  it('lists each language and the default, and makes the Spanish page its own canonical URL', async () => {
    const english = (await get('/join-us')).body;
    expect(english).toContain('<link rel="canonical" href="https://haul.example/join-us">');
    expect(english).toContain('<link rel="alternate" hreflang="en" href="https://haul.example/join-us?lang=en">');
    expect(english).toContain('<link rel="alternate" hreflang="es" href="https://haul.example/join-us?lang=es">');
    expect(english).toContain('<link rel="alternate" hreflang="x-default" href="https://haul.example/join-us">');
    expect(english).toContain('<meta property="og:locale" content="en_US">');

    const spanish = (await get('/join-us?lang=es')).body;
    expect(spanish).toContain('<link rel="canonical" href="https://haul.example/join-us?lang=es">');
    expect(spanish).toContain('<meta property="og:locale" content="es_US">');
    expect(spanish).toContain('transporte de carga');
  });
});
