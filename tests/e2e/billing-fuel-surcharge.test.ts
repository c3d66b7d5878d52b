// The Billing area's fuel surcharge, walked on a phone by the owner: a schedule refused until it
// is complete, then added; a week typed against a Wednesday refused with its Monday named, then
// recorded; the next week fetched from the (fake) EIA. Axe finds nothing with the errors showing,
// nor with the rows there.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminArea } from '../support/admin-browser.js';
import { createTestAdmin, TEST_ADMIN } from '../support/admin.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, VIEWPORTS } from '../support/browser.js';
import { FAKE_EIA_KEY, startFakeEia, type FakeEia } from '../support/fake-eia.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let eia: FakeEia;
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  eia = await startFakeEia();
  site = await startSite({ EIA_API_KEY: FAKE_EIA_KEY, EIA_API_BASE_URL: eia.baseUrl });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await eia?.close();
});

async function signedInOwner(): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext({ viewport: VIEWPORTS.phone })).newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}/admin-login`);
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return { page, errors };
}

describe('the fuel surcharge settings, on a phone', () => {
  it('adds a schedule, records a typed week and fetches the next from the EIA', async () => {
    const { page, errors } = await signedInOwner();
    await openAdminArea(page, 'Billing');
    expect(new URL(page.url()).pathname).toBe('/admin/billing');

    const scheduleForm = page.getByRole('form', { name: 'Add a fuel surcharge schedule' });
    await scheduleForm.getByRole('button', { name: 'Add schedule' }).click();
    await expect.poll(() => scheduleForm.locator('[aria-invalid="true"]').count()).toBe(4);
    await expectNoAxeViolations(page, 'Billing, the schedule form refused, phone');

    await scheduleForm.getByLabel('In force from').fill('2026-01-01');
    await scheduleForm.getByLabel('Peg price ($ a gallon)').fill('1.25');
    await scheduleForm.getByLabel('Price step ($)').fill('0.05');
    await scheduleForm.getByLabel('Increment per step').fill('0.01');
    await scheduleForm.getByRole('button', { name: 'Add schedule' }).click();
    const schedules = page.getByRole('table', { name: 'Fuel surcharge schedules, newest first' });
    await schedules.getByRole('cell', { name: '2026-01-01' }).waitFor();

    const priceForm = page.getByRole('form', { name: "Record a week's diesel price" });
    await priceForm.getByLabel('Week of (a Monday)').fill('2026-11-25');
    await priceForm.getByLabel('Price ($ a gallon)').fill('3.801');
    await priceForm.getByRole('button', { name: 'Record price' }).click();
    await page.getByText('2026-11-25 is not a Monday. Use 2026-11-23.').waitFor();
    await priceForm.getByLabel('Week of (a Monday)').fill('2026-11-23');
    await priceForm.getByRole('button', { name: 'Record price' }).click();
    const prices = page.getByRole('table', { name: 'Weekly U.S. retail diesel prices, newest first' });
    await prices.getByRole('cell', { name: '2026-11-23' }).waitFor();

    eia.setWeeks([{ period: '2026-11-30', value: '3.859' }]);
    await page.getByRole('button', { name: 'Fetch from the EIA' }).click();
    await prices.getByRole('cell', { name: '2026-11-30' }).waitFor();
    expect(await prices.getByRole('row').nth(1).allTextContents()).toEqual([expect.stringContaining('$3.859/gal')]);

    await expectNoAxeViolations(page, 'Billing with a schedule and two weeks, phone');
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  });
});
