// "Add fuel surcharge" in the editors (decision 070), through app.inject on a real database: the
// line the schedule and week in force on the pickup date make, or why there is none; the pickup
// date is the dispatch's planned pickup, else the preferred date, else today; the miles are the
// estimate's, else the ZIP codes' distance. Nothing is saved by asking.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../../tests/support/admin.js';
import { insertDriver } from '../../../../../tests/support/dispatch.js';
import { insertServiceRequestRow } from '../../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import type { LoadSurcharge } from '../../../../shared/invoicing/load-surcharge.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { dieselPrices, dispatchAssignments, fuelSurchargeSchedules, invoices } from '../../../db/schema.js';
import { pickupDateOf } from './load-surcharge-service.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let accounting: AdminClient;
let recruiting: AdminClient;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
  owner = await signIn(app);
  const books = { email: 'books@freight.example', password: 'accounting test password' };
  const recruiter = { email: 'recruiter@freight.example', password: 'recruiting test password' };
  await createTestAdmin(database.db, books, 'accounting');
  await createTestAdmin(database.db, recruiter, 'recruiting');
  accounting = await signIn(app, books, '10.200.2.2');
  recruiting = await signIn(app, recruiter, '10.200.2.3');
});
afterAll(async () => {
  await stopTestApp(app, database);
});
beforeEach(async () => {
  await database.db.delete(fuelSurchargeSchedules);
  await database.db.delete(dieselPrices);
});

const PER_MILE = { effectiveFrom: '2026-01-01', pegPrice: '1.250', priceStep: '0.050', basis: 'per_mile' as const, increment: '0.0100' };
const PERCENT = { effectiveFrom: '2026-01-01', pegPrice: '1.250', priceStep: '0.050', basis: 'percent' as const, increment: '0.5000' };

async function schedule(values: typeof PER_MILE | typeof PERCENT) {
  await database.db.insert(fuelSurchargeSchedules).values(values);
}

async function price(weekOf: string, dollars: string) {
  await database.db.insert(dieselPrices).values({ weekOf, price: dollars, source: 'staff' });
}

async function surcharge(id: number, query = '', client = owner, editor: 'invoice' | 'quote' = 'invoice') {
  return client.request({ method: 'GET', url: `/api/admin/service-requests/${id}/${editor}/fuel-surcharge${query}` });
}

/** A Detroit to Chicago load whose instant estimate said 283 miles, to pick up on Thursday 2026-12-03. */
function load(overrides: Parameters<typeof insertServiceRequestRow>[1] = {}) {
  return insertServiceRequestRow(database.db, {
    preferredDate: '2026-12-03',
    estimateLowCents: 50000,
    estimateHighCents: 70000,
    estimateMiles: 283,
    ...overrides,
  });
}

