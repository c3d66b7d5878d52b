// The weekly fetch against the fake EIA, with the clock in the test's hands (no waiting): nothing
// before Monday afternoon ET, the week looked for from 4 p.m. and every hour after until the EIA
// has it, never a price staff typed overwritten, a restart catching up, two instances fetching
// once, and an EIA failure logged without the key and retried. Which schedule and price apply to
// a pickup date is checked here too, on the same database.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_EIA_KEY, startFakeEia, type FakeEia } from '../../../../../tests/support/fake-eia.js';
import { openTestDatabase } from '../../../../../tests/support/test-database.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { auditEvents, dieselPrices, fuelSurchargeSchedules } from '../../../db/schema.js';
import { fuelSurchargeFor } from './fuel-surcharge-for.js';
import { createWeeklyDieselFetch, type WeeklyFetchLogger } from './weekly-fetch-worker.js';
import { weekDueAt } from './weekly-fetch-schedule.js';

let database: DatabaseHandle;
let eia: FakeEia;
const logged: { level: string; context: object; message: string }[] = [];
const logger = {
  info: (context: object, message: string) => logged.push({ level: 'info', context, message }),
  warn: (context: object, message: string) => logged.push({ level: 'warn', context, message }),
  error: (context: object, message: string) => logged.push({ level: 'error', context, message }),
} as unknown as WeeklyFetchLogger;

beforeAll(async () => {
  database = await openTestDatabase();
  eia = await startFakeEia();
});
afterAll(async () => {
  await eia?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(dieselPrices);
  await database.db.delete(fuelSurchargeSchedules);
  eia.setWeeks([]);
  eia.requests.length = 0;
  logged.length = 0;
});

function fetcher(apiKey = FAKE_EIA_KEY) {
  return createWeeklyDieselFetch({ db: database.db, eia: { apiKey, baseUrl: eia.baseUrl }, logger });
}

async function storedWeeks() {
  return database.db
    .select({ weekOf: dieselPrices.weekOf, price: dieselPrices.price, source: dieselPrices.source })
    .from(dieselPrices)
    .orderBy(asc(dieselPrices.weekOf));
}

// Monday 30 November 2026; Eastern Standard Time is UTC-5.
const MONDAY_NOON_ET = new Date('2026-11-30T17:00:00Z');
const MONDAY_4PM_ET = new Date('2026-11-30T21:00:00Z');
const MONDAY_5PM_ET = new Date('2026-11-30T22:00:00Z');
const TUESDAY_9AM_ET = new Date('2026-12-01T14:00:00Z');

describe('the week due', () => {
  it.each([
    ['Monday noon ET: last week', MONDAY_NOON_ET, '2026-11-23'],
    ['Monday 3:59 p.m. ET', new Date('2026-11-30T20:59:59Z'), '2026-11-23'],
    ['Monday 4 p.m. ET: this week', MONDAY_4PM_ET, '2026-11-30'],
    ['Monday 11 p.m. ET (Tuesday in UTC)', new Date('2026-12-01T04:00:00Z'), '2026-11-30'],
    ['Sunday night ET', new Date('2026-12-07T04:59:00Z'), '2026-11-30'],
    ['Monday 4 p.m. EDT (UTC-4, summer)', new Date('2026-06-01T20:00:00Z'), '2026-06-01'],
    ['Monday 3 p.m. EDT', new Date('2026-06-01T19:00:00Z'), '2026-05-25'],
  ])('%s', (_case, now, week) => {
    expect(weekDueAt(now)).toBe(week);
  });
});

