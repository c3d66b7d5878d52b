// The Accounts area as the owner or accounting use it (decision 072): the list with each account's
// terms, balance against its limit and contacts; a new account checked before it is sent and
// opened once saved; an account's dialog where a contact on another account is refused under the
// field (the server's 409, word for word), a public mail domain is refused before anything is sent,
// and a duplicate is merged in after a confirmation that names both.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountDetailSchema,
  accountPageSchema,
  contactOnAnotherAccountMessage,
  type AccountDetail,
  type AccountPage,
} from '@shared/accounts/account-schemas';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { errorOf } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { AccountsArea } from './accounts-area';

const NOW = '2026-11-20T15:00:00.000Z';

const ACME: AccountDetail = accountDetailSchema.parse({
  id: 7,
  name: 'Acme Freight',
  terms: 'net_30',
  creditLimit: '5000.00',
  openBalance: '6250.00',
  language: 'en',
  factored: false,
  remindersPaused: false,
  mergedInto: null,
  notes: 'Pays by ACH on Fridays',
  reminderOffsets: [-3, 1, 15, 30],
  contacts: [{ id: 1, email: 'ap@acme.example', name: null, createdAt: NOW }],
  domains: [{ id: 2, domain: 'acme.example', confirmedBy: 'ada@lakeshore.example', confirmedAt: NOW }],
  mergedAccounts: [],
  requestCount: 12,
  openInvoiceCount: 4,
  createdAt: NOW,
  updatedAt: NOW,
});

const DUPLICATE = {
  id: 9,
  name: 'ACME Freight LLC',
  terms: 'net_15',
  creditLimit: null,
  openBalance: '250.00',
  language: 'en',
  factored: false,
  remindersPaused: false,
  mergedInto: null,
  contactEmails: ['billing@acme-llc.example'],
  domains: [],
} as const;

const PAGE: AccountPage = accountPageSchema.parse({
  items: [
    { ...ACME, contactEmails: ['ap@acme.example'], domains: ['acme.example'] },
    {
      id: 8,
      name: 'Bolt Logistics',
      terms: 'due_on_receipt',
      creditLimit: null,
      openBalance: '0.00',
      language: 'es',
      factored: true,
      remindersPaused: true,
      mergedInto: null,
      contactEmails: [],
      domains: [],
    },
  ],
  page: 1,
  pageSize: 20,
  total: 2,
  totalIsCapped: false,
});

afterEach(() => vi.unstubAllGlobals());

async function renderArea(routes: Record<string, Route> = {}) {
  const network = stubNetwork({
    'GET /api/admin/accounts': (request) =>
      new URL(request.url, 'http://x').searchParams.get('search') === 'acme llc'
        ? { status: 200, body: { items: [DUPLICATE], page: 1, pageSize: 20, total: 1, totalIsCapped: false } }
        : { status: 200, body: PAGE },
    'GET /api/admin/accounts/7': { status: 200, body: ACME },
    'GET /api/admin/accounts/7/history': { status: 200, body: { items: [], nextCursor: null } },
    ...routes,
  });
  const rendered = renderWithApp(<AccountsArea />);
  await screen.findByRole('list', { name: 'Customer accounts' });
  return { ...rendered, network };
}

const cards = () => within(screen.getByRole('list', { name: 'Customer accounts' })).getAllByRole('listitem');

async function openAcme(user: Awaited<ReturnType<typeof renderArea>>['user']) {
  await user.click(screen.getByRole('button', { name: 'View Acme Freight' }));
  return screen.findByRole('dialog', { name: /Acme Freight/ });
}

