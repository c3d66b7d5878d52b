// A request's account in the back office (decision 072), through the whole app: its view, the
// office's choice of another account or of none (its sent invoice follows, keeping its terms;
// recorded in the request's history), who may do which, and the credit check a quote or an invoice
// dialog shows: the account's open balance on its other invoices plus the new amount against its
// limit, warned about but never refused.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { addContact, createAccount, invoicesOfRequest, requestByReference } from '../../../../tests/support/accounts.js';
import { invoicedRequest } from '../../../../tests/support/payments.js';
import { brokerRequest, submitRequest } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { CreditCheck, RequestAccount } from '../../../shared/accounts/account-schemas.js';
import { auditEvents, invoices, serviceRequests } from '../../db/schema.js';

let started: TestApp;
let owner: AdminClient;
let operations: AdminClient;

beforeAll(async () => {
  started = await startTestApp();
  const accounts = { owner: 'owner@freight.example', operations: 'operations@freight.example' } as const;
  for (const [role, email] of Object.entries(accounts) as ['owner' | 'operations', string][]) {
    await createTestAdmin(started.database.db, { email, password: 'a long enough test password' }, role);
  }
  owner = await signIn(started.app, { email: accounts.owner, password: 'a long enough test password' });
  operations = await signIn(started.app, { email: accounts.operations, password: 'a long enough test password' });
});

afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

const accountUrl = (id: number) => `/api/admin/service-requests/${id}/account`;
const creditOf = (client: AdminClient, id: number, adding: string) =>
  client.request({ method: 'GET', url: `/api/admin/service-requests/${id}/credit`, query: { adding } });

describe("a request's account", () => {
  it('is chosen by the office, its sent invoice following with its terms; cleared again; each recorded', async () => {
    const { db } = started.database;
    const account = await createAccount(owner, { name: 'Chosen Account Inc', terms: 'net_45' });
    const { id } = await requestByReference(db, await invoicedRequest(started.app, db, '300.00', 'walk-in@one-off.example'));
    expect((await owner.request({ method: 'GET', url: accountUrl(id) })).json<RequestAccount>()).toEqual({ account: null });

    const chosen = await owner.request({ method: 'PUT', url: accountUrl(id), payload: { accountId: account.id } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<RequestAccount>()).toEqual({
      account: { id: account.id, name: 'Chosen Account Inc', terms: 'net_45', creditLimit: null, openBalance: '300.00' },
    });
    expect(await invoicesOfRequest(db, id)).toMatchObject([{ accountId: account.id, terms: 'due_on_receipt' }]);

    const cleared = await owner.request({ method: 'PUT', url: accountUrl(id), payload: { accountId: null } });
    expect(cleared.json<RequestAccount>()).toEqual({ account: null });
    expect(await invoicesOfRequest(db, id)).toMatchObject([{ accountId: null }]);

    const history = await db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'service_request.account_changed'), eq(auditEvents.recordId, String(id))))
      .orderBy(asc(auditEvents.id));
    expect(history.map((event) => event.changes.accountId)).toEqual([
      { before: null, after: account.id },
      { before: account.id, after: null },
    ]);
  });

  it('refuses an unknown account (404), a merged one (409), an unknown request (404) and a bad body (400)', async () => {
    const { db } = started.database;
    const { id } = await requestByReference(db, await submitRequest(started.app, brokerRequest({ contactEmail: 'x@refusals.example' })));
    const kept = await createAccount(owner, { name: 'Kept Refusals' });
    const merged = await createAccount(owner, { name: 'Merged Refusals' });
    await owner.request({ method: 'POST', url: `/api/admin/accounts/${kept.id}/merge`, payload: { mergedAccountId: merged.id } });

    expect((await owner.request({ method: 'PUT', url: accountUrl(id), payload: { accountId: 999_999 } })).statusCode).toBe(404);
    expect((await owner.request({ method: 'PUT', url: accountUrl(id), payload: { accountId: merged.id } })).statusCode).toBe(409);
    expect((await owner.request({ method: 'PUT', url: accountUrl(999_999), payload: { accountId: kept.id } })).statusCode).toBe(404);
    for (const payload of [{}, { accountId: 'acme' }, { accountId: kept.id, terms: 'net_7' }]) {
      expect((await owner.request({ method: 'PUT', url: accountUrl(id), payload })).statusCode).toBe(400);
    }
    const [row] = await db.select({ accountId: serviceRequests.accountId }).from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row?.accountId).toBeNull();
  });

  it('is read by operations, who may not choose it (403)', async () => {
    const { id } = await requestByReference(
      started.database.db,
      await submitRequest(started.app, brokerRequest({ contactEmail: 'ops@reads.example' })),
    );
    const account = await createAccount(owner, { name: 'Ops Reads Co' });
    expect((await operations.request({ method: 'GET', url: accountUrl(id) })).statusCode).toBe(200);
    expect((await operations.request({ method: 'PUT', url: accountUrl(id), payload: { accountId: account.id } })).statusCode).toBe(403);
  });
});