describe('the weekly fetch', () => {
  it('asks nothing while last week is recorded and this week is not due, then records the week once published', async () => {
    await database.db.insert(dieselPrices).values({ weekOf: '2026-11-23', price: '3.801', source: 'staff', recordedByAdminId: null });
    const weekly = fetcher();

    expect(await weekly.runOnce(MONDAY_NOON_ET)).toEqual({ outcome: 'already_recorded', weekOf: '2026-11-23' });
    expect(eia.requests).toEqual([]);

    // 4 p.m.: due, but the EIA has not published it yet; last week's typed price stays as typed.
    eia.setWeeks([{ period: '2026-11-23', value: '3.811' }]);
    expect(await weekly.runOnce(MONDAY_4PM_ET)).toEqual({ outcome: 'not_published', weekOf: '2026-11-30', recorded: [] });
    expect(eia.requests).toHaveLength(1);
    expect(eia.requests[0]?.query.get('length')).toBe('4');

    // An hour later it is there.
    eia.setWeeks([
      { period: '2026-11-23', value: '3.811' },
      { period: '2026-11-30', value: '3.859' },
    ]);
    expect(await weekly.runOnce(MONDAY_5PM_ET)).toEqual({ outcome: 'recorded', weekOf: '2026-11-30', recorded: ['2026-11-30'] });
    expect(await storedWeeks()).toEqual([
      { weekOf: '2026-11-23', price: '3.801', source: 'staff' },
      { weekOf: '2026-11-30', price: '3.859', source: 'eia' },
    ]);

    // Recorded: the following hours ask nothing.
    expect(await weekly.runOnce(TUESDAY_9AM_ET)).toMatchObject({ outcome: 'already_recorded' });
    expect(eia.requests).toHaveLength(2);

    const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.recordId, '2026-11-30'));
    expect(event).toMatchObject({
      action: 'diesel_price.recorded',
      actorKind: 'system',
      actorLabel: 'weekly EIA fetch',
      recordType: 'diesel_price',
    });
  });

  it('catches up after a restart: a new instance on Wednesday records the missed weeks', async () => {
    eia.setWeeks([
      { period: '2026-11-16', value: '3.790' },
      { period: '2026-11-23', value: '3.801' },
      { period: '2026-11-30', value: '3.859' },
    ]);
    const result = await fetcher().runOnce(new Date('2026-12-02T15:00:00Z'));
    expect(result).toEqual({ outcome: 'recorded', weekOf: '2026-11-30', recorded: ['2026-11-30', '2026-11-23', '2026-11-16'] });
    expect((await storedWeeks()).map((week) => week.weekOf)).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
  });

  it('fetches once when two instances run at the same moment', async () => {
    eia.setWeeks([{ period: '2026-11-30', value: '3.859' }]);
    const results = await Promise.all([fetcher().runOnce(MONDAY_5PM_ET), fetcher().runOnce(MONDAY_5PM_ET)]);
    // The other finds the lock taken, or looks after the first committed and finds the week there.
    const outcomes = results.map((result) => result.outcome).sort();
    expect([
      ['fetching_elsewhere', 'recorded'],
      ['already_recorded', 'recorded'],
    ]).toContainEqual(outcomes);
    expect(eia.requests).toHaveLength(1);
    expect(await storedWeeks()).toHaveLength(1);
  });

  it('logs an EIA failure without the key, stores nothing, and tries again on the next run', async () => {
    const weekly = fetcher('a-wrong-key-98765');
    expect(await weekly.runOnce(MONDAY_5PM_ET)).toMatchObject({ outcome: 'failed', weekOf: '2026-11-30' });
    expect(await storedWeeks()).toEqual([]);
    expect(logged.map((line) => line.level)).toEqual(['warn']);
    expect(JSON.stringify(logged)).not.toContain('a-wrong-key-98765');

    eia.setWeeks([{ period: '2026-11-30', value: '3.859' }]);
    eia.failNext(503);
    expect(await fetcher().runOnce(MONDAY_5PM_ET)).toMatchObject({ outcome: 'failed' });
    expect(await fetcher().runOnce(new Date('2026-11-30T23:00:00Z'))).toMatchObject({ outcome: 'recorded' });
    expect(JSON.stringify(logged)).not.toContain(FAKE_EIA_KEY);
  });

  it('runs at start and stops cleanly', async () => {
    eia.setWeeks([{ period: '2026-11-30', value: '3.859' }]);
    const weekly = createWeeklyDieselFetch({
      db: database.db,
      eia: { apiKey: FAKE_EIA_KEY, baseUrl: eia.baseUrl },
      logger,
      clock: () => MONDAY_5PM_ET,
    });
    weekly.start();
    await expect.poll(async () => (await storedWeeks()).length).toBe(1);
    await weekly.stop();
  });
});

describe('fuelSurchargeFor: which schedule and price apply on a pickup date', () => {
  async function arrange() {
    await database.db.insert(fuelSurchargeSchedules).values([
      { effectiveFrom: '2026-01-01', pegPrice: '1.250', priceStep: '0.050', basis: 'per_mile', increment: '0.0100' },
      { effectiveFrom: '2026-12-01', pegPrice: '2.500', priceStep: '0.100', basis: 'percent', increment: '1.0000' },
    ]);
    await database.db.insert(dieselPrices).values([
      { weekOf: '2026-11-23', price: '3.801', source: 'eia' },
      { weekOf: '2026-11-30', price: '3.859', source: 'eia' },
    ]);
  }
  const load = { miles: '812', linehaulAmount: '2150.00' };

  it('uses the schedule in force on the pickup date and the week in force that day', async () => {
    await arrange();
    // Sunday 29 November: last week's price, the January schedule.
    expect(await fuelSurchargeFor(database.db, { pickupDate: '2026-11-29', ...load })).toMatchObject({
      kind: 'line',
      price: { weekOf: '2026-11-23', price: '3.801' },
      schedule: { effectiveFrom: '2026-01-01' },
      line: {
        description: 'Fuel surcharge: diesel $3.801 (week of 2026-11-23), schedule from 2026-01-01',
        unit: 'miles',
        quantity: '812',
        rate: '0.52',
      },
    });
    // Monday 30 November: that week's price.
    expect(await fuelSurchargeFor(database.db, { pickupDate: '2026-11-30', ...load })).toMatchObject({
      price: { weekOf: '2026-11-30' },
      schedule: { effectiveFrom: '2026-01-01' },
    });
    // 1 December: the new schedule, the week of 30 November still in force.
    expect(await fuelSurchargeFor(database.db, { pickupDate: '2026-12-01', ...load })).toMatchObject({
      kind: 'line',
      schedule: { effectiveFrom: '2026-12-01', basis: 'percent' },
      line: {
        description: 'Fuel surcharge: diesel $3.859 (week of 2026-11-30), schedule from 2026-12-01',
        unit: 'flat',
        quantity: '1',
        rate: '301',
      },
    });
  });

  it('says why there is no line: no schedule yet, no price yet, or a price at the peg', async () => {
    expect(await fuelSurchargeFor(database.db, { pickupDate: '2026-11-30', ...load })).toEqual({ kind: 'none', reason: 'no_schedule' });
    await arrange();
    expect(await fuelSurchargeFor(database.db, { pickupDate: '2025-12-31', ...load })).toEqual({ kind: 'none', reason: 'no_schedule' });
    expect(await fuelSurchargeFor(database.db, { pickupDate: '2026-11-22', ...load })).toEqual({ kind: 'none', reason: 'no_price' });
    await database.db.insert(dieselPrices).values({ weekOf: '2026-12-07', price: '2.500', source: 'staff' });
    expect(await fuelSurchargeFor(database.db, { pickupDate: '2026-12-08', ...load })).toEqual({ kind: 'none', reason: 'below_peg' });
  });
});
