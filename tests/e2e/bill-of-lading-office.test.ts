// The office's bill of lading on a phone (390 px), issue 39: an operations member opens a
// dispatched load's bill of lading from the request's dialog, sees what is missing, follows an
// item to its field, fills it in, chooses the freight terms and issues version 1. Axe checks the
// editor; nothing in it is wider than the phone.
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billOfLadingVersions, dispatchAssignments } from '../../src/server/db/schema.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { createTestAdmin } from '../support/admin.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { insertDispatchableRequest, insertDriver } from '../support/dispatch.js';
import { daysFromToday } from '../support/driver-applications.js';
import { startSite, type RunningSite } from '../support/site-server.js';

const OPERATIONS = { email: 'dock@lakeshore.example', password: 'operations walk password' };

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight' });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db, OPERATIONS, 'operations');
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe("the office's bill of lading on a phone", () => {
  it('names what is missing, leads to each field, and issues version 1', async () => {
    const { db } = site.database;
    const load = await insertDispatchableRequest(db, { contactCompany: 'Rivera Furniture LLC', itemType: 'Pallets', weight: '1250' });
    const driver = await insertDriver(db, { firstName: 'Maria', lastName: 'Docks' });
    await db
      .insert(dispatchAssignments)
      .values({ serviceRequestId: load.id, driverProfileId: driver.id, plannedPickupDate: daysFromToday(1), trailerNumber: '53-114' });

    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.baseUrl}/admin-login`);
    await page.getByLabel('Email').fill(OPERATIONS.email);
    await page.getByLabel('Password', { exact: true }).fill(OPERATIONS.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByLabel('Search service requests').fill(load.referenceId);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: load.referenceId }) });
    await card.getByRole('button', { name: 'View' }).click();
    await page.getByRole('button', { name: 'Bill of lading' }).click();

    const editor = page.getByRole('dialog', { name: `Bill of lading · ${load.referenceId}` });
    const missing = editor.getByRole('region', { name: /Missing before it can be issued/ });
    await missing.waitFor();
    expect(await missing.getByRole('listitem').allTextContents()).toEqual([
      'Ship to: the name is missing.',
      'Freight charge terms (prepaid, collect or third party) are missing.',
    ]);
    await expectNoAxeViolations(page, 'bill of lading editor, phone');
    // Nothing wider than the phone: no sideways scrolling inside the dialog.
    expect(await editor.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
    await page.screenshot({ path: screenshotPath('bill-of-lading-editor-phone'), fullPage: true });

    await missing.getByRole('link', { name: 'Ship to: the name is missing.' }).click();
    const shipToName = editor.getByRole('group', { name: 'Ship to' }).getByLabel('Name');
    expect(await shipToName.evaluate((field) => field === document.activeElement)).toBe(true);
    await shipToName.fill('Lakeside Home Store');
    await editor.getByRole('radio', { name: 'Prepaid' }).check();
    await editor.getByText('Nothing is missing: the bill of lading can be issued.').waitFor();

    await editor.getByRole('button', { name: 'Issue bill of lading' }).click();
    await editor.getByRole('status').getByText('Version 1 issued.').waitFor();
    await editor.getByRole('link', { name: /Version 1 \(PDF\)/ }).waitFor();

    const versions = await db.select().from(billOfLadingVersions).where(eq(billOfLadingVersions.serviceRequestId, load.id));
    expect(versions.map((version) => version.version)).toEqual([1]);
    expect(versions[0]?.content).toMatchObject({
      shipTo: { name: 'Lakeside Home Store', city: 'Chicago' },
      freightTerms: 'prepaid',
      trailerNumber: '53-114',
      units: [{ count: 1, packageType: 'pallet', weightLbs: 1250 }],
    });
    // The sign-in page asks for a session first: its 401 is the only failed load.
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  });
});
