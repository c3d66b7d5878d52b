// Assigning, re-assigning and un-assigning drivers through the office's API, on a real database:
// the eligibility and readiness rules, the stage after a re-assignment, and the audit log.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../../tests/support/admin.js';
import { insertDispatchableRequest, insertDriver, setDriverStatus, type TestDriver } from '../../../../../tests/support/dispatch.js';
import { daysFromToday } from '../../../../../tests/support/driver-applications.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../../tests/support/test-app.js';
import { DISPATCH_MESSAGES, type BoardLoad, type LoadStage } from '../../../../shared/dispatch/dispatch.js';
import { ROLE_FORBIDDEN_MESSAGE, type StaffRole } from '../../../../shared/staff-roles.js';
import type { DatabaseHandle } from '../../../db/client.js';
import {
  auditEvents,
  dispatchAssignments,
  dispatchBoardVersion,
  emailOutbox,
  serviceRequests,
  serviceRequestStatusHistory,
} from '../../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
});
afterAll(() => stopTestApp(app, database));

// Two days ahead: "today" is the earliest today in the US, which may be yesterday in UTC.
const PICKUP = daysFromToday(2);

function assign(id: number, body: Record<string, unknown>, client: AdminClient = admin) {
  return client.request({ method: 'PUT', url: `/api/admin/dispatch/loads/${id}/assignment`, payload: body });
}

function unassign(id: number, client: AdminClient = admin) {
  return client.request({ method: 'DELETE', url: `/api/admin/dispatch/loads/${id}/assignment` });
}

async function assignmentOf(serviceRequestId: number) {
  const [row] = await database.db.select().from(dispatchAssignments).where(eq(dispatchAssignments.serviceRequestId, serviceRequestId));
  return row;
}

async function auditOf(serviceRequestId: number) {
  return database.db
    .select({ action: auditEvents.action, changes: auditEvents.changes, actorLabel: auditEvents.actorLabel })
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'service_request'), eq(auditEvents.recordId, String(serviceRequestId))))
    .orderBy(auditEvents.id);
}

async function version(): Promise<number> {
  const [row] = await database.db.select({ version: dispatchBoardVersion.version }).from(dispatchBoardVersion);
  return row?.version ?? 0;
}

/**
 * Everything assigning or un-assigning could change: the request, its assignment, its status
 * history and audit events, the mail queue and the board's version. A refusal leaves all of it.
 */
async function dispatchState(serviceRequestId: number) {
  const { db } = database;
  return {
    request: await db.select().from(serviceRequests).where(eq(serviceRequests.id, serviceRequestId)),
    assignment: await assignmentOf(serviceRequestId),
    history: await db
      .select()
      .from(serviceRequestStatusHistory)
      .where(eq(serviceRequestStatusHistory.serviceRequestId, serviceRequestId))
      .orderBy(serviceRequestStatusHistory.id),
    audit: await auditOf(serviceRequestId),
    outbox: await db.select().from(emailOutbox).orderBy(emailOutbox.id),
    version: await version(),
  };
}

async function setStage(serviceRequestId: number, stage: LoadStage) {
  await database.db.update(dispatchAssignments).set({ stage }).where(eq(dispatchAssignments.serviceRequestId, serviceRequestId));
}

