// The books on the Billing screen as the owner and accounting use them (issue 38): the downloads
// follow the days chosen (last month first; a range backwards offers none), the factored invoices
// each with their packet; the owner chooses the income accounts and records the factor (checked
// before sending), while accounting reads them.
import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSession } from '@shared/admin/admin-auth';
import { DEFAULT_INCOME_ACCOUNTS, incomeAccountsSchema, type IncomeAccounts } from '@shared/receivables/books';
import { factorViewSchema, factoredInvoiceListSchema, type FactorView } from '@shared/receivables/factoring';
import { LINE_KINDS } from '@shared/invoicing/invoice-lines';
import { ADMIN_SESSION_KEY } from '@/lib/admin/admin-query-keys';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { fieldNamed } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { BooksSection } from './books-section';
import { BooksExportSection, lastMonth } from './components/books-export-section';
import { FactorSection } from './components/factor-section';
import { IncomeAccountsSection } from './components/income-accounts-section';

function BooksSettings() {
  return (
    <>
      <IncomeAccountsSection />
      <FactorSection />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

const INCOME_ACCOUNTS: IncomeAccounts = incomeAccountsSchema.parse({
  items: LINE_KINDS.map((kind) =>
    kind === 'detention'
      ? { kind, accountName: 'Detention Revenue', isDefault: false }
      : { kind, accountName: DEFAULT_INCOME_ACCOUNTS[kind], isDefault: true },
  ),
});
const FACTOR: FactorView = factorViewSchema.parse({
  factor: {
    name: 'Prairie Capital Factoring',
    remitTo: 'PO Box 4410\nDallas, TX 75201',
    email: 'remit@prairie.example',
    phone: null,
    updatedAt: '2026-11-02T15:00:00.000Z',
    updatedBy: 'owner@lakeshore.example',
  },
  factoredAccounts: 2,
});

function asMember(role: AdminSession['role'], ui: ReactElement) {
  const session: AdminSession = {
    email: `${role}@lakeshore.example`,
    username: role,
    role,
    twoFactorEnabled: true,
    twoFactorRequired: false,
  };
  function WithSession() {
    const client = useQueryClient();
    useState(() => client.setQueryData(ADMIN_SESSION_KEY, session));
    return ui;
  }
  return renderWithApp(<WithSession />);
}

function settingsRoutes(routes: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /api/admin/books/income-accounts': { status: 200, body: INCOME_ACCOUNTS },
    'GET /api/admin/factoring/factor': { status: 200, body: FACTOR },
    ...routes,
  };
}

describe('the books’ downloads', () => {
  const INVOICES = factoredInvoiceListSchema.parse({
    items: [
      {
        serviceRequestId: 41,
        invoiceNumber: 'INV-2026-000141',
        referenceId: 'SR-7K3M-Q9XD-2HVB-N4TE',
        invoiceDate: '2026-10-06',
        debtor: 'Midwest Grain Brokers',
        amount: '2251.53',
        dueOn: '2026-11-05',
        terms: 'net_30',
        hasProofOfDelivery: true,
      },
    ],
    truncated: false,
  });

  it('starts on last month, and links every download to the days chosen', async () => {
    const network = stubNetwork({ 'GET /api/admin/factoring/invoices': { status: 200, body: INVOICES } });
    const { user } = renderWithApp(<BooksExportSection today="2026-11-18" />);
    expect(fieldNamed('First day').value).toBe('2026-10-01');
    expect(fieldNamed('Last day').value).toBe('2026-10-31');
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('QuickBooks Online: invoices')).toBe('/api/admin/books/export/quickbooks-invoices?from=2026-10-01&to=2026-10-31');
    expect(hrefOf('Journal (date, document, account, debit, credit, customer, memo)')).toBe(
      '/api/admin/books/export/journal?from=2026-10-01&to=2026-10-31',
    );
    expect(hrefOf('Schedule of accounts (CSV)')).toBe('/api/admin/factoring/schedule?from=2026-10-01&to=2026-10-31');

    const table = await screen.findByRole('table', { name: 'Factored invoices sent on these days' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe(
      'INV-2026-0001412026-10-06Midwest Grain Brokers$2,251.532026-11-05 (Net 30)YesPacket (PDF)',
    );
    expect(within(table).getByRole('link', { name: 'Packet of INV-2026-000141 (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/factoring/invoices/41/packet.pdf',
    );
    expect(network.requestsTo('GET /api/admin/factoring/invoices').map((request) => request.url)).toEqual([
      '/api/admin/factoring/invoices?from=2026-10-01&to=2026-10-31',
    ]);

    await user.clear(fieldNamed('First day'));
    await user.type(fieldNamed('First day'), '2026-11-02');
    expect(screen.getByRole('alert').textContent).toBe('The first day must come before the last');
    expect(screen.queryByRole('link', { name: 'QuickBooks Online: invoices' })).toBeNull();
    expect(screen.getByRole('button', { name: 'QuickBooks Online: invoices' }).hasAttribute('disabled')).toBe(true);
  });

  it('takes January for a day in February, and December across the year', () => {
    expect(lastMonth('2026-02-28')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(lastMonth('2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('the books on the Billing screen', () => {
  it('come under one heading: the downloads, the income accounts and the factor', async () => {
    stubNetwork(settingsRoutes({ 'GET /api/admin/factoring/invoices': { status: 200, body: { items: [], truncated: false } } }));
    asMember('owner', <BooksSection today="2026-11-18" />);
    const section = screen.getByRole('region', { name: 'Books and factoring' });
    expect(within(section).getByRole('form', { name: 'Days to export' })).toBeTruthy();
    expect(await within(section).findByRole('form', { name: 'Income accounts' })).toBeTruthy();
    expect(await within(section).findByRole('form', { name: 'Factor' })).toBeTruthy();
    expect(await within(section).findByText('No factored invoice was sent on these days.')).toBeTruthy();
  });
});

describe('the books’ settings', () => {
  it('lets the owner choose each kind’s income account, the default shown until chosen', async () => {
    const saved = incomeAccountsSchema.parse({
      items: INCOME_ACCOUNTS.items.map((item) =>
        item.kind === 'lumper' ? { ...item, accountName: 'Lumper Fees', isDefault: false } : item,
      ),
    });
    const network = stubNetwork(settingsRoutes({ 'PUT /api/admin/books/income-accounts': { status: 200, body: saved } }));
    const { user } = asMember('owner', <BooksSettings />);
    const form = await screen.findByRole('form', { name: 'Income accounts' });
    expect(fieldNamed('Detention', form).value).toBe('Detention Revenue');
    expect(fieldNamed('Linehaul (default)', form).value).toBe('Freight Income');
    await user.clear(fieldNamed('Lumper (default)', form));
    await user.type(fieldNamed('Lumper (default)', form), 'Lumper Fees');
    await user.click(within(form).getByRole('button', { name: 'Save income accounts' }));
    await waitFor(() => expect(shownToasts()).toContainEqual(['Income accounts saved', expect.any(String)]));
    expect(network.requestsTo('PUT /api/admin/books/income-accounts').map((request) => request.body)).toEqual([
      { ...DEFAULT_INCOME_ACCOUNTS, detention: 'Detention Revenue', lumper: 'Lumper Fees' },
    ]);
  });

  it('checks an income account before sending it', async () => {
    const network = stubNetwork(settingsRoutes());
    const { user } = asMember('owner', <BooksSettings />);
    const form = await screen.findByRole('form', { name: 'Income accounts' });
    await user.clear(fieldNamed('Linehaul (default)', form));
    await user.click(within(form).getByRole('button', { name: 'Save income accounts' }));
    expect(await within(form).findByText('Enter the account name')).toBeTruthy();
    expect(network.requestsTo('PUT /api/admin/books/income-accounts')).toEqual([]);
  });

  it('lets the owner record the factor, checked before sending', async () => {
    const network = stubNetwork(settingsRoutes({ 'PUT /api/admin/factoring/factor': { status: 200, body: FACTOR } }));
    const { user } = asMember('owner', <BooksSettings />);
    const form = await screen.findByRole('form', { name: 'Factor' });
    expect(screen.getByText('2 accounts are factored.')).toBeTruthy();
    expect(fieldNamed('Remit-to address', form).value).toBe('PO Box 4410\nDallas, TX 75201');
    await user.type(fieldNamed('E-mail (optional)', form), '-not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Save factor' }));
    expect(await within(form).findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(network.requestsTo('PUT /api/admin/factoring/factor')).toEqual([]);

    await user.clear(fieldNamed('E-mail (optional)', form));
    await user.type(fieldNamed('Phone (optional)', form), '(214) 555-0199');
    await user.click(within(form).getByRole('button', { name: 'Save factor' }));
    await waitFor(() => expect(shownToasts()).toContainEqual(['Factor saved', expect.any(String)]));
    expect(network.requestsTo('PUT /api/admin/factoring/factor').map((request) => request.body)).toEqual([
      { factorName: 'Prairie Capital Factoring', remitTo: 'PO Box 4410\nDallas, TX 75201', email: '', phone: '(214) 555-0199' },
    ]);
  });

  it('shows accounting the accounts and the factor, with nothing to change', async () => {
    stubNetwork(settingsRoutes());
    asMember('accounting', <BooksSettings />);
    expect(await screen.findByText('Detention Revenue')).toBeTruthy();
    expect(screen.getByText(/Only the owner can change them\./)).toBeTruthy();
    expect(screen.getByText('Prairie Capital Factoring')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
