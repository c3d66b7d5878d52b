// What search engines get: robots.txt, sitemap.xml, and each page's canonical URL, Open Graph and
// schema.org tags (or its noindex). A small dist folder stands in for `vite build` output.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../tests/support/test-config.js';
import { ADMIN_AREA_PATHS, KNOWN_PAGE_PATHS, PAGE_PATHS, PAYMENT_PAGE_PATHS } from '../../shared/page-routes.js';
import { loadBuiltSite } from './built-site.js';
import { registerPages } from './pages.js';
import { NOINDEX_PAGE_PATHS, PUBLIC_PAGE_PATHS } from './seo-routes.js';

const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body><div id="root"></div>
<script type="module" src="/assets/main-abc123.js"></script></body></html>`;

const config = testConfig({
  PUBLIC_BASE_URL: 'https://haul.example/',
  COMPANY_NAME: 'Haul </script><b>"Co" & Sons',
  SUPPORT_PHONE: '(313) 555-0142',
  GENERAL_EMAIL: 'ops@haul.example',
  MC_NUMBER: '765432',
  DOT_NUMBER: '2345678',
});

let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'site-seo-'));
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log("hi")');
  // An old build's own copy: the server's robots.txt must win (and not clash with it).
  writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *\nDisallow:\n');
  // As buildApp makes it: '/join-us/' is '/join-us'.
  app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  await registerPages(app, await loadBuiltSite(distDir, config.company), config);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** The page's head tags of one kind, as attribute maps. */
function tags(html: string, name: 'meta' | 'link'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${name}\\s([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
  );
}

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as unknown);
}

describe('every page is either listed or kept out', () => {
  // A page added to PAGE_PATHS must be put in one list: listed for search engines, or noindex.
  it.each(KNOWN_PAGE_PATHS)('%s is in exactly one of the two lists', (path) => {
    expect([PUBLIC_PAGE_PATHS.includes(path), NOINDEX_PAGE_PATHS.includes(path)].filter(Boolean)).toHaveLength(1);
  });
});

describe('robots.txt', () => {
  it("keeps crawlers out of the admin, payment, customer's own and API paths and names the sitemap", async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const path of [
      '/admin',
      '/admin-login',
      '/admin/two-factor',
      '/payment',
      '/make-a-payment',
      '/pay',
      '/make-payment',
      '/simple-payment',
      '/account',
      '/account/sign-in',
      '/account/request',
      '/api/',
    ]) {
      expect(disallowed).toContain(path);
    }
    expect(disallowed).toEqual(expect.arrayContaining([...PAYMENT_PAGE_PATHS]));
    expect(lines).toContain('Sitemap: https://haul.example/sitemap.xml');
  });

  it('blocks no public page (robots.txt rules match by prefix)', async () => {
    const disallowed = (await get('/robots.txt')).body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const page of ['/', '/service-request', '/track', '/join-us']) {
      expect(disallowed.filter((rule) => rule === '' || page.startsWith(rule))).toEqual([]);
    }
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages, and only those, by absolute URL', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://haul.example/',
      'https://haul.example/service-request',
      'https://haul.example/track',
      'https://haul.example/join-us',
    ]);
  });
});

describe('public page heads', () => {
  it.each([
    ['/', 'https://haul.example/'],
    ['/service-request', 'https://haul.example/service-request'],
    ['/track?ref=FR-123&x=<y>', 'https://haul.example/track'],
    ['/join-us/', 'https://haul.example/join-us'],
  ])('%s names its canonical URL and its Open Graph card', async (url, canonical) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const links = tags(response.body, 'link').filter((link) => link.rel === 'canonical');
    expect(links).toEqual([{ rel: 'canonical', href: canonical }]);
    const og: Record<string, string | undefined> = {};
    for (const meta of tags(response.body, 'meta')) if (meta.property?.startsWith('og:')) og[meta.property] = meta.content;
    const name = 'Haul &lt;/script&gt;&lt;b&gt;&quot;Co&quot; &amp; Sons';
    expect(og).toEqual({
      'og:type': 'website',
      'og:locale': 'en_US',
      'og:site_name': name,
      'og:title': name,
      'og:description': `${name}: freight shipping, brokerage and dispatch services. Request service, pay an invoice or apply to drive.`,
      'og:url': canonical,
    });
    expect(tags(response.body, 'meta').filter((meta) => meta.name === 'robots')).toEqual([]);
  });

  it('keeps the title and description as they were', async () => {
    const html = (await get('/')).body;
    expect(html).toContain('<title>Haul &lt;/script&gt;&lt;b&gt;&quot;Co&quot; &amp; Sons</title>');
    expect(tags(html, 'meta').filter((meta) => meta.name === 'description')).toHaveLength(1);
  });

  it('describes the company as a schema.org MovingCompany, escaped so it cannot close its script tag', async () => {
    const html = (await get('/join-us')).body;
    expect(html).not.toContain('</script><b>');
    expect(jsonLd(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'MovingCompany',
        name: 'Haul </script><b>"Co" & Sons',
        url: 'https://haul.example/',
        telephone: '+1-313-555-0142',
        email: 'ops@haul.example',
        identifier: [
          { '@type': 'PropertyValue', propertyID: 'MC', name: 'MC number', value: '765432' },
          { '@type': 'PropertyValue', propertyID: 'USDOT', name: 'USDOT number', value: '2345678' },
        ],
        areaServed: { '@type': 'Country', name: 'United States' },
      },
    ]);
  });
});

describe("admin, payment and customer's own page heads", () => {
  it.each([
    PAGE_PATHS.admin,
    ...Object.values(ADMIN_AREA_PATHS),
    PAGE_PATHS.adminLogin,
    PAGE_PATHS.adminTwoFactor,
    PAGE_PATHS.adminInvite,
    PAGE_PATHS.adminForgotPassword,
    PAGE_PATHS.adminResetPassword,
    ...PAYMENT_PAGE_PATHS,
    PAGE_PATHS.account,
    PAGE_PATHS.accountSignIn,
    `${PAGE_PATHS.accountRequest}?ref=SR-7K3M-Q9XD-2HVB-N4TE`,
  ])('%s asks not to be indexed and names no canonical URL, card or company data', async (url) => {
    const html = (await get(url)).body;
    expect(tags(html, 'meta').filter((meta) => meta.name === 'robots')).toEqual([{ name: 'robots', content: 'noindex, nofollow' }]);
    expect(tags(html, 'link').filter((link) => link.rel === 'canonical')).toEqual([]);
    expect(html).not.toContain('og:');
    expect(jsonLd(html)).toEqual([]);
  });

  it('serves each back-office area as a page, and any other /admin/... as Page Not Found', async () => {
    for (const path of Object.values(ADMIN_AREA_PATHS)) expect((await get(path)).statusCode).toBe(200);
    expect((await get('/admin/no-such-area')).statusCode).toBe(404);
  });

  it('gives the Page Not Found page no canonical URL', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('rel="canonical"');
    expect(response.body).not.toContain('og:url');
  });
});
