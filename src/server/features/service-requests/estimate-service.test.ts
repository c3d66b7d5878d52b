// The instant estimate's rule: the quote calculator at the ends of the road distance's spread,
// rounded outward to whole dollars; unknown and shared ZIP codes; what a request stores.
import { describe, expect, it } from 'vitest';
import { calculateQuote, quoteUrgencyOf } from '../../../shared/service-requests/quote-calculator.js';
import { zipDistance } from '../../infra/zip-distance.js';
import { estimateToStore, instantEstimate, ROAD_DISTANCE_SPREAD, type EstimateInputs } from './estimate-service.js';

const NEW_YORK_TO_CHICAGO: EstimateInputs = {
  pickupZip: '10001',
  deliveryZip: '60601',
  serviceType: 'ltl-freight',
  weightPounds: 1200,
  urgency: 'standard',
};

function milesBetween(from: string, to: string): number {
  const found = zipDistance(from, to);
  if (!found.ok) throw new Error(`no distance for ${from}-${to}`);
  return found.distance.estimatedRoadMiles;
}

function calculatorTotal(inputs: EstimateInputs, distanceMiles: number): number {
  return calculateQuote({ ...inputs, distanceMiles, urgency: quoteUrgencyOf(inputs.urgency) }).totalCents;
}

describe('instantEstimate', () => {
  it("gives a whole-dollar range around the calculator's total at the estimated road miles", () => {
    const outcome = instantEstimate(NEW_YORK_TO_CHICAGO);
    if (!outcome.ok) throw new Error(`expected an estimate, got ${outcome.reason}`);
    const { lowCents, highCents, estimatedMiles } = outcome.estimate;
    const miles = milesBetween('10001', '60601');
    expect(estimatedMiles).toBe(miles);
    // About 850 road miles: an estimate that is not about that distance is wrong.
    expect(miles).toBeGreaterThan(800);
    expect(miles).toBeLessThan(900);

    const atEstimate = calculatorTotal(NEW_YORK_TO_CHICAGO, miles);
    expect(lowCents).toBeLessThan(atEstimate);
    expect(highCents).toBeGreaterThan(atEstimate);
    expect(lowCents % 100).toBe(0);
    expect(highCents % 100).toBe(0);
    // The ends are the calculator's own at the spread's ends, rounded outward by less than a dollar.
    const atLow = calculatorTotal(NEW_YORK_TO_CHICAGO, miles * (1 - ROAD_DISTANCE_SPREAD));
    const atHigh = calculatorTotal(NEW_YORK_TO_CHICAGO, miles * (1 + ROAD_DISTANCE_SPREAD));
    expect(atLow - lowCents).toBeGreaterThanOrEqual(0);
    expect(atLow - lowCents).toBeLessThan(100);
    expect(highCents - atHigh).toBeGreaterThanOrEqual(0);
    expect(highCents - atHigh).toBeLessThan(100);
  });

  it('echoes the inputs it priced', () => {
    const outcome = instantEstimate({ ...NEW_YORK_TO_CHICAGO, urgency: 'urgent' });
    expect(outcome).toMatchObject({
      ok: true,
      estimate: { pickupZip: '10001', deliveryZip: '60601', serviceType: 'ltl-freight', weightPounds: 1200, urgency: 'urgent' },
    });
  });

  it('prices urgency and weight as the calculator does: more urgent or heavier costs more', () => {
    const lowOf = (inputs: EstimateInputs) => {
      const outcome = instantEstimate(inputs);
      if (!outcome.ok) throw new Error(outcome.reason);
      return outcome.estimate.lowCents;
    };
    expect(lowOf({ ...NEW_YORK_TO_CHICAGO, urgency: 'urgent' })).toBeGreaterThan(lowOf(NEW_YORK_TO_CHICAGO));
    expect(lowOf({ ...NEW_YORK_TO_CHICAGO, weightPounds: 40_000 })).toBeGreaterThan(lowOf(NEW_YORK_TO_CHICAGO));
  });

  it('names each unknown ZIP code', () => {
    expect(instantEstimate({ ...NEW_YORK_TO_CHICAGO, deliveryZip: '99999' })).toEqual({
      ok: false,
      reason: 'unknown-zips',
      unknownZips: ['99999'],
    });
    expect(instantEstimate({ ...NEW_YORK_TO_CHICAGO, pickupZip: '00000', deliveryZip: '99999' })).toMatchObject({
      unknownZips: ['00000', '99999'],
    });
  });

  it('gives no estimate within one ZIP code', () => {
    expect(instantEstimate({ ...NEW_YORK_TO_CHICAGO, deliveryZip: '10001' })).toEqual({ ok: false, reason: 'same-zip' });
  });
});

describe('estimateToStore', () => {
  const shipper = {
    userRole: 'shipper',
    pickupZip: '10001',
    deliveryZip: '60601',
    serviceType: 'ltl-freight',
    urgency: 'standard' as const,
  };

  it("stores a shipper's range and miles", () => {
    const outcome = instantEstimate(NEW_YORK_TO_CHICAGO);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(estimateToStore({ ...shipper, weight: '1200' })).toEqual({
      estimateLowCents: outcome.estimate.lowCents,
      estimateHighCents: outcome.estimate.highCents,
      estimateMiles: outcome.estimate.estimatedMiles,
    });
  });

  it('reads a ZIP+4 by its 5-digit code', () => {
    expect(estimateToStore({ ...shipper, pickupZip: '10001-1234', weight: '1200' })).toEqual(
      estimateToStore({ ...shipper, weight: '1200' }),
    );
  });

  const NONE = { estimateLowCents: null, estimateHighCents: null, estimateMiles: null };

  it.each([
    ['no weight', { ...shipper, weight: undefined }],
    ['an unknown ZIP code', { ...shipper, deliveryZip: '99999', weight: '1200' }],
    ['one ZIP code for both ends', { ...shipper, deliveryZip: '10001', weight: '1200' }],
    ['a weight beyond the calculator', { ...shipper, weight: '250000' }],
    ['a broker request', { ...shipper, userRole: 'broker', weight: '1200' }],
  ])('stores none for %s', (_case, request) => {
    expect(estimateToStore(request)).toEqual(NONE);
  });
});
