// When the walls move (decision 061): a visitor whose tab still runs the code of before a deploy
// opens a page whose chunk the server no longer has; and a page meets an answer it cannot draw.
// Neither blanks the site: the code chunk gets one automatic reload and then the page that says
// so, with Reload (which works once the chunk is there); the render error gets its own page, in
// the visitor's language, with the header still there and a way home. Screenshots in test-results/.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { insertServiceRequestRow } from '../support/service-requests.js';
import { startSite, type RunningSite } from '../support/site-server.js';

/** The /track page's own code: a chunk of its own, loaded when the page first opens. */
const TRACK_PAGE_CHUNK = /\/assets\/track-request-page-[\w-]+\.js$/;

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight', SUPPORT_PHONE: '3135550142' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

interface OpenedPage {
  page: Page;
  /** The path of every document the tab loaded: the first, and each reload. */
  documentLoads: string[];
  /** Errors nothing caught: there must be none, the boundary catches what it is for. */
  uncaught: string[];
}

async function openPage(path: string): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const documentLoads: string[] = [];
  const uncaught: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname);
  });
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto(`${site.baseUrl}${path}`);
  return { page, documentLoads, uncaught };
}

/** The server's answer for a file a deploy removed. */
const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });

async function expectFocused(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  await heading.waitFor();
  expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
}

async function expectNoErrorDetails(page: Page) {
  const text = (await page.locator('body').textContent()) ?? '';
  for (const detail of ['dynamically imported', 'assets/', 'TypeError', 'iterable', 'undefined']) expect(text).not.toContain(detail);
}

describe('a page whose code chunk is missing', () => {
  it('reloads once by itself, then says the page could not load; Reload brings it once the chunk is back', async () => {
    const { page, documentLoads, uncaught } = await openPage('/');
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    await page.route(TRACK_PAGE_CHUNK, gone);

    await page.getByRole('banner').getByRole('link', { name: 'Track a shipment' }).click();

    await expectFocused(page, 'This page could not load');
    // One automatic reload (the address the visitor asked for), and no second: no loop.
    expect(documentLoads).toEqual(['/', '/track']);
    await page.getByText('A newer version of the site may be available, or the connection dropped. Reload the page to continue.').waitFor();
    expect(await page.title()).toBe('This page could not load · Lakeshore Freight');
    // The page's frame stays: the visitor can go on from the header.
    await page.getByRole('banner').getByRole('link', { name: 'Track a shipment' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    await expectNoErrorDetails(page);
    await expectNoAxeViolations(page, 'a page whose chunk is missing');
    await page.screenshot({ path: screenshotPath('error-boundary-chunk'), fullPage: true });

    await page.unroute(TRACK_PAGE_CHUNK, gone);
    await page.getByRole('button', { name: 'Reload page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Track Your Request' }).waitFor();
    expect(documentLoads).toEqual(['/', '/track', '/track']);
    expect(uncaught).toEqual([]);
    await page.context().close();
  });

  it('missing only until a reload (a deploy): the page the visitor asked for appears after one automatic reload', async () => {
    const { page, documentLoads, uncaught } = await openPage('/');
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    let refused = 0;
    await page.route(TRACK_PAGE_CHUNK, (route) => (refused++ === 0 ? gone(route) : route.continue()));

    await page.getByRole('banner').getByRole('link', { name: 'Track a shipment' }).click();

    await page.getByRole('heading', { level: 1, name: 'Track Your Request' }).waitFor();
    expect(documentLoads).toEqual(['/', '/track']);
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('heading', { name: 'This page could not load' }).count()).toBe(0);
    expect(uncaught).toEqual([]);
    await page.context().close();
  });
});

describe('a page that cannot draw what the server answered', () => {
  it('shows its error page in Spanish, in the frame, with no reload; Ir al inicio leads home', async () => {
    const { referenceId } = await insertServiceRequestRow(site.database.db, { status: 'in-transit' });
    const { page, documentLoads, uncaught } = await openPage('/track?lang=es');
    await page.getByRole('heading', { level: 1, name: 'Seguimiento de su solicitud' }).waitFor();
    // The real answer for a real request, less its timeline (as from a server of another version):
    // the result's timeline drawing meets what it cannot iterate, and throws while rendering.
    await page.route('**/api/track', async (route) => {
      const response = await route.fetch();
      const { timeline: _timeline, ...withoutTimeline } = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: withoutTimeline });
    });

    await page.getByLabel('Número de referencia', { exact: true }).fill(referenceId);
    await page.getByLabel('Correo electrónico', { exact: true }).fill('jordan@rivera.example');
    await page.getByRole('button', { name: 'Ver seguimiento' }).click();

    await expectFocused(page, 'Algo salió mal');
    await page
      .getByText('Esta página tuvo un problema. Vuelva a cargarla para intentarlo de nuevo, o vaya a la página de inicio.')
      .waitFor();
    await page.getByRole('button', { name: 'Volver a cargar la página' }).waitFor();
    await page.getByRole('banner').waitFor();
    // A bug would only fail again: no automatic reload.
    expect(documentLoads).toEqual(['/track']);
    await expectNoErrorDetails(page);
    await expectNoAxeViolations(page, 'a render error, Spanish');
    await page.screenshot({ path: screenshotPath('error-boundary-render-es'), fullPage: true });

    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await page.getByRole('heading', { name: '¿Cómo podemos ayudarle hoy?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(uncaught).toEqual([]);
    await page.context().close();
  });
});
