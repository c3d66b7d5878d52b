// The back office's shell at 390 and 1280 px: an owner reaches every area through the navigation
// (the side list, or the phone's Menu), each at its own URL with its own title; reload and Back
// keep the area; /admin leads on to the first area without a stop in the history; a recruiter who
// opens /admin/payments by its URL is told their role does not allow it; nothing is wider than a
// phone; axe finds nothing; the public site's trust badges and chat button stay off these pages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AREA_PATHS } from '../../src/shared/page-routes.js';
import { ROLE_FORBIDDEN_MESSAGE, type StaffRole } from '../../src/shared/staff-roles.js';
import { createTestAdmin } from '../support/admin.js';
import { listedAdminAreas, openAdminArea, openAreaHeading } from '../support/admin-browser.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let browser: Browser;

const COMPANY = 'Lakeshore Freight';
const memberOf = (role: StaffRole) => ({ email: `${role}@freight.example`, password: `a long ${role} password` });

/** The owner's areas in the navigation's order, and where each lives. */
const OWNER_AREAS = [
  ['Service Requests', ADMIN_AREA_PATHS['service-requests']],
  ['Driver Applications', ADMIN_AREA_PATHS['driver-applications']],
  ['Drivers', ADMIN_AREA_PATHS.drivers],
  ['Dispatch', ADMIN_AREA_PATHS.dispatch],
  ['Payments', ADMIN_AREA_PATHS.payments],
  ['Accounts', ADMIN_AREA_PATHS.accounts],
  ['Advanced Analytics', ADMIN_AREA_PATHS.analytics],
  ['Quote Calculator', ADMIN_AREA_PATHS['quote-calculator']],
  ['Billing', ADMIN_AREA_PATHS.billing],
  ['Receivables', ADMIN_AREA_PATHS.receivables],
  ['Team', ADMIN_AREA_PATHS.team],
  ['Audit Log', ADMIN_AREA_PATHS['audit-log']],
] as const;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: COMPANY });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db, memberOf('owner'), 'owner');
  await createTestAdmin(site.database.db, memberOf('recruiting'), 'recruiting');
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function signedIn(role: StaffRole, viewport: keyof typeof VIEWPORTS): Promise<{ page: Page; errors: string[] }> {
  // A context of its own: axe (expectNoAxeViolations) refuses browser.newPage()'s.
  const page = await (await browser.newContext({ viewport: VIEWPORTS[viewport] })).newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.baseUrl}/admin-login`);
  await page.getByLabel('Email').fill(memberOf(role).email);
  await page.getByLabel('Password', { exact: true }).fill(memberOf(role).password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return { page, errors };
}

const pathname = (page: Page) => new URL(page.url()).pathname;
/** How far the page is wider than the window: 0 when nothing overflows sideways. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
/** The console's errors but the sign-in page's own session check (401 before anyone signs in). */
const errorsAfterSignIn = (errors: string[]) => errors.filter((error) => !error.includes('401'));

describe.each(['phone', 'desktop'] as const)('the back office on a %s', (viewport) => {
  it('gives the owner every area at its own URL and title, kept by reload and Back', async () => {
    const { page, errors } = await signedIn('owner', viewport);
    // /admin leads on to the first area.
    await page.waitForURL(`${site.baseUrl}${ADMIN_AREA_PATHS['service-requests']}`);
    await openAreaHeading(page, 'Service Requests').waitFor();
    expect(await listedAdminAreas(page)).toEqual({ labels: OWNER_AREAS.map(([label]) => label), current: 'Service Requests' });
    // The public site's customer-facing extras are not here; the way home is.
    expect(await page.getByRole('list', { name: 'Our credentials' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Chat with OTP Assistant' }).count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: COMPANY }).waitFor();
    await page.getByText('No service requests yet').waitFor();
    await expectNoAxeViolations(page, `back office, Service Requests, ${viewport}`);

    for (const [label, path] of OWNER_AREAS) {
      await openAdminArea(page, label);
      expect(pathname(page)).toBe(path);
      await expect.poll(() => page.title()).toBe(`${label} · Admin Dashboard · ${COMPANY}`);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    }
    await page.getByRole('link', { name: 'My account' }).click();
    await openAreaHeading(page, 'My account').waitFor();
    expect(pathname(page)).toBe(ADMIN_AREA_PATHS.account);
    expect(await page.getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');

    // Back: the area before, as it was left; Back again: the one before that.
    await page.goBack();
    await openAreaHeading(page, 'Audit Log').waitFor();
    expect(pathname(page)).toBe(ADMIN_AREA_PATHS['audit-log']);
    await page.goBack();
    await openAreaHeading(page, 'Team').waitFor();
    expect((await listedAdminAreas(page)).current).toBe('Team');

    // Reload: the same area, straight from its URL.
    await openAdminArea(page, 'Payments');
    await page.reload();
    await openAreaHeading(page, 'Payments').waitFor();
    expect(pathname(page)).toBe(ADMIN_AREA_PATHS.payments);
    expect((await listedAdminAreas(page)).current).toBe('Payments');
    await page.getByText('No payments yet.').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `back office, Payments after a reload, ${viewport}`);
    await page.screenshot({ path: screenshotPath(`back-office-${viewport}`), fullPage: true });

    expect(errorsAfterSignIn(errors)).toEqual([]);
    await page.context().close();
  });

  it('leads /admin on to the first area without leaving /admin in the history', async () => {
    const { page } = await signedIn('owner', viewport);
    await page.waitForURL(`${site.baseUrl}${ADMIN_AREA_PATHS['service-requests']}`);
    await page.goto(`${site.baseUrl}/track`);
    await page.goto(`${site.baseUrl}/admin`);
    await page.waitForURL(`${site.baseUrl}${ADMIN_AREA_PATHS['service-requests']}`);
    await page.goBack();
    await page.waitForURL(`${site.baseUrl}/track`);
    await page.context().close();
  });

  it('tells a recruiter who opens /admin/payments that their role does not allow it, and leads to their first area', async () => {
    const { page, errors } = await signedIn('recruiting', viewport);
    await page.waitForURL(`${site.baseUrl}${ADMIN_AREA_PATHS['driver-applications']}`);
    await page.goto(`${site.baseUrl}${ADMIN_AREA_PATHS.payments}`);
    await page.getByText(ROLE_FORBIDDEN_MESSAGE).waitFor();
    await openAreaHeading(page, 'Payments').waitFor();
    expect((await listedAdminAreas(page)).labels).toEqual(['Driver Applications', 'Drivers']);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `back office, a refused area, ${viewport}`);

    await page.getByRole('link', { name: 'Go to Driver Applications' }).click();
    await openAreaHeading(page, 'Driver Applications').waitFor();
    expect(pathname(page)).toBe(ADMIN_AREA_PATHS['driver-applications']);
    // The page asked for nothing the role may not have (no 403 in the console).
    expect(errorsAfterSignIn(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('the phone menu', () => {
  it('opens over nothing, closes on Escape and returns the focus to its button', async () => {
    const { page } = await signedIn('owner', 'phone');
    await openAreaHeading(page, 'Service Requests').waitFor();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'back office with the menu open, phone');
    await page.screenshot({ path: screenshotPath('back-office-menu-phone') });
    await nav.getByRole('link', { name: 'Drivers', exact: true }).focus();
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

it('answers an /admin/... that is no area with Page Not Found', async () => {
  const page = await browser.newPage();
  const response = await page.goto(`${site.baseUrl}/admin/no-such-area`);
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  await page.close();
});
