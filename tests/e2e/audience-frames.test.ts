// Each audience its own frame (issue 34, decision 057), on the demo data set so every area has
// rows: the driver's phone page and the back office carry none of the public site's header links;
// on a 1280 x 800 screen and a 390 x 844 phone each back-office area's first row is in the first
// screen (a layout check: where the row is, once everything above it has loaded); axe checks every
// area with its rows on screen (the Audit Log's sideways scrolling showed only with rows); the
// Audit Log's columns keep e-mails and changes to a line or two at 1280 px, and under 960 px of
// room its table scrolls in a region the keyboard reaches. The chat button is on every sign-in
// page, and off the pages staff and drivers work on. Screenshots land in test-results/.
import { and, eq, ne } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFromConfig } from '../../src/server/app.js';
import { dispatchAssignments, driverProfiles } from '../../src/server/db/schema.js';
import { DEMO_PASSWORD, demoStaffEmail } from '../../src/server/demo/demo-staff.js';
import { seedDemoData } from '../../src/server/demo/seed-demo.js';
import { ADMIN_AREA_PATHS, type AdminAreaId } from '../../src/shared/page-routes.js';
import { PAYMENT_MESSAGES } from '../../src/shared/payments/payment-messages.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { DRIVER_COOKIE_NAME, driverSession } from '../support/dispatch.js';
import { startSite, type RunningSite } from '../support/site-server.js';

const COMPANY = 'Lakeshore Freight';
const CHAT_BUTTON = 'Chat with OTP Assistant';

