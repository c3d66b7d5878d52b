// How requests come to an account (decision 072), through the public form and the back office on
// a real database: a new request attaches by its contact's exact address (any case), else by a
// confirmed domain (never a subdomain or a look-alike), and a billing contact of another account
// outranks the domain; a request from anyone else stays a one-off customer. Adding a contact or a
// domain attaches the earlier requests that had no account, with their sent invoices (which keep
// the terms they were sent on); an invoice sent after that takes the account's terms.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import { addContact, addDomain, createAccount, invoicesOfRequest, requestByReference } from '../../../../tests/support/accounts.js';
import { invoicedRequest } from '../../../../tests/support/payments.js';
import { brokerRequest, submitRequest } from '../../../../tests/support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { addDays, calendarDayIn } from '../../../shared/calendar-date.js';
import { auditEvents } from '../../db/schema.js';

let started: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  ({ admin, ...started } = await startTestAppWithAdmin());
});

afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

const submitFrom = (email: string) => submitRequest(started.app, brokerRequest({ contactEmail: email }));
const accountOf = async (referenceId: string) => (await requestByReference(started.database.db, referenceId)).accountId;

describe('a new request', () => {
  it("attaches to the account its contact's address is a billing contact of, however the address is written", async () => {
    const account = await createAccount(admin, { name: 'Exact Address Freight' });
    await addContact(admin, account.id, 'orders@exact-address.example');
    expect(await accountOf(await submitFrom('Orders@Exact-Address.example'))).toBe(account.id);
    expect(await accountOf(await submitFrom('sales@exact-address.example'))).toBeNull();
  });

  it('attaches by a confirmed domain, but not from a subdomain or a domain that only ends the same', async () => {
    const account = await createAccount(admin, { name: 'Domain Match Logistics' });
    await addDomain(admin, account.id, 'domain-match.example');
    expect(await accountOf(await submitFrom('anyone@DOMAIN-MATCH.example'))).toBe(account.id);
    expect(await accountOf(await submitFrom('anyone@east.domain-match.example'))).toBeNull();
    expect(await accountOf(await submitFrom('anyone@notdomain-match.example'))).toBeNull();
  });

  it('goes to the account of its billing contact before the account of its domain', async () => {
    const company = await createAccount(admin, { name: 'Big Shipper Corp' });
    await addDomain(admin, company.id, 'big-shipper.example');
    const broker = await createAccount(admin, { name: 'Outside Broker Bookkeeping' });
    await addContact(admin, broker.id, 'freight-bills@big-shipper.example');
    expect(await accountOf(await submitFrom('freight-bills@big-shipper.example'))).toBe(broker.id);
    expect(await accountOf(await submitFrom('dock@big-shipper.example'))).toBe(company.id);
  });

  it('records the account it attached to with its submission', async () => {
    const account = await createAccount(admin, { name: 'Recorded Attach Inc' });
    await addContact(admin, account.id, 'ap@recorded-attach.example');
    const { id } = await requestByReference(started.database.db, await submitFrom('ap@recorded-attach.example'));
    const [event] = await started.database.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'service_request.submitted'), eq(auditEvents.recordId, String(id))));
    expect(event?.changes).toMatchObject({ accountId: { before: null, after: account.id } });
  });
});

describe('adding a contact or a domain', () => {
  it("attaches that address's earlier requests and their sent invoices, which keep the terms they were sent on", async () => {
    const email = 'late-contact@sweep.example';
    const unbilled = await submitFrom(email);
    const invoiced = await invoicedRequest(started.app, started.database.db, '900.00', email);
    const elsewhere = await submitFrom('someone-else@sweep.example');
    const account = await createAccount(admin, { name: 'Sweep Contact Co', terms: 'net_30' });

    const added = await addContact(admin, account.id, email);
    expect(added.attachedRequests).toBe(2);
    expect(added.account).toMatchObject({ requestCount: 2, openBalance: '900.00', openInvoiceCount: 1 });
    expect(await accountOf(unbilled)).toBe(account.id);
    expect(await accountOf(elsewhere)).toBeNull();
    const { id } = await requestByReference(started.database.db, invoiced);
    expect(await invoicesOfRequest(started.database.db, id)).toMatchObject([{ accountId: account.id, terms: 'due_on_receipt' }]);

    // Each attached request's history says so, with the contact that brought it.
    const events = await started.database.db
      .select({ recordId: auditEvents.recordId, changes: auditEvents.changes })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'service_request.account_changed'))
      .orderBy(asc(auditEvents.id));
    expect(events.filter((event) => event.changes.byContact?.after === email)).toHaveLength(2);
  });

  it("attaches a domain's earlier requests, leaving another account's contact and those already on an account", async () => {
    const other = await createAccount(admin, { name: 'Already Billed Elsewhere' });
    await addContact(admin, other.id, 'kept@late-domain.example');
    const attachedElsewhere = await submitFrom('kept@late-domain.example');
    const noAccount = await submitFrom('Dock@Late-Domain.example');
    const subdomain = await submitFrom('dock@west.late-domain.example');

    const account = await createAccount(admin, { name: 'Late Domain Inc' });
    const added = await addDomain(admin, account.id, 'late-domain.example');
    expect(added.attachedRequests).toBe(1);
    expect(await accountOf(noAccount)).toBe(account.id);
    expect(await accountOf(attachedElsewhere)).toBe(other.id);
    expect(await accountOf(subdomain)).toBeNull();
  });

  it("sends the account's later invoices on its terms, due that many days after they are sent", async () => {
    const account = await createAccount(admin, { name: 'Net Thirty Shippers', terms: 'net_30' });
    await addContact(admin, account.id, 'ap@net-thirty.example');
    const { id } = await requestByReference(started.database.db, await submitFrom('ap@net-thirty.example'));
    const dayBefore = calendarDayIn(new Date(), 'America/Chicago');
    const sent = await admin.request({
      method: 'POST',
      url: `/api/admin/service-requests/${id}/invoice`,
      payload: { finalAmount: '1200.00' },
    });
    const dayAfter = calendarDayIn(new Date(), 'America/Chicago');
    expect(sent.statusCode).toBe(200);
    const [invoice] = await invoicesOfRequest(started.database.db, id);
    expect(invoice).toMatchObject({ accountId: account.id, state: 'sent', terms: 'net_30', balance: '1200.00' });
    // Sent "today" in Central time (the send may straddle midnight: either day's due day is right).
    expect([addDays(dayBefore, 30), addDays(dayAfter, 30)]).toContain(invoice?.dueOn);
  });
});
