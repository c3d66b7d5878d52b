// A consignee follows a load by its tracking link (issue 40): on a 390 px phone they open the link
// with no sign-in and see the stages, the arrival window and "arriving soon"; the page holds no
// coordinate, phone number, e-mail address, last name or amount; axe passes at 390 and 1280 px,
// in English and Spanish. Then the office revokes the link in the request's View dialog, and the
// consignee's page says it was turned off on reload. Screenshots land in test-results/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin } from '../support/admin.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { insertLink, insertTrackedLoad, PRIVATE_NEEDLES, type TrackedLoad } from '../support/tracking-links.js';

const OPERATIONS = { email: 'links-e2e@freight.example', password: 'operations e2e password' };
// The site's own support phone is on every page (its footer): the page's own phone must be only that one.
const SUPPORT_PHONE = '3135550142';

let site: RunningSite;
let browser: Browser;
let load: TrackedLoad;
let token: string;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight', SUPPORT_PHONE });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db, OPERATIONS, 'operations');
  load = await insertTrackedLoad(site.database.db, { arrivingSoon: true });
  token = (await insertLink(site.database.db, load.id)).token;
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openLink(viewport: { width: number; height: number }, locale: 'en-US' | 'es-US'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale, timezoneId: 'America/New_York' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}/t/${token}`);
  return { page, errors };
}

/** The page's own visible text (the site's header and footer, with the company's own phone and e-mail, left out). */
async function visibleText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

describe('a tracking link on a phone', () => {
  it('shows the stages, the window and "arriving soon", nothing private, and passes axe at 390 and 1280 px', async () => {
    const { page, errors } = await openLink(VIEWPORTS.phone, 'en-US');
    await page.getByRole('heading', { level: 1, name: 'Track your delivery' }).waitFor();
    await page.getByText('Detroit, MI to Chicago, IL').waitFor();
    await page.getByRole('heading', { name: 'Expected arrival' }).waitFor();
    // The window in the delivery place's zone (Chicago), whatever the phone's own zone.
    expect(await page.getByText(/\d{1,2}:\d{2}( [AP]M)? - .*\d{1,2}:\d{2} [AP]M CT$/).count()).toBe(1);
    await page.getByText('Arriving soon').waitFor();
    await page.getByText('Last reported near South Bend, IN').waitFor();
    await page.getByText('Your driver: Maria').waitFor();
    const steps = page.getByRole('list', { name: /progress|timeline/i }).first();
    expect(await steps.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    expect(await page.title()).toContain('Track your delivery');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    const text = await visibleText(page);
    const html = await page.content();
    for (const needle of PRIVATE_NEEDLES) {
      expect(text, `visible text holds ${needle}`).not.toContain(needle);
      // The whole document too, but for the two characters the site's own scripts and profile carry.
      if (needle !== '@' && needle !== '$') expect(html, `page holds ${needle}`).not.toContain(needle);
    }
    expect(text).not.toContain(load.driver.lastName);
    // The page's width fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await expectNoAxeViolations(page, 'tracking link, phone, English');
    await page.screenshot({ path: screenshotPath('tracking-link-phone'), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reads in Spanish and passes axe at 1280 px', async () => {
    const { page, errors } = await openLink(VIEWPORTS.desktop, 'es-US');
    await page.getByRole('heading', { level: 1, name: 'Siga su entrega' }).waitFor();
    await page.getByText('Llega pronto').waitFor();
    await page.getByText('De Detroit, MI a Chicago, IL').waitFor();
    await expectNoAxeViolations(page, 'tracking link, desktop, Spanish');
    await page.screenshot({ path: screenshotPath('tracking-link-desktop-es'), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says the link was turned off, on reload, once the office revokes it', async () => {
    const consignee = await openLink(VIEWPORTS.phone, 'en-US');
    await consignee.page.getByText('Arriving soon').waitFor();

    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const office = await context.newPage();
    await office.goto(`${site.baseUrl}/admin-login`);
    await office.getByLabel('Email').fill(OPERATIONS.email);
    await office.getByLabel('Password', { exact: true }).fill(OPERATIONS.password);
    await office.getByRole('button', { name: 'Login' }).click();
    await office.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await office.getByLabel('Search service requests').fill(load.referenceId);
    const card = office.getByRole('listitem').filter({ has: office.getByRole('heading', { name: load.referenceId }) });
    await card.getByRole('button', { name: 'View' }).click();
    const section = office.getByRole('region', { name: 'Tracking and delivery contact' });
    await section.getByRole('list', { name: 'Tracking links' }).waitFor();
    await section.getByRole('button', { name: 'Revoke' }).click();
    await section.getByText('Revoked', { exact: true }).waitFor();
    await context.close();

    await consignee.page.reload();
    await consignee.page.getByRole('heading', { level: 1, name: 'This link was turned off' }).waitFor();
    expect(await consignee.page.getByText('404').count()).toBe(0);
    await expectNoAxeViolations(consignee.page, 'tracking link turned off, phone');
    await consignee.page.screenshot({ path: screenshotPath('tracking-link-turned-off'), fullPage: true });
    // The browser logs the API's 410 as a failed resource: that answer is the point, not an error of the page's.
    expect(consignee.errors.filter((error) => !error.includes('status of 410'))).toEqual([]);
    await consignee.page.context().close();
  });

  it('shows the site’s 404 page for a token that is no link', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const response = await page.goto(`${site.baseUrl}/t/${'Q'.repeat(43)}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    const malformed = await page.goto(`${site.baseUrl}/t/not-a-token`);
    expect(malformed?.status()).toBe(404);
    expect(malformed?.headers()['referrer-policy']).toBe('no-referrer');
    await context.close();
  });
});
