// The words and amounts a checkout page shows for each invoice line, and the check that they add
// up to what the attempt charges.
import { describe, expect, it } from 'vitest';
import type { BilledLine } from '../../../shared/invoicing/billed-lines.js';
import { checkoutItemsOf, ITEM_TEXT_MAX_LENGTH } from './checkout-items.js';

const line = (overrides: Partial<BilledLine>): BilledLine => ({
  kind: 'linehaul',
  description: 'Detroit, MI to Chicago, IL',
  quantity: '812.000',
  unit: 'miles',
  rate: '2.1500',
  amount: '1745.80',
  ...overrides,
});

describe('checkout items of an invoice', () => {
  it('names each line by its kind and description, and puts quantity x rate in its detail', () => {
    const lines = [
      line({}),
      line({ kind: 'fuel_surcharge', description: 'Week of 2026-11-30', rate: '0.4150', amount: '336.98' }),
      line({ kind: 'layover', description: 'Layover in Toledo', quantity: '1.000', unit: 'days', rate: '250.0000', amount: '250.00' }),
      line({ kind: 'liftgate', description: 'At delivery', quantity: '1.000', unit: 'flat', rate: '95.0000', amount: '95.00' }),
      line({ kind: 'extra_stop', description: 'Two more stops', quantity: '2.000', unit: 'flat', rate: '75.0000', amount: '150.00' }),
    ];
    expect(checkoutItemsOf(lines, 257778)).toEqual([
      { name: 'Linehaul: Detroit, MI to Chicago, IL', detail: '812 miles x $2.15', amountCents: 174580 },
      { name: 'Fuel surcharge: Week of 2026-11-30', detail: '812 miles x $0.415', amountCents: 33698 },
      { name: 'Layover: Layover in Toledo', detail: '1 days x $250.00', amountCents: 25000 },
      { name: 'Liftgate: At delivery', detail: undefined, amountCents: 9500 },
      { name: 'Extra stop: Two more stops', detail: '2 x $75.00', amountCents: 15000 },
    ]);
  });

  it('gives nothing when the lines do not add up to the amount charged, or there are none', () => {
    expect(checkoutItemsOf([line({})], 174581)).toBeUndefined();
    expect(checkoutItemsOf([line({})], 174579)).toBeUndefined();
    expect(checkoutItemsOf([], 0)).toBeUndefined();
  });

  it("keeps a long description within PayPal's 127 characters", () => {
    const [item] = checkoutItemsOf([line({ description: 'Detroit, MI to Chicago, IL via '.repeat(10) })], 174580) ?? [];
    expect(item?.name).toHaveLength(ITEM_TEXT_MAX_LENGTH);
    expect(item?.name.endsWith('…')).toBe(true);
  });
});