describe('the credit check', () => {
  it("adds the new amount to the account's other open invoices and warns past the limit", async () => {
    const { db } = started.database;
    const account = await createAccount(owner, { name: 'Limited Credit LLC', creditLimit: '1000.00' });
    await addContact(owner, account.id, 'ap@limited-credit.example');
    await invoicedRequest(started.app, db, '600.00', 'ap@limited-credit.example');
    const invoiced = await requestByReference(db, await invoicedRequest(started.app, db, '150.00', 'ap@limited-credit.example'));
    const quoting = await requestByReference(
      db,
      await submitRequest(started.app, brokerRequest({ contactEmail: 'ap@limited-credit.example' })),
    );

    const within = (await creditOf(operations, quoting.id, '400')).json<CreditCheck>();
    expect(within).toEqual({
      account: { id: account.id, name: 'Limited Credit LLC' },
      creditLimit: '1000.00',
      openBalance: '750.00',
      adding: '400.00',
      balanceAfter: '1150.00',
      exceedsLimit: true,
    });
    expect((await creditOf(operations, quoting.id, '250.00')).json<CreditCheck>()).toMatchObject({
      balanceAfter: '1000.00',
      exceedsLimit: false,
    });

    // A request's own sent invoice is not counted twice: its quote or re-issue replaces it.
    expect((await creditOf(owner, invoiced.id, '150.00')).json<CreditCheck>()).toMatchObject({
      openBalance: '600.00',
      balanceAfter: '750.00',
    });

    // What has been paid no longer counts.
    await db.update(invoices).set({ balance: '0.00' }).where(eq(invoices.serviceRequestId, invoiced.id));
    expect((await creditOf(owner, quoting.id, '400.00')).json<CreditCheck>()).toMatchObject({ openBalance: '600.00', exceedsLimit: false });
  });

  it('never warns for a one-off customer or an account without a limit', async () => {
    const { db } = started.database;
    const oneOff = await requestByReference(db, await submitRequest(started.app, brokerRequest({ contactEmail: 'once@one-off.example' })));
    expect((await creditOf(owner, oneOff.id, '99,999.00')).json<CreditCheck>()).toEqual({
      account: null,
      creditLimit: null,
      openBalance: '0.00',
      adding: '99999.00',
      balanceAfter: '99999.00',
      exceedsLimit: false,
    });
    const unlimited = await createAccount(owner, { name: 'No Limit Inc' });
    await addContact(owner, unlimited.id, 'ap@no-limit.example');
    const request = await requestByReference(db, await submitRequest(started.app, brokerRequest({ contactEmail: 'ap@no-limit.example' })));
    expect((await creditOf(owner, request.id, '5000')).json<CreditCheck>()).toMatchObject({ creditLimit: null, exceedsLimit: false });
  });

  it('refuses an amount it cannot read (400) and an unknown request (404)', async () => {
    const { id } = await requestByReference(
      started.database.db,
      await submitRequest(started.app, brokerRequest({ contactEmail: 'bad@amounts.example' })),
    );
    for (const adding of ['2,50', '0', '-5', 'abc', '']) expect((await creditOf(owner, id, adding)).statusCode, adding).toBe(400);
    expect((await owner.request({ method: 'GET', url: `/api/admin/service-requests/${id}/credit` })).statusCode).toBe(400);
    expect((await creditOf(owner, 999_999, '10.00')).statusCode).toBe(404);
  });
});