describe('the load’s fuel surcharge', () => {
  it('is the per-mile line of the schedule and week in force on the pickup date, naming the price and week', async () => {
    await schedule(PER_MILE);
    await price('2026-11-23', '3.000');
    await price('2026-11-30', '3.859');
    await price('2026-12-07', '4.200');
    const { id } = await load();
    const response = await surcharge(id);
    expect(response.statusCode).toBe(200);
    // 3.859 - 1.250 = 2.609 over the peg: 53 started steps of $0.050, x $0.01 a mile.
    expect(response.json<LoadSurcharge>()).toEqual({
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
      pickupDate: '2026-12-03',
      pickupDateFrom: 'preferred',
      miles: '283.0',
      milesFrom: 'estimate',
    });
    // Asking saves nothing: no draft is made.
    expect(await database.db.select().from(invoices)).toEqual([]);
  });

  it('takes a percentage of the linehaul the editor sends', async () => {
    await schedule(PERCENT);
    await price('2026-11-30', '1.351');
    const { id } = await load();
    // 3 steps x 0.5% of $1,000.00 = $15.00
    const line = (await surcharge(id, '?linehaul=1000')).json<LoadSurcharge>();
    expect(line).toMatchObject({ kind: 'line', amount: '15.00', line: { quantity: '1', unit: 'flat', rate: '15' } });
    expect((await surcharge(id)).json<LoadSurcharge>()).toMatchObject({ kind: 'none', reason: 'no_linehaul' });
  });

  it.each([
    [
      'no_schedule',
      async () => schedule({ ...PER_MILE, effectiveFrom: '2027-01-01' }),
      'No fuel surcharge schedule is in force on the pickup date',
    ],
    [
      'no_price',
      async () => {
        await schedule(PER_MILE);
        await price('2026-12-07', '3.859');
      },
      'No diesel price is recorded for a week on or before the pickup date',
    ],
    [
      'below_peg',
      async () => {
        await schedule(PER_MILE);
        await price('2026-11-30', '1.250');
      },
      'The diesel price is at or below the schedule’s peg price',
    ],
  ])('says why there is none: %s', async (reason, arrange, message) => {
    await arrange();
    const { id } = await load();
    expect((await surcharge(id)).json<LoadSurcharge>()).toMatchObject({ kind: 'none', reason, message, pickupDate: '2026-12-03' });
  });

  it('has no per-mile line for a load without miles (no estimate, ZIP codes we cannot place)', async () => {
    await schedule(PER_MILE);
    await price('2026-11-30', '3.859');
    const { id } = await insertServiceRequestRow(database.db, { preferredDate: '2026-12-03', pickupZip: '00000', deliveryZip: '00001' });
    expect((await surcharge(id)).json<LoadSurcharge>()).toMatchObject({ kind: 'none', reason: 'no_miles', miles: null, milesFrom: null });
  });

  it('measures the ZIP codes when the request has no estimate', async () => {
    await schedule(PER_MILE);
    await price('2026-11-30', '3.859');
    const { id } = await insertServiceRequestRow(database.db, { preferredDate: '2026-12-03' });
    const answer = (await surcharge(id)).json<LoadSurcharge>();
    expect(answer.milesFrom).toBe('zip_distance');
    expect(Number(answer.miles)).toBeGreaterThan(200);
  });

  it('uses the dispatch’s planned pickup date once the load is dispatched', async () => {
    await schedule(PER_MILE);
    await price('2026-11-30', '3.859');
    await price('2026-12-07', '4.200');
    const { id } = await load();
    const driver = await insertDriver(database.db);
    await database.db
      .insert(dispatchAssignments)
      .values({ serviceRequestId: id, driverProfileId: driver.id, plannedPickupDate: '2026-12-08' });
    expect((await surcharge(id)).json<LoadSurcharge>()).toMatchObject({
      kind: 'line',
      weekOf: '2026-12-07',
      pickupDate: '2026-12-08',
      pickupDateFrom: 'dispatch',
    });
  });

  it('falls back to today without a preferred date or a dispatch', () => {
    expect(pickupDateOf({ plannedPickupDate: null, preferredDate: null }, '2026-12-06')).toEqual({ date: '2026-12-06', from: 'today' });
    expect(pickupDateOf({ plannedPickupDate: '2026-12-09', preferredDate: '2026-12-03' }, '2026-12-06')).toEqual({
      date: '2026-12-09',
      from: 'dispatch',
    });
  });

  it('refuses a linehaul that is not an amount (400), an unknown request (404), and staff of neither editor (403)', async () => {
    const { id } = await load();
    expect((await surcharge(id, '?linehaul=abc')).statusCode).toBe(400);
    expect((await surcharge(id, '?linehaul=1&miles=5')).statusCode).toBe(400);
    expect((await surcharge(999_999_999)).statusCode).toBe(404);
    expect((await surcharge(id, '', recruiting)).statusCode).toBe(403);
    // Accounting invoices but does not set quotes.
    expect((await surcharge(id, '', accounting, 'invoice')).statusCode).toBe(200);
    expect((await surcharge(id, '', accounting, 'quote')).statusCode).toBe(403);
  });
});

describe("the quote calculator's fuel surcharge", () => {
  function calculator(query: string, client = owner) {
    return client.request({ method: 'GET', url: `/api/admin/fuel-surcharge/calculator?${query}` });
  }

  it('is the line for its distance and total on the pickup date it is given', async () => {
    await schedule(PER_MILE);
    await price('2026-11-30', '3.859');
    const response = await calculator('miles=283&linehaul=608.45&pickupDate=2026-12-03');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'line', amount: '149.99', weekOf: '2026-11-30', pickupDate: '2026-12-03', miles: '283' });
    expect((await calculator('miles=283&linehaul=608.45&pickupDate=2026-11-29')).json()).toMatchObject({
      kind: 'none',
      reason: 'no_price',
    });
  });

  it('refuses what is not a distance, an amount or a date (400), and staff without the calculator (403)', async () => {
    expect((await calculator('miles=0&linehaul=1')).statusCode).toBe(400);
    expect((await calculator('miles=10&linehaul=abc')).statusCode).toBe(400);
    expect((await calculator('miles=10&linehaul=1&pickupDate=tomorrow')).statusCode).toBe(400);
    expect((await calculator('miles=10&linehaul=1', recruiting)).statusCode).toBe(403);
    expect((await calculator('miles=10&linehaul=1', accounting)).statusCode).toBe(200);
  });
});
