// The fuel surcharge's arithmetic at and around every boundary of the rule (decision 067): no
// surcharge at or below the peg, the first step from a tenth of a cent above it, each started step
// counted whole; the per-mile and percent lines, exact to the cent, half up.
import { describe, expect, it } from 'vitest';
import { invoiceLineInputSchema } from '../../../../shared/invoicing/invoice-line-schemas.js';
import { lineAmount } from '../../../../shared/invoicing/invoice-lines.js';
import { divideHalfUp, fromUnits, toUnits } from './exact-decimal.js';
import { computeSurcharge, surchargeSteps, type SurchargeSchedule } from './surcharge-arithmetic.js';

const PER_MILE: SurchargeSchedule = {
  effectiveFrom: '2026-01-01',
  pegPrice: '1.250',
  priceStep: '0.050',
  basis: 'per_mile',
  increment: '0.0100',
};
const PERCENT: SurchargeSchedule = {
  effectiveFrom: '2026-01-01',
  pegPrice: '2.500',
  priceStep: '0.100',
  basis: 'percent',
  increment: '1.0000',
};
const WEEK = '2026-11-30';
const LOAD = { miles: '812', linehaulAmount: '2150.00' };

describe('surchargeSteps', () => {
  it.each([
    ['far below the peg', '0.999', 0],
    ['a tenth of a cent below the peg', '1.249', 0],
    ['exactly the peg', '1.250', 0],
    ['a tenth of a cent above the peg', '1.251', 1],
    ['a cent above the peg', '1.260', 1],
    ['a tenth of a cent before the first step ends', '1.299', 1],
    ['exactly peg + one step', '1.300', 1],
    ['a tenth of a cent past peg + one step', '1.301', 2],
    ['exactly peg + two steps', '1.350', 2],
    ['a tenth of a cent past peg + two steps', '1.351', 3],
    ['far above: $5.999', '5.999', 95],
    ['far above: $6.000, exactly 95 steps', '6.000', 95],
    ['far above: $6.001', '6.001', 96],
  ])('%s ($%s) is %i steps', (_case, price, steps) => {
    expect(surchargeSteps(PER_MILE, price)).toBe(steps);
  });

  it('reads prices however the database or a person wrote them ("3.8" and "3.800" alike)', () => {
    expect(surchargeSteps(PERCENT, '2.6')).toBe(1);
    expect(surchargeSteps(PERCENT, '2.600')).toBe(1);
    expect(surchargeSteps(PERCENT, '2.60000')).toBe(1);
  });

  it('refuses a price with more decimals than the EIA publishes rather than rounding it', () => {
    expect(() => surchargeSteps(PER_MILE, '1.2501')).toThrow(RangeError);
  });
});

describe('the per-mile line', () => {
  it('is quantity = miles, unit miles, rate = steps × increment dollars a mile, naming the price and week', () => {
    // $3.859: 2.609 above the peg, 52.18 steps of $0.05 -> 53 started steps -> $0.53 a mile.
    const result = computeSurcharge(PER_MILE, { weekOf: WEEK, price: '3.859' }, LOAD);
    expect(result).toEqual({
      kind: 'line',
      steps: 53,
      line: {
        kind: 'fuel_surcharge',
        description: 'Fuel surcharge: diesel $3.859 (week of 2026-11-30), schedule from 2026-01-01',
        quantity: '812',
        unit: 'miles',
        rate: '0.53',
      },
    });
    if (result.kind !== 'line') return;
    expect(lineAmount(result.line)).toBe('430.36');
    // The shape the invoice editor stores: the shared line schema takes it unchanged.
    expect(invoiceLineInputSchema.parse(result.line)).toEqual(result.line);
  });

  it('keeps an increment of four decimals exact and the amount rounds once, half up, by the shared rule', () => {
    const schedule = { ...PER_MILE, increment: '0.0125' };
    const result = computeSurcharge(schedule, { weekOf: WEEK, price: '1.351' }, { miles: '100.5', linehaulAmount: null });
    expect(result).toMatchObject({ kind: 'line', steps: 3, line: { quantity: '100.5', rate: '0.0375' } });
    // 100.5 × 0.0375 = 3.76875 -> $3.77
    if (result.kind === 'line') expect(lineAmount(result.line)).toBe('3.77');
  });

  it.each([
    ['at the peg', '1.250', 'below_peg'],
    ['below the peg', '1.100', 'below_peg'],
  ] as const)('gives no line %s', (_case, price, reason) => {
    expect(computeSurcharge(PER_MILE, { weekOf: WEEK, price }, LOAD)).toEqual({ kind: 'none', reason });
  });

  it('gives no line for a load without miles', () => {
    expect(computeSurcharge(PER_MILE, { weekOf: WEEK, price: '3.859' }, { miles: null, linehaulAmount: '100.00' })).toEqual({
      kind: 'none',
      reason: 'no_miles',
    });
    expect(computeSurcharge(PER_MILE, { weekOf: WEEK, price: '3.859' }, { miles: '0', linehaulAmount: '100.00' })).toEqual({
      kind: 'none',
      reason: 'no_miles',
    });
  });
});