let site: RunningSite;
let browser: Browser;
/** A driver of the demo data with a load still on the road: their session's cookie value. */
let driverCookie: string;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: COMPANY });
  browser = await launchBrowser();
  const seeded = await seedDemoData(site.database.db, { storage: storageFromConfig(site.config) });
  expect(seeded.outcome).toBe('seeded');
  const [onTheRoad] = await site.database.db
    .select({ id: driverProfiles.id, firstName: driverProfiles.firstName, lastName: driverProfiles.lastName, email: driverProfiles.email })
    .from(dispatchAssignments)
    .innerJoin(driverProfiles, eq(driverProfiles.id, dispatchAssignments.driverProfileId))
    .where(and(ne(dispatchAssignments.stage, 'delivered'), eq(driverProfiles.status, 'active')))
    .limit(1);
  if (!onTheRoad) throw new Error('the demo data has no driver with a load on the road');
  const session = await driverSession(site.app, site.database.db, { ...onTheRoad, phone: '', licenseNumber: '' });
  driverCookie = session.cookie.slice(`${DRIVER_COOKIE_NAME}=`.length);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newContext(viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> {
  // A context of its own: axe refuses browser.newPage()'s.
  return browser.newContext({ viewport: VIEWPORTS[viewport] });
}

async function signedInOwner(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}/admin-login`);
  await page.getByLabel('Email').fill(demoStaffEmail('owner'));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return page;
}

/** What only the public site's frame carries: the ways to /track and /account, the support line, MC/DOT, the credentials, its footer. */
async function publicChrome(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const link of Array.from(document.querySelectorAll('a[href]'))) {
      const href = link.getAttribute('href') ?? '';
      if (href === '/track' || href === '/account' || href.startsWith('tel:')) found.push(`link ${href} "${link.textContent?.trim()}"`);
    }
    if (/MC #|DOT #/.test(document.body.innerText)) found.push('MC/DOT numbers');
    if (document.querySelector('[aria-label="Our credentials"]')) found.push('the credentials');
    if (document.querySelector('footer')) found.push('a footer');
    return found;
  });
}

/** The first row (card, figure or field) of each area's work, as a member finds it. */
const FIRST_ROW: Record<Exclude<AdminAreaId, 'account'>, (page: Page, viewport: keyof typeof VIEWPORTS) => Locator> & {
  account: (page: Page) => Locator;
} = {
  'service-requests': (page) => page.getByRole('list', { name: 'Service requests' }).getByRole('listitem').first(),
  'driver-applications': (page) => page.getByRole('list', { name: 'Driver applications' }).getByRole('listitem').first(),
  drivers: (page) => page.getByRole('list', { name: 'Drivers' }).getByRole('listitem').first(),
  dispatch: (page) => page.getByRole('region', { name: 'Dispatch board' }).getByRole('article').first(),
  payments: (page) => page.getByRole('list', { name: 'Payments' }).getByRole('article').first(),
  // The demo data holds no account: the button to make one is the area's first work.
  accounts: (page) => page.getByRole('button', { name: 'New account' }),
  analytics: (page) => page.getByRole('list', { name: 'Key figures' }).getByRole('listitem').first(),
  'quote-calculator': (page) => page.getByRole('form', { name: 'Fill in from a request' }),
  // The demo data holds no schedule: the form to add one is the area's first work.
  billing: (page) => page.getByRole('form', { name: 'Add a fuel surcharge schedule' }),
  // Everyone's open balances: the owner's first answer, above the rows.
  receivables: (page) => page.getByRole('region', { name: 'Open balances as of' }),
  team: (page) => page.getByRole('list', { name: 'Members' }).getByRole('listitem').first(),
  'audit-log': (page, viewport) =>
    viewport === 'desktop'
      ? page.getByRole('table', { name: 'Audit events, newest first' }).getByRole('row').nth(1)
      : page.getByRole('list', { name: 'Audit events' }).getByRole('listitem').first(),
  account: (page) => page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').first(),
};

const AREAS = Object.keys(ADMIN_AREA_PATHS) as AdminAreaId[];

describe.each(['desktop', 'phone'] as const)('the back office on a %s, full of data', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await newContext(viewport);
    page = await signedInOwner(context);
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('has a frame of its own: the company and the member, none of the public links, no chat button', async () => {
    await page.goto(`${site.baseUrl}${ADMIN_AREA_PATHS['service-requests']}`);
    await FIRST_ROW['service-requests'](page, viewport).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: COMPANY }).getAttribute('href')).toBe('/');
    expect(await publicChrome(page)).toEqual([]);
    expect(await page.getByRole('button', { name: CHAT_BUTTON }).count()).toBe(0);
  });

  it.each(AREAS)('shows %s with its first row in the first screen, and axe finds nothing with the rows there', async (area) => {
    await page.goto(`${site.baseUrl}${ADMIN_AREA_PATHS[area]}`);
    const firstRow = FIRST_ROW[area](page, viewport);
    await firstRow.waitFor();
    // Everything above the area has loaded too: the payment mode's banner is the last to arrive.
    await page.getByText(PAYMENT_MESSAGES.testMode.message).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Summary' }).getByRole('listitem').first().textContent()).toMatch(/\d/);

    const box = await firstRow.boundingBox();
    const { scrolled, height } = await page.evaluate(() => ({ scrolled: window.scrollY, height: window.innerHeight }));
    expect(scrolled).toBe(0);
    // At least its first line shows: the row starts 24 px or more above the screen's bottom edge.
    expect(box?.y, `${area}: its first row starts at y=${box?.y} on a ${height} px screen`).toBeLessThanOrEqual(height - 24);
    expect(await publicChrome(page)).toEqual([]);
    await expectNoAxeViolations(page, `back office, ${area} with its rows, ${viewport}`);
    await page.screenshot({ path: screenshotPath(`audience-frames-${area}-${viewport}`) });
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  });
});

/** In the page: how many lines each visible cell of a column, or each change line, takes (text line boxes, deduplicated by their top). */
function linesIn(page: Page, selector: string): Promise<number[]> {
  return page.evaluate((cells) => {
    const lineCount = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
      }
      return tops.size;
    };
    return Array.from(document.querySelectorAll(cells)).map(lineCount);
  }, selector);
}

describe("the Audit Log's table", () => {
  it('at 1280 px keeps every e-mail to one or two lines and every change to one or two, with no sideways scrolling', async () => {
    const context = await newContext('desktop');
    const page = await signedInOwner(context);
    await page.goto(`${site.baseUrl}${ADMIN_AREA_PATHS['audit-log']}`);
    const table = page.getByRole('table', { name: 'Audit events, newest first' });
    await FIRST_ROW['audit-log'](page, 'desktop').waitFor();
    expect(await table.locator('tbody tr').count()).toBe(50);
    const region = page.getByRole('region', { name: 'Audit events table' });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

    const who = await linesIn(page, 'table tbody td:nth-child(2)');
    const changes = await linesIn(page, 'table tbody td:nth-child(5) li');
    expect(changes.length).toBeGreaterThan(50);
    expect(Math.max(...who), 'lines of the longest Who').toBeLessThanOrEqual(2);
    expect(Math.max(...changes), 'lines of the longest change').toBeLessThanOrEqual(2);
    await context.close();
  });

  it('with less room (1100 px) scrolls sideways in a named region that Tab reaches and the arrow keys scroll', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
    const page = await signedInOwner(context);
    await page.goto(`${site.baseUrl}${ADMIN_AREA_PATHS['audit-log']}`);
    await FIRST_ROW['audit-log'](page, 'desktop').waitFor();
    const region = page.getByRole('region', { name: 'Audit events table' });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'Audit Log scrolling sideways, 1100 px');

    // From the top of the page, Tab until the region has the focus (a bound, not a count).
    await page.evaluate(() => window.scrollTo(0, 0));
    let reached = false;
    for (let presses = 0; presses < 150 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await region.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  });
});

describe("the driver's phone page", () => {
  it('has a frame of its own: the company, the language and Sign out in one row, the loads right under it, no chat button', async () => {
    const context = await newContext('phone');
    await context.addCookies([{ name: DRIVER_COOKIE_NAME, value: driverCookie, url: site.baseUrl }]);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.baseUrl}/driver`);
    const firstLoad = page.getByRole('main').getByRole('listitem').first();
    await firstLoad.waitFor();

    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: COMPANY }).getAttribute('href')).toBe('/driver');
    await banner.getByRole('link', { name: 'Language: Español' }).waitFor();
    await banner.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
    expect(await publicChrome(page)).toEqual([]);
    // One row of header (it was about 180 px with the public one), and the first load under it.
    const header = await banner.boundingBox();
    expect(header && header.y + header.height).toBeLessThanOrEqual(72);
    expect((await firstLoad.boundingBox())?.y).toBeLessThan(VIEWPORTS.phone.height / 3);
    expect(await page.getByRole('button', { name: CHAT_BUTTON }).count()).toBe(0);
    await expectNoAxeViolations(page, "the driver's loads, phone");
    await page.screenshot({ path: screenshotPath('audience-frames-driver-phone') });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the chat button', () => {
  // Every page whose purpose is signing in, for each audience: opened with no link token where
  // one is expected, as someone who lost their mail does.
  it.each([
    ['/admin-login', { role: 'heading', name: 'Admin Login' }],
    ['/admin-forgot-password', { role: 'heading', name: 'Reset your password' }],
    ['/admin-reset-password', { role: 'heading', name: 'Choose a new password' }],
    ['/admin-invite', { role: 'heading', name: 'Join the team' }],
    ['/account', { role: 'heading', name: 'Sign in to see your requests' }],
    ['/account/sign-in', { role: 'heading', name: 'Sign in to see your requests' }],
    ['/driver', { role: 'heading', name: 'Driver sign-in' }],
    ['/driver/sign-in', { role: 'heading', name: 'Driver sign-in' }],
  ] as const)('is on the sign-in page %s', async (path, ready) => {
    const context = await newContext('phone');
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}${path}`);
    await page.getByRole(ready.role, { name: ready.name }).first().waitFor();
    await page.getByRole('button', { name: CHAT_BUTTON }).waitFor();
    expect(await publicChrome(page)).toEqual(path.startsWith('/account') ? expect.arrayContaining(['a footer']) : []);
    await context.close();
  });
});
