// Issue 37's browser walk, from the driver's wait to the customer's receipt: the driver's phone
// records *at pickup* and, 2 h 30 min later, *picked up* (the default catalogue gives 2 h free,
// so half an hour is billed at $75 an hour); the server proposes a detention line; accounting, in
// the back office, approves it in the invoice editor beside the suggested linehaul, saves and
// sends; the customer opens the payment page on a phone (390 px), sees every line, pays the total
// by card (test mode), and downloads the receipt PDF from their own page, which lists every line.
// Axe checks the payment page with its lines at 390 and 1280 px.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchAssignments, emailOutbox, invoiceLines, invoices } from '../../src/server/db/schema.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { createTestAdmin } from '../support/admin.js';
import { collectPageErrors, launchBrowser, screenshotPath, VIEWPORTS } from '../support/browser.js';
import { driverSession, insertDispatchableRequest, insertDriver } from '../support/dispatch.js';
import { daysFromToday } from '../support/driver-applications.js';
import { invoiceState, ledgerFacts } from '../support/payments.js';
import { pdfText } from '../support/pdf-text.js';
import { multipart } from '../support/service-requests.js';
import { startSite, type RunningSite } from '../support/site-server.js';

const ACCOUNTING = { email: 'books@lakeshore.example', password: 'accounting walk password' };
const CUSTOMER_EMAIL = 'walk@rivera-shipping.example';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Near the pickup's ZIP code (48226, downtown Detroit): the line names the place. */
const AT_DETROIT = { latitude: '42.3317', longitude: '-83.0479' };

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight' });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db, ACCOUNTING, 'accounting');
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], acceptDownloads: true });
  return context.newPage();
}

