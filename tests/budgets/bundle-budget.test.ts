// The phone budget: the JavaScript a visitor downloads for the home page is at most 100 KB
// gzipped in either language (its code and the catalogs of the language it shows), and the heavy
// parts (admin, payments, charts, date picker, chat) are not in it. Prints what every main page
// downloads, so a change that grows a page shows up in the test log.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/project-root.js';
import { launchBrowser } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { filesDownloadedFor, kilobytes, sourcesOf, totalGzipBytes, type DownloadedFile } from './page-weight.js';

const HOME_SCRIPT_BUDGET_BYTES = 100 * 1024;
// The build startSite serves (TEST_SITE_DIR, or dist/client): its source maps are read from disk,
// since the server does not serve them.
const DIST_DIR = process.env.TEST_SITE_DIR ?? join(PROJECT_ROOT, 'dist', 'client');

/** Code that must load only on the pages (or after the action) that use it. */
const LAZY_PARTS: Record<string, RegExp> = {
  // The dashboard's shell, every feature's admin tab, and the pieces only the dashboard uses.
  admin: /src\/client\/(features\/admin\/|features\/[^/]+\/admin\/|components\/admin\/|lib\/admin\/|app\/admin-)/,
  payments: /src\/client\/features\/payments\/|node_modules\/@stripe\/|node_modules\/@paypal\//,
  charts: /node_modules\/(chart\.js|react-chartjs-2)\//,
  'date picker': /node_modules\/(react-day-picker|date-fns)\//,
  // The button's open/closed state is in the page; the panel, its parts and its API are not.
  chat: /src\/client\/features\/chat\/(chat-panel\.|components\/|api\/|use-conversation)/,
};

/** The home page in each language: English by default, Spanish with `?lang=es`. */
const HOME_PAGES = ['/', '/?lang=es'];
const PAGES = [...HOME_PAGES, '/service-request', '/track', '/join-us', '/make-a-payment', '/admin-login'];

let site: RunningSite;
let browser: Browser;
const downloads = new Map<string, DownloadedFile[]>();

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  for (const path of PAGES) downloads.set(path, await filesDownloadedFor(browser, `${site.baseUrl}${path}`));
  printTable();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

function printTable() {
  const rows = PAGES.map((path) => {
    const files = downloads.get(path) ?? [];
    const scripts = files.filter((file) => file.kind === 'script').length;
    return `  ${path.padEnd(18)} JS ${kilobytes(totalGzipBytes(files, 'script')).padStart(9)} in ${scripts} files   CSS ${kilobytes(totalGzipBytes(files, 'stylesheet')).padStart(8)}`;
  });
  console.log(`Page weight (gzipped; budget for / is ${kilobytes(HOME_SCRIPT_BUDGET_BYTES)} of JS):\n${rows.join('\n')}`);
}

describe.each(HOME_PAGES)('the home page on a phone (%s)', (home) => {
  it(`downloads at most ${kilobytes(HOME_SCRIPT_BUDGET_BYTES)} of gzipped JavaScript`, () => {
    const files = downloads.get(home) ?? [];
    const detail = files.map((file) => `${file.name} ${kilobytes(file.gzipBytes)}`).join(', ');
    expect(files.length, 'the page loaded no scripts at all').toBeGreaterThan(0);
    expect(totalGzipBytes(files, 'script'), `scripts for ${home}: ${detail}`).toBeLessThanOrEqual(HOME_SCRIPT_BUDGET_BYTES);
  });

  it('downloads the message catalogs of its own language only', () => {
    const scripts = (downloads.get(home) ?? []).filter((file) => file.kind === 'script');
    const catalogLocales = scripts
      .flatMap((file) => sourcesOf(DIST_DIR, file))
      .flatMap((source) => /src\/locales\/(\w+)\//.exec(source)?.[1] ?? []);
    expect(new Set(catalogLocales)).toEqual(new Set([home.includes('lang=es') ? 'es' : 'en']));
  });

  it.each(Object.entries(LAZY_PARTS))('does not download the %s code', (_part, pattern) => {
    const scripts = (downloads.get(home) ?? []).filter((file) => file.kind === 'script');
    const sources = scripts.flatMap((file) => sourcesOf(DIST_DIR, file));
    expect(sources.length, 'source maps of the home page scripts were not found').toBeGreaterThan(0);
    expect(sources.filter((source) => pattern.test(source))).toEqual([]);
  });
});

describe('the heavy parts load where they are used', () => {
  it('the payment page downloads the payment code', () => {
    const sources = (downloads.get('/make-a-payment') ?? []).flatMap((file) => sourcesOf(DIST_DIR, file));
    expect(sources.some((source) => LAZY_PARTS.payments!.test(source))).toBe(true);
  });
});
