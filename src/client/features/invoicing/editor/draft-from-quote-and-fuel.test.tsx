// The invoice editor and the quote (decision 070): a new draft starts from the quote's lines;
// "Add fuel surcharge" adds the line the server computed (staff may still edit it) or says why
// there is none, and asks with the linehaul lines' total for a percentage schedule.
import '@/test-support/company-profile';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadSurcharge } from '@shared/invoicing/load-surcharge';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import type { InvoiceEditorRequest } from './draft-row';
import { InvoiceEditorDialog } from './invoice-editor-dialog';

const REQUEST: InvoiceEditorRequest = {
  id: 7,
  referenceId: 'SR-2026-0412-8831-0042',
  pickupCity: 'Detroit',
  pickupState: 'MI',
  deliveryCity: 'Chicago',
  deliveryState: 'IL',
  estimatedQuote: '683.45',
};

const INVOICES = 'GET /api/admin/service-requests/7/invoices';
const QUOTE_LINES = 'GET /api/admin/service-requests/7/quote/lines';
// The fake network routes by path; the query the editor sent is checked on the request itself.
const SURCHARGE_ROUTE = 'GET /api/admin/service-requests/7/invoice/fuel-surcharge';
const QUOTED = [
  { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '283.000', unit: 'miles', rate: '2.1500', amount: '608.45' },
  { kind: 'liftgate', description: 'Liftgate at delivery', quantity: '1.000', unit: 'flat', rate: '75.0000', amount: '75.00' },
];

const BASIS = { pickupDate: '2026-12-03', pickupDateFrom: 'preferred', miles: '283.0', milesFrom: 'estimate' } as const;
const SURCHARGE: LoadSurcharge = {
  kind: 'line',
  line: {
    kind: 'fuel_surcharge',
    description: 'Fuel surcharge: diesel $3.859 (week of 2026-11-30), schedule from 2026-01-01',
    quantity: '283',
    unit: 'miles',
    rate: '0.53',
  },
  amount: '149.99',
  dieselPrice: '3.859',
  weekOf: '2026-11-30',
  ...BASIS,
};

afterEach(() => vi.unstubAllGlobals());

function shownLines(): string[][] {
  return screen.queryAllByRole('group', { name: /^Line \d+$/ }).map((group) => {
    const scope = within(group);
    const value = (label: string) => scope.getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value;
    return [value('Kind'), value('Description'), value('Quantity'), value('Unit'), value('Rate (USD)')];
  });
}

describe('a new draft of a quoted request', () => {
  it("starts from the quote's lines, unsaved until Save", async () => {
    stubNetwork({ [INVOICES]: { status: 200, body: { invoices: [] } }, [QUOTE_LINES]: { status: 200, body: { lines: QUOTED } } });
    renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    await screen.findByRole('group', { name: 'Line 2' });
    expect(shownLines()).toEqual([
      ['linehaul', 'Detroit, MI to Chicago, IL', '283', 'miles', '2.15'],
      ['liftgate', 'Liftgate at delivery', '1', 'flat', '75'],
    ]);
    expect(screen.getByTestId('draft-total').textContent).toBe('Total: $683.45');
  });
});

describe('Add fuel surcharge', () => {
  it("adds the server's line after the others, asking with the linehaul lines' total", async () => {
    const network = stubNetwork({
      [INVOICES]: { status: 200, body: { invoices: [] } },
      [QUOTE_LINES]: { status: 200, body: { lines: QUOTED } },
      [SURCHARGE_ROUTE]: { status: 200, body: SURCHARGE },
    });
    const { user } = renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Add fuel surcharge' }));
    await screen.findByRole('group', { name: 'Line 3' });
    expect(shownLines()[2]).toEqual([
      'fuel_surcharge',
      SURCHARGE.kind === 'line' ? SURCHARGE.line.description : '',
      '283',
      'miles',
      '0.53',
    ]);
    expect(
      screen.getByText(/Fuel surcharge added: diesel \$3\.859, week of 2026-11-30 \(pickup 2026-12-03, the preferred date\)/),
    ).toBeTruthy();
    expect(screen.getByTestId('draft-total').textContent).toBe('Total: $833.44');
    expect(network.requestsTo(SURCHARGE_ROUTE).map((request) => request.url)).toEqual([
      '/api/admin/service-requests/7/invoice/fuel-surcharge?linehaul=608.45',
    ]);
    // Nothing is saved by asking: the line waits for Save like any other.
    expect(network.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('says why there is none and adds nothing', async () => {
    stubNetwork({
      [INVOICES]: { status: 200, body: { invoices: [] } },
      [QUOTE_LINES]: { status: 200, body: { lines: QUOTED } },
      [SURCHARGE_ROUTE]: {
        status: 200,
        body: {
          kind: 'none',
          reason: 'no_price',
          message: 'No diesel price is recorded for a week on or before the pickup date',
          ...BASIS,
        },
      },
    });
    const { user } = renderWithApp(<InvoiceEditorDialog request={REQUEST} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Add fuel surcharge' }));
    expect(
      await screen.findByText(
        'No fuel surcharge: No diesel price is recorded for a week on or before the pickup date (pickup 2026-12-03, the preferred date).',
      ),
    ).toBeTruthy();
    expect(shownLines()).toHaveLength(2);
  });
});
