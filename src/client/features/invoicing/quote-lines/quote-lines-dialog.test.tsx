// The quote lines editor (decision 070): it starts from the saved quote's lines (or the linehaul at
// the current quote), adds the server's fuel surcharge line under the quote's own staff area, and
// saves the words, quantities, units and rates only: the server's total becomes the quote.
import '@/test-support/company-profile';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import type { InvoiceEditorRequest } from '../editor/draft-row';
import { QuoteLinesDialog } from './quote-lines-dialog';

const REQUEST: InvoiceEditorRequest = {
  id: 9,
  referenceId: 'SR-2026-0412-8831-0099',
  pickupCity: 'Detroit',
  pickupState: 'MI',
  deliveryCity: 'Chicago',
  deliveryState: 'IL',
  estimatedQuote: '1100.00',
};

const LINES = 'GET /api/admin/service-requests/9/quote/lines';
const SAVE = 'PUT /api/admin/service-requests/9/quote/lines';
const SURCHARGE = 'GET /api/admin/service-requests/9/quote/fuel-surcharge';

afterEach(() => vi.unstubAllGlobals());

function shownLines(): string[][] {
  return screen.queryAllByRole('group', { name: /^Line \d+$/ }).map((group) => {
    const scope = within(group);
    const value = (label: string) => scope.getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value;
    return [value('Kind'), value('Description'), value('Quantity'), value('Unit'), value('Rate (USD)')];
  });
}

describe('the quote lines editor', () => {
  it('starts from the linehaul at the current quote when the quote has no lines yet', async () => {
    stubNetwork({ [LINES]: { status: 200, body: { lines: [] } } });
    renderWithApp(<QuoteLinesDialog request={REQUEST} onClose={() => {}} />);
    await screen.findByRole('group', { name: 'Line 1' });
    expect(shownLines()).toEqual([['linehaul', 'Detroit, MI to Chicago, IL', '1', 'flat', '1100']]);
    expect(screen.getByTestId('quote-lines-total').textContent).toBe('Total: $1,100.00');
  });

  it("adds the server's fuel surcharge and saves the lines without any amount", async () => {
    const network = stubNetwork({
      [LINES]: {
        status: 200,
        body: {
          lines: [
            {
              kind: 'linehaul',
              description: 'Detroit, MI to Chicago, IL',
              quantity: '283.000',
              unit: 'miles',
              rate: '2.1500',
              amount: '608.45',
            },
          ],
        },
      },
      [SURCHARGE]: {
        status: 200,
        body: {
          kind: 'line',
          line: {
            kind: 'fuel_surcharge',
            description: 'Fuel surcharge: diesel $3.859 (week of 2026-11-30)',
            quantity: '283',
            unit: 'miles',
            rate: '0.53',
          },
          amount: '149.99',
          dieselPrice: '3.859',
          weekOf: '2026-11-30',
          pickupDate: '2026-12-03',
          pickupDateFrom: 'preferred',
          miles: '283.0',
          milesFrom: 'estimate',
        },
      },
      [SAVE]: ({ body }) => ({
        status: 200,
        body: {
          request: { estimatedQuote: '758.44' },
          lines: (body as { lines: unknown[] }).lines,
        },
      }),
    });
    const { user } = renderWithApp(<QuoteLinesDialog request={REQUEST} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Add fuel surcharge' }));
    await screen.findByRole('group', { name: 'Line 2' });
    expect(network.requestsTo(SURCHARGE).map((request) => request.url)).toEqual([
      '/api/admin/service-requests/9/quote/fuel-surcharge?linehaul=608.45',
    ]);
    expect(screen.getByTestId('quote-lines-total').textContent).toBe('Total: $758.44');

    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(await screen.findByText('Quote saved: the server priced 2 lines, total $758.44.')).toBeTruthy();
    expect(network.requestsTo(SAVE).map((request) => request.body)).toEqual([
      {
        lines: [
          { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '283', unit: 'miles', rate: '2.15' },
          {
            kind: 'fuel_surcharge',
            description: 'Fuel surcharge: diesel $3.859 (week of 2026-11-30)',
            quantity: '283',
            unit: 'miles',
            rate: '0.53',
          },
        ],
      },
    ]);
  });

  it('checks the lines first: a line without words is marked and nothing is sent', async () => {
    const network = stubNetwork({ [LINES]: { status: 200, body: { lines: [] } } });
    const { user } = renderWithApp(<QuoteLinesDialog request={REQUEST} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Add line' }));
    await user.type(within(screen.getByRole('group', { name: 'Line 2' })).getByLabelText('Rate (USD)'), '75');
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(await screen.findByText('Correct the lines marked below, then save again.')).toBeTruthy();
    expect(network.requestsTo(SAVE)).toEqual([]);
  });
});
