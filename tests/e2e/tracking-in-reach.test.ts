// Tracking in reach (issue 19): 'Track a shipment' in the header and the footer of every public
// page; the confirmation's 'Track this request' opens /track with the reference ID filled in (the
// e-mail is typed, never in the address); the confirmation survives a reload until 'Submit Another
// Request'; long IDs and addresses fit a 390 px phone. Screenshots land in test-results/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_ID_PATTERN } from '../../src/shared/reference-id.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';

// Long enough to overflow a phone if it were shown without breaking (within the 254 allowed).
const LONG_EMAIL = 'jordan.rivera.operations.and.dispatch.desk@rivera-imports-and-logistics-of-michigan.example';

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

async function open(viewport: keyof typeof VIEWPORTS, path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}${path}`);
  return { page, errors };
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

const trackHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Track Your Request' });

describe.each(['phone', 'desktop'] as const)('on a %s', (viewport) => {
  it('every public page links to /track from the header and the footer, beside the links they had', async () => {
    const { page, errors } = await open(viewport, '/');
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    for (const path of ['/', '/join-us', '/track']) {
      if (path !== '/') await page.goto(`${site.baseUrl}${path}`);
      const header = page.getByRole('banner');
      const footer = page.getByRole('contentinfo');
      const headerLink = header.getByRole('link', { name: 'Track a shipment' });
      await headerLink.waitFor();
      expect(await headerLink.isVisible()).toBe(true);
      expect(await headerLink.getAttribute('href')).toBe('/track');
      // One visible label: the short word on a phone, the whole name on a wider screen.
      expect(await headerLink.innerText()).toBe(viewport === 'phone' ? 'Track' : 'Track a shipment');
      expect(await footer.getByRole('link', { name: 'Track a shipment' }).getAttribute('href')).toBe('/track');
      expect(await header.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
      expect(await footer.getByRole('link', { name: 'Become a Driver' }).getAttribute('href')).toBe('/join-us');
      expect(await footer.getByRole('link', { name: 'Make a Payment' }).getAttribute('href')).toBe('/make-a-payment');
      expect(await footer.getByRole('link', { name: 'Admin Portal' }).getAttribute('href')).toBe('/admin-login');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: screenshotPath(`track-link-header-${viewport}`) });

    // From the home page, the header link opens the tracking page with empty fields.
    await page.goto(site.baseUrl);
    await page.getByRole('banner').getByRole('link', { name: 'Track a shipment' }).click();
    await trackHeading(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/track');
    expect(await page.getByLabel('Reference ID', { exact: true }).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a broker on a 390 px phone', () => {
  it('tracks the request from its confirmation, which survives a reload until Submit Another Request', async () => {
    const { page, errors } = await open('phone', '/');
    await page.getByRole('button', { name: 'Select Freight Broker' }).click();
    await page.getByRole('heading', { level: 1, name: 'Freight Broker Request' }).waitFor();
    await page.getByLabel('Service Type').selectOption('spot-market');
    await page.getByLabel('Service Description').fill('Weekly reefer loads, Detroit to Chicago.');
    await page.getByLabel('Load Volume').fill('8 loads per month');
    await page.getByLabel('Carrier Requirements').fill('Reefer, team drivers');
    const contact = page.getByRole('group', { name: 'Contact Information' });
    await contact.getByLabel('Full Name').fill('Jordan Rivera');
    await contact.getByLabel('Email').fill(LONG_EMAIL);
    await contact.getByLabel('Phone').pressSequentially('3135550199');
    await page.getByRole('button', { name: 'Submit Broker Request' }).click();

    const title = page.getByRole('heading', { level: 1, name: 'Broker Request Submitted!' });
    await title.waitFor();
    const referenceId = (await page.getByTestId('reference-id').textContent()) ?? '';
    expect(referenceId).toMatch(REFERENCE_ID_PATTERN);
    await page.getByText(LONG_EMAIL).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const trackLink = page.getByRole('link', { name: 'Track this request' });
    expect(await trackLink.getAttribute('href')).toBe(`/track?ref=${referenceId}`);
    await page.screenshot({ path: screenshotPath('track-confirmation-phone'), fullPage: true });

    // A reload shows the same confirmation: the reference ID and the role are kept for the session.
    await page.reload();
    await title.waitFor();
    expect(await page.getByTestId('reference-id').textContent()).toBe(referenceId);
    // The address itself is not kept in the browser.
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('rivera-imports');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // 'Track this request': the ID filled in, the e-mail typed, and never in the address.
    await page.getByRole('link', { name: 'Track this request' }).click();
    await trackHeading(page).waitFor();
    expect(await page.getByLabel('Reference ID', { exact: true }).inputValue()).toBe(referenceId);
    const emailField = page.getByLabel('E-mail', { exact: true });
    expect(await emailField.inputValue()).toBe('');
    await emailField.fill(LONG_EMAIL.toUpperCase());
    await page.getByRole('button', { name: 'Track Request' }).click();
    await page.getByRole('heading', { level: 2, name: new RegExp(referenceId) }).waitFor();
    expect(page.url()).toBe(`${site.baseUrl}/track?ref=${referenceId}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('track-from-confirmation-phone'), fullPage: true });

    // Back on the request page, the confirmation is still there; Submit Another Request ends it.
    await page.goBack();
    await title.waitFor();
    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    expect(await page.getByTestId('reference-id').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a /track link with a ref that cannot be a request', () => {
  it.each([
    ['nonsense', 'nonsense'],
    ['a driver application ID', 'DA-7K3M-Q9XD-2HVB-N4TE'],
  ])('ignores %s: the field stays empty, with no error', async (_what, ref) => {
    const { page, errors } = await open('desktop', `/track?ref=${encodeURIComponent(ref)}`);
    await trackHeading(page).waitFor();
    expect(await page.getByLabel('Reference ID', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
