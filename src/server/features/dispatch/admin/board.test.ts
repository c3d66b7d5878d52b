// The Dispatch board through the office's API, on a real database: which loads are on it, in
// which order, the driver's newest update, the filters, and the drivers beside the loads.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../../tests/support/admin.js';
import { insertDispatchableRequest, insertDriver, setDriverStatus } from '../../../../../tests/support/dispatch.js';
import { daysFromToday } from '../../../../../tests/support/driver-applications.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../../tests/support/test-app.js';
import {
  DISPATCH_MESSAGES,
  type BoardLoad,
  type DispatchBoard,
  type LoadStage,
  type ProblemKind,
} from '../../../../shared/dispatch/dispatch.js';
import { QUALIFICATION_ITEM_LABELS } from '../../../../shared/driver-qualification/qualification-file.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { dispatchAssignments, dispatchUpdates } from '../../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
});
afterAll(() => stopTestApp(app, database));

async function board(query = ''): Promise<DispatchBoard> {
  const response = await admin.request({ method: 'GET', url: `/api/admin/dispatch/board${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<DispatchBoard>();
}

const idsOf = (loads: BoardLoad[]) => loads.map((load) => load.serviceRequestId);

async function assignDirectly(
  serviceRequestId: number,
  driverProfileId: number,
  values: Partial<typeof dispatchAssignments.$inferInsert> = {},
) {
  await database.db
    .insert(dispatchAssignments)
    .values({ serviceRequestId, driverProfileId, plannedPickupDate: daysFromToday(3), ...values });
}

async function report(
  serviceRequestId: number,
  driverProfileId: number,
  recordedAt: Date,
  update: { stage: LoadStage } | { problem: ProblemKind; note: string },
) {
  await database.db.insert(dispatchUpdates).values({
    clientUpdateId: randomUUID(),
    serviceRequestId,
    driverProfileId,
    kind: 'stage' in update ? 'stage' : 'problem',
    stage: 'stage' in update ? update.stage : null,
    problem: 'problem' in update ? update.problem : null,
    note: 'note' in update ? update.note : null,
    recordedAt,
  });
}

describe('GET /api/admin/dispatch/board', () => {
  it('lists the loads ready to move and leaves out the rest', async () => {
    const quoted = await insertDispatchableRequest(database.db);
    const invoiced = await insertDispatchableRequest(database.db, { estimatedQuote: null, finalAmount: '700.00', invoiceStatus: 'sent' });
    const paid = await insertDispatchableRequest(database.db, { estimatedQuote: null, invoiceStatus: 'paid', finalAmount: '700.00' });
    const inTransit = await insertDispatchableRequest(database.db, { status: 'in-transit' });
    const unpriced = await insertDispatchableRequest(database.db, { estimatedQuote: null });
    const delivered = await insertDispatchableRequest(database.db, { status: 'delivered' });
    const cancelled = await insertDispatchableRequest(database.db, { status: 'cancelled' });
    // A broker's load is dispatched too, once its rate confirmation is signed (issue 39); a dispatcher's has no load.
    const broker = await insertDispatchableRequest(database.db, { userRole: 'broker' });
    const dispatcher = await insertDispatchableRequest(database.db, { userRole: 'dispatcher' });

    const ids = idsOf((await board()).loads);

    expect(ids).toEqual(expect.arrayContaining([quoted.id, invoiced.id, paid.id, inTransit.id, broker.id]));
    for (const missing of [unpriced, delivered, cancelled, dispatcher]) expect(ids).not.toContain(missing.id);
  });

  it('keeps a load delivered in the last 24 hours on the board, and drops it after', async () => {
    const driver = await insertDriver(database.db);
    const landed = await insertDispatchableRequest(database.db, { status: 'delivered' });
    const landedLongAgo = await insertDispatchableRequest(database.db, { status: 'delivered' });
    await assignDirectly(landed.id, driver.id, { stage: 'delivered', stageChangedAt: new Date(Date.now() - 3_600_000) });
    await assignDirectly(landedLongAgo.id, driver.id, { stage: 'delivered', stageChangedAt: new Date(Date.now() - 25 * 3_600_000) });

    const loads = (await board()).loads;

    expect(loads.find((load) => load.serviceRequestId === landed.id)?.assignment?.stage).toBe('delivered');
    expect(idsOf(loads)).not.toContain(landedLongAgo.id);
  });

  it("shows the driver's newest update, and puts loads with an open problem first", async () => {
    const driver = await insertDriver(database.db, { firstName: 'Rosa', lastName: 'Diaz' });
    const [calm, troubled, recovered] = [
      await insertDispatchableRequest(database.db, { preferredDate: daysFromToday(1) }),
      await insertDispatchableRequest(database.db, { preferredDate: daysFromToday(40) }),
      await insertDispatchableRequest(database.db, { preferredDate: daysFromToday(40) }),
    ];
    for (const load of [calm, troubled, recovered]) await assignDirectly(load.id, driver.id, { stage: 'accepted' });
    const hourAgo = new Date(Date.now() - 3_600_000);
    const now = new Date();
    await report(calm.id, driver.id, hourAgo, { stage: 'accepted' });
    await report(troubled.id, driver.id, hourAgo, { stage: 'accepted' });
    // A queued update sent later but tapped earlier does not hide the newer problem.
    await report(troubled.id, driver.id, now, { problem: 'delay', note: 'Traffic on I-94' });
    await report(troubled.id, driver.id, new Date(hourAgo.getTime() + 1000), { stage: 'at_pickup' });
    await report(recovered.id, driver.id, hourAgo, { problem: 'cannot_access', note: 'Gate closed' });
    await report(recovered.id, driver.id, now, { stage: 'at_pickup' });

    const loads = (await board(`?driverId=${driver.id}`)).loads;

    expect(idsOf(loads)).toEqual([troubled.id, calm.id, recovered.id]);
    expect(loads[0]).toMatchObject({
      hasOpenProblem: true,
      lastUpdate: { kind: 'problem', problem: 'delay', stage: null, note: 'Traffic on I-94', at: now.toISOString() },
      assignment: { driverName: 'Rosa Diaz', stage: 'accepted' },
    });
    expect(loads[1]).toMatchObject({ hasOpenProblem: false, lastUpdate: { kind: 'stage', stage: 'accepted', problem: null } });
    expect(loads[2]).toMatchObject({ hasOpenProblem: false, lastUpdate: { kind: 'stage', stage: 'at_pickup' } });
  });

  it('orders loads by pickup day (ASAP first), then oldest request first', async () => {
    const day = daysFromToday(50);
    const driver = await insertDriver(database.db);
    const later = await insertDispatchableRequest(database.db, { preferredDate: daysFromToday(51) });
    const plannedSooner = await insertDispatchableRequest(database.db, { preferredDate: daysFromToday(60) });
    await assignDirectly(plannedSooner.id, driver.id, { plannedPickupDate: day });
    const first = await insertDispatchableRequest(database.db, { preferredDate: day });
    const asap = await insertDispatchableRequest(database.db, { preferredDate: null });

    const ids = idsOf((await board()).loads).filter((id) => [later.id, plannedSooner.id, first.id, asap.id].includes(id));

    expect(ids).toEqual([asap.id, plannedSooner.id, first.id, later.id]);
  });

  it('filters by day, driver and stage', async () => {
    const day = daysFromToday(70);
    const [driver, other] = [await insertDriver(database.db), await insertDriver(database.db)];
    const waiting = await insertDispatchableRequest(database.db, { preferredDate: day });
    const mine = await insertDispatchableRequest(database.db, { preferredDate: daysFromToday(80) });
    const theirs = await insertDispatchableRequest(database.db, { preferredDate: day });
    await assignDirectly(mine.id, driver.id, { plannedPickupDate: day, stage: 'picked_up' });
    await assignDirectly(theirs.id, other.id, { plannedPickupDate: daysFromToday(81) });

    expect(idsOf((await board(`?date=${day}`)).loads).sort()).toEqual([waiting.id, mine.id].sort());
    expect(idsOf((await board(`?driverId=${driver.id}`)).loads)).toEqual([mine.id]);
    expect(idsOf((await board(`?date=${day}&stage=unassigned`)).loads)).toEqual([waiting.id]);
    expect(idsOf((await board(`?date=${day}&stage=picked_up`)).loads)).toEqual([mine.id]);
    expect(idsOf((await board(`?driverId=${other.id}&stage=assigned`)).loads)).toEqual([theirs.id]);
    expect((await board(`?driverId=${other.id}&stage=delivered`)).loads).toEqual([]);
  });

  it.each(['?date=2026-02-30', '?date=tomorrow', '?driverId=abc', '?driverId=0', '?stage=lost'])('answers 400 for %s', async (query) => {
    const response = await admin.request({ method: 'GET', url: `/api/admin/dispatch/board${query}` });
    expect(response.statusCode).toBe(400);
  });

  it('lists active drivers and drivers holding a load, each with why they cannot be assigned', async () => {
    const ready = await insertDriver(database.db, { firstName: 'Able', lastName: 'Ready' });
    const expired = await insertDriver(database.db, { firstName: 'Old', lastName: 'License', licenseExpiration: daysFromToday(-3) });
    const leftWithLoad = await insertDriver(database.db, { firstName: 'Gone', lastName: 'Holding' });
    const leftWithout = await insertDriver(database.db, { firstName: 'Gone', lastName: 'Empty' });
    const load = await insertDispatchableRequest(database.db);
    await assignDirectly(load.id, leftWithLoad.id);
    await setDriverStatus(database.db, leftWithLoad.id, 'inactive');
    await setDriverStatus(database.db, leftWithout.id, 'terminated');

    const { drivers, loads } = await board();
    const byId = new Map(drivers.map((driver) => [driver.id, driver]));

    expect(byId.get(ready.id)).toMatchObject({ name: 'Able Ready', status: 'active', ineligibleReason: null, activeLoads: 0 });
    expect(byId.get(expired.id)?.ineligibleReason).toMatch(/license has expired/);
    expect(byId.get(leftWithLoad.id)).toMatchObject({
      status: 'inactive',
      ineligibleReason: DISPATCH_MESSAGES.driverNotActive,
      activeLoads: 1,
    });
    expect(byId.has(leftWithout.id)).toBe(false);
    expect(loads.find((row) => row.serviceRequestId === load.id)?.assignment?.driverId).toBe(leftWithLoad.id);
  });

  it("shows beside each driver what their qualification file lacks, overridable only when it is the file's paperwork alone", async () => {
    const complete = await insertDriver(database.db, { firstName: 'Whole', lastName: 'File' });
    const noRoadTest = await insertDriver(
      database.db,
      { firstName: 'No', lastName: 'RoadTest' },
      { without: ['road_test', 'application'] },
    );
    const expiredToo = await insertDriver(
      database.db,
      { firstName: 'Old', lastName: 'Card', medicalCardExpiration: daysFromToday(-2) },
      { without: ['road_test'] },
    );

    const byId = new Map((await board()).drivers.map((driver) => [driver.id, driver]));

    expect(byId.get(complete.id)).toMatchObject({ ineligibleReason: null, overridable: false });
    expect(byId.get(noRoadTest.id)).toMatchObject({
      ineligibleReason: DISPATCH_MESSAGES.qualificationFileIncomplete([
        `${QUALIFICATION_ITEM_LABELS.application} is missing`,
        `${QUALIFICATION_ITEM_LABELS.road_test} is missing`,
      ]),
      overridable: true,
    });
    // A lapsed card is named first, and no override covers it.
    expect(byId.get(expiredToo.id)?.ineligibleReason).toMatch(/medical card has expired/);
    expect(byId.get(expiredToo.id)?.overridable).toBe(false);
  });

  it('carries the version the live events count', async () => {
    const before = (await board()).version;
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    const assigned = await admin.request({
      method: 'PUT',
      url: `/api/admin/dispatch/loads/${load.id}/assignment`,
      payload: { driverId: driver.id, plannedPickupDate: daysFromToday(2) },
    });
    expect(assigned.statusCode).toBe(200);
    expect((await board()).version).toBe(before + 1);
  });
});
