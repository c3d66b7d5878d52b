// Issue 38's walk, in a real browser: a company buys on Net 30; two invoices are sent to it and
// this month's statement is made. Its billing contact signs in on the customer's page, sees both
// invoices open and the statement, pays one in part and the other in full by card (test mode), and
// the office's Receivables view shows what is still owed moving with each payment.
import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayIn } from '../../src/shared/calendar-date.js';
import { emailOutbox, invoices, serviceRequests } from '../../src/server/db/schema.js';
import { makeMonthlyStatements } from '../../src/server/features/receivables/index.js';
import { emailOutbox as outboxOf } from '../../src/server/infra/email/outbox.js';
import { addContact, createAccount } from '../support/accounts.js';
import { createTestAdmin, signIn, TEST_ADMIN } from '../support/admin.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { collectPageErrors, launchBrowser, VIEWPORTS } from '../support/browser.js';
import { invoicedRequest } from '../support/payments.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { testConfig } from '../support/test-config.js';

let site: RunningSite;
let browser: Browser;
const CONTACT = 'billing@harborpoint.example';

beforeAll(async () => {
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight' });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  return context.newPage();
}

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

async function invoiceOf(referenceId: string) {
  const [row] = await site.database.db
    .select({ number: invoices.number, balance: invoices.balance, terms: invoices.terms, accountId: invoices.accountId })
    .from(invoices)
    .innerJoin(serviceRequests, eq(serviceRequests.id, invoices.serviceRequestId))
    .where(and(eq(serviceRequests.referenceId, referenceId), eq(invoices.state, 'sent')));
  if (!row?.number) throw new Error(`no sent invoice for ${referenceId}`);
  return { ...row, number: row.number };
}

/** The office's Receivables view: what the Total owed figure reads once it shows `expected`. */
async function expectTotalOwed(office: Page, expected: string): Promise<void> {
  await office.goto(`${site.baseUrl}/admin/receivables`);
  const totals = office.locator('section[aria-labelledby="aging-totals-heading"]');
  await totals.getByText(expected, { exact: true }).first().waitFor();
}

/** Pays `reference` by card on the payment page, the whole balance or `part` of it. */
async function payByCard(page: Page, amountShown: string, part?: string): Promise<void> {
  await page.getByRole('heading', { name: 'Pay Your Invoice' }).waitFor();
  if (part) {
    await page.getByLabel('Part of it').check();
    // The field's code loads once "Part of it" is chosen; its spinner carries the same name meanwhile.
    await page.getByRole('textbox', { name: 'Amount to pay now (USD)' }).fill(part);
  }
  await page.getByLabel('Credit / Debit Card').check();
  await page.getByRole('button', { name: `Pay ${amountShown} with Card` }).click();
  await page.waitForURL(/\/payment\/test-checkout\?session=cs_test_/);
  await page.getByRole('button', { name: `Pay ${amountShown} (test)` }).click();
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
}

describe('receivables, end to end', () => {
  it('a billing contact sees two open invoices and the statement, pays one in part and one in full, and the aging moves', async () => {
    // The office opens the company's account on Net 30 with its billing contact; both requests
    // come from that address, so they are the account's, and their invoices are sent on its terms.
    const staff = await signIn(site.app);
    const account = await createAccount(staff, { name: 'Harbor Point Imports', terms: 'net_30' });
    await addContact(staff, account.id, CONTACT);
    const first = await invoicedRequest(site.app, site.database.db, '800.00', CONTACT);
    const second = await invoicedRequest(site.app, site.database.db, '450.00', CONTACT);
    const firstInvoice = await invoiceOf(first);
    const secondInvoice = await invoiceOf(second);
    expect([firstInvoice.terms, firstInvoice.accountId, secondInvoice.accountId]).toEqual(['net_30', account.id, account.id]);

    // This month's statement, as the scheduler makes it on the 1st of next month.
    const config = testConfig();
    const [year, month] = calendarDayIn(new Date(), config.billing.timeZone).split('-').map(Number) as [number, number];
    const made = await makeMonthlyStatements(
      {
        db: site.database.db,
        outbox: outboxOf(site.database.db, () => undefined),
        company: config.company,
        publicBaseUrl: config.publicBaseUrl,
        billingTimeZone: config.billing.timeZone,
      },
      new Date(Date.UTC(year, month, 1, 18)),
    );
    expect(made.made).toBe(1);

    // The office sees both invoices owed: $1,250.00 in all.
    const office = await newPage();
    const officeErrors = collectPageErrors(office);
    await office.goto(`${site.baseUrl}/admin-login`);
    await office.getByLabel('Email').fill(TEST_ADMIN.email);
    await office.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await office.getByRole('button', { name: 'Login' }).click();
    await office.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await expectTotalOwed(office, '$1,250.00');
    await office.getByText('Harbor Point Imports').first().waitFor();
    await expectNoAxeViolations(office, 'receivables, two invoices owed');

    // The billing contact signs in and sees the company, both invoices open, and the statement.
    const customer = await newPage();
    const customerErrors = collectPageErrors(customer);
    await customer.goto(`${site.baseUrl}/account`);
    await customer.getByLabel('E-mail').fill(CONTACT);
    await customer.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await customer.getByLabel('6-digit code').fill(await signInCode(CONTACT));
    await customer.getByRole('button', { name: 'Sign in', exact: true }).click();
    await customer.getByRole('heading', { name: 'Your company: Harbor Point Imports' }).waitFor();
    const pay = (number: string) => customer.getByRole('link', { name: `Pay ${number}` });
    await pay(firstInvoice.number).waitFor();
    await pay(secondInvoice.number).waitFor();
    await customer
      .getByText(/closing balance \$1,250\.00/)
      .first()
      .waitFor();
    await expectNoAxeViolations(customer, "the company's invoices and statement");

    // The first in part: $300.00 of $800.00.
    await pay(firstInvoice.number).click();
    await payByCard(customer, '$300.00', '300.00');
    expect((await invoiceOf(first)).balance).toBe('500.00');
    await expectTotalOwed(office, '$950.00');

    // The second in full.
    await customer.goto(`${site.baseUrl}/account`);
    await pay(secondInvoice.number).click();
    await payByCard(customer, '$450.00');
    expect((await invoiceOf(second)).balance).toBe('0.00');
    await expectTotalOwed(office, '$500.00');

    // The customer's page: the first still owes $500.00 (partly paid), the second owes nothing.
    await customer.goto(`${site.baseUrl}/account`);
    await pay(firstInvoice.number).waitFor();
    await customer.getByText('Partially paid').first().waitFor();
    expect(await pay(secondInvoice.number).count()).toBe(0);

    // The sign-in pages ask for a session first: those 401s are expected.
    expect(customerErrors.filter((error) => !error.includes('401'))).toEqual([]);
    expect(officeErrors.filter((error) => !error.includes('401'))).toEqual([]);
  });
});
