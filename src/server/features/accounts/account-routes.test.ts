// The Accounts screen's routes through the whole app on a real database (decision 072): who may
// read and who may change (operations reads, accounting and the owner change, recruiting neither),
// the 400s a form shows under its fields, the 409 of an address or a domain already on another
// account, the list's search and balance, and every change in the audit log with before and after.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { addContact, addDomain, createAccount } from '../../../../tests/support/accounts.js';
import { invoicedRequest } from '../../../../tests/support/payments.js';
import { startTestApp, stopTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { AccountDetail, AccountPage } from '../../../shared/accounts/account-schemas.js';
import type { StaffRole } from '../../../shared/staff-roles.js';
import { auditEvents, customerAccounts } from '../../db/schema.js';

let started: TestApp;
const members = {} as Record<StaffRole, AdminClient>;

beforeAll(async () => {
  started = await startTestApp();
  for (const role of ['owner', 'accounting', 'operations', 'recruiting'] as const) {
    const account = { email: `${role}@freight.example`, password: 'a long enough test password' };
    await createTestAdmin(started.database.db, account, role);
    members[role] = await signIn(started.app, account);
  }
});

afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

async function eventsOf(recordId: number) {
  return started.database.db
    .select({ action: auditEvents.action, actorLabel: auditEvents.actorLabel, changes: auditEvents.changes })
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'customer_account'), eq(auditEvents.recordId, String(recordId))))
    .orderBy(asc(auditEvents.id));
}

