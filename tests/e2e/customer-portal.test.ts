// The customer's own page, end to end, at 390 px and at 1280 px: a request comes in, the team
// quotes it, the customer signs in with the e-mailed code and accepts the quote, the team sends
// the invoice, the customer pays it by card (test mode) from their page and downloads the
// receipt as a PDF. The office works on a desktop; the customer on each width.
import { readFile } from 'node:fs/promises';
import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, serviceRequests } from '../../src/server/db/schema.js';
import { createTestAdmin, TEST_ADMIN } from '../support/admin.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { pdfText } from '../support/pdf-text.js';
import { brokerRequest, submitRequest } from '../support/service-requests.js';
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

async function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], acceptDownloads: true });
  return context.newPage();
}

async function signInAsStaff(page: Page): Promise<void> {
  await page.goto(`${site.baseUrl}/admin-login`);
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

function requestCard(page: Page, referenceId: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: referenceId }) });
}

/** The staff member finds the request in the list, by its reference ID. */
async function findRequest(page: Page, referenceId: string) {
  await page.getByLabel('Search service requests').fill(referenceId);
  const card = requestCard(page, referenceId);
  await card.waitFor();
  return card;
}

/** The newest sign-in mail to `email`, as the outbox holds it (no mail server in this test). */
async function signInCode(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [mail] = await site.database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'customer-sign-in')))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const code = mail?.text.match(/code[^\n]*?\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no sign-in code was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function requestRow(referenceId: string) {
  const [row] = await site.database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
  if (!row) throw new Error(`no request ${referenceId}`);
  return row;
}

describe.each(['phone', 'desktop'] as const)('the customer’s own page on a %s', (viewport) => {
  it('quote, accept, invoice, pay by card and download the receipt PDF', async () => {
    const email = `portal-${viewport}@rivera.example`;
    const referenceId = await submitRequest(site.app, brokerRequest({ contactEmail: email }));

    // The office quotes it.
    const office = await newPage('desktop');
    const officeErrors = collectPageErrors(office);
    await signInAsStaff(office);
    let card = await findRequest(office, referenceId);
    await card.getByRole('button', { name: 'Quote', exact: true }).click();
    const quoteDialog = office.getByRole('dialog', { name: 'Set Quote' });
    await quoteDialog.getByLabel('Estimated quote (USD)').fill('1250.5');
    await quoteDialog.getByRole('button', { name: 'Save Quote' }).click();
    await office.getByText('Quote updated successfully').first().waitFor();

    // The customer signs in with the code from the e-mail.
    const customer = await newPage(viewport);
    const customerErrors = collectPageErrors(customer);
    await customer.goto(`${site.baseUrl}/account`);
    await customer.getByRole('heading', { name: 'Sign in to see your requests' }).waitFor();
    await expectNoAxeViolations(customer, `portal sign-in, ${viewport}`);
    await customer.getByLabel('E-mail').fill(email.toUpperCase());
    await customer.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await customer.getByLabel('6-digit code').fill(await signInCode(email));
    await customer.getByRole('button', { name: 'Sign in', exact: true }).click();
    await customer.getByRole('heading', { name: 'My requests' }).waitFor();
    await customer.getByRole('link', { name: referenceId }).waitFor();
    await expectNoAxeViolations(customer, `portal, my requests, ${viewport}`);
    await customer.screenshot({ path: screenshotPath(`portal-my-requests-${viewport}`), fullPage: true });

    // ... opens the request and accepts the quote.
    await customer.getByRole('link', { name: referenceId }).click();
    await customer.getByRole('heading', { name: referenceId }).waitFor();
    await customer.getByRole('button', { name: 'Accept quote' }).click();
    const accept = customer.getByRole('alertdialog', { name: `Accept the quote of $1,250.50 for ${referenceId}?` });
    await expectNoAxeViolations(customer, `portal, accept the quote, ${viewport}`);
    await accept.getByRole('button', { name: 'Accept $1,250.50' }).click();
    await customer.getByText('Quote accepted').first().waitFor();
    expect((await requestRow(referenceId)).quoteResponse).toBe('accepted');
    // Accepting starts the work: the page reads "In Progress" (docs/decisions/058-status-follows-the-business.md).
    await customer.locator('p', { hasText: 'Status:' }).getByText('In Progress').waitFor();
    expect((await requestRow(referenceId)).status).toBe('in-progress');
    expect(await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The office sees the answer, and sends the invoice.
    await office.reload();
    await office.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    card = await findRequest(office, referenceId);
    await card.getByRole('button', { name: 'View' }).click();
    await office
      .getByRole('dialog')
      .getByText(/Accepted on/)
      .waitFor();
    await office.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Invoice', exact: true }).click();
    const invoiceDialog = office.getByRole('dialog', { name: 'Send Invoice' });
    await invoiceDialog.getByLabel('Final amount (USD)').fill('1250.50');
    await invoiceDialog.getByRole('button', { name: 'Send Invoice' }).click();
    await office.getByText('Customer will receive payment instructions via email').first().waitFor();

    // The customer pays from their page, by card in test mode, through the same payment flow.
    await customer.reload();
    await customer.getByRole('link', { name: 'Pay invoice' }).click();
    await customer.getByRole('heading', { name: 'Pay Your Invoice' }).waitFor();
    await customer.getByLabel('Credit / Debit Card').check();
    await customer.getByRole('button', { name: 'Pay $1,250.50 with Card' }).click();
    await customer.waitForURL(/\/payment\/test-checkout\?session=cs_test_/);
    await customer.getByRole('button', { name: 'Pay $1,250.50 (test)' }).click();
    await customer.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    // Back on their page: paid, and the receipt is a PDF that says so.
    await customer.goto(`${site.baseUrl}/account/request?ref=${referenceId}`);
    const receiptLink = customer.getByRole('link', { name: /Receipt \(PDF\)/ });
    await receiptLink.waitFor();
    await expectNoAxeViolations(customer, `portal, a paid request, ${viewport}`);
    await customer.screenshot({ path: screenshotPath(`portal-paid-request-${viewport}`), fullPage: true });
    const [download] = await Promise.all([customer.waitForEvent('download'), receiptLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-.*\.pdf$/);
    const receipt = await pdfText(await readFile(await download.path()));
    expect(receipt).toContain('RECEIPT');
    expect(receipt).toContain(referenceId);
    expect(receipt).toContain('$1,250.50');
    expect(receipt).toContain('PAID');
    expect(receipt).toContain('Lakeshore Freight');

    expect((await requestRow(referenceId)).paymentStatus).toBe('paid');
    // Both sign-in pages ask for a session first: those 401s are expected.
    expect(customerErrors.filter((error) => !error.includes('401'))).toEqual([]);
    expect(officeErrors.filter((error) => !error.includes('401'))).toEqual([]);
    await customer.context().close();
    await office.context().close();
  });
});
