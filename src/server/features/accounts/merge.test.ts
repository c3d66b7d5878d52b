// Merging two accounts keeps every record (decision 072): the account kept takes the other's
// requests, invoices, contacts, domains and statements (a month it already has stays on the merged
// one), accounts merged earlier into the other now point at it, the other is marked merged, never
// deleted, and every table holds as many rows as before. Both accounts' histories say so; a merged
// account takes no change, and a new request from its old contact goes to the survivor.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import { addContact, addDomain, createAccount, invoicesOfRequest, requestByReference } from '../../../../tests/support/accounts.js';
import { invoicedRequest } from '../../../../tests/support/payments.js';
import { brokerRequest, submitRequest } from '../../../../tests/support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { AccountDetail, AccountMerged } from '../../../shared/accounts/account-schemas.js';
import {
  accountStatements,
  auditEvents,
  customerAccountContacts,
  customerAccountDomains,
  customerAccounts,
  invoices,
  serviceRequests,
} from '../../db/schema.js';

let started: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  ({ admin, ...started } = await startTestAppWithAdmin());
});

afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

async function insertStatement(accountId: number, periodStart: string, closingBalance: string): Promise<number> {
  const periodEnd = `${periodStart.slice(0, 8)}28`;
  const [row] = await started.database.db
    .insert(accountStatements)
    .values({ accountId, periodStart, periodEnd, openingBalance: '0.00', closingBalance, entries: [], language: 'en' })
    .returning({ id: accountStatements.id });
  return row?.id ?? 0;
}

/** How many rows each table a merge touches holds. */
async function rowCounts() {
  const { db } = started.database;
  const [[accounts], [contacts], [domains], [requests], [invoiceRows], [statements]] = await Promise.all([
    db.select({ value: count() }).from(customerAccounts),
    db.select({ value: count() }).from(customerAccountContacts),
    db.select({ value: count() }).from(customerAccountDomains),
    db.select({ value: count() }).from(serviceRequests),
    db.select({ value: count() }).from(invoices),
    db.select({ value: count() }).from(accountStatements),
  ]);
  return {
    accounts: accounts?.value,
    contacts: contacts?.value,
    domains: domains?.value,
    requests: requests?.value,
    invoices: invoiceRows?.value,
    statements: statements?.value,
  };
}

const merge = (keptId: number, mergedAccountId: number) =>
  admin.request({ method: 'POST', url: `/api/admin/accounts/${keptId}/merge`, payload: { mergedAccountId } });

