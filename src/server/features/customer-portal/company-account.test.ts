// The company account on the customer's own page (decision 072), through the whole app: a billing
// contact sees the account's name, what it owes (and the part past due) and every invoice sent to
// it, whoever made the request, each with its state today, a payment link while something is owed
// and its PDF, which they may download even for a colleague's request. Another account's contact
// gets none of it, and a customer who is no account's contact sees no account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import { addContact, createAccount, requestByReference } from '../../../../tests/support/accounts.js';
import { customerSession } from '../../../../tests/support/customers.js';
import { invoicedRequest } from '../../../../tests/support/payments.js';
import { startTestAppWithAdmin, stopTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { addDays, calendarDayIn } from '../../../shared/calendar-date.js';
import type { PortalCompanyAccount, PortalCompanyInvoicePage } from '../../../shared/customer-portal/company-account.js';
import { CUSTOMER_API } from '../../../shared/customer-portal/customer-portal.js';
import { invoices } from '../../db/schema.js';

let started: TestApp;
let admin: AdminClient;
const refs = { open: '', overdue: '', partial: '', paid: '', voided: '', other: '', own: '' };

async function setInvoice(referenceId: string, values: { balance?: string; dueOn?: string }) {
  const { id } = await requestByReference(started.database.db, referenceId);
  await started.database.db.update(invoices).set(values).where(eq(invoices.serviceRequestId, id));
}

beforeAll(async () => {
  ({ admin, ...started } = await startTestAppWithAdmin());
  const { app, database } = started;
  const northwind = await createAccount(admin, { name: 'Northwind Freight', terms: 'net_30' });
  await addContact(admin, northwind.id, 'ana@northwind.example');
  await addContact(admin, northwind.id, 'bo@northwind-ap.example');
  const southwind = await createAccount(admin, { name: 'Southwind Haulage' });
  await addContact(admin, southwind.id, 'cy@southwind.example');

  refs.open = await invoicedRequest(app, database.db, '500.00', 'ana@northwind.example');
  // Bo's requests: the account's too, so Ana sees them.
  refs.overdue = await invoicedRequest(app, database.db, '300.00', 'bo@northwind-ap.example');
  await setInvoice(refs.overdue, { dueOn: '2020-01-15' });
  refs.partial = await invoicedRequest(app, database.db, '400.00', 'bo@northwind-ap.example');
  await setInvoice(refs.partial, { balance: '100.00' });
  refs.paid = await invoicedRequest(app, database.db, '250.00', 'bo@northwind-ap.example');
  await setInvoice(refs.paid, { balance: '0.00' });
  refs.voided = await invoicedRequest(app, database.db, '75.00', 'ana@northwind.example');
  const { id: voidedId } = await requestByReference(database.db, refs.voided);
  const voided = await admin.request({
    method: 'POST',
    url: `/api/admin/service-requests/${voidedId}/invoice/void`,
    payload: { reason: 'Wrong consignee' },
  });
  if (voided.statusCode !== 200) throw new Error(`void failed: ${voided.body}`);

  refs.other = await invoicedRequest(app, database.db, '999.00', 'cy@southwind.example');
  // A customer of no account.
  refs.own = await invoicedRequest(app, database.db, '120.00', 'dee@one-off.example');
});

afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

const sessionOf = (email: string) => customerSession(started.app, started.database.db, email);

describe("a billing contact's company", () => {
  it('names the account and what it owes, and the part past due', async () => {
    const ana = await sessionOf('ana@northwind.example');
    const response = await ana.request({ method: 'GET', url: CUSTOMER_API.companyAccount });
    expect(response.statusCode).toBe(200);
    expect(response.json<PortalCompanyAccount>()).toEqual({
      account: { name: 'Northwind Freight', terms: 'net_30', balance: '900.00', overdueBalance: '300.00', openInvoices: 3 },
    });
  });

  it("lists every invoice of the account, a colleague's too: those owing first, soonest due first", async () => {
    const ana = await sessionOf('Ana@Northwind.example');
    const page = (await ana.request({ method: 'GET', url: CUSTOMER_API.companyInvoices })).json<PortalCompanyInvoicePage>();
    const today = calendarDayIn(new Date(), 'America/Chicago');
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    // Past due first; then, due the same day (sent today on the account's Net 30), the newest first;
    // then those owing nothing, newest first.
    expect(page.items.map((item) => [item.referenceId, item.state, item.balance])).toEqual([
      [refs.overdue, 'overdue', '300.00'],
      [refs.partial, 'partially_paid', '100.00'],
      [refs.open, 'open', '500.00'],
      [refs.voided, 'void', '0.00'],
      [refs.paid, 'paid', '0.00'],
    ]);
    const byReference = Object.fromEntries(page.items.map((item) => [item.referenceId, item]));
    expect(byReference[refs.open]).toMatchObject({
      state: 'open',
      total: '500.00',
      payUrl: `/payment?ref=${refs.open}`,
      pdfUrl: CUSTOMER_API.invoicePdf(refs.open),
    });
    // Sent "today" in Central time: the day may have turned since.
    expect([addDays(today, 30), addDays(today, 29)]).toContain(byReference[refs.open]?.dueOn);
    expect(byReference[refs.partial]).toMatchObject({ state: 'partially_paid', total: '400.00', balance: '100.00' });
    expect(byReference[refs.paid]).toMatchObject({ state: 'paid', payUrl: null });
    expect(byReference[refs.voided]).toMatchObject({ state: 'void', payUrl: null, pdfUrl: null });
  });

  it("downloads a colleague's invoice of the account as a PDF; another account's contact gets the portal's 404", async () => {
    const ana = await sessionOf('ana@northwind.example');
    const own = await ana.request({ method: 'GET', url: CUSTOMER_API.invoicePdf(refs.overdue) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const cy = await sessionOf('cy@southwind.example');
    expect((await cy.request({ method: 'GET', url: CUSTOMER_API.invoicePdf(refs.overdue) })).statusCode).toBe(404);
    expect((await ana.request({ method: 'GET', url: CUSTOMER_API.invoicePdf(refs.other) })).statusCode).toBe(404);
    // The proof of delivery and the request itself stay the requester's own.
    expect((await ana.request({ method: 'GET', url: CUSTOMER_API.request(refs.overdue) })).statusCode).toBe(404);
  });

  it("shows another account's contact only their own account", async () => {
    const cy = await sessionOf('cy@southwind.example');
    expect((await cy.request({ method: 'GET', url: CUSTOMER_API.companyAccount })).json<PortalCompanyAccount>()).toEqual({
      account: { name: 'Southwind Haulage', terms: 'due_on_receipt', balance: '999.00', overdueBalance: '0.00', openInvoices: 1 },
    });
    const page = (await cy.request({ method: 'GET', url: CUSTOMER_API.companyInvoices })).json<PortalCompanyInvoicePage>();
    expect(page.items.map((item) => item.referenceId)).toEqual([refs.other]);
  });

  it('shows no account to a customer who is no billing contact, and nothing of any account', async () => {
    const dee = await sessionOf('dee@one-off.example');
    expect((await dee.request({ method: 'GET', url: CUSTOMER_API.companyAccount })).json()).toEqual({ account: null });
    expect((await dee.request({ method: 'GET', url: CUSTOMER_API.companyInvoices })).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
  });

  it('refuses a page it cannot read (400) and answers 401 without a session', async () => {
    const ana = await sessionOf('ana@northwind.example');
    const queries: Record<string, string>[] = [{ page: '0' }, { page: 'two' }, { page: '1', sort: 'balance' }];
    for (const query of queries) {
      expect((await ana.request({ method: 'GET', url: CUSTOMER_API.companyInvoices, query })).statusCode).toBe(400);
    }
    expect((await started.app.inject({ method: 'GET', url: CUSTOMER_API.companyAccount })).statusCode).toBe(401);
  });
});
