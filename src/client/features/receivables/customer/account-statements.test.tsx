// A billing contact's statements on their page: their account and what it owes, each monthly
// statement's PDF, and a statement for a period they choose; in Spanish too; nothing at all for an
// address that is no account's billing contact.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_STATEMENTS_API, type CustomerStatements } from '@shared/receivables/statements';
import { inLanguage } from '@/test-support/i18n';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { AccountStatements } from './account-statements';

afterEach(() => vi.unstubAllGlobals());

const LIST = `GET ${CUSTOMER_STATEMENTS_API.list}`;
const ACME: CustomerStatements = {
  account: { name: 'Acme Freight', balance: '1450.00' },
  statements: [
    {
      id: 12,
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      openingBalance: '900.00',
      closingBalance: '1450.00',
      createdAt: '2026-12-01T06:00:00.000Z',
      mailedAt: '2026-12-01T06:00:00.000Z',
    },
  ],
};

describe("a billing contact's statements", () => {
  it('lists the monthly statements with their PDFs and offers a statement for a chosen period', async () => {
    stubNetwork({ [LIST]: { status: 200, body: ACME } });
    const { user } = renderWithApp(<AccountStatements />);
    expect(await screen.findByRole('heading', { name: 'Statements for Acme Freight' })).toBeDefined();
    expect(screen.getByText('Owed today: $1,450.00')).toBeDefined();
    expect(screen.getByText('November 2026: closing balance $1,450.00')).toBeDefined();
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(CUSTOMER_STATEMENTS_API.storedPdf(12));
    const download = () => screen.getByRole('link', { name: 'Download statement (PDF)' });
    expect(download().getAttribute('href')).toBe(CUSTOMER_STATEMENTS_API.periodPdf);
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.type(screen.getByLabelText('To'), '2026-11-15');
    expect(download().getAttribute('href')).toBe(`${CUSTOMER_STATEMENTS_API.periodPdf}?from=2026-10-01&to=2026-11-15`);
  });

  it('refuses a period that ends before it starts, saying why', async () => {
    stubNetwork({ [LIST]: { status: 200, body: ACME } });
    const { user } = renderWithApp(<AccountStatements />);
    await user.type(await screen.findByLabelText('From'), '2026-11-15');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(screen.getByText('Choose a start date on or before the end date.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Download statement (PDF)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download statement (PDF)' }).hasAttribute('disabled')).toBe(true);
  });

  it('is in Spanish on the Spanish page', async () => {
    inLanguage('es');
    stubNetwork({ [LIST]: { status: 200, body: ACME } });
    renderWithApp(<AccountStatements />);
    expect(await screen.findByRole('heading', { name: 'Estados de cuenta de Acme Freight' })).toBeDefined();
    expect(screen.getByText('noviembre de 2026: saldo final $1,450.00')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Descargar estado de cuenta (PDF)' })).toBeDefined();
  });

  it('shows nothing to an address that is no billing contact', async () => {
    const network = stubNetwork({ [LIST]: { status: 200, body: { account: null, statements: [] } } });
    const { container } = renderWithApp(<AccountStatements />);
    await vi.waitFor(() => expect(network.requestsTo(LIST)).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