describe('PUT /api/admin/dispatch/loads/:id/assignment', () => {
  it('assigns an eligible driver, answers the load as the board shows it, records it and moves the version on', async () => {
    const driver = await insertDriver(database.db, { firstName: 'Ana', lastName: 'Reyes' });
    const load = await insertDispatchableRequest(database.db);
    const before = await version();

    const response = await assign(load.id, {
      driverId: driver.id,
      plannedPickupDate: PICKUP,
      vehicleNumber: ' TRK-12 ',
      trailerNumber: '',
    });

    expect(response.statusCode).toBe(200);
    const answered = response.json<BoardLoad>();
    expect(answered).toMatchObject({
      serviceRequestId: load.id,
      referenceId: load.referenceId,
      assignment: {
        driverId: driver.id,
        driverName: 'Ana Reyes',
        vehicleNumber: 'TRK-12',
        trailerNumber: null,
        plannedPickupDate: PICKUP,
        stage: 'assigned',
      },
      lastUpdate: null,
      hasOpenProblem: false,
    });
    expect(await version()).toBe(before + 1);
    expect(await auditOf(load.id)).toEqual([
      {
        action: 'dispatch.assigned',
        actorLabel: 'ops-lead@freight.example',
        changes: {
          driverId: { before: null, after: driver.id },
          plannedPickupDate: { before: null, after: PICKUP },
          vehicleNumber: { before: null, after: 'TRK-12' },
          // A driver on the load puts the request in progress (status-follows-business.test.ts).
          requestStatus: { before: 'received', after: 'in-progress' },
        },
      },
    ]);
  });

  it('changes only the date and vehicle for the same driver, keeping the stage', async () => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    expect((await assign(load.id, { driverId: driver.id, plannedPickupDate: PICKUP })).statusCode).toBe(200);
    await setStage(load.id, 'accepted');

    const later = daysFromToday(5);
    const response = await assign(load.id, { driverId: driver.id, plannedPickupDate: later, trailerNumber: 'TR 9' });

    expect(response.statusCode).toBe(200);
    expect(response.json<BoardLoad>().assignment).toMatchObject({
      driverId: driver.id,
      plannedPickupDate: later,
      trailerNumber: 'TR 9',
      stage: 'accepted',
    });
    expect((await auditOf(load.id)).at(-1)).toEqual({
      action: 'dispatch.assigned',
      actorLabel: 'ops-lead@freight.example',
      changes: { plannedPickupDate: { before: PICKUP, after: later }, trailerNumber: { before: null, after: 'TR 9' } },
    });
  });

  it('records nothing when the same assignment is sent again', async () => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    await assign(load.id, { driverId: driver.id, plannedPickupDate: PICKUP });
    const before = await version();
    expect((await assign(load.id, { driverId: driver.id, plannedPickupDate: PICKUP })).statusCode).toBe(200);
    expect(await auditOf(load.id)).toHaveLength(1);
    expect(await version()).toBe(before);
  });

  it.each([
    ['accepted', 'assigned'],
    ['at_pickup', 'assigned'],
    ['picked_up', 'picked_up'],
    ['at_delivery', 'at_delivery'],
  ] as const)('re-assigns a load at %s to another driver, leaving it at %s', async (stage, after) => {
    const first = await insertDriver(database.db);
    const second = await insertDriver(database.db, { firstName: 'Ben', lastName: `Okafor-${stage}` });
    const load = await insertDispatchableRequest(database.db);
    await assign(load.id, { driverId: first.id, plannedPickupDate: PICKUP });
    await setStage(load.id, stage);

    const response = await assign(load.id, { driverId: second.id, plannedPickupDate: PICKUP });

    expect(response.statusCode).toBe(200);
    expect(response.json<BoardLoad>().assignment).toMatchObject({ driverId: second.id, driverName: `Ben Okafor-${stage}`, stage: after });
    const events = await auditOf(load.id);
    expect(events.at(-1)).toEqual({
      action: 'dispatch.reassigned',
      actorLabel: 'ops-lead@freight.example',
      changes: {
        driverId: { before: first.id, after: second.id },
        ...(stage === after ? {} : { stage: { before: stage, after } }),
      },
    });
  });

  describe('refuses a driver who cannot carry the load', () => {
    async function refusal(overrides: Parameters<typeof insertDriver>[1], plannedPickupDate = PICKUP) {
      const driver = await insertDriver(database.db, overrides);
      const load = await insertDispatchableRequest(database.db);
      const before = await dispatchState(load.id);
      const response = await assign(load.id, { driverId: driver.id, plannedPickupDate });
      expect(await dispatchState(load.id)).toEqual(before);
      expect(before.assignment).toBeUndefined();
      return { status: response.statusCode, message: response.json<{ message: string }>().message };
    }

    it('whose license has expired', async () => {
      expect(await refusal({ licenseExpiration: daysFromToday(-3) })).toEqual({
        status: 422,
        message: DISPATCH_MESSAGES.licenseExpired(PICKUP),
      });
    });

    it('whose license runs out before the pickup day', async () => {
      const pickup = daysFromToday(10);
      expect(await refusal({ licenseExpiration: daysFromToday(9) }, pickup)).toEqual({
        status: 422,
        message: DISPATCH_MESSAGES.licenseExpired(pickup),
      });
    });

    it('whose medical card has expired', async () => {
      expect(await refusal({ medicalCardExpiration: daysFromToday(-3) })).toEqual({
        status: 422,
        message: DISPATCH_MESSAGES.medicalCardExpired(PICKUP),
      });
    });

    it('with a CDL and no medical card', async () => {
      expect(await refusal({ licenseType: 'CDL', medicalCardExpiration: null })).toEqual({
        status: 422,
        message: DISPATCH_MESSAGES.medicalCardMissing,
      });
    });

    it.each(['inactive', 'terminated'] as const)('who is %s', async (status) => {
      expect(await refusal({ status })).toEqual({ status: 422, message: DISPATCH_MESSAGES.driverNotActive });
    });
  });

  it('accepts a driver without a CDL and without a medical card', async () => {
    const driver = await insertDriver(database.db, { licenseType: 'Non-Commercial', cdlClass: null, medicalCardExpiration: null });
    const load = await insertDispatchableRequest(database.db);
    expect((await assign(load.id, { driverId: driver.id, plannedPickupDate: PICKUP })).statusCode).toBe(200);
  });

  it('refuses a planned pickup day in the past, changing nothing', async () => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    const before = await dispatchState(load.id);
    const response = await assign(load.id, { driverId: driver.id, plannedPickupDate: daysFromToday(-2) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(DISPATCH_MESSAGES.pickupDateInPast);
    expect(await dispatchState(load.id)).toEqual(before);
  });

  it('refuses a new pickup day in the past for a load already assigned, keeping the old one', async () => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    expect((await assign(load.id, { driverId: driver.id, plannedPickupDate: PICKUP })).statusCode).toBe(200);
    const before = await dispatchState(load.id);
    const response = await assign(load.id, { driverId: driver.id, plannedPickupDate: daysFromToday(-2) });
    expect(response.statusCode).toBe(400);
    expect(await dispatchState(load.id)).toEqual(before);
    expect(before.assignment?.plannedPickupDate).toBe(PICKUP);
  });

  it.each([
    ['with no quote or invoice', { estimatedQuote: null }],
    ['delivered', { status: 'delivered' as const }],
    ['cancelled', { status: 'cancelled' as const }],
    ['from a dispatcher', { userRole: 'dispatcher' as const }],
  ])('refuses a request %s as not dispatchable, changing nothing', async (_name, overrides) => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db, overrides);
    const before = await dispatchState(load.id);
    const response = await assign(load.id, { driverId: driver.id, plannedPickupDate: PICKUP });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DISPATCH_MESSAGES.notDispatchable);
    expect(await dispatchState(load.id)).toEqual(before);
  });

  it('dispatches a request invoiced without a quote', async () => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db, { estimatedQuote: null, finalAmount: '900.00', invoiceStatus: 'sent' });
    expect((await assign(load.id, { driverId: driver.id, plannedPickupDate: PICKUP })).statusCode).toBe(200);
  });

  it('refuses to change the driver of a delivered load', async () => {
    const [driver, other] = [await insertDriver(database.db), await insertDriver(database.db)];
    const load = await insertDispatchableRequest(database.db);
    await assign(load.id, { driverId: driver.id, plannedPickupDate: PICKUP });
    await setStage(load.id, 'delivered');
    const before = await dispatchState(load.id);
    const response = await assign(load.id, { driverId: other.id, plannedPickupDate: PICKUP });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DISPATCH_MESSAGES.alreadyDelivered);
    expect(await dispatchState(load.id)).toEqual(before);
    expect(before.assignment).toMatchObject({ driverProfileId: driver.id, stage: 'delivered' });
  });

  it('answers 404 for an unknown request or driver, changing nothing', async () => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    const before = await dispatchState(load.id);
    expect((await assign(2_000_000, { driverId: driver.id, plannedPickupDate: PICKUP })).statusCode).toBe(404);
    expect((await assign(load.id, { driverId: 2_000_000, plannedPickupDate: PICKUP })).statusCode).toBe(404);
    expect(await dispatchState(load.id)).toEqual(before);
    expect(await auditOf(2_000_000)).toEqual([]);
  });

  it.each([
    ['no driver', { plannedPickupDate: PICKUP }],
    ['no date', { driverId: 1 }],
    ['an impossible date', { driverId: 1, plannedPickupDate: '2026-02-30' }],
    ['a driver id that is not a number', { driverId: 'one', plannedPickupDate: PICKUP }],
    ['a vehicle number with markup', { driverId: 1, plannedPickupDate: PICKUP, vehicleNumber: '<b>1</b>' }],
    ['a vehicle number too long', { driverId: 1, plannedPickupDate: PICKUP, vehicleNumber: 'A'.repeat(31) }],
  ])('answers 400 for a body with %s, changing nothing', async (_name, body) => {
    const load = await insertDispatchableRequest(database.db);
    const before = await dispatchState(load.id);
    expect((await assign(load.id, body)).statusCode).toBe(400);
    expect(await dispatchState(load.id)).toEqual(before);
  });

  it('answers 400 for an id that is not a row id, changing nothing', async () => {
    const before = await dispatchState(0);
    expect((await assign(0, { driverId: 1, plannedPickupDate: PICKUP })).statusCode).toBe(400);
    expect(await dispatchState(0)).toEqual(before);
  });
});

