// The Billing area's fuel surcharge section as the owner or accounting use it: the schedules and
// the weekly prices listed, a schedule added (checked here first, the server's 409 under its
// date), a week recorded (a day that is no Monday refused before sending, naming the Monday), and
// "Fetch from the EIA" shown only when the server can ask the EIA, its 502 said in a toast.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dieselPriceListSchema,
  fuelScheduleListSchema,
  type DieselPriceList,
  type FuelScheduleList,
} from '@shared/invoicing/fuel-surcharge-schemas';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { errorOf, fieldNamed, invalidFields } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { BillingSettingsPage } from '../billing-settings-page';

const SCHEDULES: FuelScheduleList = fuelScheduleListSchema.parse({
  items: [
    {
      id: 2,
      effectiveFrom: '2026-07-01',
      pegPrice: '2.500',
      priceStep: '0.100',
      basis: 'percent',
      increment: '0.5000',
      createdBy: 'ada@lakeshore.example',
      createdAt: '2026-06-20T10:00:00.000Z',
    },
    {
      id: 1,
      effectiveFrom: '2026-01-01',
      pegPrice: '1.250',
      priceStep: '0.050',
      basis: 'per_mile',
      increment: '0.0100',
      createdBy: null,
      createdAt: '2025-12-20T10:00:00.000Z',
    },
  ],
});
const PRICES: DieselPriceList = dieselPriceListSchema.parse({
  items: [
    { weekOf: '2026-11-30', price: '3.859', source: 'eia', recordedBy: null, updatedAt: '2026-11-30T22:00:00.000Z' },
    { weekOf: '2026-11-23', price: '3.801', source: 'staff', recordedBy: 'ada@lakeshore.example', updatedAt: '2026-11-24T09:00:00.000Z' },
  ],
  eiaConfigured: true,
});

afterEach(() => vi.unstubAllGlobals());

