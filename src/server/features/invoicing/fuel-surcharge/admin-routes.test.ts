// The Billing screen's fuel surcharge routes through the whole app on a real database: who may use
// them (the owner and accounting; operations and recruiting get 403), the 400s a form shows under
// its fields, the 409 of a second schedule for a day, a typed week recorded and changed with its
// audit events, and "Fetch from the EIA" against a local fake of the EIA's API: offered only when
// configured, a clear 502 and nothing stored when the EIA fails.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../../tests/support/admin.js';
import { FAKE_EIA_KEY, startFakeEia, type FakeEia } from '../../../../../tests/support/fake-eia.js';
import { testConfig } from '../../../../../tests/support/test-config.js';
import { startTestApp, stopTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import type { StaffRole } from '../../../../shared/staff-roles.js';
import { auditEvents, dieselPrices, fuelSurchargeSchedules } from '../../../db/schema.js';

let eia: FakeEia;
let started: TestApp;
let withoutEia: TestApp;
const members = {} as Record<StaffRole, AdminClient>;
let plainOwner: AdminClient;

const SCHEDULE = { effectiveFrom: '2026-01-01', pegPrice: '1.25', priceStep: '0.05', basis: 'per_mile', increment: '0.01' };

beforeAll(async () => {
  eia = await startFakeEia();
  started = await startTestApp({ config: testConfig({ EIA_API_KEY: FAKE_EIA_KEY, EIA_API_BASE_URL: eia.baseUrl }) });
  for (const role of ['owner', 'accounting', 'operations', 'recruiting'] as const) {
    const account = { email: `${role}@freight.example`, password: 'a long enough test password' };
    await createTestAdmin(started.database.db, account, role);
    members[role] = await signIn(started.app, account);
  }
  withoutEia = await startTestApp();
  await createTestAdmin(withoutEia.database.db);
  plainOwner = await signIn(withoutEia.app);
});

afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
  await stopTestApp(withoutEia?.app, withoutEia?.database);
  await eia?.close();
});

beforeEach(async () => {
  const { db } = started.database;
  await db.delete(fuelSurchargeSchedules);
  await db.delete(dieselPrices);
  eia.setWeeks([]);
  eia.requests.length = 0;
});

async function eventsOf(action: string) {
  return started.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action as never))
    .orderBy(asc(auditEvents.id));
}

