// Customers pay: an invoice by card (test mode) through to 'Payment Successful!', an invoice by
// Zelle that an admin confirms, a free-form card payment, and a cancelled checkout.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../src/shared/payments/payment-messages.js';
import { createTestAdmin, TEST_ADMIN } from '../support/admin.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { freeFormLedger, invoicedRequest, invoiceState, ledgerFacts } from '../support/payments.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ ZELLE_EMAIL: 'payments@lakeshore.example', COMPANY_NAME: 'Lakeshore Freight' });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
  return context.newPage();
}

describe('paying an invoice', () => {
  it('by card in test mode, through the checkout page to Payment Successful!', async () => {
    const referenceId = await invoicedRequest(site.app, site.database.db, '1250.50', 'card-payer@customer.example');
    const page = await newPage('desktop');
    const errors = collectPageErrors(page);
    await page.goto(`${site.baseUrl}/payment?ref=${referenceId}`);
    await page.getByRole('heading', { name: 'Pay Your Invoice' }).waitFor();
    await page.getByText('$1,250.50').first().waitFor();
    await expectNoAxeViolations(page, 'invoice page, desktop');

    // Pay without a method: the spec's toast.
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Please select a payment method to continue.').first().waitFor();
    await expectNoAxeViolations(page, 'invoice page with the no-method toast, desktop');

    await page.getByLabel('Credit / Debit Card').check();
    await expectNoAxeViolations(page, 'invoice page with card chosen, desktop');
    await page.getByRole('button', { name: 'Pay $1,250.50 with Card' }).click();
    await page.waitForURL(/\/payment\/test-checkout\?session=cs_test_/);
    await page.getByText('Test mode - no money moves').first().waitFor();
    await expectNoAxeViolations(page, 'test-mode checkout page, desktop');
    await page.screenshot({ path: screenshotPath('payment-test-checkout-desktop') });
    await page.getByRole('button', { name: 'Pay $1,250.50 (test)' }).click();

    await page.waitForURL(/\/payment\/success\?session_id=cs_test_/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByText('$1,250.50').first().waitFor();
    await page.getByText(referenceId).first().waitFor();
    await page.getByRole('button', { name: 'Print Receipt' }).waitFor();
    await expectNoAxeViolations(page, 'payment success page, desktop');
    await page.screenshot({ path: screenshotPath('payment-success-desktop'), fullPage: true });
    // Printed, the receipt stands alone: no site header, footer or buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print Receipt' }).isVisible()).toBe(false);
    await page.getByText('Lakeshore Freight · MC #123456 · DOT #1234567').waitFor();
    await page.emulateMedia({ media: 'screen' });

    // One ledger row, confirmed, for the invoice's amount from the database: paid exactly once.
    const paid = await invoiceState(site.database.db, referenceId);
    expect(paid.request.paymentStatus).toBe('paid');
    expect(paid.ledger.map(ledgerFacts)).toEqual([
      { amount: '1250.50', method: 'credit_card', provider: 'test', status: 'succeeded', overpayment: false },
    ]);
    expect(paid.ledger[0]?.confirmedAt).not.toBeNull();
    await page.goto(`${site.baseUrl}/payment?ref=${referenceId}`);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByText('Amount Paid').waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('with the card form on the page (test mode), without leaving it', async () => {
    const referenceId = await invoicedRequest(site.app, site.database.db, '80.00');
    const page = await newPage('phone');
    await page.goto(`${site.baseUrl}/payment?ref=${referenceId}`);
    await page.getByLabel('Credit / Debit Card').check();
    await page.getByText('Or pay with a card on this page').click();
    await page.getByRole('button', { name: 'Pay $80.00 (test)' }).waitFor();
    await expectNoAxeViolations(page, 'invoice page with the card form on the page, phone');
    await page.getByRole('button', { name: 'Pay $80.00 (test)' }).click();
    await page.getByText('Thank you for your payment!').first().waitFor();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    // The same receipt as the checkout's success page.
    await page.getByText('$80.00').first().waitFor();
    await page.getByText('p***@customer.example').waitFor();
    await page.getByRole('button', { name: 'Print Receipt' }).waitFor();
    await expectNoAxeViolations(page, 'receipt after paying on the page, phone');
    await page.screenshot({ path: screenshotPath('payment-card-form-receipt-phone'), fullPage: true });
    const paid = await invoiceState(site.database.db, referenceId);
    expect(paid.request.paymentStatus).toBe('paid');
    expect(paid.ledger.map(ledgerFacts)).toEqual([
      { amount: '80.00', method: 'credit_card', provider: 'test', status: 'succeeded', overpayment: false },
    ]);
  });

  it('by Zelle: the customer reports it, an admin confirms it, the invoice is paid', async () => {
    const referenceId = await invoicedRequest(site.app, site.database.db, '300.00', 'zelle@customer.example');
    const page = await newPage('phone');
    await page.goto(`${site.baseUrl}/payment?ref=${referenceId}`);
    await page.getByLabel('Zelle').check();
    const zelle = page.getByRole('region', { name: 'Pay with Zelle' });
    await zelle.getByText('payments@lakeshore.example').waitFor();
    await zelle.getByText(`Payment for ${referenceId}`).waitFor();
    await zelle.getByRole('img', { name: /Zelle QR code/ }).waitFor();
    // Visible is not loaded: decode() waits for the picture (and fails on a broken one).
    expect(
      await zelle.getByRole('img').evaluate(async (image: HTMLImageElement) => {
        await image.decode();
        return image.naturalWidth;
      }),
    ).toBeGreaterThan(0);
    const openZelle = await zelle.getByRole('link', { name: 'Open Zelle App' }).getAttribute('href');
    expect(openZelle).toMatch(/^https:\/\/enroll\.zellepay\.com\/qr-codes\?data=/);
    await zelle.getByRole('button', { name: 'Copy Email' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('payments@lakeshore.example');
    await page.getByText('Email Copied').first().waitFor();
    await expectNoAxeViolations(page, 'invoice page with the Zelle panel, phone');
    await page.screenshot({ path: screenshotPath('payment-zelle-phone'), fullPage: true });

    await page.getByRole('button', { name: "I've Sent $300.00 by Zelle" }).click();
    // Reported is not paid: the toast keeps the spec's title and says what happens next.
    await page.getByText('Payment Initiated').first().waitFor();
    await page.getByText(PAYMENT_MESSAGES.transferReported('zelle', '300.00').message).first().waitFor();
    await page.getByText('Payment reported: awaiting verification').waitFor();
    await expectNoAxeViolations(page, 'invoice page after a Zelle payment is reported, phone');
    expect((await invoiceState(site.database.db, referenceId)).request.paymentStatus).toBe('pending_verification');

    // The admin confirms it from the request card.
    const admin = await newPage('desktop');
    await admin.goto(`${site.baseUrl}/admin-login`);
    await admin.getByLabel('Email').fill(TEST_ADMIN.email);
    await admin.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin.getByText('Payments: test mode - no money moves').waitFor();
    await admin.getByLabel('Search service requests').fill(referenceId);
    await admin.getByRole('button', { name: 'Verify Payment' }).click();
    await admin.getByRole('dialog', { name: 'Verify Payment' }).waitFor();
    await expectNoAxeViolations(admin, 'Verify Payment dialog, desktop');
    await admin.getByRole('dialog', { name: 'Verify Payment' }).getByRole('button', { name: 'Confirm' }).click();
    // Confirm asks first, naming the amount and the invoice it pays.
    const confirmation = admin.getByRole('alertdialog', { name: 'Confirm this payment?' });
    await confirmation.getByText(`the invoice ${referenceId} is marked paid`).waitFor();
    await confirmation.getByRole('button', { name: 'Confirm $300.00 payment' }).click();
    await admin.getByText('Payment confirmed').first().waitFor();
    const state = await invoiceState(site.database.db, referenceId);
    expect(state.request.paymentStatus).toBe('paid');
    expect(state.ledger.map(ledgerFacts)).toEqual([
      { amount: '300.00', method: 'zelle', provider: 'manual', status: 'succeeded', overpayment: false },
    ]);
    expect(state.ledger[0]?.verifiedByAdminId).not.toBeNull();

    await page.reload();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  });

  it('shows an invalid link, and an unknown reference', async () => {
    const page = await newPage('phone');
    await page.goto(`${site.baseUrl}/payment`);
    await page.getByRole('heading', { name: 'Invalid Payment Link' }).waitFor();
    await page.getByText('This payment link is invalid or has expired.').waitFor();
    await expectNoAxeViolations(page, 'invalid payment link, phone');
    await page.goto(`${site.baseUrl}/payment?ref=SR-0000-0000-0000-0000`);
    await page.getByRole('heading', { name: 'Service Request Not Found' }).waitFor();
    await page.getByText('The requested service could not be found.').waitFor();
    await expectNoAxeViolations(page, 'payment page for an unknown reference, phone');
  });
});

describe('free-form payments', () => {
  it('pays an amount by card with an e-mail for the receipt', async () => {
    const page = await newPage('desktop');
    await page.goto(`${site.baseUrl}/make-a-payment`);
    await page.getByText('Enter payment amount and email to continue').waitFor();
    await page.getByLabel('Email').fill('walk-in@shipper.example');
    await page.getByLabel('Amount (USD)').fill('42.5');
    await page.getByLabel('Load or Invoice Reference (optional)').fill('LOAD-7731');
    await page.getByRole('heading', { name: 'Payment Summary' }).waitFor();
    await page.getByLabel('Credit / Debit Card').check();
    await expectNoAxeViolations(page, 'free-form payment page with card chosen, desktop');
    await page.getByRole('button', { name: 'Pay $42.50 with Card' }).click();
    await page.waitForURL(/\/payment\/test-checkout/);
    await page.getByRole('button', { name: 'Pay $42.50 (test)' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    // The receipt's address, masked as the server gives it.
    await page.getByText('w***@shipper.example').waitFor();
    await page.getByText('LOAD-7731').first().waitFor();
    const ledger = await freeFormLedger(site.database.db, 'LOAD-7731');
    expect(ledger.map(ledgerFacts)).toEqual([
      { amount: '42.50', method: 'credit_card', provider: 'test', status: 'succeeded', overpayment: false },
    ]);
    expect(ledger[0]?.payerEmail).toBe('walk-in@shipper.example');
  });

  it('cancels at the checkout: no charge, and Retry keeps the reference', async () => {
    const page = await newPage('phone');
    await page.goto(`${site.baseUrl}/pay`);
    await page.getByLabel('Email').fill('undecided@shipper.example');
    await page.getByLabel('Amount (USD)').fill('19.99');
    await page.getByLabel('Load or Invoice Reference (optional)').fill('PO 55');
    await page.getByLabel('Credit / Debit Card').check();
    await page.getByRole('button', { name: 'Pay $19.99 with Card' }).click();
    await page.waitForURL(/\/payment\/test-checkout/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    await page.getByText('No charges were made').waitFor();
    await expectNoAxeViolations(page, 'payment cancelled page, phone');
    await page.screenshot({ path: screenshotPath('payment-cancel-phone') });
    // The attempt stays on the books as canceled: nothing was taken.
    expect((await freeFormLedger(site.database.db, 'PO 55')).map(ledgerFacts)).toEqual([
      { amount: '19.99', method: 'credit_card', provider: 'test', status: 'canceled', overpayment: false },
    ]);
    await page.getByRole('link', { name: 'Retry Payment' }).click();
    await page.waitForURL(`${site.baseUrl}/make-a-payment?ref=PO%2055`);
    expect(await page.getByLabel('Load or Invoice Reference (optional)').inputValue()).toBe('PO 55');
  });

  it('pays a quick payment with PayPal (test mode)', async () => {
    const page = await newPage('phone');
    await page.goto(`${site.baseUrl}/simple-payment`);
    await page.getByText('Enter a payment amount to continue').waitFor();
    await page.getByLabel('Amount (USD)').fill('15');
    await page.getByLabel('PayPal').check();
    await page.getByRole('button', { name: 'PayPal $15.00 (test)' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByText('$15.00').first().waitFor();
    await page.getByLabel('Email me a receipt').waitFor();
    // The success toast comes in its own chunk: checked once it is there, not as it fades in.
    await page.getByText('Thank you for your payment!').first().waitFor();
    await expectNoAxeViolations(page, 'quick payment receipt with the e-mail form, phone');
  });

  it('serves the payment pages with no referrer, no caching and no indexing', async () => {
    const response = await fetch(`${site.baseUrl}/payment?ref=SR-0000-0000-0000-0000`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});
