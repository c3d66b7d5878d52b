// A visitor opens the site on a phone and on a desktop: header, footer, home page, and an
// unknown address showing 'Page Not Found'. Screenshots land in test-results/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { TEST_COMPANY_ENV } from '../support/company-profile.js';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ ...TEST_COMPANY_ENV });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openPage(viewport: keyof typeof VIEWPORTS, path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}${path}`);
  return { page, errors };
}

describe.each(['phone', 'desktop'] as const)('the site shell on a %s', (viewport) => {
  it('shows the header, the home page and the footer', async () => {
    const { page, errors } = await openPage(viewport, '/');

    // The role picker's heading; the page's own h1 is the hero's (home-page.test.ts checks it).
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    expect(await page.title()).toBe('Lakeshore Freight');

    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: /\(313\) 555-0142/ }).getAttribute('href')).toBe('tel:+13135550142');
    expect(await header.getByRole('link', { name: 'dispatch@lakeshore.example' }).getAttribute('href')).toBe(
      'mailto:dispatch@lakeshore.example',
    );
    await header.getByText('MC #765432').waitFor();
    await header.getByText('DOT #2345678').waitFor();
    for (const badge of ['Fully Insured', 'Licensed Drivers', 'FMCSA Compliant']) {
      await header.getByText(badge).waitFor();
    }
    await header.getByRole('button', { name: 'Back' }).waitFor();
    expect(await header.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await header.getByRole('link', { name: 'My requests' }).getAttribute('href')).toBe('/account');

    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Become a Driver' }).getAttribute('href')).toBe('/join-us');
    expect(await footer.getByRole('link', { name: 'Make a Payment' }).getAttribute('href')).toBe('/make-a-payment');
    expect(await footer.getByRole('link', { name: 'My requests' }).getAttribute('href')).toBe('/account');
    expect(await footer.getByRole('link', { name: 'Admin Portal' }).getAttribute('href')).toBe('/admin-login');

    // Nothing spills sideways on a narrow phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await expectNoAxeViolations(page, `home page, ${viewport}`);
    await page.screenshot({ path: screenshotPath(`home-${viewport}`), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows 'Page Not Found' for an unknown address, and Home leads back", async () => {
    const { page, errors } = await openPage(viewport, '/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page Not Found · Lakeshore Freight');
    await expectNoAxeViolations(page, `404 page, ${viewport}`);
    await page.screenshot({ path: screenshotPath(`not-found-${viewport}`), fullPage: true });

    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // 404s from the browser's own navigation are expected here; nothing else may fail.
    expect(errors.filter((message) => !message.includes('404'))).toEqual([]);
    await page.context().close();
  });
});

describe('header navigation', () => {
  it('Back returns to the previous page, or home when there is none', async () => {
    const { page } = await openPage('desktop', '/somewhere-unknown');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // Another public page (the staff's sign-in has a frame of its own, without Back: decision 057).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Become a Driver' }).click();
    await page.waitForURL(`${site.baseUrl}/join-us`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${site.baseUrl}/`);
    await page.context().close();
  });

  it('is usable from the keyboard: the skip link comes first and focus is visible', async () => {
    const { page } = await openPage('desktop', '/');
    await page.getByRole('heading', { name: 'How can we help you today?' }).waitFor();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.textContent()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.context().close();
  });
});
