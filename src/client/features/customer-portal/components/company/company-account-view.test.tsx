// The company account on a billing contact's page (decision 072), in English and in Spanish: the
// company's name, what it owes and the part past due, and every invoice of the company with its
// state, "Pay" while something is owed and its PDF; nothing at all for a customer of no account.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  portalCompanyInvoicePageSchema,
  type PortalCompanyAccount,
  type PortalCompanyInvoicePage,
} from '@shared/customer-portal/company-account';
import { CUSTOMER_API } from '@shared/customer-portal/customer-portal';
import { stubNetwork } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { CompanyAccountView } from './company-account-view';

const ACCOUNT: PortalCompanyAccount = {
  account: { name: 'Northwind Freight', terms: 'net_30', balance: '900.00', overdueBalance: '300.00', openInvoices: 2 },
};

const INVOICES: PortalCompanyInvoicePage = portalCompanyInvoicePageSchema.parse({
  items: [
    {
      number: 'INV-2026-000101',
      referenceId: 'SR-7K3M-Q9XD-2HVB-N4TE',
      sentAt: '2026-09-01T15:00:00.000Z',
      dueOn: '2026-10-01',
      total: '300.00',
      balance: '300.00',
      state: 'overdue',
      payUrl: '/payment?ref=SR-7K3M-Q9XD-2HVB-N4TE',
      pdfUrl: CUSTOMER_API.invoicePdf('SR-7K3M-Q9XD-2HVB-N4TE'),
    },
    {
      number: 'INV-2026-000150',
      referenceId: 'SR-8A4B-C2DE-3FGH-J5KM',
      sentAt: '2026-11-02T15:00:00.000Z',
      dueOn: '2026-12-02',
      total: '800.00',
      balance: '600.00',
      state: 'partially_paid',
      payUrl: '/payment?ref=SR-8A4B-C2DE-3FGH-J5KM',
      pdfUrl: CUSTOMER_API.invoicePdf('SR-8A4B-C2DE-3FGH-J5KM'),
    },
    {
      number: 'INV-2026-000090',
      referenceId: 'SR-9N6P-Q3RS-4TVW-X7YZ',
      sentAt: '2026-08-01T15:00:00.000Z',
      dueOn: '2026-08-31',
      total: '250.00',
      balance: '0.00',
      state: 'paid',
      payUrl: null,
      pdfUrl: CUSTOMER_API.invoicePdf('SR-9N6P-Q3RS-4TVW-X7YZ'),
    },
  ],
  total: 3,
  page: 1,
  pageSize: 10,
});

afterEach(() => vi.unstubAllGlobals());

function renderView(account: PortalCompanyAccount = ACCOUNT) {
  const network = stubNetwork({
    [`GET ${CUSTOMER_API.companyAccount}`]: { status: 200, body: account },
    [`GET ${CUSTOMER_API.companyInvoices}`]: { status: 200, body: INVOICES },
  });
  return { ...renderWithApp(<CompanyAccountView />), network };
}

const invoiceItems = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling?.textContent;

describe("the company account on a billing contact's page", () => {
  it('names the company, says what it owes, and lists its invoices with Pay while something is owed', async () => {
    renderView();
    await screen.findByRole('heading', { name: 'Your company: Northwind Freight' });
    expect(figure('Balance')).toBe('$900.00');
    expect(figure('Past due')).toBe('$300.00');
    expect(figure('Open invoices')).toBe('2');
    expect(figure('Payment terms')).toBe('Net 30 days');

    await screen.findByRole('list', { name: "The company's invoices, those still owing first" });
    const [overdue, partial, paid] = invoiceItems("The company's invoices, those still owing first");
    within(overdue!).getByText('Overdue');
    expect(within(overdue!).getByRole('link', { name: 'Pay INV-2026-000101' }).getAttribute('href')).toBe(
      '/payment?ref=SR-7K3M-Q9XD-2HVB-N4TE',
    );
    expect(within(overdue!).getByRole('link', { name: 'Download INV-2026-000101 (PDF)' }).getAttribute('href')).toBe(
      '/api/account/requests/SR-7K3M-Q9XD-2HVB-N4TE/invoice.pdf',
    );
    expect(within(overdue!).getByText('Due').nextSibling?.textContent).toBe('Oct 1, 2026');
    within(partial!).getByText('Partially paid');
    expect(within(partial!).getByText('Balance').nextSibling?.textContent).toBe('$600.00');
    within(paid!).getByText('Paid');
    expect(within(paid!).queryByRole('link', { name: /^Pay/ })).toBeNull();
  });

  it('reads in Spanish', async () => {
    inLanguage('es');
    renderView();
    await screen.findByRole('heading', { name: 'Su empresa: Northwind Freight' });
    expect(figure('Saldo')).toBe('$900.00');
    expect(figure('Vencido')).toBe('$300.00');
    expect(figure('Condiciones de pago')).toBe('Neto 30 días');
    await screen.findByRole('list', { name: 'Facturas de la empresa, primero las que tienen saldo' });
    const [overdue, partial] = invoiceItems('Facturas de la empresa, primero las que tienen saldo');
    within(overdue!).getByText('Vencida');
    within(overdue!).getByRole('link', { name: 'Pagar INV-2026-000101' });
    within(partial!).getByText('Pagada en parte');
  });

  it('shows nothing to a customer who is no billing contact, and asks for no invoices', async () => {
    const { network } = renderView({ account: null });
    await vi.waitFor(() => expect(network.requestsTo(`GET ${CUSTOMER_API.companyAccount}`)).toHaveLength(1));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(network.requestsTo(`GET ${CUSTOMER_API.companyInvoices}`)).toEqual([]);
  });
});
