// The quote calculator's fuel surcharge line (decision 070): asked with the distance and the
// estimate as the linehaul, shown as its own line with the price and week it used and the total
// with it; or why there is none.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '@/test-support/fake-network';
import { renderWithApp } from '@/test-support/render';
import { CalculatorFuelSurcharge } from './calculator-fuel-surcharge';

const ROUTE = 'GET /api/admin/fuel-surcharge/calculator';
const BASIS = { pickupDate: '2026-12-06', miles: '283' };

afterEach(() => vi.unstubAllGlobals());

describe("the calculator's fuel surcharge", () => {
  it('shows the line and the total with it, asked with the distance and the estimate', async () => {
    const network = stubNetwork({
      [ROUTE]: {
        status: 200,
        body: {
          kind: 'line',
          line: { kind: 'fuel_surcharge', description: 'Fuel surcharge', quantity: '283', unit: 'miles', rate: '0.53' },
          amount: '149.99',
          dieselPrice: '3.859',
          weekOf: '2026-11-30',
          ...BASIS,
        },
      },
    });
    const { user } = renderWithApp(<CalculatorFuelSurcharge miles="283" totalCents={60845} />);
    await user.click(screen.getByRole('button', { name: 'Add fuel surcharge' }));
    expect(await screen.findByText('Fuel surcharge (diesel $3.859, week of 2026-11-30)')).toBeTruthy();
    expect(screen.getByText('$149.99')).toBeTruthy();
    expect(screen.getByTestId('quote-total-with-fuel').textContent).toBe('$758.44');
    expect(network.requestsTo(ROUTE).map((request) => request.url)).toEqual([
      '/api/admin/fuel-surcharge/calculator?miles=283&linehaul=608.45',
    ]);
  });

  it('says why there is none', async () => {
    stubNetwork({
      [ROUTE]: {
        status: 200,
        body: { kind: 'none', reason: 'no_schedule', message: 'No fuel surcharge schedule is in force on the pickup date', ...BASIS },
      },
    });
    const { user } = renderWithApp(<CalculatorFuelSurcharge miles="283" totalCents={60845} />);
    await user.click(screen.getByRole('button', { name: 'Add fuel surcharge' }));
    expect(
      await screen.findByText('No fuel surcharge: No fuel surcharge schedule is in force on the pickup date (pickup 2026-12-06).'),
    ).toBeTruthy();
  });
});
