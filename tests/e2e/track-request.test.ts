// A customer tracks a request: on a phone and on a desktop they type its reference ID (as loosely
// as people do) and their e-mail, and see the timeline with dates in their own locale; a wrong
// e-mail shows the not-found alert and keeps what they typed. Screenshots land in test-results/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequestStatus } from '../../src/shared/service-requests/service-requests.js';
import { serviceRequestStatusHistory } from '../../src/server/db/schema.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { insertServiceRequestRow } from '../support/service-requests.js';

const NOT_FOUND_MESSAGE = "We couldn't find a request with that reference ID and e-mail. Check both and try again, or call us.";

let site: RunningSite;
let browser: Browser;
let referenceId: string;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight', SUPPORT_PHONE: '3135550142' });
  browser = await launchBrowser();
  referenceId = await insertRequest([
    { status: 'received', at: '2025-03-03T14:00:00.000Z' },
    { status: 'in-progress', at: '2025-03-04T15:30:00.000Z' },
    { status: 'in-transit', at: '2025-03-05T13:15:00.000Z' },
  ]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function insertRequest(history: { status: ServiceRequestStatus; at: string }[]): Promise<string> {
  const row = await insertServiceRequestRow(site.database.db, {
    status: history.at(-1)?.status ?? 'received',
    finalAmount: '1250.00',
    createdAt: new Date(history[0]?.at ?? Date.now()),
  });
  for (const step of history) {
    await site.database.db
      .insert(serviceRequestStatusHistory)
      .values({ serviceRequestId: row.id, toStatus: step.status, createdAt: new Date(step.at) });
  }
  return row.referenceId;
}

interface Viewer {
  locale: string;
  timezoneId: string;
}

// The narrowest phone the site supports.
const SMALL_PHONE = { width: 360, height: 740 };

async function openPage(
  viewport: { width: number; height: number },
  path: string,
  viewer: Viewer,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, ...viewer });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: 'Track Your Request' }).waitFor();
  return { page, errors };
}

/** Visible text with every kind of space as one plain space (ICU puts narrow spaces before AM). */
async function textOf(page: Page, selector: string): Promise<string[]> {
  const texts = await page.locator(selector).allTextContents();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

// Each viewer reads the dates in their own language and time zone.
const CASES = [
  {
    viewport: 'phone',
    viewer: { locale: 'en-US', timezoneId: 'America/Chicago' },
    dates: ['Mar 3, 2025, 8:00 AM', 'Mar 4, 2025, 9:30 AM', 'Mar 5, 2025, 7:15 AM'],
  },
  {
    viewport: 'desktop',
    viewer: { locale: 'en-GB', timezoneId: 'Europe/London' },
    dates: ['3 Mar 2025, 14:00', '4 Mar 2025, 15:30', '5 Mar 2025, 13:15'],
  },
] as const;

describe.each(CASES)('tracking a request on a $viewport', ({ viewport, viewer, dates }) => {
  it('shows the timeline for a loosely typed reference ID and an upper-case e-mail', async () => {
    const { page, errors } = await openPage(VIEWPORTS[viewport], '/track', viewer);
    expect(await page.title()).toBe('Track Your Request · Lakeshore Freight');

    // Lower case, spaces for dashes: the page and the server read it as the same ID.
    await page.getByLabel('Reference ID', { exact: true }).fill(referenceId.toLowerCase().replace(/-/g, ' '));
    await page.getByLabel('E-mail', { exact: true }).fill('JORDAN@Rivera.example');
    if (viewport === 'desktop') {
      // From the keyboard: Enter in a field submits the form.
      await page.getByLabel('E-mail', { exact: true }).press('Enter');
    } else {
      await page.getByRole('button', { name: 'Track Request' }).click();
    }

    const heading = page.getByRole('heading', { level: 2, name: new RegExp(referenceId) });
    await heading.waitFor();
    // The answer takes focus, so a phone scrolls to it and a screen reader reads it.
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);

    const steps = page.getByRole('list', { name: 'Progress of your request' }).getByRole('listitem');
    expect(await steps.count()).toBe(4);
    const stepTexts = (await steps.allTextContents()).map((text) => text.replace(/\s+/g, ' '));
    expect(stepTexts[0]).toMatch(/^Received ?\(completed\)/);
    expect(stepTexts[1]).toMatch(/^In Progress ?\(completed\)/);
    expect(stepTexts[2]).toMatch(/^In Transit ?Current status/);
    expect(stepTexts[3]).toMatch(/^Delivered ?Not yet$/);
    expect(await page.locator('li[aria-current="step"]').textContent()).toContain('In Transit');

    const timeline = 'ol time';
    expect(await textOf(page, timeline)).toEqual(dates);
    expect(await page.locator(timeline).evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))).toEqual([
      '2025-03-03T14:00:00.000Z',
      '2025-03-04T15:30:00.000Z',
      '2025-03-05T13:15:00.000Z',
    ]);

    // Nothing personal: only the ID, statuses and dates.
    const main = (await page.getByRole('main').textContent()) ?? '';
    for (const secret of ['Jordan', 'Woodward', 'Chicago', '1250', 'sofa']) expect(main).not.toContain(secret);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `tracking result, ${viewport}`);
    await page.screenshot({ path: screenshotPath(`track-${viewport}`), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a look-up that does not match', () => {
  it('on a small phone, asks for a missing e-mail, then shows the not-found alert for a wrong one and keeps the fields', async () => {
    const viewer = { locale: 'en-US', timezoneId: 'America/Detroit' };
    const { page, errors } = await openPage(SMALL_PHONE, `/track?ref=${referenceId}`, viewer);
    const referenceField = page.getByLabel('Reference ID', { exact: true });
    const emailField = page.getByLabel('E-mail', { exact: true });
    expect(await referenceField.inputValue()).toBe(referenceId);

    const button = page.getByRole('button', { name: 'Track Request' });
    await button.click();
    await page.getByText('Enter the e-mail address you gave with your request').waitFor();
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'tracking form with a missing e-mail, small phone');

    // Hold the answer back to see the pending state.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/track', async (route) => {
      await released;
      await route.continue();
    });
    await emailField.fill('someone.else@rivera.example');
    await button.click();
    const pending = page.getByRole('button', { name: 'Looking up...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();

    const alert = page.getByRole('alert').filter({ hasText: NOT_FOUND_MESSAGE });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: '(313) 555-0142' }).getAttribute('href')).toBe('tel:+13135550142');
    expect(await referenceField.inputValue()).toBe(referenceId);
    expect(await emailField.inputValue()).toBe('someone.else@rivera.example');
    expect(await page.getByRole('heading', { name: new RegExp(referenceId) }).count()).toBe(0);
    await page.getByRole('button', { name: 'Track Request' }).waitFor();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'tracking not-found alert, small phone');
    await page.screenshot({ path: screenshotPath('track-not-found-phone'), fullPage: true });
    // The browser logs the 404 answer itself; nothing else may fail.
    expect(errors.filter((message) => !message.includes('404'))).toEqual([]);
    await page.context().close();
  });
});