describe('who may use accounts', () => {
  let account: AccountDetail;
  beforeAll(async () => {
    account = await createAccount(members.owner, { name: 'Roles Freight Co' });
  });

  const reads = (id: number) =>
    [
      { method: 'GET', url: '/api/admin/accounts' },
      { method: 'GET', url: `/api/admin/accounts/${id}` },
    ] as const;
  const writes = (id: number) =>
    [
      { method: 'POST', url: '/api/admin/accounts', payload: { name: 'Not Allowed Inc' } },
      { method: 'PATCH', url: `/api/admin/accounts/${id}`, payload: { terms: 'net_30' } },
      { method: 'POST', url: `/api/admin/accounts/${id}/contacts`, payload: { email: 'nobody@roles.example' } },
      { method: 'DELETE', url: `/api/admin/accounts/${id}/contacts/1` },
      { method: 'POST', url: `/api/admin/accounts/${id}/domains`, payload: { domain: 'roles.example' } },
      { method: 'DELETE', url: `/api/admin/accounts/${id}/domains/1` },
      { method: 'POST', url: `/api/admin/accounts/${id}/merge`, payload: { mergedAccountId: id + 1000 } },
    ] as const;

  it('lets operations read but change nothing (403), and changes nothing', async () => {
    for (const call of reads(account.id)) expect((await members.operations.request(call)).statusCode, call.url).toBe(200);
    for (const call of writes(account.id))
      expect((await members.operations.request(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    const [row] = await started.database.db.select().from(customerAccounts).where(eq(customerAccounts.id, account.id));
    expect(row?.terms).toBe('due_on_receipt');
  });

  it('refuses recruiting every call with a 403', async () => {
    for (const call of [...reads(account.id), ...writes(account.id)]) {
      expect((await members.recruiting.request(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });

  it('lets accounting change an account', async () => {
    const response = await members.accounting.request({
      method: 'PATCH',
      url: `/api/admin/accounts/${account.id}`,
      payload: { terms: 'net_15' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AccountDetail>().terms).toBe('net_15');
  });

  it('refuses someone signed out with a 401', async () => {
    const response = await started.app.inject({ method: 'GET', url: '/api/admin/accounts' });
    expect(response.statusCode).toBe(401);
  });
});

describe('creating and changing an account', () => {
  it('creates one from a name alone, with the defaults, and records it', async () => {
    const account = await createAccount(members.accounting, { name: '  Great Lakes Brokerage  ' });
    expect(account).toMatchObject({
      name: 'Great Lakes Brokerage',
      terms: 'due_on_receipt',
      creditLimit: null,
      notes: null,
      language: 'en',
      factored: false,
      remindersPaused: false,
      reminderOffsets: [-3, 1, 15, 30],
      openBalance: '0.00',
      contacts: [],
      domains: [],
      mergedInto: null,
      requestCount: 0,
    });
    expect(await eventsOf(account.id)).toEqual([
      {
        action: 'customer_account.created',
        actorLabel: 'accounting@freight.example',
        changes: {
          name: { before: null, after: 'Great Lakes Brokerage' },
          terms: { before: null, after: 'due_on_receipt' },
          creditLimit: { before: null, after: null },
          hasNotes: { before: null, after: false },
          language: { before: null, after: 'en' },
          factored: { before: null, after: false },
          remindersPaused: { before: null, after: false },
          reminderOffsets: { before: null, after: '-3, 1, 15, 30' },
        },
      },
    ]);
  });

  it('changes the fields sent, records each before and after, and the notes only as changed', async () => {
    const account = await createAccount(members.owner, { name: 'Delta Haulers', terms: 'net_30', creditLimit: '5,000' });
    const response = await members.owner.request({
      method: 'PATCH',
      url: `/api/admin/accounts/${account.id}`,
      payload: {
        terms: 'net_45',
        creditLimit: null,
        notes: 'Pays by ACH on Fridays',
        language: 'es',
        factored: true,
        remindersPaused: true,
        reminderOffsets: [30, -5, 10],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AccountDetail>()).toMatchObject({
      name: 'Delta Haulers',
      terms: 'net_45',
      creditLimit: null,
      notes: 'Pays by ACH on Fridays',
      language: 'es',
      factored: true,
      remindersPaused: true,
      reminderOffsets: [-5, 10, 30],
    });
    const events = await eventsOf(account.id);
    expect(events.at(-1)).toEqual({
      action: 'customer_account.changed',
      actorLabel: 'owner@freight.example',
      changes: {
        terms: { before: 'net_30', after: 'net_45' },
        creditLimit: { before: '5000.00', after: null },
        hasNotes: { before: false, after: true },
        language: { before: 'en', after: 'es' },
        factored: { before: false, after: true },
        remindersPaused: { before: false, after: true },
        reminderOffsets: { before: '-3, 1, 15, 30', after: '-5, 10, 30' },
        notesChanged: { before: null, after: true },
      },
    });

    // The same values again: nothing changes, nothing is recorded.
    const again = await members.owner.request({ method: 'PATCH', url: `/api/admin/accounts/${account.id}`, payload: { terms: 'net_45' } });
    expect(again.statusCode).toBe(200);
    expect(await eventsOf(account.id)).toHaveLength(events.length);
  });

  it.each([
    ['no name', { terms: 'net_30' }, 'name'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name of two lines', { name: 'Acme\nEvil line' }, 'name'],
    ['unknown terms', { name: 'Acme', terms: 'net_60' }, 'terms'],
    ['a credit limit of nothing', { name: 'Acme', creditLimit: '0' }, 'creditLimit'],
    ['an ambiguous credit limit', { name: 'Acme', creditLimit: '2,50' }, 'creditLimit'],
    ['a language we do not write', { name: 'Acme', language: 'fr' }, 'language'],
    ['a reminder day too far out', { name: 'Acme', reminderOffsets: [-3, 400] }, 'reminderOffsets.1'],
    ['the same reminder day twice', { name: 'Acme', reminderOffsets: [1, 1] }, 'reminderOffsets'],
    ['a field the server does not know', { name: 'Acme', balance: '0.00' }, undefined],
  ])('refuses %s with a 400, creating nothing', async (_case, payload, field) => {
    const before = await started.database.db.select({ id: customerAccounts.id }).from(customerAccounts);
    const response = await members.owner.request({ method: 'POST', url: '/api/admin/accounts', payload });
    expect(response.statusCode).toBe(400);
    // A schema's refusal names the field first ("terms: Choose ..."), as the form reads it.
    if (field) expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(await started.database.db.select({ id: customerAccounts.id }).from(customerAccounts)).toHaveLength(before.length);
  });

  it('refuses an empty change (400) and an unknown account (404)', async () => {
    const account = await createAccount(members.owner, { name: 'Empty Change LLC' });
    expect((await members.owner.request({ method: 'PATCH', url: `/api/admin/accounts/${account.id}`, payload: {} })).statusCode).toBe(400);
    const unknown = await members.owner.request({ method: 'PATCH', url: '/api/admin/accounts/999999', payload: { terms: 'net_7' } });
    expect(unknown.statusCode).toBe(404);
    expect((await members.owner.request({ method: 'GET', url: '/api/admin/accounts/999999' })).statusCode).toBe(404);
    expect((await members.owner.request({ method: 'GET', url: '/api/admin/accounts/abc' })).statusCode).toBe(400);
  });
});

describe('billing contacts', () => {
  it('adds an address lower-case, and refuses it again on the same account (409)', async () => {
    const account = await createAccount(members.owner, { name: 'Contact Test Co' });
    const added = await addContact(members.owner, account.id, '  AP@Contact-Test.example ');
    expect(added.account.contacts.map((contact) => contact.email)).toEqual(['ap@contact-test.example']);
    const again = await members.owner.request({
      method: 'POST',
      url: `/api/admin/accounts/${account.id}/contacts`,
      payload: { email: 'ap@contact-test.example' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This address is already a billing contact of this account.');
    expect((await eventsOf(account.id)).map((event) => event.action)).toEqual([
      'customer_account.created',
      'customer_account.contact_added',
    ]);
  });

  it('refuses an address on another account with a 409 naming that account, changing neither', async () => {
    const first = await createAccount(members.owner, { name: 'First Owner Freight' });
    const second = await createAccount(members.owner, { name: 'Second Try Logistics' });
    await addContact(members.owner, first.id, 'shared@two-accounts.example');
    const response = await members.owner.request({
      method: 'POST',
      url: `/api/admin/accounts/${second.id}/contacts`,
      payload: { email: 'SHARED@two-accounts.example' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'This address is already a billing contact of another account, "First Owner Freight". Remove it there first, or merge the two accounts.',
    );
    const detail = (id: number) =>
      members.owner.request({ method: 'GET', url: `/api/admin/accounts/${id}` }).then((r) => r.json<AccountDetail>());
    expect((await detail(first.id)).contacts.map((contact) => contact.email)).toEqual(['shared@two-accounts.example']);
    expect((await detail(second.id)).contacts).toEqual([]);
  });

  it('refuses what is not an address (400), and removes a contact (204, recorded; 404 the second time)', async () => {
    const account = await createAccount(members.owner, { name: 'Remove Contact Co' });
    for (const email of ['not-an-address', '', 'a@b@c.example', 'x@example.com\u0000']) {
      const response = await members.owner.request({
        method: 'POST',
        url: `/api/admin/accounts/${account.id}/contacts`,
        payload: { email },
      });
      expect(response.statusCode, JSON.stringify(email)).toBe(400);
    }
    const added = await addContact(members.owner, account.id, 'leaving@remove-contact.example');
    const contactId = added.account.contacts[0]?.id ?? 0;
    const url = `/api/admin/accounts/${account.id}/contacts/${contactId}`;
    expect((await members.owner.request({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await members.owner.request({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await eventsOf(account.id)).at(-1)).toMatchObject({
      action: 'customer_account.contact_removed',
      changes: { email: { before: 'leaving@remove-contact.example', after: null } },
    });
  });
});

describe('confirmed domains', () => {
  it.each(['gmail.com', 'Yahoo.com', '@outlook.com', 'hotmail.com', 'icloud.com', 'aol.com', 'proton.me', 'yahoo.co.uk', 'hotmail.es'])(
    'refuses the public mail domain %s with a 400 saying why',
    async (domain) => {
      const account = await createAccount(members.owner, { name: `Public ${domain}` });
      const response = await members.owner.request({
        method: 'POST',
        url: `/api/admin/accounts/${account.id}/domains`,
        payload: { domain },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        "domain: Anyone can get an address at a public mail service: confirm only a company's own domain.",
      );
    },
  );

  it.each(['acme', 'acme..com', '-acme.com', 'acme.com/path', 'user@acme.com', 'acme .com'])(
    'refuses %j, which is no domain (400)',
    async (domain) => {
      const account = await createAccount(members.owner, { name: `Bad domain ${domain}` });
      const response = await members.owner.request({
        method: 'POST',
        url: `/api/admin/accounts/${account.id}/domains`,
        payload: { domain },
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it('confirms a company domain lower-case with who confirmed it, refuses it for another account (409), removes it', async () => {
    const account = await createAccount(members.owner, { name: 'Domain Holder Inc' });
    const other = await createAccount(members.owner, { name: 'Domain Wanter Inc' });
    const added = await addDomain(members.accounting, account.id, '@Domain-Holder.example');
    expect(added.account.domains).toMatchObject([{ domain: 'domain-holder.example', confirmedBy: 'accounting@freight.example' }]);
    const taken = await members.owner.request({
      method: 'POST',
      url: `/api/admin/accounts/${other.id}/domains`,
      payload: { domain: 'domain-holder.example' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toContain('"Domain Holder Inc"');
    const url = `/api/admin/accounts/${account.id}/domains/${added.account.domains[0]?.id ?? 0}`;
    expect((await members.owner.request({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await eventsOf(account.id)).map((event) => event.action)).toEqual([
      'customer_account.created',
      'customer_account.domain_added',
      'customer_account.domain_removed',
    ]);
  });
});

describe('the list', () => {
  it('finds accounts by part of a name, a contact or a domain, each with what its sent invoices owe', async () => {
    const account = await createAccount(members.owner, { name: 'Searchable Zebra Transport', creditLimit: '1000' });
    await addContact(members.owner, account.id, 'payables@zebra-books.example');
    await addDomain(members.owner, account.id, 'zebra-transport.example');
    // Two invoices billed to it (its contact's requests), one paid off in the books.
    await invoicedRequest(started.app, started.database.db, '400.00', 'payables@zebra-books.example');
    await invoicedRequest(started.app, started.database.db, '250.50', 'dispatch@zebra-transport.example');

    for (const search of ['zebra tr', 'PAYABLES@zebra', 'zebra-transport.ex']) {
      const page = (await members.operations.request({ method: 'GET', url: '/api/admin/accounts', query: { search } })).json<AccountPage>();
      expect(
        page.items.map((item) => item.name),
        search,
      ).toEqual(['Searchable Zebra Transport']);
      expect(page.items[0]).toMatchObject({
        openBalance: '650.50',
        creditLimit: '1000.00',
        contactEmails: ['payables@zebra-books.example'],
        domains: ['zebra-transport.example'],
      });
    }
    const none = (
      await members.owner.request({ method: 'GET', url: '/api/admin/accounts', query: { search: 'no such 100%_' } })
    ).json<AccountPage>();
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a filter it does not know (400)', async () => {
    expect((await members.owner.request({ method: 'GET', url: '/api/admin/accounts', query: { status: 'deleted' } })).statusCode).toBe(400);
  });
});