describe('who may use the fuel surcharge settings', () => {
  const calls = [
    { method: 'GET', url: '/api/admin/fuel-surcharge/schedules' },
    { method: 'POST', url: '/api/admin/fuel-surcharge/schedules', payload: SCHEDULE },
    { method: 'GET', url: '/api/admin/fuel-surcharge/diesel-prices' },
    { method: 'POST', url: '/api/admin/fuel-surcharge/diesel-prices', payload: { weekOf: '2026-11-30', price: '3.859' } },
    { method: 'POST', url: '/api/admin/fuel-surcharge/diesel-prices/fetch' },
  ] as const;

  it.each(['operations', 'recruiting'] as const)('refuses %s every call with a 403, changing nothing', async (role) => {
    for (const call of calls) {
      const response = await members[role].request(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await started.database.db.select().from(fuelSurchargeSchedules)).toEqual([]);
    expect(await started.database.db.select().from(dieselPrices)).toEqual([]);
    expect(eia.requests).toEqual([]);
  });

  it('refuses someone signed out with a 401', async () => {
    const response = await started.app.inject({ method: 'GET', url: '/api/admin/fuel-surcharge/schedules' });
    expect(response.statusCode).toBe(401);
  });

  it.each(['owner', 'accounting'] as const)('lets %s read both lists', async (role) => {
    expect((await members[role].request(calls[0])).statusCode).toBe(200);
    expect((await members[role].request(calls[2])).statusCode).toBe(200);
  });
});

describe('schedules', () => {
  it('adds a schedule, lists the newest first, and records who added it in the audit log', async () => {
    const first = await members.accounting.request({ method: 'POST', url: '/api/admin/fuel-surcharge/schedules', payload: SCHEDULE });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      effectiveFrom: '2026-01-01',
      pegPrice: '1.250',
      priceStep: '0.050',
      basis: 'per_mile',
      increment: '0.0100',
      createdBy: 'accounting@freight.example',
    });
    const second = await members.owner.request({
      method: 'POST',
      url: '/api/admin/fuel-surcharge/schedules',
      payload: { ...SCHEDULE, effectiveFrom: '2026-07-01', basis: 'percent', increment: ' 1.5 ' },
    });
    expect(second.statusCode).toBe(201);

    const list = await members.owner.request({ method: 'GET', url: '/api/admin/fuel-surcharge/schedules' });
    expect(
      list.json<{ items: { effectiveFrom: string; increment: string }[] }>().items.map((item) => [item.effectiveFrom, item.increment]),
    ).toEqual([
      ['2026-07-01', '1.5000'],
      ['2026-01-01', '0.0100'],
    ]);

    const [event] = await eventsOf('fuel_surcharge.schedule_added');
    expect(event).toMatchObject({
      actorLabel: 'accounting@freight.example',
      recordType: 'fuel_surcharge_schedule',
      recordId: String(first.json<{ id: number }>().id),
      changes: { pegPrice: { before: null, after: '1.250' }, basis: { before: null, after: 'per_mile' } },
    });
  });

  it('answers a second schedule for the same day with a 409 and keeps the first', async () => {
    const eventsBefore = (await eventsOf('fuel_surcharge.schedule_added')).length;
    await members.owner.request({ method: 'POST', url: '/api/admin/fuel-surcharge/schedules', payload: SCHEDULE });
    const again = await members.owner.request({
      method: 'POST',
      url: '/api/admin/fuel-surcharge/schedules',
      payload: { ...SCHEDULE, pegPrice: '2.00' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already starts on 2026-01-01/);
    expect(await started.database.db.select({ peg: fuelSurchargeSchedules.pegPrice }).from(fuelSurchargeSchedules)).toEqual([
      { peg: '1.250' },
    ]);
    expect(await eventsOf('fuel_surcharge.schedule_added')).toHaveLength(eventsBefore + 1);
  });

  it.each([
    ['a date that is no date', { effectiveFrom: '2026-02-30' }, 'effectiveFrom'],
    ['a peg of nothing', { pegPrice: '0' }, 'pegPrice'],
    ['a negative step', { priceStep: '-0.05' }, 'priceStep'],
    ['a price with four decimals', { pegPrice: '1.2501' }, 'pegPrice'],
    ['a price in thousands', { pegPrice: '1250' }, 'pegPrice'],
    ['an unknown basis', { basis: 'per_gallon' }, 'basis'],
    ['an increment with five decimals', { increment: '0.01255' }, 'increment'],
  ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
    const response = await members.owner.request({
      method: 'POST',
      url: '/api/admin/fuel-surcharge/schedules',
      payload: { ...SCHEDULE, ...change },
    });
    expect(response.statusCode).toBe(400);
    // The message names the field first ("pegPrice: Enter the peg price as ..."), as every schema refusal does.
    expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^${field}: `));
    expect(await started.database.db.select().from(fuelSurchargeSchedules)).toEqual([]);
  });

  it('refuses a field the form does not send (nothing computed by the browser is taken)', async () => {
    const response = await members.owner.request({
      method: 'POST',
      url: '/api/admin/fuel-surcharge/schedules',
      payload: { ...SCHEDULE, id: 9 },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('diesel prices typed by staff', () => {
  it('records a new week (201), changes it with the price before and after (200), and an equal price changes nothing', async () => {
    const url = '/api/admin/fuel-surcharge/diesel-prices';
    const recorded = await members.accounting.request({ method: 'POST', url, payload: { weekOf: '2026-11-30', price: '3.859' } });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({
      outcome: 'recorded',
      price: { weekOf: '2026-11-30', price: '3.859', source: 'staff', recordedBy: 'accounting@freight.example' },
    });

    const changed = await members.owner.request({ method: 'POST', url, payload: { weekOf: '2026-11-30', price: '3.869' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ outcome: 'changed', price: { price: '3.869', recordedBy: 'owner@freight.example' } });

    const same = await members.owner.request({ method: 'POST', url, payload: { weekOf: '2026-11-30', price: '3.8690' } });
    expect(same.statusCode).toBe(400); // four decimals: the EIA publishes three
    const sameAgain = await members.owner.request({ method: 'POST', url, payload: { weekOf: '2026-11-30', price: '3.869' } });
    expect(sameAgain.json()).toMatchObject({ outcome: 'unchanged', price: { price: '3.869' } });

    expect(await eventsOf('diesel_price.recorded')).toMatchObject([
      {
        recordType: 'diesel_price',
        recordId: '2026-11-30',
        actorLabel: 'accounting@freight.example',
        changes: { price: { before: null, after: '3.859' }, source: { before: null, after: 'staff' } },
      },
    ]);
    expect(await eventsOf('diesel_price.changed')).toMatchObject([
      { recordId: '2026-11-30', actorLabel: 'owner@freight.example', changes: { price: { before: '3.859', after: '3.869' } } },
    ]);

    const list = await members.owner.request({ method: 'GET', url });
    expect(list.json()).toMatchObject({ eiaConfigured: true, items: [{ weekOf: '2026-11-30', price: '3.869' }] });
  });

  it('refuses a day that is not a Monday, naming the Monday to use', async () => {
    const response = await members.owner.request({
      method: 'POST',
      url: '/api/admin/fuel-surcharge/diesel-prices',
      payload: { weekOf: '2026-12-02', price: '3.859' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'weekOf: The EIA publishes one price per week, for its Monday: 2026-12-02 is not a Monday. Use 2026-11-30.',
    );
    expect(await started.database.db.select().from(dieselPrices)).toEqual([]);
  });

  it.each([
    ['no price', { weekOf: '2026-11-30' }],
    ['a price of nothing', { weekOf: '2026-11-30', price: '0.000' }],
    ['a price in words', { weekOf: '2026-11-30', price: 'three' }],
    ['a week before the EIA’s series', { weekOf: '1990-01-01', price: '1.000' }],
  ])('refuses %s with a 400', async (_case, payload) => {
    const response = await members.owner.request({ method: 'POST', url: '/api/admin/fuel-surcharge/diesel-prices', payload });
    expect(response.statusCode).toBe(400);
  });
});

describe('fetching from the EIA', () => {
  const fetchUrl = '/api/admin/fuel-surcharge/diesel-prices/fetch';

  it('records the latest published week, then changes a typed price to the EIA’s', async () => {
    eia.setWeeks([
      { period: '2026-11-23', value: '3.801' },
      { period: '2026-11-30', value: '3.859' },
    ]);
    const fetched = await members.accounting.request({ method: 'POST', url: fetchUrl });
    expect(fetched.statusCode).toBe(201);
    expect(fetched.json()).toMatchObject({ outcome: 'recorded', price: { weekOf: '2026-11-30', price: '3.859', source: 'eia' } });
    expect(eia.requests).toHaveLength(1);

    await members.owner.request({
      method: 'POST',
      url: '/api/admin/fuel-surcharge/diesel-prices',
      payload: { weekOf: '2026-11-30', price: '3.9' },
    });
    const again = await members.owner.request({ method: 'POST', url: fetchUrl });
    expect(again.json()).toMatchObject({ outcome: 'changed', price: { price: '3.859', source: 'eia' } });
    expect((await eventsOf('diesel_price.changed')).at(-1)).toMatchObject({
      changes: { price: { before: '3.900', after: '3.859' }, source: { before: 'staff', after: 'eia' } },
    });
  });

  it.each([
    ['an empty series', () => eia.setWeeks([]), /no weekly diesel price yet/],
    ['the EIA down', () => eia.failNext(503), /did not answer/],
    ['a refusal', () => eia.failNext(429), /refused the request \(HTTP 429\)/],
    ['a price it cannot be', () => eia.setWeeks([{ period: '2026-11-30', value: '-3.859' }]), /could not read/],
    ['a week that is no Monday', () => eia.setWeeks([{ period: '2026-12-01', value: '3.859' }]), /could not read/],
    ['an answer that is not JSON', () => eia.answerNextWith('<html>maintenance</html>'), /could not read/],
    ['JSON of another shape', () => eia.answerNextWith('{"response":{"rows":[]}}'), /could not read/],
  ])('answers %s with a 502 that says what, and stores nothing', async (_case, arrange, message) => {
    arrange();
    const response = await members.owner.request({ method: 'POST', url: fetchUrl });
    expect(response.statusCode).toBe(502);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect(await started.database.db.select().from(dieselPrices)).toEqual([]);
  });

  it('is not offered without EIA_API_KEY: the list says so and the call is a 409', async () => {
    const list = await plainOwner.request({ method: 'GET', url: '/api/admin/fuel-surcharge/diesel-prices' });
    expect(list.json()).toEqual({ items: [], eiaConfigured: false });
    const response = await plainOwner.request({ method: 'POST', url: fetchUrl });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/EIA_API_KEY/);
  });
});