describe('the percent line', () => {
  it('is one flat line of linehaul × steps × increment / 100, to the cent', () => {
    // $3.859 is 1.359 above a $2.50 peg: 14 started steps of $0.10, 1 % each: 14 % of $2,150.00 = $301.00.
    const result = computeSurcharge(PERCENT, { weekOf: WEEK, price: '3.859' }, LOAD);
    expect(result).toEqual({
      kind: 'line',
      steps: 14,
      line: {
        kind: 'fuel_surcharge',
        description: 'Fuel surcharge: diesel $3.859 (week of 2026-11-30), schedule from 2026-01-01',
        quantity: '1',
        unit: 'flat',
        rate: '301',
      },
    });
    if (result.kind === 'line') expect(lineAmount(result.line)).toBe('301.00');
  });

  it('rounds half a cent up and just under half a cent down', () => {
    const schedule = { ...PERCENT, increment: '0.5000' };
    // 1 step of 0.5 % of $101.00 = $0.505 -> $0.51
    expect(computeSurcharge(schedule, { weekOf: WEEK, price: '2.501' }, { miles: null, linehaulAmount: '101.00' })).toMatchObject({
      line: { rate: '0.51' },
    });
    // 0.5 % of $100.99 = $0.50495 -> $0.50
    expect(computeSurcharge(schedule, { weekOf: WEEK, price: '2.501' }, { miles: null, linehaulAmount: '100.99' })).toMatchObject({
      line: { rate: '0.5' },
    });
  });

  it('stays exact where a float would not: 0.1 % steps of $0.1 sums', () => {
    const schedule = { ...PERCENT, increment: '0.1000' };
    // 3 steps × 0.1 % = 0.3 % of $1,234,567.89 = $3,703.70367 -> $3,703.70
    expect(computeSurcharge(schedule, { weekOf: WEEK, price: '2.800' }, { miles: null, linehaulAmount: '1234567.89' })).toMatchObject({
      steps: 3,
      line: { rate: '3703.7' },
    });
  });

  it('gives no line without a linehaul, or when the surcharge rounds to no cent', () => {
    expect(computeSurcharge(PERCENT, { weekOf: WEEK, price: '3.859' }, { miles: '812', linehaulAmount: null })).toEqual({
      kind: 'none',
      reason: 'no_linehaul',
    });
    expect(
      computeSurcharge({ ...PERCENT, increment: '0.0001' }, { weekOf: WEEK, price: '2.501' }, { miles: null, linehaulAmount: '1.00' }),
    ).toEqual({ kind: 'none', reason: 'no_linehaul' });
  });

  it('gives no line at the peg whatever the linehaul', () => {
    expect(computeSurcharge(PERCENT, { weekOf: WEEK, price: '2.500' }, LOAD)).toEqual({ kind: 'none', reason: 'below_peg' });
  });
});

describe('exact decimals', () => {
  it('reads and writes units without losing a digit', () => {
    expect(toUnits('3.859', 3)).toBe(3859n);
    expect(toUnits('4', 3)).toBe(4000n);
    expect(fromUnits(50n, 3)).toBe('0.050');
    expect(fromUnits(123456n, 2)).toBe('1234.56');
    expect(() => toUnits('-1', 3)).toThrow(RangeError);
    expect(() => toUnits('1e3', 3)).toThrow(RangeError);
  });

  it('rounds half up', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(15n, 10n)).toBe(2n);
  });
});
