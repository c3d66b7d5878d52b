// Books an accountant can use: an admin filters the ledger by method and date and reads its
// totals, refunds part of a card payment, exports the ledger as CSV (payments and refunds), and
// books a Zelle transfer that arrived for an invoice already paid by card as an overpayment, due
// for a refund, then records the refund the office made at the bank from the request itself.
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPaymentPage } from '../../src/shared/payments/admin-payments.js';
import { PAYMENT_MESSAGES } from '../../src/shared/payments/payment-messages.js';
import { openAdminArea } from '../support/admin-browser.js';
import { createTestAdmin, signIn as signInApi, TEST_ADMIN, type AdminClient } from '../support/admin.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { invoicedRequest, invoiceState } from '../support/payments.js';
import { nextClientAddress } from '../support/service-requests.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let browser: Browser;
let adminApi: AdminClient;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight' });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db);
  adminApi = await signInApi(site.app);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Pays an invoice with the card form's test-mode stand-in, as the invoice page would. */
async function payByCard(referenceId: string, options: { acknowledgeReportedTransfer?: boolean } = {}) {
  const started = await site.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    remoteAddress: nextClientAddress(),
    payload: { referenceId, ...options },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { paymentIntentId } = started.json<{ paymentIntentId: string }>();
  const confirmed = await site.app.inject({ method: 'POST', url: `/api/payments/test-intents/${paymentIntentId}/confirm` });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** The customer says they sent the money by a bank method. */
async function reportTransfer(referenceId: string, paymentMethod: 'zelle' | 'bank_transfer') {
  const reported = await site.app.inject({
    method: 'POST',
    url: `/api/service-requests/${referenceId}/pay`,
    remoteAddress: nextClientAddress(),
    payload: { paymentMethod },
  });
  expect(reported.statusCode, reported.body).toBe(200);
}

async function confirmTransferByApi(referenceId: string) {
  const ledger = (
    await adminApi.request({ method: 'GET', url: `/api/admin/payments?search=${referenceId}&status=pending_verification` })
  ).json<AdminPaymentPage>();
  const transfer = ledger.items[0];
  if (!transfer) throw new Error(`no reported transfer for ${referenceId}`);
  const confirmed = await adminApi.request({ method: 'POST', url: `/api/admin/payments/${transfer.id}/confirm`, payload: {} });
  expect(confirmed.statusCode, confirmed.body).toBe(204);
}

async function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], acceptDownloads: true });
  return context.newPage();
}

async function signIn(page: Page) {
  await page.goto(`${site.baseUrl}/admin-login`);
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/** The totals bar as label -> shown value. */
function totals(page: Page): Promise<Record<string, string>> {
  return page
    .getByRole('region', { name: 'Totals for these filters' })
    .evaluate((region: HTMLElement) =>
      Object.fromEntries(
        Array.from(region.querySelectorAll('dt'), (term): [string, string] => [
          term.textContent ?? '',
          term.nextElementSibling?.textContent ?? '',
        ]),
      ),
    );
}

function paymentRow(scope: Page | Locator, method: string, referenceId: string): Locator {
  return scope.getByRole('article', { name: new RegExp(`by ${method} for ${referenceId}$`) });
}

/** Waits for a dialog's opening animation, so a screenshot shows it as the admin sees it. */
async function settled(dialog: Locator) {
  await dialog.evaluate((element: HTMLElement) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

function requestCard(page: Page, referenceId: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: referenceId }) });
}

