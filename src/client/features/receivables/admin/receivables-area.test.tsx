// The Receivables area: everyone's totals by bucket, the rows largest first, a search sent to the
// server, a row opened to its open invoices and its statements, and downloads that carry the day
// the balances are aged as of.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECEIVABLES_ADMIN_API, type AgingInvoicePage, type AgingReport, type AgingRow } from '@shared/receivables/aging';
import { STATEMENTS_ADMIN_API } from '@shared/receivables/statements';
import { stubNetwork, type RecordedRequest } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { ReceivablesArea } from './receivables-area';

afterEach(() => vi.unstubAllGlobals());

const zero = { current: '0.00', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', over_90: '0.00' };

const ACME: AgingRow = {
  id: '7',
  accountId: 7,
  name: 'Acme Freight',
  terms: 'net_30',
  openInvoices: 2,
  amounts: { ...zero, days_1_30: '100.00', over_90: '1200.50', total: '1300.50' },
};
const ONE_OFF: AgingRow = {
  id: 'one-off',
  accountId: null,
  name: 'One-off customers',
  terms: null,
  openInvoices: 1,
  amounts: { ...zero, current: '75.25', total: '75.25' },
};

function report(items: AgingRow[], asOf = '2026-12-06'): AgingReport {
  return {
    asOf,
    totals: { ...zero, current: '75.25', days_1_30: '100.00', over_90: '1200.50', total: '1375.75' },
    openInvoices: 3,
    items,
    page: 1,
    pageSize: 20,
    total: items.length,
    totalIsCapped: false,
  };
}

const invoices: AgingInvoicePage = {
  asOf: '2026-12-06',
  items: [
    {
      id: 11,
      serviceRequestId: 21,
      number: 'INV-2026-000011',
      referenceId: 'SR-7K3M-Q9XD-2HVB-N4TE',
      contactName: 'Pat Payer',
      contactEmail: 'ap@acme.example',
      sentAt: '2026-07-01T15:00:00.000Z',
      dueOn: '2026-07-31',
      daysPastDue: 128,
      bucket: 'over_90',
      total: '1500.50',
      balance: '1200.50',
      state: 'overdue',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
  totalIsCapped: false,
};

const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.url, window.location.href).searchParams);

describe('the Receivables area', () => {
  it('shows the totals and the rows, and opens a row to its invoices and statements', async () => {
    const network = stubNetwork({
      [`GET ${RECEIVABLES_ADMIN_API.aging}`]: { status: 200, body: report([ACME, ONE_OFF]) },
      [`GET ${RECEIVABLES_ADMIN_API.agingInvoices(7)}`]: { status: 200, body: invoices },
      [`GET ${STATEMENTS_ADMIN_API.stored(7)}`]: {
        status: 200,
        body: {
          items: [
            {
              id: 3,
              periodStart: '2026-11-01',
              periodEnd: '2026-11-30',
              openingBalance: '100.00',
              closingBalance: '1300.50',
              createdAt: '2026-12-01T06:00:00.000Z',
              mailedAt: '2026-12-01T06:00:00.000Z',
            },
          ],
        },
      },
    });
    const { user } = renderWithApp(<ReceivablesArea />);
    const totals = await screen.findByRole('region', { name: /Open balances as of 2026-12-06/ });
    expect(within(totals).getByText('$1,375.75')).toBeDefined();
    expect(within(totals).getByText('$1,200.50').className).toContain('text-red-700');

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Acme Freight', 'One-off customers']);
    expect(within(rows[1]!).getByText('On receipt')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Acme Freight' }));
    expect(screen.getByRole('button', { name: 'Acme Freight' }).getAttribute('aria-expanded')).toBe('true');
    const details = await screen.findByRole('region', { name: 'Acme Freight: $1,300.50 open' });
    expect(await within(details).findByText('INV-2026-000011')).toBeDefined();
    expect(within(details).getByText('128 (Over 90 days)')).toBeDefined();
    expect(queryOf(network.requestsTo(`GET ${RECEIVABLES_ADMIN_API.agingInvoices(7)}`)[0]!)).toMatchObject({ asOf: '2026-12-06' });
    const monthly = await within(details).findByRole('link', { name: '2026-11-01 to 2026-11-30' });
    expect(monthly.getAttribute('href')).toBe(STATEMENTS_ADMIN_API.storedPdf(3));
    expect(within(details).getByRole('link', { name: 'Statement PDF' }).getAttribute('href')).toBe(STATEMENTS_ADMIN_API.statementPdf(7));
  });

  it('sends the search and the day to age as of, and the PDF link follows the day', async () => {
    const network = stubNetwork({ [`GET ${RECEIVABLES_ADMIN_API.aging}`]: { status: 200, body: report([ACME]) } });
    const { user } = renderWithApp(<ReceivablesArea />);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'acme');
    await waitFor(() =>
      expect(network.requestsTo(`GET ${RECEIVABLES_ADMIN_API.aging}`).some((request) => queryOf(request).search === 'acme')).toBe(true),
    );
    // A date field takes a whole day at once, as the browser's picker gives it.
    fireEvent.change(screen.getByLabelText('Aged as of'), { target: { value: '2027-01-15' } });
    await waitFor(() =>
      expect(network.requestsTo(`GET ${RECEIVABLES_ADMIN_API.aging}`).some((request) => queryOf(request).asOf === '2027-01-15')).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(`${RECEIVABLES_ADMIN_API.agingPdf}?asOf=2027-01-15`);
  });

  it('says so when nobody owes anything', async () => {
    stubNetwork({
      [`GET ${RECEIVABLES_ADMIN_API.aging}`]: { status: 200, body: { ...report([]), totals: { ...zero, total: '0.00' }, openInvoices: 0 } },
    });
    renderWithApp(<ReceivablesArea />);
    expect(await screen.findByText('Nobody owes anything: every sent invoice is paid.')).toBeDefined();
  });
});
