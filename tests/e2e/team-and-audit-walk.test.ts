// The walk through a team back office: the owner invites an accountant by e-mail (the
// mail reaches a real SMTP server), the accountant opens the link on a phone, chooses a password,
// sees only their areas, refunds part of a card payment but cannot open a driver application (the
// page refuses, and so does the API), and the owner finds all of it in the audit log.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_FORBIDDEN_MESSAGE } from '../../src/shared/staff-roles.js';
import { driverApplications } from '../../src/server/db/schema.js';
import { listedAdminAreas, openAdminArea } from '../support/admin-browser.js';
import { createTestAdmin, TEST_ADMIN } from '../support/admin.js';
import { expectNoAxeViolations } from '../support/accessibility.js';
import { insertApplicationAt } from '../support/analytics.js';
import { collectPageErrors, launchBrowser, VIEWPORTS } from '../support/browser.js';
import { invoicedRequest } from '../support/payments.js';
import { nextClientAddress } from '../support/service-requests.js';
import { startSite, type RunningSite } from '../support/site-server.js';
import { readableMail, startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';

const ACCOUNTANT = { email: 'books@lakeshore-freight.example', password: 'ledger balanced every friday' };

let smtp: SmtpTestServer;
let site: RunningSite;
let browser: Browser;
let applicationId: number;
let cardReference: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  site = await startSite({ COMPANY_NAME: 'Lakeshore Freight' }, { smtpUrl: smtp.url });
  browser = await launchBrowser();
  await createTestAdmin(site.database.db);
  await insertApplicationAt(site.database.db, '2026-03-02T12:00:00Z');
  const [application] = await site.database.db.select({ id: driverApplications.id }).from(driverApplications).limit(1);
  if (!application) throw new Error('no application seeded');
  applicationId = application.id;
  cardReference = await invoicedRequest(site.app, site.database.db, '400.00', 'card-payer@customer.example');
  await payByCard(cardReference);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await smtp?.close();
});

