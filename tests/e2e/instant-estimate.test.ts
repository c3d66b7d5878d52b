// The instant estimate at phone and desktop widths: in the shipper form the range appears once the
// ZIP codes, service type and weight are filled in, and an unknown ZIP code is named; the home
// page's "Get an estimate" block shows the same range and opens the shipper form pre-filled.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantEstimate } from '../../src/server/features/service-requests/estimate-service.js';
import { formatEstimateRange } from '../../src/shared/service-requests/instant-estimate-format.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

// The range the server gives for New York to Chicago: the page must show exactly this.
function expectedRange(serviceType: string, weightPounds: number): string {
  const outcome = instantEstimate({ pickupZip: '10001', deliveryZip: '60601', serviceType, weightPounds, urgency: 'standard' });
  if (!outcome.ok) throw new Error(`no estimate: ${outcome.reason}`);
  return formatEstimateRange(outcome.estimate.lowCents, outcome.estimate.highCents);
}

async function openPage(viewport: keyof typeof VIEWPORTS, path = '/'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}${path}`);
  return { page, errors };
}

async function openShipperForm(viewport: keyof typeof VIEWPORTS): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(viewport);
  await opened.page.getByRole('button', { name: 'Select Shipper' }).click();
  await opened.page.getByRole('heading', { level: 1, name: 'Shipping Request' }).waitFor();
  return opened;
}

const zipIn = (page: Page, section: string) => page.getByRole('group', { name: section }).getByLabel('ZIP Code');

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('at %s width', (viewport) => {
  it('the shipper form shows the estimate once the ZIP codes, service type and weight are known', async () => {
    const { page, errors } = await openShipperForm(viewport);
    await page.getByLabel('Service Type').selectOption('furniture');
    await zipIn(page, 'Pickup Location').fill('10001');
    await zipIn(page, 'Delivery Location').fill('60601');
    // Nothing is shown before the weight.
    expect(await page.getByRole('heading', { name: 'Instant estimate' }).count()).toBe(0);

    await page.getByLabel('Weight (lbs)').fill('350');
    const range = expectedRange('furniture', 350);
    await page.getByText(`Estimated price: ${range}`).waitFor();
    await page.getByText('This is an estimate, not a quote. Our team confirms the price when they send your quote.').waitFor();
    await page.screenshot({ path: screenshotPath(`instant-estimate-form-${viewport}`), fullPage: true });
    await expectNoAxeViolations(page, `shipper form with an estimate, ${viewport}`);
    expect(errors).toEqual([]);
  });

  it('the shipper form names an unknown ZIP code', async () => {
    const { page } = await openShipperForm(viewport);
    await page.getByLabel('Service Type').selectOption('furniture');
    await zipIn(page, 'Pickup Location').fill('10001');
    await zipIn(page, 'Delivery Location').fill('99999');
    await page.getByLabel('Weight (lbs)').fill('350');
    await page.getByText("We don't have a location for ZIP code 99999, so we can't estimate this route.", { exact: false }).waitFor();
    expect(await page.getByText('Estimated price:').count()).toBe(0);
  });

  it("the home page's block shows the same range and opens the shipper form pre-filled", async () => {
    const { page, errors } = await openPage(viewport);
    const block = page.getByRole('form', { name: 'Get an estimate' });
    await block.getByLabel('Pickup ZIP Code').fill('10001');
    await block.getByLabel('Delivery ZIP Code').fill('60601');
    await block.getByLabel('Service Type').selectOption('ltl-freight');
    await block.getByLabel('Weight (lbs)').fill('1200');
    await block.getByText(`Estimated price: ${expectedRange('ltl-freight', 1200)}`).waitFor();
    await block.screenshot({ path: screenshotPath(`instant-estimate-home-${viewport}`) });
    await expectNoAxeViolations(page, `home page estimate block with a range, ${viewport}`);

    await block.getByRole('button', { name: 'Request this shipment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shipping Request' }).waitFor();
    expect(await page.getByLabel('Service Type').inputValue()).toBe('ltl-freight');
    expect(await zipIn(page, 'Pickup Location').inputValue()).toBe('10001');
    expect(await zipIn(page, 'Delivery Location').inputValue()).toBe('60601');
    expect(await page.getByLabel('Weight (lbs)').inputValue()).toBe('1200');
    // The form's own panel shows the same range for what was carried over.
    await page.getByText(`Estimated price: ${expectedRange('ltl-freight', 1200)}`).waitFor();
    expect(errors).toEqual([]);
  });
});
