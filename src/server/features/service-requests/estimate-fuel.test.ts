// The instant estimate's fuel surcharge line (decision 070), through app.inject with the app's own
// wiring: the range stays the linehaul's; when a schedule and week apply today, the answer adds
// the surcharge at each end of the range and the server's sentence about it in the page's
// language; without them the estimate is as it always was.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientAddresses } from '../../../../tests/support/client-addresses.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { estimateUrl, type EstimateQuery, type InstantEstimate } from '../../../shared/service-requests/instant-estimate-texts.js';
import type { DatabaseHandle } from '../../db/client.js';
import { dieselPrices, fuelSurchargeSchedules } from '../../db/schema.js';
import { instantEstimate, ROAD_DISTANCE_SPREAD } from './estimate-service.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
});
afterAll(async () => {
  await stopTestApp(app, database);
});
beforeEach(async () => {
  await database.db.delete(fuelSurchargeSchedules);
  await database.db.delete(dieselPrices);
});

const nextClient = clientAddresses(12);
const QUERY: EstimateQuery = { pickupZip: '10001', deliveryZip: '60601', serviceType: 'furniture', weight: '350' };

function ask(headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: estimateUrl(QUERY), remoteAddress: nextClient(), headers });
}

/** $3.859 is 9 started steps of $0.100 above a $3.000 peg: 9 x $0.05 = $0.45 a mile. */
async function perMileSchedule() {
  await database.db
    .insert(fuelSurchargeSchedules)
    .values({ effectiveFrom: '2020-01-01', pegPrice: '3.000', priceStep: '0.100', basis: 'per_mile', increment: '0.0500' });
  await database.db.insert(dieselPrices).values({ weekOf: '2020-01-06', price: '3.859', source: 'staff' });
}

/** Cents of miles (to a tenth, as the line's quantity) x $0.45, half up. */
const surchargeCents = (miles: number) => Math.round((Math.round(miles * 10) * 45) / 10);

describe('the instant estimate’s fuel surcharge', () => {
  it('is its own line on top of the unchanged range, at each end of it, with the week and price in English', async () => {
    await perMileSchedule();
    const response = await ask();
    expect(response.statusCode).toBe(200);
    const estimate = response.json<InstantEstimate>();
    const plain = instantEstimate({ ...QUERY, weightPounds: 350, urgency: 'standard' });
    if (!plain.ok) throw new Error(plain.reason);
    expect(estimate).toMatchObject(plain.estimate);
    const miles = estimate.estimatedMiles;
    expect(estimate.fuelSurcharge).toEqual({
      lowCents: Math.floor(surchargeCents(miles * (1 - ROAD_DISTANCE_SPREAD)) / 100) * 100,
      highCents: Math.ceil(surchargeCents(miles * (1 + ROAD_DISTANCE_SPREAD)) / 100) * 100,
      dieselPrice: '3.859',
      weekOf: '2020-01-06',
    });
    expect(estimate.fuelNote).toMatch(
      /^Plus a fuel surcharge of about \$[\d,]+ – \$[\d,]+ \(diesel \$3\.859 a gallon, week of Jan 6, 2020\)\.$/,
    );
  });

  it('is said in Spanish to a Spanish page', async () => {
    await perMileSchedule();
    const estimate = (await ask({ cookie: 'lang=es' })).json<InstantEstimate>();
    expect(estimate.fuelNote).toMatch(
      /^Más un recargo por combustible de aproximadamente .+ \(diésel a .*3[.,]859 el galón, semana del 6 ene 2020\)\.$/,
    );
  });

  it('is absent without a schedule, or below the peg', async () => {
    expect((await ask()).json<InstantEstimate>()).not.toHaveProperty('fuelSurcharge');
    await database.db
      .insert(fuelSurchargeSchedules)
      .values({ effectiveFrom: '2020-01-01', pegPrice: '4.000', priceStep: '0.100', basis: 'per_mile', increment: '0.0500' });
    await database.db.insert(dieselPrices).values({ weekOf: '2020-01-06', price: '3.859', source: 'staff' });
    const estimate = (await ask()).json<InstantEstimate>();
    expect(estimate.fuelSurcharge).toBeUndefined();
    expect(estimate.fuelNote).toBeUndefined();
  });
});