/** The request's invoice lines as stored, in order, with their invoice's state. */
async function storedLines(serviceRequestId: number) {
  return site.database.db
    .select({
      description: invoiceLines.description,
      state: invoiceLines.state,
      kind: invoiceLines.kind,
      quantity: invoiceLines.quantity,
      amount: invoiceLines.amount,
      invoiceState: invoices.state,
      invoiceNumber: invoices.number,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoices.serviceRequestId, serviceRequestId))
    .orderBy(asc(invoiceLines.position));
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

describe('invoice lines, from a driver’s wait at pickup to the customer’s receipt', () => {
  it('proposes detention, accounting approves and sends, the customer pays on a phone and the receipt lists every line', async () => {
    const { db } = site.database;

    // A quoted load ($850) dispatched to Maria, whose phone records the stages.
    const load = await insertDispatchableRequest(db, { contactEmail: CUSTOMER_EMAIL, contactName: 'Jordan Rivera' });
    const driver = await insertDriver(db, { firstName: 'Maria', lastName: 'Waits' });
    await db
      .insert(dispatchAssignments)
      .values({ serviceRequestId: load.id, driverProfileId: driver.id, plannedPickupDate: daysFromToday(0), stage: 'accepted' });
    const phone = await driverSession(site.app, db, driver);
    const stage = async (fields: Record<string, string>) => {
      const body = await multipart({ updateId: randomUUID(), kind: 'stage', ...fields }, {});
      const response = await phone.request({
        method: 'POST',
        url: `/api/driver/loads/${load.referenceId}/updates`,
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    // Whole minutes in the past, so the phone's times are never ahead of the server's clock.
    const arrived = new Date(Math.floor((Date.now() - 6 * HOUR) / MINUTE) * MINUTE);
    const departed = new Date(arrived.getTime() + 2 * HOUR + 30 * MINUTE);
    await stage({ stage: 'at_pickup', recordedAt: arrived.toISOString(), ...AT_DETROIT });
    await stage({ stage: 'picked_up', recordedAt: departed.toISOString() });

    const [proposal, ...others] = await storedLines(load.id);
    expect(others).toEqual([]);
    expect(proposal).toMatchObject({ kind: 'detention', state: 'proposed', quantity: '0.500', amount: '37.50', invoiceState: 'draft' });
    const detention = proposal!.description;
    expect(detention).toMatch(/^Detention at pickup: 30 min over 2 h free \(arrived /);

    // Accounting opens the request's invoice editor, approves the proposal and sends the invoice.
    const office = await newPage('desktop');
    const officeErrors = collectPageErrors(office);
    await office.goto(`${site.baseUrl}/admin-login`);
    await office.getByLabel('Email').fill(ACCOUNTING.email);
    await office.getByLabel('Password', { exact: true }).fill(ACCOUNTING.password);
    await office.getByRole('button', { name: 'Login' }).click();
    await office.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await office.getByLabel('Search service requests').fill(load.referenceId);
    const card = office.getByRole('listitem').filter({ has: office.getByRole('heading', { name: load.referenceId }) });
    await card.getByRole('button', { name: 'Invoice lines' }).click();
    const editor = office.getByRole('dialog', { name: new RegExp(`^Invoice lines · ${load.referenceId}$`) });
    const proposed = editor.getByRole('listitem', { name: detention });
    await proposed.waitFor();
    await expectNoAxeViolations(office, 'invoice editor with a proposed detention line, desktop');
    await office.screenshot({ path: screenshotPath('invoice-walk-proposed-line-desktop'), fullPage: true });
    await editor.getByRole('button', { name: `Approve: ${detention}` }).click();
    // Approved, it joins the billed lines under the suggested linehaul ($850, the quote); saved, the server prices both.
    await editor.getByRole('button', { name: `Approve: ${detention}` }).waitFor({ state: 'detached' });
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await editor.getByText('Draft saved: the server priced 2 lines, total $887.50.').waitFor();
    await editor.getByRole('button', { name: 'Send invoice' }).click();
    await office.getByRole('button', { name: 'Send invoice of $887.50' }).click();
    await office.getByText('Customer will receive payment instructions via email').first().waitFor();

    const billed = await storedLines(load.id);
    expect(billed.map(({ kind, state, amount, invoiceState }) => ({ kind, state, amount, invoiceState }))).toEqual([
      { kind: 'linehaul', state: 'approved', amount: '850.00', invoiceState: 'sent' },
      { kind: 'detention', state: 'approved', amount: '37.50', invoiceState: 'sent' },
    ]);
    const invoiceNumber = billed[0]!.invoiceNumber!;
    expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);

    // The customer opens the payment link on a phone: every line, the detention's times, the total.
    const customer = await newPage('phone');
    const customerErrors = collectPageErrors(customer);
    const paymentUrl = `${site.baseUrl}/payment?ref=${load.referenceId}`;
    await customer.goto(paymentUrl);
    await customer.getByRole('heading', { name: 'Pay Your Invoice' }).waitFor();
    const table = customer.getByRole('table', { name: 'What the invoice bills' });
    for (const line of billed) await table.getByText(line.description).waitFor();
    await table.getByText('$850.00').first().waitFor();
    await table.getByText('$37.50').first().waitFor();
    await table.getByRole('row', { name: /Total/ }).getByText('$887.50').waitFor();
    expect(await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(customer, 'payment page with invoice lines, phone (390 px)');
    await customer.screenshot({ path: screenshotPath('invoice-walk-payment-page-phone'), fullPage: true });

    const wide = await newPage('desktop');
    await wide.goto(paymentUrl);
    await wide.getByRole('table', { name: 'What the invoice bills' }).getByText(detention).waitFor();
    await expectNoAxeViolations(wide, 'payment page with invoice lines, desktop (1280 px)');
    await wide.context().close();

    // Pays the total by card in test mode.
    await customer.getByLabel('Credit / Debit Card').check();
    await customer.getByRole('button', { name: 'Pay $887.50 with Card' }).click();
    await customer.waitForURL(/\/payment\/test-checkout\?session=cs_test_/);
    await customer.getByRole('button', { name: 'Pay $887.50 (test)' }).click();
    await customer.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const paid = await invoiceState(db, load.referenceId);
    expect(paid.request.paymentStatus).toBe('paid');
    expect(paid.ledger.map(ledgerFacts)).toEqual([
      { amount: '887.50', method: 'credit_card', provider: 'test', status: 'succeeded', overpayment: false },
    ]);

    // On their own page (signed in with the e-mailed code), the receipt PDF lists every line.
    await customer.goto(`${site.baseUrl}/account`);
    await customer.getByLabel('E-mail').fill(CUSTOMER_EMAIL);
    await customer.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await customer.getByLabel('6-digit code').fill(await signInCode(CUSTOMER_EMAIL));
    await customer.getByRole('button', { name: 'Sign in', exact: true }).click();
    await customer.getByRole('heading', { name: 'My requests' }).waitFor();
    await customer.goto(`${site.baseUrl}/account/request?ref=${load.referenceId}`);
    const receiptLink = customer.getByRole('link', { name: /Receipt \(PDF\)/ });
    await receiptLink.waitFor();
    const [download] = await Promise.all([customer.waitForEvent('download'), receiptLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-.*\.pdf$/);
    const receipt = await pdfText(await readFile(await download.path()));
    expect(receipt).toContain('RECEIPT');
    expect(receipt).toContain(invoiceNumber);
    expect(receipt).toContain(load.referenceId);
    for (const line of billed) expect(receipt).toContain(line.description);
    expect(receipt).toContain('$850.00');
    expect(receipt).toContain('$37.50');
    expect(receipt).toContain('$887.50');
    expect(receipt).toContain('PAID');

    // Both sign-in pages ask for a session first: those 401s are expected.
    expect(customerErrors.filter((error) => !error.includes('401'))).toEqual([]);
    expect(officeErrors.filter((error) => !error.includes('401'))).toEqual([]);
    await customer.context().close();
    await office.context().close();
  });
});
