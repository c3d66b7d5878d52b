// Detention proposed from the driver's stages (issue 37), through the driver's own route: once per
// stop whatever is sent twice, from the phone's times (an offline update arriving hours late),
// with the appointment, the customer's rate, the location; nothing under the free time.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineEvidence } from '../../../../shared/invoicing/invoice-line-schemas.js';
import { accessorialRates, dispatchAssignments, dispatchUpdates, invoiceLines, invoices, serviceRequests } from '../../../db/schema.js';
import { driverSession, insertDispatchableRequest, insertDriver, type DriverClient } from '../../../../../tests/support/dispatch.js';
import { multipart } from '../../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import { proposeDetentionAfterStage } from '../../dispatch/driver/stage-detention.js';
import { billedDetention } from './detention-time.js';
import { detentionDescription } from './propose-detention.js';

let started: TestApp;
let driver: DriverClient;

beforeAll(async () => {
  started = await startTestApp();
  driver = await driverSession(
    started.app,
    started.database.db,
    await insertDriver(started.database.db, { firstName: 'Maria', lastName: 'Waits' }),
  );
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Whole minutes in the past, so the phone's times are never "in the future" for the server. */
const ago = (ms: number) => new Date(Math.floor((Date.now() - ms) / MINUTE) * MINUTE);
/** Near the pickup's ZIP code (48226, downtown Detroit) and far from it. */
const AT_DETROIT = { latitude: '42.3317', longitude: '-83.0479' };
const AT_TOLEDO = { latitude: '41.6528', longitude: '-83.5379' };

let customerCount = 0;

async function newLoad(
  appointments: { pickup?: Date; delivery?: Date } = {},
  overrides: Partial<typeof serviceRequests.$inferInsert> = {},
) {
  customerCount += 1;
  const request = await insertDispatchableRequest(started.database.db, {
    contactEmail: `waits${customerCount}@shipper.example`,
    ...overrides,
  });
  await started.database.db.insert(dispatchAssignments).values({
    serviceRequestId: request.id,
    driverProfileId: driver.driver.id,
    plannedPickupDate: '2026-12-01',
    stage: 'accepted',
    pickupAppointmentAt: appointments.pickup ?? null,
    deliveryAppointmentAt: appointments.delivery ?? null,
  });
  return request;
}

async function send(referenceId: string, fields: Record<string, string>) {
  const body = await multipart({ updateId: randomUUID(), kind: 'stage', ...fields }, {});
  return driver.request({
    method: 'POST',
    url: `/api/driver/loads/${referenceId}/updates`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function linesOf(serviceRequestId: number) {
  return started.database.db
    .select({ line: invoiceLines, invoiceState: invoices.state })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoices.serviceRequestId, serviceRequestId));
}

describe('detention at pickup from the driver stages', () => {
  it('proposes one line on the draft from the phone times, with its evidence', async () => {
    const load = await newLoad();
    const arrived = ago(10 * HOUR);
    const departed = new Date(arrived.getTime() + 4 * HOUR + 15 * MINUTE); // 2 h 15 min over 2 h free
    expect((await send(load.referenceId, { stage: 'at_pickup', recordedAt: arrived.toISOString(), ...AT_DETROIT })).statusCode).toBe(201);
    expect(await linesOf(load.id)).toEqual([]);
    expect((await send(load.referenceId, { stage: 'picked_up', recordedAt: departed.toISOString() })).statusCode).toBe(201);

    const lines = await linesOf(load.id);
    expect(lines).toHaveLength(1);
    const [{ line, invoiceState } = { line: undefined, invoiceState: undefined }] = lines;
    expect(invoiceState).toBe('draft');
    expect(line).toMatchObject({
      kind: 'detention',
      state: 'proposed',
      source: 'detention',
      proposalKey: 'detention:pickup',
      unit: 'hours',
      quantity: '2.250',
      rate: '75.0000',
      amount: '168.75',
    });
    expect(line?.description).toMatch(
      // Each time with its day when the two fall on different days in the stop's zone (a run in the small hours).
      /^Detention at pickup: 2 h 15 min over 2 h free \(arrived ([A-Z][a-z]{2} \d{1,2}, )?\d{1,2}:\d{2} [AP]M, left ([A-Z][a-z]{2} \d{1,2}, )?\d{1,2}:\d{2} [AP]M E[SD]T\)$/,
    );
    expect(line?.evidence).toEqual({
      arrivedAt: arrived.toISOString(),
      departedAt: departed.toISOString(),
      freeMinutes: 120,
      billedMinutes: 135,
      stop: 'pickup',
      timeZone: 'America/Detroit',
      driverFirstName: 'Maria',
      location: 'Detroit, MI',
    } satisfies LineEvidence);
  });

  it('proposes once when the departure is sent twice (the same update retried, and a new one refused)', async () => {
    const load = await newLoad();
    const arrived = ago(9 * HOUR);
    await send(load.referenceId, { stage: 'at_pickup', recordedAt: arrived.toISOString() });
    const departure = { updateId: randomUUID(), stage: 'picked_up', recordedAt: new Date(arrived.getTime() + 5 * HOUR).toISOString() };
    expect((await send(load.referenceId, departure)).statusCode).toBe(201);
    expect((await send(load.referenceId, departure)).statusCode).toBe(200);
    expect((await send(load.referenceId, { stage: 'picked_up' })).statusCode).toBe(409);
    expect(await linesOf(load.id)).toHaveLength(1);
  });

  it("uses the phone's times for updates queued offline that arrive hours later", async () => {
    const load = await newLoad();
    // Both tapped over a day ago, sent now: recordedAt hours before the server's receipt.
    const arrived = ago(30 * HOUR);
    const departed = new Date(arrived.getTime() + 3 * HOUR);
    await send(load.referenceId, { stage: 'at_pickup', recordedAt: arrived.toISOString() });
    await send(load.referenceId, { stage: 'picked_up', recordedAt: departed.toISOString() });
    const [stored] = await started.database.db
      .select()
      .from(dispatchUpdates)
      .where(and(eq(dispatchUpdates.serviceRequestId, load.id), eq(dispatchUpdates.stage, 'picked_up')));
    expect(stored!.createdAt.getTime() - stored!.recordedAt.getTime()).toBeGreaterThan(24 * HOUR);
    const [{ line } = { line: undefined }] = await linesOf(load.id);
    expect(line).toMatchObject({ quantity: '1.000', amount: '75.00' });
    expect(line?.evidence).toMatchObject({ arrivedAt: arrived.toISOString(), departedAt: departed.toISOString(), billedMinutes: 60 });
  });

  it('proposes nothing within the free time, or for a driver who skipped the arrival', async () => {
    const quick = await newLoad();
    const arrived = ago(8 * HOUR);
    await send(quick.referenceId, { stage: 'at_pickup', recordedAt: arrived.toISOString() });
    await send(quick.referenceId, { stage: 'picked_up', recordedAt: new Date(arrived.getTime() + 2 * HOUR + 14 * MINUTE).toISOString() });
    expect(await linesOf(quick.id)).toEqual([]);

    const skipped = await newLoad();
    await send(skipped.referenceId, { stage: 'picked_up', recordedAt: ago(HOUR).toISOString() });
    expect(await linesOf(skipped.id)).toEqual([]);
    expect(await started.database.db.select().from(invoices).where(eq(invoices.serviceRequestId, skipped.id))).toEqual([]);
  });

  it('starts the clock at the appointment for an early driver, and cites it', async () => {
    const arrived = ago(12 * HOUR);
    const appointment = new Date(arrived.getTime() + HOUR);
    const load = await newLoad({ pickup: appointment });
    await send(load.referenceId, { stage: 'at_pickup', recordedAt: arrived.toISOString() });
    await send(load.referenceId, { stage: 'picked_up', recordedAt: new Date(arrived.getTime() + 4 * HOUR).toISOString() });
    const [{ line } = { line: undefined }] = await linesOf(load.id);
    expect(line).toMatchObject({ quantity: '1.000' });
    expect(line?.evidence).toMatchObject({ appointmentAt: appointment.toISOString(), billedMinutes: 60 });
    expect(line?.description).toContain(' appointment (arrived ');
  });

  it('starts the clock at arrival for a late driver and does not cite the appointment', async () => {
    const arrived = ago(12 * HOUR);
    const load = await newLoad({ pickup: new Date(arrived.getTime() - HOUR) });
    await send(load.referenceId, { stage: 'at_pickup', recordedAt: arrived.toISOString() });
    await send(load.referenceId, { stage: 'picked_up', recordedAt: new Date(arrived.getTime() + 4 * HOUR).toISOString() });
    const [{ line } = { line: undefined }] = await linesOf(load.id);
    expect(line).toMatchObject({ quantity: '2.000' });
    expect(line?.evidence).not.toHaveProperty('appointmentAt');
  });

  it("prices at the customer's own rate and terms", async () => {
    customerCount += 1;
    const email = `agreed${customerCount}@shipper.example`;
    await started.database.db
      .insert(accessorialRates)
      .values({ code: 'detention', customerEmail: email, rate: '50', unit: 'hours', freeMinutes: 60, stepMinutes: 30, capMinutes: 120 });
    const load = await newLoad({}, { contactEmail: email });
    const arrived = ago(10 * HOUR);
    await send(load.referenceId, { stage: 'at_pickup', recordedAt: arrived.toISOString() });
    await send(load.referenceId, { stage: 'picked_up', recordedAt: new Date(arrived.getTime() + 5 * HOUR).toISOString() });
    const [{ line } = { line: undefined }] = await linesOf(load.id);
    // 4 h over 1 h free, capped at 2 h, at $50.
    expect(line).toMatchObject({ quantity: '2.000', rate: '50.0000', amount: '100.00' });
    expect(line?.evidence).toMatchObject({ freeMinutes: 60, billedMinutes: 120 });
  });

  it('leaves the location out when the phone was far from the stop or shared none', async () => {
    const load = await newLoad();
    const arrived = ago(10 * HOUR);
    await send(load.referenceId, { stage: 'at_pickup', recordedAt: arrived.toISOString(), ...AT_TOLEDO });
    await send(load.referenceId, { stage: 'picked_up', recordedAt: new Date(arrived.getTime() + 3 * HOUR).toISOString() });
    const [{ line } = { line: undefined }] = await linesOf(load.id);
    expect(line?.evidence).not.toHaveProperty('location');
  });
});

describe('detention at delivery', () => {
  it('proposes its own line beside the pickup one, and proposes onto a new draft when an invoice was already sent', async () => {
    const load = await newLoad();
    await started.database.db.insert(invoices).values({
      serviceRequestId: load.id,
      state: 'sent',
      number: `INV-2026-9${String(load.id).padStart(5, '0')}`,
      total: '850.00',
      sentAt: new Date(),
      terms: 'due_on_receipt',
      dueOn: '2026-12-01',
      balance: '850.00',
    });
    const start = ago(40 * HOUR);
    const at = (hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();
    await send(load.referenceId, { stage: 'at_pickup', recordedAt: at(0) });
    await send(load.referenceId, { stage: 'picked_up', recordedAt: at(3) });
    await send(load.referenceId, { stage: 'at_delivery', recordedAt: at(10), latitude: '41.8807', longitude: '-87.6298' });
    expect((await linesOf(load.id)).map(({ line }) => line.proposalKey)).toEqual(['detention:pickup']);
    // Delivery needs its proof; the stage's own rules are dispatch's. Recorded here as the route would.
    const lines = await started.database.db.transaction(async (tx) => {
      const [request] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, load.id));
      const [assignment] = await tx.select().from(dispatchAssignments).where(eq(dispatchAssignments.serviceRequestId, load.id));
      await tx.insert(dispatchUpdates).values({
        clientUpdateId: randomUUID(),
        serviceRequestId: load.id,
        driverProfileId: driver.driver.id,
        kind: 'stage',
        stage: 'delivered',
        recordedAt: new Date(at(13.5)),
      });
      return proposeDetentionAfterStage(tx, 'delivered', request!, assignment!, driver.driver.id);
    });
    expect(lines).toMatchObject({ proposed: true, billedMinutes: 90 });
    const all = await linesOf(load.id);
    expect(all.map(({ line, invoiceState }) => [line.proposalKey, invoiceState])).toEqual([
      ['detention:pickup', 'draft'],
      ['detention:delivery', 'draft'],
    ]);
    expect(all[1]?.line.evidence).toMatchObject({ stop: 'delivery', location: 'Chicago, IL' });
    expect(all[1]?.line.description).toMatch(/C[SD]T\)$/);
  });
});

describe('the pair, whatever order it was stored in', () => {
  it('proposes when the departure row was stored before the arrival row', async () => {
    const load = await newLoad();
    const arrived = ago(20 * HOUR);
    const outcome = await started.database.db.transaction(async (tx) => {
      // The departure first (a lower id), then the arrival: only the recorded times count.
      for (const [stage, recordedAt] of [
        ['picked_up', new Date(arrived.getTime() + 3 * HOUR)],
        ['at_pickup', arrived],
      ] as const) {
        await tx.insert(dispatchUpdates).values({
          clientUpdateId: randomUUID(),
          serviceRequestId: load.id,
          driverProfileId: driver.driver.id,
          kind: 'stage',
          stage,
          recordedAt,
        });
      }
      const [request] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, load.id));
      const [assignment] = await tx.select().from(dispatchAssignments).where(eq(dispatchAssignments.serviceRequestId, load.id));
      const first = await proposeDetentionAfterStage(tx, 'at_pickup', request!, assignment!, driver.driver.id);
      const again = await proposeDetentionAfterStage(tx, 'picked_up', request!, assignment!, driver.driver.id);
      return { first, again };
    });
    expect(outcome.first).toMatchObject({ proposed: true, billedMinutes: 60 });
    expect(outcome.again).toEqual({ proposed: false, reason: 'already_proposed' });
    expect(await linesOf(load.id)).toHaveLength(1);
  });

  it('bills nothing and does not fail when the departure was recorded before the arrival (bad data)', async () => {
    const load = await newLoad();
    const outcome = await started.database.db.transaction(async (tx) => {
      await tx.insert(dispatchUpdates).values({
        clientUpdateId: randomUUID(),
        serviceRequestId: load.id,
        driverProfileId: driver.driver.id,
        kind: 'stage',
        stage: 'at_pickup',
        recordedAt: ago(HOUR),
      });
      await tx.insert(dispatchUpdates).values({
        clientUpdateId: randomUUID(),
        serviceRequestId: load.id,
        driverProfileId: driver.driver.id,
        kind: 'stage',
        stage: 'picked_up',
        recordedAt: ago(9 * HOUR),
      });
      const [request] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, load.id));
      const [assignment] = await tx.select().from(dispatchAssignments).where(eq(dispatchAssignments.serviceRequestId, load.id));
      return proposeDetentionAfterStage(tx, 'picked_up', request!, assignment!, driver.driver.id);
    });
    expect(outcome).toEqual({ proposed: false, reason: 'not_billable' });
    expect(await linesOf(load.id)).toEqual([]);
  });
});

