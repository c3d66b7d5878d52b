// An admin reads the Advanced Analytics tab (the filters change the figures, from seeded rows
// with known answers), prices a load with the Quote Calculator, fills it in from a request and
// makes the estimate that request's quote.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../../src/server/db/schema.js';
import { zipDistance } from '../../src/server/infra/zip-distance.js';
import { addDays } from '../../src/shared/calendar-date.js';
import { centsToAmount, formatUsd } from '../../src/shared/money.js';
import { calculateQuote } from '../../src/shared/service-requests/quote-calculator.js';
import { openAdminArea } from '../support/admin-browser.js';
import { createTestAdmin, TEST_ADMIN } from '../support/admin.js';
import { insertApplicationAt, insertRequestAt, type SeededRequest } from '../support/analytics.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let browser: Browser;
let detroitToChicago: SeededRequest;

const today = new Date().toISOString().slice(0, 10);
const at = (daysAgo: number) => `${addDays(today, -daysAgo)}T12:00:00Z`;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  await createTestAdmin(site.database.db);
  const db = site.database.db;
  // Last 7 days: 2 requests; last 30: 3; last 90: 4. Furniture: 1, 2, 2.
  detroitToChicago = await insertRequestAt(db, at(0), {
    serviceType: 'furniture',
    weight: '400',
    urgency: 'high',
    pickupZip: '48226',
    deliveryZip: '60603',
    contactName: 'Dana Detroit',
  });
  await insertRequestAt(db, at(1), { serviceType: 'tl-freight', status: 'delivered' });
  await insertRequestAt(db, at(20), { serviceType: 'furniture', status: 'in-transit' });
  await insertRequestAt(db, at(60), { serviceType: 'carrier-sourcing' });
  await insertApplicationAt(db, at(2));
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function signedInDashboard(viewport: keyof typeof VIEWPORTS, beforeSignIn?: (page: Page) => void): Promise<Page> {
  // A page in a context of its own: axe (expectNoAxeViolations) refuses browser.newPage()'s.
  const page = await (await browser.newContext({ viewport: VIEWPORTS[viewport] })).newPage();
  beforeSignIn?.(page);
  await page.goto(`${site.baseUrl}/admin-login`);
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return page;
}

const kpi = (page: Page, label: string) => page.getByTestId(`kpi-${label}`);

describe('the Advanced Analytics tab', () => {
  it('loads its code only when opened, and its filters change the figures', async () => {
    // The listener is attached before the first page load, so it sees every script the sign-in
    // and the dashboard fetch; the list is proved non-empty before its absence is believed.
    const scripts: string[] = [];
    const page = await signedInDashboard('desktop', (fresh) => {
      fresh.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
    });
    const errors = collectPageErrors(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((url) => url.includes('analytics-charts'))).toBe(false);
    const loadedBeforeTab = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loadedBeforeTab.some((url) => url.includes('analytics-charts'))).toBe(false);

    await openAdminArea(page, 'Advanced Analytics');
    await expect.poll(() => kpi(page, 'Total Requests').textContent()).toBe('3');
    expect(await kpi(page, 'Driver Applications').textContent()).toBe('1');
    await page.getByRole('img', { name: 'Daily trends line chart' }).waitFor();
    expect(scripts.some((url) => url.includes('analytics-charts'))).toBe(true);
    const chartBox = await page.getByRole('img', { name: 'Daily trends line chart' }).boundingBox();
    expect(chartBox?.height).toBe(400);
    await expectNoAxeViolations(page, 'dashboard, Advanced Analytics tab, desktop');

    await page.getByLabel('Date Range').selectOption('7');
    await expect.poll(() => kpi(page, 'Total Requests').textContent()).toBe('2');
    await page.getByLabel('Date Range').selectOption('90');
    await expect.poll(() => kpi(page, 'Total Requests').textContent()).toBe('4');
    await page.getByLabel('Service Type', { exact: true }).selectOption('furniture');
    await expect.poll(() => kpi(page, 'Total Requests').textContent()).toBe('2');
    await page.getByLabel('Status', { exact: true }).selectOption('in-transit');
    await expect.poll(() => kpi(page, 'Total Requests').textContent()).toBe('1');
    await page.getByLabel('Service Type', { exact: true }).selectOption('');
    await page.getByLabel('Status', { exact: true }).selectOption('');

    // A custom range from 25 to 15 days ago holds only the request of 20 days ago.
    await page.getByLabel('Date Range').selectOption('custom');
    const picker = page.getByTestId('custom-range-picker');
    await picker.getByRole('grid').nth(1).waitFor();
    await expectNoAxeViolations(page, 'Advanced Analytics with the custom range picker, desktop');
    await picker.locator(`[data-day="${addDays(today, -25)}"]:not([data-outside]) button`).click();
    await picker.locator(`[data-day="${addDays(today, -15)}"]:not([data-outside]) button`).click();
    await expect
      .poll(() => page.getByTestId('analytics-period').textContent())
      .toContain(`${addDays(today, -25)} to ${addDays(today, -15)}`);
    await expect.poll(() => kpi(page, 'Total Requests').textContent()).toBe('1');

    for (const chart of ['Service Types', 'Status Distribution', 'Revenue']) {
      await page.getByRole('tab', { name: chart }).click();
      await page
        .getByRole('img', { name: new RegExp(chart.split(' ')[0]!, 'i') })
        .first()
        .waitFor();
      await expectNoAxeViolations(page, `Advanced Analytics, ${chart} chart, desktop`);
    }

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Data' }).click()]);
    expect(download.suggestedFilename()).toBe(`analytics_export_${today}.csv`);
    await page.screenshot({ path: screenshotPath('admin-analytics-desktop'), fullPage: true });
    expect(errors).toEqual([]);
  });
});

