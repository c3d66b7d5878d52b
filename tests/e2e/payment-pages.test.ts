// The payment pages tell the truth: 'Payment Successful!' only for a payment the provider
// confirmed (never for no session, an unknown one or one still processing, never with the
// reference from the address); a paid invoice shows its receipt and nothing to pay with; a
// reported transfer is shown as reported, and card is offered after it only when the customer
// says so; amounts outside the online range are refused as typed; test mode says so on every
// page, and manual mode offers neither card nor PayPal.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../src/shared/payments/payment-messages.js';
import { createTestAdmin, signIn, type AdminClient } from '../support/admin.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { freeFormLedger, invoicedRequest, invoiceState, ledgerFacts } from '../support/payments.js';
import { nextClientAddress } from '../support/service-requests.js';
import { startSite, type RunningSite } from '../support/site-server.js';

let site: RunningSite;
let browser: Browser;
let admin: AdminClient;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight' });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db);
  admin = await signIn(site.app);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  return context.newPage();
}

/** Starts a hosted (test-mode) checkout as the pages do; answers the session id. */
async function startCheckout(payload: Record<string, unknown>): Promise<string> {
  const started = await site.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/checkout',
    remoteAddress: nextClientAddress(),
    payload,
  });
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = new URL(started.json<{ url: string }>().url, site.baseUrl).searchParams.get('session');
  if (!sessionId) throw new Error(`no session in ${started.body}`);
  return sessionId;
}

/** What the test checkout page's Pay or Cancel button does. */
async function finishCheckout(sessionId: string, action: 'complete' | 'cancel') {
  const finished = await site.app.inject({
    method: 'POST',
    url: `/api/payments/test-checkout/${sessionId}/${action}`,
    remoteAddress: nextClientAddress(),
  });
  expect(finished.statusCode, finished.body).toBe(200);
}

const SUCCESS_WORDS = /successful|thank you for your payment/i;

