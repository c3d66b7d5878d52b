// The quote calculator (spec section 9): worked examples written out by hand, then properties
// that must hold for every input (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToAmount } from '../money.js';
import {
  calculateQuote,
  FLAT_FEE,
  QUOTE_LIMITS,
  QUOTE_SERVICE_TYPES,
  QUOTE_URGENCIES,
  quoteUrgencyOf,
  toCents,
  type QuoteInput,
} from './quote-calculator.js';

describe('worked examples', () => {
  it('furniture, 100 miles, 400 lbs, urgent', () => {
    // base 2.25 * 100 = 225.00; weight factor 400 / 200 = 2, surcharge 225 * (2 - 1) * 0.3 = 67.50;
    // urgent: (225 + 67.50) * 1.35 = 394.875, so the urgency line is 102.375 -> 102.38; fee 75.
    expect(calculateQuote({ distanceMiles: 100, serviceType: 'furniture', weightPounds: 400, urgency: 'urgent' })).toEqual({
      ratePerMile: 2.25,
      weightFactor: 2,
      urgencyMultiplier: 1.35,
      baseCents: 22500,
      weightSurchargeCents: 6750,
      urgencyCents: 10238,
      flatFeeCents: 7500,
      totalCents: 46988,
    });
  });

  it('full truckload, 500 miles, 30,000 lbs, standard: the 150 fee', () => {
    // base 3.75 * 500 = 1875.00; factor 30000 / 25000 = 1.2, surcharge 1875 * 0.2 * 0.3 = 112.50; fee 150.
    const quote = calculateQuote({ distanceMiles: 500, serviceType: 'tl-freight', weightPounds: 30000, urgency: 'standard' });
    expect([quote.baseCents, quote.weightSurchargeCents, quote.urgencyCents, quote.flatFeeCents, quote.totalCents]).toEqual([
      187500, 11250, 0, 15000, 213750,
    ]);
  });

  it('specialty, 10 miles, no weight, emergency: the 1.5 minimum factor', () => {
    // base 4.50 * 10 = 45.00; factor 1.5 (minimum), surcharge 45 * 0.5 * 0.3 = 6.75;
    // emergency: 51.75 * 0.75 = 38.8125 -> 38.81; fee 75; total 165.56.
    const quote = calculateQuote({ distanceMiles: 10, serviceType: 'specialty', urgency: 'emergency' });
    expect(quote.weightFactor).toBe(1.5);
    expect([quote.baseCents, quote.weightSurchargeCents, quote.urgencyCents, quote.totalCents]).toEqual([4500, 675, 3881, 16556]);
  });

  it('a light small package: the factor never drops below 1', () => {
    // base 1.50 * 12.5 = 18.75; 20 / 50 = 0.4 -> factor 1, no surcharge; fee 75; total 93.75.
    const quote = calculateQuote({ distanceMiles: 12.5, serviceType: 'small-package', weightPounds: 20, urgency: 'standard' });
    expect(quote.weightFactor).toBe(1);
    expect(centsToAmount(quote.totalCents)).toBe('93.75');
  });

  it('a service type without a rate (a broker service): 2.00 a mile, no weight surcharge', () => {
    const quote = calculateQuote({ distanceMiles: 250, serviceType: 'carrier-sourcing', weightPounds: 1000, urgency: 'standard' });
    expect(quote.ratePerMile).toBe(2);
    expect(centsToAmount(quote.totalCents)).toBe('575.00');
  });

  it('vehicle and LTL rates', () => {
    // 1.85 * 300 = 555.00, 3500 / 3000 factor, surcharge 555 * (1/6) * 0.3 = 27.75, fee 75 = 657.75.
    expect(
      centsToAmount(calculateQuote({ distanceMiles: 300, serviceType: 'vehicle', weightPounds: 3500, urgency: 'standard' }).totalCents),
    ).toBe('657.75');
    // 2.50 * 40 = 100.00, 2500 / 1000 = 2.5, surcharge 100 * 1.5 * 0.3 = 45.00; 145 * 0.35 = 50.75; +75 = 270.75.
    expect(
      centsToAmount(calculateQuote({ distanceMiles: 40, serviceType: 'ltl-freight', weightPounds: 2500, urgency: 'urgent' }).totalCents),
    ).toBe('270.75');
  });

  it('refuses a distance that is not more than 0, and weights past the limit', () => {
    expect(() => calculateQuote({ distanceMiles: 0, serviceType: 'furniture', urgency: 'standard' })).toThrow(RangeError);
    expect(() => calculateQuote({ distanceMiles: Number.NaN, serviceType: 'furniture', urgency: 'standard' })).toThrow(RangeError);
    expect(() => calculateQuote({ distanceMiles: 5, serviceType: 'furniture', weightPounds: -1, urgency: 'standard' })).toThrow(RangeError);
    expect(() =>
      calculateQuote({ distanceMiles: 5, serviceType: 'furniture', weightPounds: QUOTE_LIMITS.maxPounds + 1, urgency: 'standard' }),
    ).toThrow(RangeError);
  });
});