describe('appointments on the assignment (issue 37)', () => {
  const PICKUP_AT = '2026-12-01T14:00:00.000Z';
  const DELIVERY_AT = '2026-12-02T16:30:00.000Z';

  it('sets both appointments, answers them on the board, and audits them', async () => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    const response = await assign(load.id, {
      driverId: driver.id,
      plannedPickupDate: PICKUP,
      pickupAppointmentAt: '2026-12-01T08:00:00-06:00',
      deliveryAppointmentAt: DELIVERY_AT,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<BoardLoad>().assignment).toMatchObject({ pickupAppointmentAt: PICKUP_AT, deliveryAppointmentAt: DELIVERY_AT });
    expect((await assignmentOf(load.id))?.pickupAppointmentAt?.toISOString()).toBe(PICKUP_AT);
    const [event] = await auditOf(load.id);
    expect(event?.changes).toMatchObject({
      pickupAppointmentAt: { before: null, after: PICKUP_AT },
      deliveryAppointmentAt: { before: null, after: DELIVERY_AT },
    });
  });

  it('keeps the appointments when the fields are left out, clears one sent as null, and audits the change', async () => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    const base = { driverId: driver.id, plannedPickupDate: PICKUP };
    await assign(load.id, { ...base, pickupAppointmentAt: PICKUP_AT, deliveryAppointmentAt: DELIVERY_AT });
    expect((await assign(load.id, { ...base, vehicleNumber: 'TRK-9' })).statusCode).toBe(200);
    expect(await assignmentOf(load.id)).toMatchObject({
      pickupAppointmentAt: new Date(PICKUP_AT),
      deliveryAppointmentAt: new Date(DELIVERY_AT),
    });

    expect((await assign(load.id, { ...base, vehicleNumber: 'TRK-9', pickupAppointmentAt: null })).statusCode).toBe(200);
    expect((await assignmentOf(load.id))?.pickupAppointmentAt).toBeNull();
    const events = await auditOf(load.id);
    expect(events.at(-1)?.changes).toEqual({ pickupAppointmentAt: { before: PICKUP_AT, after: null } });
  });

  it('refuses an appointment that is not a date and time, or a delivery before the pickup (400), changing nothing', async () => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    const base = { driverId: driver.id, plannedPickupDate: PICKUP };
    await assign(load.id, { ...base, pickupAppointmentAt: PICKUP_AT });
    for (const body of [
      { ...base, pickupAppointmentAt: 'tomorrow morning' },
      { ...base, pickupAppointmentAt: '2026-12-01T08:00' },
      { ...base, pickupAppointmentAt: DELIVERY_AT, deliveryAppointmentAt: PICKUP_AT },
      // The stored pickup appointment is after this delivery one.
      { ...base, deliveryAppointmentAt: '2026-12-01T10:00:00.000Z' },
    ]) {
      expect((await assign(load.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await assignmentOf(load.id)).toMatchObject({ pickupAppointmentAt: new Date(PICKUP_AT), deliveryAppointmentAt: null });
  });
});

describe('DELETE /api/admin/dispatch/loads/:id/assignment', () => {
  it('un-assigns, records it and moves the version on', async () => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    await assign(load.id, { driverId: driver.id, plannedPickupDate: PICKUP });
    const before = await version();

    const response = await unassign(load.id);

    expect(response.statusCode).toBe(204);
    expect(await assignmentOf(load.id)).toBeUndefined();
    expect(await version()).toBe(before + 1);
    expect((await auditOf(load.id)).at(-1)).toEqual({
      action: 'dispatch.unassigned',
      actorLabel: 'ops-lead@freight.example',
      changes: {
        driverId: { before: driver.id, after: null },
        plannedPickupDate: { before: PICKUP, after: null },
        stage: { before: 'assigned', after: null },
      },
    });
  });

  it('refuses a load with no driver, and a delivered one', async () => {
    const driver = await insertDriver(database.db);
    const [open, delivered] = [await insertDispatchableRequest(database.db), await insertDispatchableRequest(database.db)];
    await assign(delivered.id, { driverId: driver.id, plannedPickupDate: PICKUP });
    await setStage(delivered.id, 'delivered');
    const before = { open: await dispatchState(open.id), delivered: await dispatchState(delivered.id) };

    const notAssigned = await unassign(open.id);
    expect(notAssigned.statusCode).toBe(409);
    expect(notAssigned.json<{ message: string }>().message).toBe(DISPATCH_MESSAGES.notAssigned);
    const landed = await unassign(delivered.id);
    expect(landed.statusCode).toBe(409);
    expect(landed.json<{ message: string }>().message).toBe(DISPATCH_MESSAGES.alreadyDelivered);
    expect({ open: await dispatchState(open.id), delivered: await dispatchState(delivered.id) }).toEqual(before);
    expect(before.delivered.assignment).toMatchObject({ driverProfileId: driver.id, stage: 'delivered' });
  });

  it('answers 404 for an unknown request, changing nothing', async () => {
    const before = await dispatchState(2_000_000);
    expect((await unassign(2_000_000)).statusCode).toBe(404);
    expect(await dispatchState(2_000_000)).toEqual(before);
  });
});