describe('merging two accounts', () => {
  it('moves every record to the account kept, deletes nothing, and records it on both', async () => {
    const { db } = started.database;
    const kept = await createAccount(admin, { name: 'Acme Freight', terms: 'net_30' });
    const merged = await createAccount(admin, { name: 'ACME Freight LLC (duplicate)', terms: 'net_15', creditLimit: '2000' });
    const earlier = await createAccount(admin, { name: 'Acme old name' });
    await addContact(admin, kept.id, 'ap@acme-freight.example');
    await addContact(admin, merged.id, 'billing@acme-llc.example');
    await addDomain(admin, merged.id, 'acme-llc.example');
    await addContact(admin, earlier.id, 'old@acme-old.example');
    expect((await merge(merged.id, earlier.id)).statusCode).toBe(200);

    const keptRequest = await invoicedRequest(started.app, db, '100.00', 'ap@acme-freight.example');
    const mergedInvoiced = await invoicedRequest(started.app, db, '250.00', 'billing@acme-llc.example');
    const mergedOpen = await submitRequest(started.app, brokerRequest({ contactEmail: 'dock@acme-llc.example' }));
    await insertStatement(kept.id, '2026-10-01', '100.00');
    await insertStatement(merged.id, '2026-10-01', '250.00');
    const movedStatement = await insertStatement(merged.id, '2026-09-01', '75.00');
    const before = await rowCounts();

    const response = await merge(kept.id, merged.id);
    expect(response.statusCode).toBe(200);
    const result = response.json<AccountMerged>();
    expect(result.moved).toEqual({ requests: 2, invoices: 1, contacts: 2, domains: 1, statements: 1, mergedAccounts: 1 });
    expect(result.statementsKept).toBe(1);
    expect(result.account).toMatchObject({
      id: kept.id,
      name: 'Acme Freight',
      terms: 'net_30',
      creditLimit: null,
      openBalance: '350.00',
      requestCount: 3,
      contacts: [{ email: 'ap@acme-freight.example' }, { email: 'billing@acme-llc.example' }, { email: 'old@acme-old.example' }],
      domains: [{ domain: 'acme-llc.example' }],
    });
    expect(result.account.mergedAccounts.map((account) => account.id).sort()).toEqual([merged.id, earlier.id].sort());

    expect(await rowCounts()).toEqual(before);
    for (const referenceId of [keptRequest, mergedInvoiced, mergedOpen]) {
      expect((await requestByReference(db, referenceId)).accountId).toBe(kept.id);
    }
    const { id: invoicedId } = await requestByReference(db, mergedInvoiced);
    // The invoice is the survivor's now, on the terms it was sent on (the merged account's Net 15).
    expect(await invoicesOfRequest(db, invoicedId)).toMatchObject([{ accountId: kept.id, terms: 'net_15' }]);
    const [statement] = await db
      .select({ accountId: accountStatements.accountId })
      .from(accountStatements)
      .where(eq(accountStatements.id, movedStatement));
    expect(statement?.accountId).toBe(kept.id);

    const accounts = await db.select().from(customerAccounts).where(eq(customerAccounts.mergedIntoId, kept.id));
    expect(accounts.map((account) => account.id).sort()).toEqual([merged.id, earlier.id].sort());
    expect(accounts.every((account) => account.mergedAt !== null)).toBe(true);

    const events = await db
      .select({ recordId: auditEvents.recordId, changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'customer_account.merged'), eq(auditEvents.recordType, 'customer_account')));
    expect(events.find((event) => event.recordId === String(kept.id))?.changes).toMatchObject({
      mergedAccountId: { after: merged.id },
      requests: { after: 2 },
      statementsKept: { after: 1 },
    });
    expect(events.find((event) => event.recordId === String(merged.id))?.changes).toMatchObject({
      mergedIntoId: { before: null, after: kept.id },
    });

    // The merged account shows where it went, and takes no change.
    const detail = (await admin.request({ method: 'GET', url: `/api/admin/accounts/${merged.id}` })).json<AccountDetail>();
    expect(detail).toMatchObject({ mergedInto: { id: kept.id, name: 'Acme Freight' }, contacts: [], domains: [], requestCount: 0 });
    const changes = [
      { method: 'PATCH', url: `/api/admin/accounts/${merged.id}`, payload: { terms: 'net_7' } },
      { method: 'POST', url: `/api/admin/accounts/${merged.id}/contacts`, payload: { email: 'new@acme-llc.example' } },
      { method: 'POST', url: `/api/admin/accounts/${merged.id}/domains`, payload: { domain: 'acme-new.example' } },
      { method: 'POST', url: `/api/admin/accounts/${kept.id}/merge`, payload: { mergedAccountId: merged.id } },
      { method: 'POST', url: `/api/admin/accounts/${merged.id}/merge`, payload: { mergedAccountId: kept.id } },
    ] as const;
    for (const call of changes) expect((await admin.request(call)).statusCode, `${call.method} ${call.url}`).toBe(409);

    // Its old contact's next request goes to the survivor.
    const next = await submitRequest(started.app, brokerRequest({ contactEmail: 'billing@acme-llc.example' }));
    expect((await requestByReference(db, next)).accountId).toBe(kept.id);
  });

  it('refuses an account merged into itself (409) and an unknown one (404), changing nothing', async () => {
    const account = await createAccount(admin, { name: 'Lonely Account' });
    expect((await merge(account.id, account.id)).statusCode).toBe(409);
    expect((await merge(account.id, 999_999)).statusCode).toBe(404);
    expect((await merge(999_999, account.id)).statusCode).toBe(404);
    expect(
      (await admin.request({ method: 'POST', url: `/api/admin/accounts/${account.id}/merge`, payload: { mergedAccountId: 'x' } }))
        .statusCode,
    ).toBe(400);
    const [row] = await started.database.db.select().from(customerAccounts).where(eq(customerAccounts.id, account.id));
    expect(row?.mergedIntoId).toBeNull();
  });

  it('merges two accounts into each other at once without a deadlock: one wins, the other is refused', async () => {
    const left = await createAccount(admin, { name: 'Race Left' });
    const right = await createAccount(admin, { name: 'Race Right' });
    const answers = await Promise.all([merge(left.id, right.id), merge(right.id, left.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await started.database.db
      .select({ id: customerAccounts.id, mergedIntoId: customerAccounts.mergedIntoId })
      .from(customerAccounts)
      .where(eq(customerAccounts.name, 'Race Left'));
    const merged = rows[0]?.mergedIntoId === null ? right.id : left.id;
    const [loser] = await started.database.db.select().from(customerAccounts).where(eq(customerAccounts.id, merged));
    expect(loser?.mergedIntoId).not.toBeNull();
  });
});