/** Pays an invoice with the card form's test-mode stand-in, as the invoice page would. */
async function payByCard(referenceId: string) {
  const started = await site.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    remoteAddress: nextClientAddress(),
    payload: { referenceId },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { paymentIntentId } = started.json<{ paymentIntentId: string }>();
  const confirmed = await site.app.inject({ method: 'POST', url: `/api/payments/test-intents/${paymentIntentId}/confirm` });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

async function newPage(viewport: keyof typeof VIEWPORTS): Promise<{ page: Page; errors: string[] }> {
  // A context of its own per member: separate cookies, and axe refuses browser.newPage()'s.
  const page = await (await browser.newContext({ viewport: VIEWPORTS[viewport] })).newPage();
  return { page, errors: collectPageErrors(page) };
}

async function signInAsOwner(page: Page) {
  await page.goto(`${site.baseUrl}/admin-login`);
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/** The invitation link from the mail the accountant received. */
async function invitationLink(): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = smtp.received.find((received) => received.recipients.includes(ACCOUNTANT.email));
    if (mail) {
      const link = /https?:\/\/\S+\/admin-invite#token=[A-Za-z0-9_-]+/.exec(readableMail(mail.raw))?.[0];
      if (!link) throw new Error('the invitation mail has no link');
      return link;
    }
    if (Date.now() > deadline) throw new Error('no invitation mail arrived');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The console's errors but the sign-in page's own session check (401 before anyone signs in). */
const errorsAfterSignIn = (errors: string[]) => errors.filter((error) => !error.includes('401'));

describe('a team back office, from invitation to audit log', () => {
  it('the owner invites an accountant, who signs up, refunds, is refused applications, and the owner sees it all', async () => {
    // The owner invites the accountant from the Team area.
    const owner = await newPage('desktop');
    await signInAsOwner(owner.page);
    await openAdminArea(owner.page, 'Team');
    const inviteForm = owner.page.getByRole('form', { name: 'Invite member' });
    await inviteForm.getByLabel('E-mail').fill(ACCOUNTANT.email);
    await inviteForm.getByLabel('Role').selectOption('accounting');
    await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
    await owner.page.getByText(ACCOUNTANT.email).first().waitFor();
    await expectNoAxeViolations(owner.page, 'the Team area with an open invitation');

    // The accountant opens the e-mailed link on a phone and chooses a password.
    const link = await invitationLink();
    expect(link.startsWith(site.config.publicBaseUrl)).toBe(true);
    const accountant = await newPage('phone');
    await accountant.page.goto(link.replace(site.config.publicBaseUrl, site.baseUrl));
    await accountant.page.getByText('Join Lakeshore Freight as Accounting').waitFor();
    // The token leaves the address bar once read.
    expect(accountant.page.url()).not.toContain('token=');
    await expectNoAxeViolations(accountant.page, 'the invitation page');
    await accountant.page.getByLabel('Password', { exact: true }).fill(ACCOUNTANT.password);
    await accountant.page.getByLabel('Confirm password').fill(ACCOUNTANT.password);
    await accountant.page.getByRole('button', { name: 'Create my account' }).click();
    await accountant.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // Only the accountant's areas are listed.
    const { labels } = await listedAdminAreas(accountant.page);
    expect(labels).toContain('Payments');
    expect(labels).toContain('Advanced Analytics');
    expect(labels).not.toContain('Driver Applications');
    expect(labels).not.toContain('Team');
    expect(labels).not.toContain('Audit Log');

    // The accountant refunds part of the card payment.
    await openAdminArea(accountant.page, 'Payments');
    const payments = accountant.page.getByRole('list', { name: 'Payments' });
    const cardRow = payments.getByRole('article', { name: new RegExp(`by Credit / Debit Card for ${cardReference}$`) });
    await cardRow.getByRole('button', { name: 'Refund' }).click();
    const refundDialog = accountant.page.getByRole('dialog', { name: 'Refund Payment' });
    await refundDialog.getByLabel('Refund amount (USD)').fill('150');
    await refundDialog.getByLabel('Reason').fill('Pallet arrived damaged');
    await refundDialog.getByRole('button', { name: 'Refund $150.00 (test mode)' }).click();
    await refundDialog.waitFor({ state: 'detached' });
    await cardRow.getByRole('list', { name: 'Refunds' }).getByText('$150.00').waitFor();

    // A driver application is refused: the page says so, and so does the API.
    await accountant.page.goto(`${site.baseUrl}/admin/driver-applications`);
    await accountant.page.getByText(ROLE_FORBIDDEN_MESSAGE).first().waitFor();
    // Nothing the pages asked for themselves was refused (the refusal above came from no call).
    expect(errorsAfterSignIn(accountant.errors)).toEqual([]);
    const answer = await accountant.page.evaluate(
      async (id) => (await fetch(`/api/admin/driver-applications/${id}`)).status,
      applicationId,
    );
    expect(answer).toBe(403);

    // The owner finds the invitation, the sign-up and the refund in the audit log.
    await openAdminArea(owner.page, 'Audit Log');
    const log = owner.page.getByRole('table');
    await log.getByText('Member invited').first().waitFor();
    await log.getByText('Invitation accepted').first().waitFor();
    await log.getByText('Refund', { exact: true }).first().waitFor();
    expect(await log.getByText(ACCOUNTANT.email).count()).toBeGreaterThanOrEqual(2);
    await owner.page.getByLabel('Action').selectOption({ label: 'Refund' });
    await owner.page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => log.locator('tbody tr').count()).toBe(1);
    await log.getByText(ACCOUNTANT.email).first().waitFor();
    await expectNoAxeViolations(owner.page, 'the Audit Log area filtered to refunds');
    expect(errorsAfterSignIn(owner.errors)).toEqual([]);

    await owner.page.context().close();
    await accountant.page.context().close();
  });
});