describe('who may dispatch', () => {
  let driver: TestDriver;
  const members = new Map<StaffRole, AdminClient>();

  beforeAll(async () => {
    driver = await insertDriver(database.db);
    let address = 0;
    for (const role of ['operations', 'accounting', 'recruiting'] as const) {
      const credentials = { email: `${role}@freight.example`, password: `a long ${role} password` };
      await createTestAdmin(database.db, credentials, role);
      address += 1;
      members.set(role, await signIn(app, credentials, `10.231.0.${address}`));
    }
  });

  const member = (role: StaffRole) => {
    const client = members.get(role);
    if (!client) throw new Error(`no ${role} signed in`);
    return client;
  };

  it('lets operations assign and un-assign', async () => {
    const load = await insertDispatchableRequest(database.db);
    expect((await assign(load.id, { driverId: driver.id, plannedPickupDate: PICKUP }, member('operations'))).statusCode).toBe(200);
    expect((await member('operations').request({ method: 'GET', url: '/api/admin/dispatch/board' })).statusCode).toBe(200);
    expect((await unassign(load.id, member('operations'))).statusCode).toBe(204);
  });

  it.each(['accounting', 'recruiting'] as const)('refuses %s, changing nothing', async (role) => {
    // One load with no driver (to assign) and one with a driver (to re-assign and to un-assign).
    const [open, assigned] = [await insertDispatchableRequest(database.db), await insertDispatchableRequest(database.db)];
    const other = await insertDriver(database.db);
    expect((await assign(assigned.id, { driverId: driver.id, plannedPickupDate: PICKUP })).statusCode).toBe(200);
    const before = { open: await dispatchState(open.id), assigned: await dispatchState(assigned.id) };
    const refused = [
      await assign(open.id, { driverId: driver.id, plannedPickupDate: PICKUP }, member(role)),
      await assign(assigned.id, { driverId: other.id, plannedPickupDate: PICKUP }, member(role)),
      await unassign(assigned.id, member(role)),
      await member(role).request({ method: 'GET', url: '/api/admin/dispatch/board' }),
      await member(role).request({ method: 'GET', url: '/api/admin/dispatch/events' }),
    ];
    expect(refused.map((response) => [response.statusCode, response.json<{ message: string }>().message])).toEqual(
      Array.from({ length: 5 }, () => [403, ROLE_FORBIDDEN_MESSAGE]),
    );
    expect({ open: await dispatchState(open.id), assigned: await dispatchState(assigned.id) }).toEqual(before);
    expect(before.open.assignment).toBeUndefined();
    expect(before.assigned.assignment).toMatchObject({ driverProfileId: driver.id });
  });

  it('lets an operations member re-assign a load away from a driver made inactive', async () => {
    const load = await insertDispatchableRequest(database.db);
    const leaving = await insertDriver(database.db);
    await assign(load.id, { driverId: leaving.id, plannedPickupDate: PICKUP });
    await setDriverStatus(database.db, leaving.id, 'inactive');
    const response = await assign(load.id, { driverId: driver.id, plannedPickupDate: PICKUP }, member('operations'));
    expect(response.statusCode).toBe(200);
    expect(response.json<BoardLoad>().assignment?.driverId).toBe(driver.id);
  });
});
