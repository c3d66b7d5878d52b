// What a search engine finds on the built site: robots.txt and sitemap.xml with the configured
// public address, and in a real browser each public page's canonical URL, Open Graph card and
// schema.org company data, under the page's own Content-Security-Policy with nothing refused.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { TEST_COMPANY_ENV } from '../support/company-profile.js';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ PUBLIC_BASE_URL: 'https://lakeshore.example', ...TEST_COMPANY_ENV });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByRole('banner').waitFor();
  return { page, errors };
}

describe('robots.txt and sitemap.xml', () => {
  it('serves the server-written robots.txt, naming the sitemap by its public address', async () => {
    const response = await fetch(`${site.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Disallow: /admin\n');
    expect(text).toContain('Disallow: /payment\n');
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Sitemap: https://lakeshore.example/sitemap.xml');
  });

  it('serves the sitemap as XML with the public pages', async () => {
    const response = await fetch(`${site.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toContain('<loc>https://lakeshore.example/join-us</loc>');
  });
});

describe('page heads in a browser', () => {
  it('gives a public page its canonical URL, Open Graph card and MovingCompany data, without a CSP complaint', async () => {
    const { page, errors } = await openPage('/track?ref=FR-1');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://lakeshore.example/track');
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe('https://lakeshore.example/track');
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('website');
    expect(await page.locator('meta[property="og:site_name"]').getAttribute('content')).toBe('Lakeshore Freight');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'MovingCompany',
      name: 'Lakeshore Freight',
      telephone: '+1-313-555-0142',
      email: 'dispatch@lakeshore.example',
      url: 'https://lakeshore.example/',
      identifier: [
        { '@type': 'PropertyValue', propertyID: 'MC', value: '765432' },
        { '@type': 'PropertyValue', propertyID: 'USDOT', value: '2345678' },
      ],
    });
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['/admin-login', '/pay'])('keeps %s out of search engines, with no canonical URL', async (path) => {
    const { page, errors } = await openPage(path);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    // The sign-in page asks who is signed in before anyone is: that 401 is expected, when it lands in time.
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await page.close();
  });
});