describe('detentionDescription', () => {
  const terms = { freeMinutes: 120, stepMinutes: 15, capMinutes: 480 };
  const place = { city: 'Detroit', state: 'MI', zip: '48226' };
  const moment = (iso: string) => ({ recordedAt: new Date(iso), latitude: null, longitude: null });

  it("reads like the brief's example, in the stop state's zone", () => {
    const arrival = moment('2026-03-04T14:02:00Z'); // 9:02 AM EST
    const departure = moment('2026-03-04T18:17:00Z'); // 1:17 PM EST
    const billed = billedDetention({ arrivedAt: arrival.recordedAt, departedAt: departure.recordedAt, appointmentAt: null }, terms)!;
    expect(detentionDescription({ stop: 'pickup', arrival, departure, place }, billed, 120)).toBe(
      'Detention at pickup: 2 h 15 min over 2 h free (arrived 9:02 AM, left 1:17 PM EST)',
    );
  });

  it('names the appointment, and the dates when the wait crossed midnight there', () => {
    const arrival = moment('2026-07-10T02:30:00Z'); // Jul 9, 9:30 PM CDT
    const departure = moment('2026-07-10T07:00:00Z'); // Jul 10, 2:00 AM CDT
    const appointmentAt = new Date('2026-07-10T03:00:00Z');
    const billed = billedDetention({ arrivedAt: arrival.recordedAt, departedAt: departure.recordedAt, appointmentAt }, terms)!;
    expect(
      detentionDescription({ stop: 'delivery', arrival, departure, place: { city: 'Chicago', state: 'IL', zip: '60603' } }, billed, 120),
    ).toBe(
      'Detention at delivery: 2 h over 2 h free from the Jul 9, 10:00 PM appointment (arrived Jul 9, 9:30 PM, left Jul 10, 2:00 AM CDT)',
    );
  });
});