describe('the Payments tab', () => {
  it('filters by method and date with totals, refunds part of a card payment, and exports CSV', async () => {
    const cardReference = await invoicedRequest(site.app, site.database.db, '500.00', 'card-payer@customer.example');
    await payByCard(cardReference);
    const zelleReference = await invoicedRequest(site.app, site.database.db, '120.00', 'zelle-payer@customer.example');
    await reportTransfer(zelleReference, 'zelle');
    await confirmTransferByApi(zelleReference);

    const page = await newPage('desktop');
    const errors = collectPageErrors(page);
    await signIn(page);
    await page.getByText(PAYMENT_MESSAGES.testMode.message).waitFor();
    await openAdminArea(page, 'Payments');

    // Everything: both payments.
    await expect
      .poll(() => totals(page))
      .toEqual({ Received: '$620.00', Refunded: '$0.00', Net: '$620.00', 'Refund due': '$0.00', 'Confirmed payments': '2' });
    await expectNoAxeViolations(page, 'dashboard, Payments tab, desktop');

    // By card only.
    await page.getByLabel('Method', { exact: true }).selectOption('credit_card');
    await expect
      .poll(() => totals(page))
      .toEqual({ Received: '$500.00', Refunded: '$0.00', Net: '$500.00', 'Refund due': '$0.00', 'Confirmed payments': '1' });
    const payments = page.getByRole('list', { name: 'Payments' });
    await expect.poll(() => payments.getByRole('article').count()).toBe(1);
    const cardRow = paymentRow(payments, 'Credit / Debit Card', cardReference);
    await cardRow.getByText('Confirmed', { exact: true }).waitFor();

    // A date range: today has it, a range in the future does not, and a backwards range is refused.
    await page.getByLabel('From', { exact: true }).fill(today());
    await page.getByLabel('To', { exact: true }).fill(today());
    await expect.poll(() => payments.getByRole('article').count()).toBe(1);
    await page.getByLabel('From', { exact: true }).fill(dayAfter(2));
    await page.getByText('The start date must not be after the end date.').waitFor();
    await expectNoAxeViolations(page, 'Payments tab with a backwards date range, desktop');
    await page.getByLabel('To', { exact: true }).fill(dayAfter(3));
    await page.getByText('No payments match these filters.').waitFor();
    expect((await totals(page)).Received).toBe('$0.00');
    await page.getByLabel('From', { exact: true }).fill('');
    await page.getByLabel('To', { exact: true }).fill('');
    await expect.poll(() => payments.getByRole('article').count()).toBe(1);

    // Refund part of it: more than was paid is refused in the form, then $200 with a reason.
    await cardRow.getByRole('button', { name: 'Refund' }).click();
    const refundDialog = page.getByRole('dialog', { name: 'Refund Payment' });
    const amount = refundDialog.getByLabel('Refund amount (USD)');
    expect(await amount.inputValue()).toBe('500.00');
    await amount.fill('600');
    await refundDialog.getByLabel('Reason').fill('Customer cancelled the second pallet');
    // The submit names the refund as typed: where the money goes, and how much.
    await refundDialog.getByRole('button', { name: 'Refund $600.00 (test mode)' }).click();
    await refundDialog.getByText(PAYMENT_MESSAGES.refundTooLarge('500.00')).waitFor();
    await expectNoAxeViolations(page, 'Refund Payment dialog with its error, desktop');
    await amount.fill('200');
    // The second pallet was cancelled: the customer no longer owes it (decision 073).
    await refundDialog.getByRole('checkbox', { name: /The customer no longer owes this/ }).check();
    await settled(refundDialog);
    await page.screenshot({ path: screenshotPath('admin-refund-dialog-desktop') });
    await refundDialog.getByRole('button', { name: 'Refund $200.00 (test mode)' }).click();
    await refundDialog.waitFor({ state: 'detached' });

    const refunds = cardRow.getByRole('list', { name: 'Refunds' });
    await refunds.getByText('$200.00').waitFor();
    await refunds.getByText('Customer cancelled the second pallet').waitFor();
    await refunds.getByText(`by ${TEST_ADMIN.email}`, { exact: false }).waitFor();
    await cardRow.getByText('Partially Refunded').waitFor();
    await expect
      .poll(() => totals(page))
      .toEqual({ Received: '$500.00', Refunded: '$200.00', Net: '$300.00', 'Refund due': '$0.00', 'Confirmed payments': '1' });
    await page.screenshot({ path: screenshotPath('admin-payments-desktop'), fullPage: true });

    // Export CSV of what the filters show: the card payment and its refund, not the Zelle one.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`payments-${today()}.csv`);
    const lines = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split(/\r?\n/);
    const cardLines = lines.filter((line) => line.includes(cardReference));
    expect(cardLines).toHaveLength(2);
    expect(cardLines.find((line) => line.startsWith('"Payment",'))).toContain('500.00');
    const refundLine = cardLines.find((line) => line.startsWith('"Refund",'));
    expect(refundLine).toContain('200.00');
    expect(refundLine).toContain('Customer cancelled the second pallet');
    expect(lines.some((line) => line.includes(zelleReference))).toBe(false);
    await page.getByText('Export Started').first().waitFor();

    // The request shows what became of its payment.
    await openAdminArea(page, 'Service Requests');
    await page.getByLabel('Search service requests').fill(cardReference);
    await requestCard(page, cardReference).getByText('Partially Refunded').waitFor();
    expect((await invoiceState(site.database.db, cardReference)).request.paymentStatus).toBe('partially_refunded');
    // The sign-in page asks for a session first: that 401 is expected.
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  });

  it('books a transfer on a paid invoice only as an overpayment, then records its refund from the request', async () => {
    const referenceId = await invoicedRequest(site.app, site.database.db, '300.00', 'double-payer@customer.example');
    // The customer reports a Zelle payment, then, not seeing it confirmed, pays by card anyway.
    await reportTransfer(referenceId, 'zelle');
    await payByCard(referenceId, { acknowledgeReportedTransfer: true });
    expect((await invoiceState(site.database.db, referenceId)).request.paymentStatus).toBe('paid');

    const page = await newPage('phone');
    const errors = collectPageErrors(page);
    await signIn(page);
    await openAdminArea(page, 'Payments');
    await page.getByLabel('Search payments').fill(referenceId);
    const payments = page.getByRole('list', { name: 'Payments' });
    // Its card payment and the Zelle transfer reported before it.
    await expect.poll(() => payments.getByRole('article').count()).toBe(2);
    const zelleRow = paymentRow(payments, 'Zelle', referenceId);
    await zelleRow.getByText(PAYMENT_MESSAGES.confirmOnPaidInvoice(referenceId)).waitFor();
    expect(await zelleRow.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0);
    await zelleRow.getByRole('button', { name: 'Reject' }).waitFor();
    await expectNoAxeViolations(page, 'Payments tab with a transfer on a paid invoice, phone');
    await page.screenshot({ path: screenshotPath('admin-payments-overpayment-phone'), fullPage: true });

    await zelleRow.getByRole('button', { name: 'Record as overpayment' }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Record this overpayment?' });
    await confirmation.getByText(`The invoice ${referenceId} stays paid as it is`, { exact: false }).waitFor();
    await confirmation.getByRole('button', { name: 'Record $300.00 as overpayment' }).click();
    await page.getByText('Recorded as overpayment').first().waitFor();
    await zelleRow.getByText('Overpayment', { exact: true }).waitFor();
    await zelleRow.getByText('Refund due $300.00').waitFor();
    await expect.poll(async () => (await totals(page))['Refund due']).toBe('$300.00');

    // "Refund due" is a status filter of its own.
    await page.getByLabel('Search payments').fill('');
    await page.getByLabel('Filter by status').click();
    await page.getByRole('option', { name: 'Refund due' }).click();
    await expect.poll(() => payments.getByRole('article').count()).toBe(1);
    await zelleRow.waitFor();

    // The request card says money is due back; its details list the payments, with Refund.
    await openAdminArea(page, 'Service Requests');
    await page.getByLabel('Search service requests').fill(referenceId);
    const card = requestCard(page, referenceId);
    await card.getByText('Refund due').waitFor();
    await card.getByText('Paid', { exact: true }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'request card with a refund due, phone');
    await page.screenshot({ path: screenshotPath('admin-refund-due-card-phone'), fullPage: true });

    await card.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog');
    const requestPayments = details.getByRole('list', { name: 'Payments for this request' });
    await expect.poll(() => requestPayments.getByRole('article').count()).toBe(2);
    await expectNoAxeViolations(page, 'request details dialog with its payments, phone');
    await paymentRow(requestPayments, 'Zelle', referenceId).getByRole('button', { name: 'Refund' }).click();

    // A Zelle refund is made at the bank; the dialog only records it, and says so.
    const refundDialog = page.getByRole('dialog', { name: 'Record a Refund' });
    await refundDialog.getByText('Send this refund from the bank first.').waitFor();
    expect(await refundDialog.getByLabel('Refund amount (USD)').inputValue()).toBe('300.00');
    await refundDialog.getByLabel('Reason and note').fill('Duplicate payment; sent back by Zelle, confirmation 88231');
    await settled(refundDialog);
    await expectNoAxeViolations(page, 'Record a Refund dialog, phone');
    await page.screenshot({ path: screenshotPath('admin-record-refund-phone') });
    await refundDialog.getByRole('button', { name: 'Record $300.00 manual refund' }).click();
    await page.getByText('Refund recorded').first().waitFor();
    const zelleInDetails = paymentRow(requestPayments, 'Zelle', referenceId);
    await zelleInDetails
      .getByRole('list', { name: 'Refunds' })
      .getByText('Duplicate payment; sent back by Zelle, confirmation 88231')
      .waitFor();
    expect(await zelleInDetails.getByText(/^Refund due/).count()).toBe(0);

    await page.keyboard.press('Escape');
    await expect.poll(() => card.getByText('Refund due').count()).toBe(0);
    // The sign-in page asks for a session first: that 401 is expected.
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  });
});