describe('the Quote Calculator tab', () => {
  it("computes a worked example, fills in a request's route and sets its quote", async () => {
    const page = await signedInDashboard('phone');
    const errors = collectPageErrors(page);
    await openAdminArea(page, 'Quote Calculator');
    await page.getByText('Enter a distance of more than 0 miles.').waitFor();
    await expectNoAxeViolations(page, 'dashboard, Quote Calculator tab, phone');

    // Furniture, 100 miles, 400 lbs, urgent: $469.88 (worked out in quote-calculator.test.ts).
    await page.getByLabel('Distance (miles) *').fill('100');
    await page.getByLabel('Service Type *').selectOption('furniture');
    await page.getByLabel('Weight (lbs)').fill('400');
    await page.getByLabel('Urgency').selectOption('urgent');
    await expect.poll(() => page.getByTestId('quote-total').textContent()).toBe('$469.88');
    await page.getByText('This is an estimate only; final pricing may vary.').waitFor();

    await page.getByLabel('Pickup ZIP').fill('10001');
    await page.getByLabel('Delivery ZIP').fill('90210');
    await page.getByRole('button', { name: 'Estimate Distance' }).click();
    await expect.poll(() => page.getByTestId('distance-note').textContent()).toContain('10001 to 90210');

    await page.getByLabel('From a request (reference ID)').fill(detroitToChicago.referenceId.toLowerCase());
    await page.getByRole('button', { name: 'Fill In' }).click();
    await page.getByTestId('quote-request').getByText(detroitToChicago.referenceId).waitFor();
    const route = zipDistance('48226', '60603');
    if (!route.ok) throw new Error('expected a distance');
    const expected = calculateQuote({
      distanceMiles: route.distance.estimatedRoadMiles,
      serviceType: 'furniture',
      weightPounds: 400,
      urgency: 'urgent',
    });
    expect(await page.getByLabel('Distance (miles) *').inputValue()).toBe(String(route.distance.estimatedRoadMiles));
    expect(await page.getByLabel('Urgency').inputValue()).toBe('urgent');
    await expect.poll(() => page.getByTestId('quote-total').textContent()).toBe(formatUsd(centsToAmount(expected.totalCents)));

    await page.getByRole('button', { name: `Use as Quote for ${detroitToChicago.referenceId}` }).click();
    await page.getByText('Quote updated successfully').first().waitFor();
    const [row] = await site.database.db
      .select({ estimatedQuote: serviceRequests.estimatedQuote })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, detroitToChicago.id));
    expect(row?.estimatedQuote).toBe(centsToAmount(expected.totalCents));
    await expectNoAxeViolations(page, 'Quote Calculator filled in from a request, phone');
    await page.screenshot({ path: screenshotPath('admin-quote-calculator-phone'), fullPage: true });
    expect(errors).toEqual([]);
  });
});

describe.each(['phone', 'desktop'] as const)('the disabled Export Data button on a %s', (viewport) => {
  it('keeps its icon and its label side by side on one line', async () => {
    const page = await signedInDashboard(viewport);
    await openAdminArea(page, 'Advanced Analytics');
    await page.getByLabel('Date Range').selectOption('custom');
    // Disabled until both days of the custom range are picked.
    const exportButton = page.getByRole('button', { name: 'Export Data' });
    expect(await exportButton.isDisabled()).toBe(true);

    const boxes = await exportButton.evaluate((button) => {
      const icon = button.querySelector('svg');
      // The label's text wherever it sits (directly in the button or wrapped in a span).
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
      });
      const label = walker.nextNode();
      if (!icon || !label) return null;
      const range = document.createRange();
      range.selectNodeContents(label);
      const box = (rect: DOMRect) => ({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom });
      return { icon: box(icon.getBoundingClientRect()), label: box(range.getBoundingClientRect()), lines: range.getClientRects().length };
    });
    if (!boxes) throw new Error('Export Data has no icon or no text label');
    const { icon, label, lines } = boxes;
    // One line of text, the icon before it, and the two sharing a line (their heights overlap).
    expect(lines, 'lines of label text').toBe(1);
    expect(icon.right, 'where the icon ends, against where the label starts').toBeLessThanOrEqual(label.left);
    expect(icon.top, 'the icon starts above the label’s bottom').toBeLessThan(label.bottom);
    expect(label.top, 'the label starts above the icon’s bottom').toBeLessThan(icon.bottom);
    await page.screenshot({ path: screenshotPath(`admin-analytics-export-disabled-${viewport}`) });
    await page.context().close();
  });
});