async function renderBilling(routes: Record<string, Route> = {}, prices: DieselPriceList = PRICES) {
  const network = stubNetwork({
    'GET /api/admin/fuel-surcharge/schedules': { status: 200, body: SCHEDULES },
    'GET /api/admin/fuel-surcharge/diesel-prices': { status: 200, body: prices },
    ...routes,
  });
  const rendered = renderWithApp(<BillingSettingsPage />);
  await screen.findByRole('table', { name: 'Fuel surcharge schedules, newest first' });
  await screen.findByRole('table', { name: 'Weekly U.S. retail diesel prices, newest first' });
  return { ...rendered, network };
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const scheduleForm = () => screen.getByRole('form', { name: 'Add a fuel surcharge schedule' });
const priceForm = () => screen.getByRole('form', { name: "Record a week's diesel price" });

describe('the fuel surcharge section', () => {
  it('lists the schedules and the weeks, newest first, under its own heading', async () => {
    await renderBilling();
    expect(screen.getByRole('heading', { name: 'Fuel surcharge' })).toBeDefined();
    expect(rowsOf('Fuel surcharge schedules, newest first')).toEqual([
      ['2026-07-01', '$2.500/gal', '$0.100', '0.5 % of linehaul (Percent of linehaul)', 'ada@lakeshore.example'],
      ['2026-01-01', '$1.250/gal', '$0.050', '$0.01 a mile (Dollars per mile)', '—'],
    ]);
    expect(rowsOf('Weekly U.S. retail diesel prices, newest first')).toEqual([
      ['2026-11-30', '$3.859/gal', 'EIA', 'Weekly fetch'],
      ['2026-11-23', '$3.801/gal', 'Typed', 'ada@lakeshore.example'],
    ]);
  });

  it('says when there is no schedule or price yet', async () => {
    stubNetwork({
      'GET /api/admin/fuel-surcharge/schedules': { status: 200, body: { items: [] } },
      'GET /api/admin/fuel-surcharge/diesel-prices': { status: 200, body: { items: [], eiaConfigured: false } },
    });
    renderWithApp(<BillingSettingsPage />);
    expect(await screen.findByText('No schedule yet: loads get no fuel surcharge line.')).toBeDefined();
    expect(await screen.findByText('No diesel price recorded yet.')).toBeDefined();
  });

  it('adds a schedule as typed, refreshing the list', async () => {
    const added = { ...SCHEDULES.items[1]!, id: 3, effectiveFrom: '2027-01-04', increment: '0.0150' };
    const { user, network } = await renderBilling({ 'POST /api/admin/fuel-surcharge/schedules': { status: 201, body: added } });
    const form = scheduleForm();
    await user.type(fieldNamed('In force from', form), '2027-01-04');
    await user.type(fieldNamed('Peg price ($ a gallon)', form), '1.25');
    await user.type(fieldNamed('Price step ($)', form), '0.05');
    await user.type(fieldNamed('Increment per step', form), '0.015');
    await user.click(within(form).getByRole('button', { name: 'Add schedule' }));

    await waitFor(() => expect(shownToasts()).toContainEqual(['Schedule added', 'From 2027-01-04: $0.015 a mile per step above $1.250.']));
    expect(network.requestsTo('POST /api/admin/fuel-surcharge/schedules').map((request) => request.body)).toEqual([
      { effectiveFrom: '2027-01-04', pegPrice: '1.25', priceStep: '0.05', basis: 'per_mile', increment: '0.015' },
    ]);
    await waitFor(() => expect(network.requestsTo('GET /api/admin/fuel-surcharge/schedules')).toHaveLength(2));
    expect(fieldNamed('Peg price ($ a gallon)', form).value).toBe('');
  });

  it('checks the schedule before sending, and shows a day already taken under the date', async () => {
    const message =
      'A schedule already starts on 2026-01-01. Choose another date; a schedule once added is kept for the invoices it explains.';
    const { user, network } = await renderBilling({
      'POST /api/admin/fuel-surcharge/schedules': { status: 409, body: { error: 'Conflict', message } },
    });
    const form = scheduleForm();
    await user.type(fieldNamed('Peg price ($ a gallon)', form), '1.2501');
    await user.click(within(form).getByRole('button', { name: 'Add schedule' }));
    expect(invalidFields(form).map((field) => field.split(':')[0])).toEqual([
      ' / In force from',
      ' / Peg price ($ a gallon)',
      ' / Price step ($)',
      ' / Increment per step',
    ]);
    expect(network.requestsTo('POST /api/admin/fuel-surcharge/schedules')).toEqual([]);

    await user.type(fieldNamed('In force from', form), '2026-01-01');
    await user.clear(fieldNamed('Peg price ($ a gallon)', form));
    await user.type(fieldNamed('Peg price ($ a gallon)', form), '1.25');
    await user.type(fieldNamed('Price step ($)', form), '0.05');
    await user.type(fieldNamed('Increment per step', form), '0.01');
    await user.click(within(form).getByRole('button', { name: 'Add schedule' }));
    await waitFor(() => expect(errorOf(fieldNamed('In force from', form))).toBe(message));
    expect(fieldNamed('In force from', form).getAttribute('aria-invalid')).toBe('true');
  });

  it('records a week, and refuses a day that is not a Monday before sending, naming the Monday', async () => {
    const { user, network } = await renderBilling({
      'POST /api/admin/fuel-surcharge/diesel-prices': {
        status: 201,
        body: {
          outcome: 'recorded',
          price: {
            weekOf: '2026-12-07',
            price: '3.9',
            source: 'staff',
            recordedBy: 'ada@lakeshore.example',
            updatedAt: '2026-12-07T20:00:00.000Z',
          },
        },
      },
    });
    const form = priceForm();
    await user.type(fieldNamed('Week of (a Monday)', form), '2026-12-09');
    await user.type(fieldNamed('Price ($ a gallon)', form), '3.9');
    await user.click(within(form).getByRole('button', { name: 'Record price' }));
    expect(errorOf(fieldNamed('Week of (a Monday)', form))).toBe(
      'The EIA publishes one price per week, for its Monday: 2026-12-09 is not a Monday. Use 2026-12-07.',
    );
    expect(network.requestsTo('POST /api/admin/fuel-surcharge/diesel-prices')).toEqual([]);

    await user.clear(fieldNamed('Week of (a Monday)', form));
    await user.type(fieldNamed('Week of (a Monday)', form), '2026-12-07');
    await user.click(within(form).getByRole('button', { name: 'Record price' }));
    await waitFor(() => expect(shownToasts()).toContainEqual(['Price recorded', 'Week of 2026-12-07: $3.9 a gallon.']));
    expect(network.requestsTo('POST /api/admin/fuel-surcharge/diesel-prices').map((request) => request.body)).toEqual([
      { weekOf: '2026-12-07', price: '3.9' },
    ]);
    await waitFor(() => expect(network.requestsTo('GET /api/admin/fuel-surcharge/diesel-prices')).toHaveLength(2));
  });

  it('fetches from the EIA when configured, and says what went wrong when the EIA fails', async () => {
    const message = 'The EIA’s API did not answer. Try again in a few minutes, or type the week’s price.';
    let answer: Route = { status: 502, body: { error: 'Bad Gateway', message } };
    const { user, network } = await renderBilling({ 'POST /api/admin/fuel-surcharge/diesel-prices/fetch': () => answer as never });
    await user.click(screen.getByRole('button', { name: 'Fetch from the EIA' }));
    await waitFor(() => expect(shownToasts()).toContainEqual(['Could not fetch from the EIA', message]));

    answer = { status: 200, body: { outcome: 'unchanged', price: PRICES.items[0] } };
    await user.click(screen.getByRole('button', { name: 'Fetch from the EIA' }));
    await waitFor(() => expect(shownToasts()).toContainEqual(['Already up to date', 'Week of 2026-11-30: $3.859 a gallon.']));
    expect(network.requestsTo('POST /api/admin/fuel-surcharge/diesel-prices/fetch')).toHaveLength(2);
  });

  it('offers no EIA fetch when the server has no EIA key', async () => {
    await renderBilling({}, { ...PRICES, eiaConfigured: false });
    expect(screen.queryByRole('button', { name: 'Fetch from the EIA' })).toBeNull();
  });
});