describe('rounding', () => {
  it('rounds half a cent up, including values binary floating point cannot hold', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(102.375)).toBe(10238);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it("maps a request's urgency to the calculator's by rank", () => {
    expect(['standard', 'high', 'urgent'].map(quoteUrgencyOf)).toEqual(['standard', 'urgent', 'emergency']);
  });
});

const serviceTypes = fc.constantFrom<string>(...QUOTE_SERVICE_TYPES, 'carrier-sourcing', 'load-sourcing');
const inputs = fc.record<QuoteInput>({
  distanceMiles: fc.integer({ min: 1, max: QUOTE_LIMITS.maxMiles * 100 }).map((hundredths) => hundredths / 100),
  serviceType: serviceTypes,
  weightPounds: fc.option(
    fc.integer({ min: 0, max: QUOTE_LIMITS.maxPounds * 10 }).map((tenths) => tenths / 10),
    { nil: undefined },
  ),
  urgency: fc.constantFrom(...QUOTE_URGENCIES),
});

describe('properties', () => {
  it('the lines add up to the total, every line is whole cents and none is negative', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const quote = calculateQuote(input);
        const lines = [quote.baseCents, quote.weightSurchargeCents, quote.urgencyCents, quote.flatFeeCents];
        expect(lines.reduce((sum, line) => sum + line, 0)).toBe(quote.totalCents);
        for (const line of lines) {
          expect(Number.isInteger(line)).toBe(true);
          expect(line).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('the base is the rate times the distance, to the cent', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const quote = calculateQuote(input);
        expect(Math.abs(quote.baseCents - quote.ratePerMile * input.distanceMiles * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('the total is the unsplit formula rounded to cents once', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const quote = calculateQuote(input);
        const base = quote.ratePerMile * input.distanceMiles;
        const unsplit = (base + base * (quote.weightFactor - 1) * 0.3) * quote.urgencyMultiplier;
        expect(quote.totalCents).toBe(toCents(unsplit) + quote.flatFeeCents);
      }),
    );
  });

  it('never costs less for more miles, more weight or more urgency', () => {
    fc.assert(
      fc.property(
        inputs,
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (input, moreMiles, morePounds) => {
          const quote = calculateQuote(input);
          const farther = calculateQuote({ ...input, distanceMiles: Math.min(QUOTE_LIMITS.maxMiles, input.distanceMiles + moreMiles) });
          const heavier = calculateQuote({
            ...input,
            weightPounds: Math.min(QUOTE_LIMITS.maxPounds, (input.weightPounds ?? 0) + morePounds),
          });
          const rank = QUOTE_URGENCIES.indexOf(input.urgency);
          const hurried = calculateQuote({
            ...input,
            urgency: QUOTE_URGENCIES[Math.min(rank + 1, QUOTE_URGENCIES.length - 1)] ?? input.urgency,
          });
          expect(farther.totalCents).toBeGreaterThanOrEqual(quote.totalCents);
          expect(heavier.totalCents).toBeGreaterThanOrEqual(quote.totalCents);
          expect(hurried.totalCents).toBeGreaterThanOrEqual(quote.totalCents);
        },
      ),
    );
  });

  it('is never below the flat fee plus the base, and standard urgency adds nothing', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const quote = calculateQuote({ ...input, urgency: 'standard' });
        expect(quote.urgencyCents).toBe(0);
        expect(quote.totalCents).toBeGreaterThanOrEqual(quote.baseCents + Math.min(quote.flatFeeCents, FLAT_FEE * 100));
      }),
    );
  });
});