describe('the Accounts area', () => {
  it('lists each account with its terms, balance, limit, contacts and flags', async () => {
    await renderArea();
    expect(cards()).toHaveLength(2);
    const acme = within(cards()[0]!);
    acme.getByText('Over credit limit');
    expect(acme.getByText('Terms').nextSibling?.textContent).toBe('Net 30');
    expect(acme.getByText('Open balance').nextSibling?.textContent).toBe('$6,250.00');
    expect(acme.getByText('Credit limit').nextSibling?.textContent).toBe('$5,000.00');
    expect(acme.getByText('Billing contacts').nextSibling?.textContent).toBe('ap@acme.example');
    const bolt = within(cards()[1]!);
    bolt.getByText('Factored');
    bolt.getByText('Reminders paused');
    expect(bolt.getByText('Credit limit').nextSibling?.textContent).toBe('No limit');
  });

  it('checks a new account before sending it, then sends it with its terms and limit and opens it', async () => {
    const { user, network } = await renderArea({
      'POST /api/admin/accounts': { status: 201, body: ACME },
    });
    await user.click(screen.getByRole('button', { name: 'New account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(errorOf(within(dialog).getByLabelText('Company name'))).toBe('Required');
    await user.type(within(dialog).getByLabelText('Credit limit (USD)'), '2,50');
    await user.type(within(dialog).getByLabelText('Company name'), 'Acme Freight');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(errorOf(within(dialog).getByLabelText('Credit limit (USD)'))).toMatch(/^Write the amount in dollars/);
    expect(network.requestsTo('POST /api/admin/accounts')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Credit limit (USD)'));
    await user.type(within(dialog).getByLabelText('Credit limit (USD)'), '5,000');
    await user.selectOptions(within(dialog).getByLabelText('Payment terms'), 'Net 30');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await screen.findByRole('dialog', { name: /Acme Freight/ });
    expect(network.requestsTo('POST /api/admin/accounts').map((request) => request.body)).toEqual([
      {
        name: 'Acme Freight',
        terms: 'net_30',
        creditLimit: '5,000',
        language: 'en',
        factored: false,
        remindersPaused: false,
        reminderOffsets: [-3, 1, 15, 30],
        notes: null,
      },
    ]);
  });

  it("shows an account whole, and the server's 409 under the contact field when the address is another account's", async () => {
    const { user, network } = await renderArea({
      'POST /api/admin/accounts/7/contacts': {
        status: 409,
        body: { error: 'Conflict', code: 'api.conflict', message: contactOnAnotherAccountMessage('Bolt Logistics') },
      },
    });
    const dialog = await openAcme(user);
    within(dialog).getByText('Pays by ACH on Fridays');
    within(within(dialog).getByRole('list', { name: 'Billing contacts' })).getByText('ap@acme.example');
    within(within(dialog).getByRole('list', { name: 'Company domains' })).getByText('@acme.example');
    const field = within(dialog).getByLabelText('Billing contact e-mail');
    await user.type(field, 'Payables@Bolt.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(errorOf(field)).toBe(contactOnAnotherAccountMessage('Bolt Logistics')));
    expect(network.requestsTo('POST /api/admin/accounts/7/contacts').map((request) => request.body)).toEqual([
      { email: 'Payables@Bolt.example' },
    ]);
  });

  it('refuses a public mail domain before sending it, and says how many requests a company domain brought', async () => {
    const { user, network } = await renderArea({
      'POST /api/admin/accounts/7/domains': { status: 201, body: { account: ACME, attachedRequests: 3 } },
    });
    const dialog = await openAcme(user);
    const field = within(dialog).getByLabelText('Company domain');
    await user.type(field, 'gmail.com');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm domain' }));
    expect(errorOf(field)).toBe("Anyone can get an address at a public mail service: confirm only a company's own domain.");
    expect(network.requestsTo('POST /api/admin/accounts/7/domains')).toEqual([]);

    await user.clear(field);
    await user.type(field, '@Acme-Shipping.example');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm domain' }));
    await within(dialog).findByText('acme-shipping.example confirmed. 3 earlier requests are now billed to it.');
    expect(network.requestsTo('POST /api/admin/accounts/7/domains').map((request) => request.body)).toEqual([
      { domain: 'acme-shipping.example' },
    ]);
  });

  it('merges a duplicate in after a confirmation naming both accounts', async () => {
    const { user, network } = await renderArea({
      'POST /api/admin/accounts/7/merge': {
        status: 200,
        body: {
          account: ACME,
          moved: { requests: 3, invoices: 2, contacts: 1, domains: 0, statements: 0, mergedAccounts: 0 },
          statementsKept: 0,
        },
      },
    });
    const dialog = await openAcme(user);
    await user.click(within(dialog).getByRole('button', { name: 'Merge another account into this one' }));
    const picker = await screen.findByRole('dialog', { name: 'Merge an account into Acme Freight' });
    await user.type(within(picker).getByLabelText('Find an account'), 'acme llc');
    await user.click(await within(picker).findByRole('button', { name: 'Merge ACME Freight LLC' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Merge ACME Freight LLC into Acme Freight?' });
    expect(network.requestsTo('POST /api/admin/accounts/7/merge')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Merge ACME Freight LLC' }));
    await within(dialog).findByText('ACME Freight LLC merged into this account: 3 requests, 2 invoices and 1 billing contact moved here.');
    expect(network.requestsTo('POST /api/admin/accounts/7/merge').map((request) => request.body)).toEqual([{ mergedAccountId: 9 }]);
  });
});