describe('the success page', () => {
  it('shows the receipt of a paid checkout, with the server’s reference, never the address’s', async () => {
    const referenceId = await invoicedRequest(site.app, site.database.db, '640.25', 'receipt@customer.example');
    const sessionId = await startCheckout({ referenceId });
    await finishCheckout(sessionId, 'complete');

    const page = await newPage('phone');
    await page.goto(`${site.baseUrl}/payment/success?session_id=${sessionId}&reference=CALL-555-0000-NOW`);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByText('$640.25').first().waitFor();
    await page.getByText(referenceId).first().waitFor();
    await page.getByText('r***@customer.example').waitFor();
    await page.getByText(/Call us 24\/7 at/).waitFor();
    await page.getByRole('button', { name: 'Print Receipt' }).waitFor();
    await page.getByRole('link', { name: 'Return Home' }).waitFor();
    expect(await page.getByText('CALL-555-0000-NOW').count()).toBe(0);
    await page.getByText(PAYMENT_MESSAGES.testMode.message).waitFor();
    await expectNoAxeViolations(page, 'payment success receipt, phone');
    await page.screenshot({ path: screenshotPath('payment-success-paid-phone'), fullPage: true });
  });

  it('says there is no payment to show without a session, and Payment Not Found for an unknown one', async () => {
    const page = await newPage('phone');
    await page.goto(`${site.baseUrl}/payment/success`);
    await page.getByRole('heading', { name: 'No Payment to Show' }).waitFor();
    await expectNoAxeViolations(page, 'success page without a session, phone');
    expect(await page.locator('main').innerText()).not.toMatch(SUCCESS_WORDS);

    await page.goto(`${site.baseUrl}/payment/success?session_id=cs_test_${'0'.repeat(24)}&reference=SR-FAKE`);
    await page.getByRole('heading', { name: 'Payment Not Found' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(SUCCESS_WORDS);
    expect(await page.getByText('SR-FAKE').count()).toBe(0);
    await expectNoAxeViolations(page, 'success page for an unknown session, phone');

    await page.goto(`${site.baseUrl}/payment/success?session_id=not-a-session`);
    await page.getByRole('heading', { name: 'Payment Not Found' }).waitFor();
  });

  it('shows a checkout not yet confirmed as processing, then the receipt once it is', async () => {
    const sessionId = await startCheckout({ amount: '75.00', email: 'waiting@shipper.example', referenceId: 'LOAD-2210' });
    const page = await newPage('desktop');
    await page.goto(`${site.baseUrl}/payment/success?session_id=${sessionId}`);
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
    await page.getByText('We received your payment and are confirming it').waitFor();
    await page.getByText('$75.00').waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(SUCCESS_WORDS);
    await expectNoAxeViolations(page, 'payment processing, desktop');
    await page.screenshot({ path: screenshotPath('payment-success-processing-desktop'), fullPage: true });

    // The provider's confirmation arrives; the page, polling, turns into the receipt.
    await finishCheckout(sessionId, 'complete');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 10_000 });
    await page.getByText('LOAD-2210').first().waitFor();
    await page.getByText('w***@shipper.example').waitFor();
    expect((await freeFormLedger(site.database.db, 'LOAD-2210')).map(ledgerFacts)).toEqual([
      { amount: '75.00', method: 'credit_card', provider: 'test', status: 'succeeded', overpayment: false },
    ]);
  });

  it('shows a cancelled checkout as cancelled, with no charge', async () => {
    const sessionId = await startCheckout({ amount: '12.00', referenceId: 'PO 7' });
    await finishCheckout(sessionId, 'cancel');
    const page = await newPage('phone');
    await page.goto(`${site.baseUrl}/payment/success?session_id=${sessionId}`);
    await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    await page.getByText('No charges were made').waitFor();
    expect(await page.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/make-a-payment?ref=PO%207');
    await expectNoAxeViolations(page, 'success page for a cancelled checkout, phone');
    expect((await freeFormLedger(site.database.db, 'PO 7')).map(ledgerFacts)).toEqual([
      { amount: '12.00', method: 'credit_card', provider: 'test', status: 'canceled', overpayment: false },
    ]);
  });
});

describe('the invoice page', () => {
  it('shows a paid invoice as its receipt: Amount Paid with the date, and nothing to pay with', async () => {
    const referenceId = await invoicedRequest(site.app, site.database.db, '980.00', 'paid@customer.example');
    await finishCheckout(await startCheckout({ referenceId }), 'complete');

    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await newPage(viewport);
      await page.goto(`${site.baseUrl}/payment?ref=${referenceId}`);
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
      await page.getByText('Amount Paid').waitFor();
      // The amount paid, and the lines it paid (one linehaul line of the whole amount) with their total.
      await page.getByRole('definition').filter({ hasText: '$980.00' }).waitFor();
      await page.getByRole('row', { name: /^Total \$980\.00$/ }).waitFor();
      await page.getByText(String(new Date().getFullYear())).first().waitFor();
      await page.getByText('Credit / Debit Card').waitFor();
      await page.getByRole('button', { name: 'Print Receipt' }).waitFor();
      expect(await page.getByText('Amount Due').count()).toBe(0);
      expect(await page.getByRole('radio').count()).toBe(0);
      expect(await page.getByRole('button', { name: /Pay|I've Sent/ }).count()).toBe(0);
      await expectNoAxeViolations(page, `paid invoice, ${viewport}`);
      await page.screenshot({ path: screenshotPath(`payment-invoice-paid-${viewport}`), fullPage: true });
    }
  });

  it('shows what was refunded, and a fully refunded invoice as Payment Refunded', async () => {
    const referenceId = await invoicedRequest(site.app, site.database.db, '500.00');
    await finishCheckout(await startCheckout({ referenceId }), 'complete');
    const payment = (await invoiceState(site.database.db, referenceId)).ledger.find((row) => row.status === 'succeeded');
    if (!payment) throw new Error('the checkout left no paid ledger row');
    const refund = async (amount: string) => {
      const refunded = await admin.request({
        method: 'POST',
        url: `/api/admin/payments/${payment.id}/refunds`,
        // The load was cancelled: the credit note keeps the invoice closed (decision 073).
        payload: { amount, reason: 'Second pallet cancelled', creditNote: true },
      });
      expect(refunded.statusCode, refunded.body).toBe(201);
    };

    await refund('120.00');
    const page = await newPage('phone');
    await page.goto(`${site.baseUrl}/payment?ref=${referenceId}`);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByText('Amount Refunded').waitFor();
    // Exactly: the credit note that went with the refund shows as -$120.00 under the lines.
    await page.getByText('$120.00', { exact: true }).waitFor();
    await page.getByText('Partially Refunded').waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);

    await refund('380.00');
    await page.reload();
    await page.getByRole('heading', { name: 'Payment Refunded' }).waitFor();
    await page.getByText('$500.00 was refunded to you').waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Pay|I've Sent/ }).count()).toBe(0);
    await expectNoAxeViolations(page, 'refunded invoice, phone');
    await page.screenshot({ path: screenshotPath('payment-invoice-refunded-phone'), fullPage: true });
  });

  it('shows a reported transfer as awaiting verification, and pays by card only after the customer says so', async () => {
    const referenceId = await invoicedRequest(site.app, site.database.db, '410.00', 'reporter@customer.example');
    const page = await newPage('phone');
    await page.goto(`${site.baseUrl}/payment?ref=${referenceId}`);
    await page.getByRole('heading', { name: 'Pay Your Invoice' }).waitFor();
    await page.getByText('Amount Due').waitFor();
    await page.getByLabel('Zelle').check();
    await page.getByRole('button', { name: "I've Sent $410.00 by Zelle" }).click();

    // The toast keeps the spec's title and tells the truth: reported, not paid.
    const reported = PAYMENT_MESSAGES.transferReported('zelle', '410.00');
    await page.getByText('Payment Initiated').first().waitFor();
    await page.getByText('Payment reported: awaiting verification').waitFor();
    await page.getByText(reported.message).first().waitFor();
    expect(await page.getByText('processed successfully').count()).toBe(0);
    // No method is offered again until the customer asks.
    expect(await page.getByRole('radio').count()).toBe(0);
    await expectNoAxeViolations(page, 'invoice with a reported transfer, phone');
    await page.screenshot({ path: screenshotPath('payment-invoice-reported-phone'), fullPage: true });

    // Without the customer's go-ahead the server refuses a card payment.
    const refused = await site.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: nextClientAddress(),
      payload: { referenceId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(PAYMENT_MESSAGES.reportedTransferPending('zelle'));

    await page.getByRole('button', { name: 'Pay another way' }).click();
    await page.getByText(PAYMENT_MESSAGES.reportedTransferPending('zelle').message).waitFor();
    await expectNoAxeViolations(page, 'invoice asking before paying another way, phone');
    await page.getByRole('button', { name: 'Yes, pay $410.00 another way' }).click();
    // Card and PayPal only: the bank methods are not offered twice.
    expect(await page.getByRole('group', { name: 'Payment Method' }).getByRole('radio').count()).toBe(2);
    expect(await page.getByLabel('Zelle').count()).toBe(0);
    await page.getByLabel('Credit / Debit Card').check();
    await page.getByText('Or pay with a card on this page').click();
    await page.getByRole('button', { name: 'Pay $410.00 (test)' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByText('Amount Paid').waitFor();
    await page.getByRole('button', { name: 'Print Receipt' }).waitFor();
    expect((await invoiceState(site.database.db, referenceId)).request.paymentStatus).toBe('paid');
  });
});

describe('free-form amounts', () => {
  it('shows the allowed range and refuses an amount outside it before any method is offered', async () => {
    const page = await newPage('phone');
    await page.goto(`${site.baseUrl}/make-a-payment`);
    await page.getByText('From $0.50 to $25,000.00').waitFor();
    await page.getByLabel('Email').fill('big-spender@shipper.example');
    const amount = page.getByLabel('Amount (USD)');

    await amount.fill('25000.01');
    await page.getByText('The largest amount we take online is $25,000.00.').waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('radio').count()).toBe(0);
    await page.getByText('Enter payment amount and email to continue').waitFor();
    await expectNoAxeViolations(page, 'free-form payment with an amount over the maximum, phone');
    await page.screenshot({ path: screenshotPath('payment-amount-over-max-phone'), fullPage: true });

    await amount.fill('0.49');
    await page.getByText('The smallest amount we can take is $0.50.').waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);

    await amount.fill('25000');
    await page.getByRole('heading', { name: 'Payment Summary' }).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByRole('radio').count()).toBeGreaterThan(0);

    await page.goto(`${site.baseUrl}/simple-payment`);
    await page.getByLabel('Amount (USD)').fill('30000');
    await page.getByText('The largest amount we take online is $25,000.00.').waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
  });

  it('refuses a decimal comma in either language, saying how to write the amount (decision 054)', async () => {
    const page = await newPage('phone');
    const pages = [
      {
        url: '/make-a-payment',
        label: 'Amount (USD)',
        refusal: 'Write the amount in dollars with a point before the cents, like 1234.56 or 1,234.56',
      },
      {
        url: '/make-a-payment?lang=es',
        label: 'Monto (USD)',
        refusal: 'Escriba el monto en dólares con un punto antes de los centavos, como 1234.56 o 1,234.56',
      },
    ];
    for (const { url, label, refusal } of pages) {
      await page.goto(`${site.baseUrl}${url}`);
      await page.locator('#payer-email').fill('comma@shipper.example');
      const amount = page.getByLabel(label);
      // What was typed stays in the field as typed (a number field would empty it, or read it by the browser's locale).
      await amount.fill('2,50');
      await page.getByText(refusal).waitFor();
      expect(await amount.inputValue()).toBe('2,50');
      expect(await amount.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('radio').count()).toBe(0);

      await amount.fill('1,234.56');
      await page.getByText('$1,234.56').first().waitFor();
      expect(await amount.getAttribute('aria-invalid')).toBeNull();
    }
  });

  it('offers no payment for an invoice already paid, on the free-form and cancel pages', async () => {
    const referenceId = await invoicedRequest(site.app, site.database.db, '55.00');
    await finishCheckout(await startCheckout({ referenceId }), 'complete');
    const alreadyPaid = PAYMENT_MESSAGES.invoiceAlreadyPaid(referenceId);

    const page = await newPage('desktop');
    await page.goto(`${site.baseUrl}/make-a-payment?ref=${referenceId.toLowerCase()}`);
    await page.getByText(alreadyPaid.message).waitFor();
    await page.getByLabel('Email').fill('again@customer.example');
    await page.getByLabel('Amount (USD)').fill('55');
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Payment Summary' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'free-form payment for an invoice already paid, desktop');

    await page.goto(`${site.baseUrl}/payment/cancel?reference=${referenceId}`);
    await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    await page.getByText(alreadyPaid.message).waitFor();
    expect(await page.getByRole('link', { name: 'Retry Payment' }).count()).toBe(0);
    await page.getByRole('link', { name: 'View the Invoice' }).waitFor();
    await expectNoAxeViolations(page, 'cancel page for an invoice already paid, desktop');
  });

  it('pays a quick payment with PayPal and e-mails the receipt to the address given after', async () => {
    const page = await newPage('phone');
    await page.goto(`${site.baseUrl}/simple-payment`);
    await page.getByText('Pay an amount by card, PayPal, bank transfer, Zelle or wire transfer.').waitFor();
    await page.getByLabel('Amount (USD)').fill('18.40');
    await page.getByLabel('Load Reference (optional)').fill('LOAD-88');
    await page.getByLabel('PayPal').check();
    await page.getByRole('button', { name: 'PayPal $18.40 (test)' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByText('$18.40').first().waitFor();
    await page.getByText('LOAD-88').first().waitFor();
    await page.getByText('Payment ID').waitFor();
    await page.getByRole('button', { name: 'Print Receipt' }).waitFor();

    expect((await freeFormLedger(site.database.db, 'LOAD-88')).map(ledgerFacts)).toEqual([
      { amount: '18.40', method: 'paypal', provider: 'test', status: 'succeeded', overpayment: false },
    ]);

    await page.getByLabel('Email me a receipt').fill('quick@payer.example');
    await page.getByRole('button', { name: 'Send Receipt' }).click();
    await page.getByText('q***@payer.example').first().waitFor();
    expect(await page.getByLabel('Email me a receipt').count()).toBe(0);
    expect((await freeFormLedger(site.database.db, 'LOAD-88'))[0]?.payerEmail).toBe('quick@payer.example');
    await page.screenshot({ path: screenshotPath('payment-quick-paypal-receipt-phone'), fullPage: true });
  });
});

describe('modes', () => {
  it('shows the test-mode banner on every payment page', async () => {
    const referenceId = await invoicedRequest(site.app, site.database.db, '20.00');
    const page = await newPage('phone');
    for (const path of [
      `/payment?ref=${referenceId}`,
      '/make-a-payment',
      '/pay',
      '/simple-payment',
      '/payment/success',
      '/payment/cancel',
    ]) {
      await page.goto(`${site.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText(PAYMENT_MESSAGES.testMode.message).isVisible(), path).toBe(true);
      await expectNoAxeViolations(page, `${path} in test mode, phone`);
    }
  });

  it('offers neither card nor PayPal in manual mode, and says so', async () => {
    const manual = await startSite({ PAYMENTS_TEST_MODE: 'false' });
    try {
      expect(manual.config.payments.mode).toBe('manual');
      const referenceId = await invoicedRequest(manual.app, manual.database.db, '300.00');
      const page = await newPage('phone');
      await page.goto(`${manual.baseUrl}/payment?ref=${referenceId}`);
      await page.getByRole('heading', { name: 'Pay Your Invoice' }).waitFor();
      await page.getByText(PAYMENT_MESSAGES.onlineUnavailable.message).waitFor();
      expect(await page.getByLabel('Credit / Debit Card').count()).toBe(0);
      expect(await page.getByLabel('PayPal').count()).toBe(0);
      expect(await page.getByRole('group', { name: 'Payment Method' }).getByRole('radio').count()).toBe(4);
      await expectNoAxeViolations(page, 'invoice page in manual mode, phone');
      expect(await page.getByText(PAYMENT_MESSAGES.testMode.message).count()).toBe(0);

      await page.goto(`${manual.baseUrl}/simple-payment`);
      await page.getByText('Pay an amount by bank transfer, Zelle or wire transfer.').waitFor();
      await page.getByLabel('Amount (USD)').fill('40');
      await page.getByText(PAYMENT_MESSAGES.onlineUnavailable.message).waitFor();
      expect(await page.getByRole('radio').count()).toBe(3);
    } finally {
      await manual.close();
    }
  });
});
