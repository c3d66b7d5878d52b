// Money and people are never changed on one click: on a phone and a desktop, Confirm on a reported
// transfer and Hire Applicant each open a confirmation that names what will happen, and the books
// and the drivers stay as they were until the confirmation's own button is pressed. Escape and a
// stray Enter (Cancel has the focus) leave everything as it was, and the focus goes back to the
// button that opened the confirmation.
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverApplications, driverProfiles } from '../../src/server/db/schema.js';
import { openAdminArea } from '../support/admin-browser.js';
import { createTestAdmin, TEST_ADMIN } from '../support/admin.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, VIEWPORTS } from '../support/browser.js';
import { applicationFields, submitApplication } from '../support/driver-applications.js';
import { invoicedRequest, invoiceState } from '../support/payments.js';
import { nextClientAddress } from '../support/service-requests.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight' });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function signedInPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const page = await (await browser.newContext({ viewport: VIEWPORTS[viewport] })).newPage();
  await page.goto(`${site.baseUrl}/admin-login`);
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return page;
}

/** An invoice the customer says they paid by Zelle, waiting for an admin. */
async function reportedZelleTransfer(amount: string): Promise<string> {
  const referenceId = await invoicedRequest(site.app, site.database.db, amount, 'zelle-payer@customer.example');
  const reported = await site.app.inject({
    method: 'POST',
    url: `/api/service-requests/${referenceId}/pay`,
    remoteAddress: nextClientAddress(),
    payload: { paymentMethod: 'zelle' },
  });
  expect(reported.statusCode, reported.body).toBe(200);
  return referenceId;
}

/** An application an admin has approved, ready to hire. */
async function approvedApplication(firstName: string, email: string): Promise<string> {
  const referenceId = await submitApplication(site.app, applicationFields({ firstName, email }));
  await site.database.db.update(driverApplications).set({ status: 'approved' }).where(eq(driverApplications.referenceId, referenceId));
  return referenceId;
}

async function hasFocus(button: Locator): Promise<boolean> {
  return button.evaluate((element) => element === document.activeElement);
}

async function paymentStatuses(referenceId: string) {
  const state = await invoiceState(site.database.db, referenceId);
  return { invoice: state.request.paymentStatus, ledger: state.ledger.map((row) => row.status) };
}

async function profilesOf(referenceId: string) {
  const [application] = await site.database.db
    .select({ id: driverApplications.id })
    .from(driverApplications)
    .where(eq(driverApplications.referenceId, referenceId));
  if (!application) throw new Error(`no application ${referenceId}`);
  return site.database.db.select().from(driverProfiles).where(eq(driverProfiles.driverApplicationId, application.id));
}

describe.each(['phone', 'desktop'] as const)('on a %s, an admin', (viewport) => {
  it('confirms a reported transfer only through the confirmation', async () => {
    const referenceId = await reportedZelleTransfer(viewport === 'phone' ? '210.00' : '345.60');
    const amount = viewport === 'phone' ? '$210.00' : '$345.60';
    const waiting = { invoice: 'pending_verification', ledger: ['pending_verification'] };
    expect(await paymentStatuses(referenceId)).toEqual(waiting);

    const page = await signedInPage(viewport);
    const errors = collectPageErrors(page);
    await openAdminArea(page, 'Payments');
    await page.getByLabel('Search payments').fill(referenceId);
    const row = page.getByRole('list', { name: 'Payments' }).getByRole('article', { name: new RegExp(`by Zelle for ${referenceId}$`) });
    const confirmButton = row.getByRole('button', { name: 'Confirm', exact: true });

    // One click opens the confirmation, names the payment and what will happen, and changes nothing.
    await confirmButton.click();
    const confirmation = page.getByRole('alertdialog', { name: 'Confirm this payment?' });
    await confirmation
      .getByText(`the invoice ${referenceId} is marked paid and the payer is e-mailed a receipt`, { exact: false })
      .waitFor();
    await confirmation.getByText('zelle-payer@customer.example').waitFor();
    expect(await hasFocus(confirmation.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await expectNoAxeViolations(page, `payment confirmation open, ${viewport}`);
    expect(await paymentStatuses(referenceId)).toEqual(waiting);

    // Escape cancels, and the focus is back on Confirm.
    await page.keyboard.press('Escape');
    await confirmation.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(confirmButton)).toBe(true);
    // A stray Enter presses Confirm again, then lands on Cancel: still nothing.
    await page.keyboard.press('Enter');
    await confirmation.waitFor();
    await page.keyboard.press('Enter');
    await confirmation.waitFor({ state: 'detached' });
    expect(await paymentStatuses(referenceId)).toEqual(waiting);

    // The confirmation's own button, named by the action, confirms.
    await confirmButton.click();
    await confirmation.getByRole('button', { name: `Confirm ${amount} payment` }).click();
    await page.getByText('Payment confirmed').first().waitFor();
    await confirmation.waitFor({ state: 'detached' });
    expect(await paymentStatuses(referenceId)).toEqual({ invoice: 'paid', ledger: ['succeeded'] });
    // The sign-in page asks for a session first: that 401 is expected.
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await page.context().close();
  });

  it('hires an approved applicant only through the confirmation', async () => {
    const firstName = viewport === 'phone' ? 'Morgan' : 'Riley';
    const referenceId = await approvedApplication(firstName, `${firstName.toLowerCase()}@drivers.example`);

    const page = await signedInPage(viewport);
    const errors = collectPageErrors(page);
    await openAdminArea(page, 'Driver Applications');
    await page.getByLabel('Search driver applications').fill(referenceId);
    const list = page.getByRole('list', { name: 'Driver applications' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button', { name: 'Review' }).click();
    const details = page.getByRole('dialog');
    const hireButton = details.getByRole('button', { name: 'Hire Applicant' });

    await hireButton.click();
    const confirmation = page.getByRole('alertdialog', { name: 'Hire this applicant?' });
    await confirmation.getByText(`${firstName} Whitfield becomes an active driver`, { exact: false }).waitFor();
    await confirmation.getByText(referenceId).waitFor();
    await expectNoAxeViolations(page, `hire confirmation open, ${viewport}`);
    expect(await profilesOf(referenceId)).toEqual([]);

    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(hireButton)).toBe(true);
    expect(await profilesOf(referenceId)).toEqual([]);

    await hireButton.click();
    await confirmation.getByRole('button', { name: `Hire ${firstName} Whitfield` }).click();
    await details.getByText(/Hired as driver DRV-/).waitFor();
    expect(await profilesOf(referenceId)).toHaveLength(1);
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await page.context().close();
  });
});
