// The qualification-file gate of assigning a driver (issue 41), through the board's assign call on
// a real database: a driver is refused (422) for each paperwork item their file lacks, named; the
// owner's override for one load is stored and audited, kept while the same driver keeps the load
// and asked again for another; operations may not override; no override covers a lapsed license
// or medical card, or a driver who is not active.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../../tests/support/admin.js';
import { insertDispatchableRequest, insertDriver, setDriverStatus, type TestDriver } from '../../../../../tests/support/dispatch.js';
import { daysFromToday } from '../../../../../tests/support/driver-applications.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import { DISPATCH_MESSAGES, QUALIFICATION_OVERRIDE_REASON_MESSAGE } from '../../../../shared/dispatch/dispatch.js';
import type { ApplicationHistory, EmploymentEntry } from '../../../../shared/driver-applications/application-history.js';
import { QUALIFICATION_ITEM_LABELS } from '../../../../shared/driver-qualification/qualification-file.js';
import { ROLE_FORBIDDEN_MESSAGE } from '../../../../shared/staff-roles.js';
import type { DatabaseHandle } from '../../../db/client.js';
import {
  auditEvents,
  dispatchAssignments,
  driverApplications,
  driverProfiles,
  previousEmployerInquiries,
  qualificationRecords,
} from '../../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let operations: AdminClient;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
  owner = await signIn(app);
  const ops = { email: 'file-desk@freight.example', password: 'operations test password' };
  await createTestAdmin(database.db, ops, 'operations');
  operations = await signIn(app, ops, '10.200.1.3');
});
afterAll(() => stopTestApp(app, database));

const PICKUP = daysFromToday(2);
const LABELS = QUALIFICATION_ITEM_LABELS;

function assign(client: AdminClient, id: number, body: Record<string, unknown>) {
  return client.request({ method: 'PUT', url: `/api/admin/dispatch/loads/${id}/assignment`, payload: body });
}

async function assignmentOf(id: number) {
  const [row] = await database.db.select().from(dispatchAssignments).where(eq(dispatchAssignments.serviceRequestId, id));
  return row;
}

async function overrideEvents(id: number) {
  return database.db
    .select({ actorLabel: auditEvents.actorLabel, changes: auditEvents.changes })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'dispatch.qualification_overridden'),
        eq(auditEvents.recordType, 'service_request'),
        eq(auditEvents.recordId, String(id)),
      ),
    );
}

const refusal = (...items: string[]) => DISPATCH_MESSAGES.qualificationFileIncomplete(items);

/** Operations' assignment is refused (422) with exactly `message`, and nothing is stored. */
async function expectRefused(driver: TestDriver, message: string, pickup = PICKUP) {
  const load = await insertDispatchableRequest(database.db);
  const response = await assign(operations, load.id, { driverId: driver.id, plannedPickupDate: pickup });
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json<{ message: string }>().message).toBe(message);
  expect(await assignmentOf(load.id)).toBeUndefined();
}

async function driverHiredDaysAgo(days: number, overrides: Partial<typeof driverProfiles.$inferInsert> = {}) {
  return insertDriver(database.db, { hireDate: daysFromToday(-days), ...overrides });
}

const EMPLOYER: EmploymentEntry = {
  kind: 'employer',
  name: 'Great Lakes Freight',
  address: '1 Dock St',
  city: 'Toledo',
  state: 'OH',
  zipCode: '43604',
  phone: '(419) 555-0100',
  email: 'safety@greatlakes.example',
  position: 'Driver',
  fromMonth: '2021-01',
  toMonth: '2024-06',
  reasonForLeaving: 'Moved',
  subjectToFmcsr: true,
  safetySensitive: true,
};

describe('assigning a driver whose qualification file is incomplete', () => {
  it('is allowed for a complete file (the fixture default)', async () => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    const response = await assign(operations, load.id, { driverId: driver.id, plannedPickupDate: PICKUP });
    expect(response.statusCode, response.body).toBe(200);
    expect((await assignmentOf(load.id))?.qualificationOverrideAt).toBeNull();
  });

  it('is refused without a certified application, naming it', async () => {
    const driver = await insertDriver(database.db, {}, { without: ['application'] });
    await expectRefused(driver, refusal(`${LABELS.application} is missing`));
  });

  it('is refused without a motor vehicle record from every licensing state, naming the states', async () => {
    await expectRefused(
      await insertDriver(database.db, {}, { without: ['motor_vehicle_record'] }),
      refusal(`${LABELS.motor_vehicle_record} (MI) is missing`),
    );
    // A license in Texas on the application: Michigan's record is not enough.
    const driver = await insertDriver(database.db, {}, { without: ['road_test'] });
    const [profile] = await database.db
      .select({ applicationId: driverProfiles.driverApplicationId })
      .from(driverProfiles)
      .where(eq(driverProfiles.id, driver.id));
    const history = { otherLicenses: [{ state: 'TX', number: 'T123', type: 'CDL', cdlClass: 'A', expiration: '2024-01-31' }] };
    await database.db
      .update(driverApplications)
      .set({ history: history as unknown as ApplicationHistory })
      .where(eq(driverApplications.id, profile?.applicationId ?? 0));
    await expectRefused(driver, refusal(`${LABELS.motor_vehicle_record} (TX) is missing`, `${LABELS.road_test} is missing`));
  });

  it('names every missing item of an empty file, in the order an auditor reads it', async () => {
    await expectRefused(
      await insertDriver(database.db, {}, { empty: true }),
      refusal(`${LABELS.application} is missing`, `${LABELS.motor_vehicle_record} (MI) is missing`, `${LABELS.road_test} is missing`),
    );
  });

  it('is refused without a road test, naming it', async () => {
    await expectRefused(await insertDriver(database.db, {}, { without: ['road_test'] }), refusal(`${LABELS.road_test} is missing`));
  });

  it("is refused once a previous employer's answer is overdue (30 days after hire), not before", async () => {
    const overdue = await driverHiredDaysAgo(40);
    const recent = await driverHiredDaysAgo(10);
    for (const [driver, hiredDaysAgo] of [
      [overdue, 40],
      [recent, 10],
    ] as const) {
      await database.db.insert(previousEmployerInquiries).values({
        driverProfileId: driver.id,
        entryIndex: 0,
        employer: EMPLOYER,
        deadlineOn: daysFromToday(30 - hiredDaysAgo),
      });
    }
    await expectRefused(overdue, refusal(`${LABELS.previous_employer_inquiries} (1 of 1 not answered) is missing`));
    // Still within its 30 days, and the truck leaves before they run out: due, not missing.
    const load = await insertDispatchableRequest(database.db);
    const allowed = await assign(operations, load.id, { driverId: recent.id, plannedPickupDate: PICKUP });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('is refused once the annual review has lapsed, judged on the pickup day when it is later', async () => {
    // Reviewed 400 days ago: the review lapsed 35 days ago.
    const lapsed = await driverHiredDaysAgo(800);
    await database.db.insert(qualificationRecords).values({
      driverProfileId: lapsed.id,
      kind: 'annual_review',
      details: { reviewedOn: daysFromToday(-400), determination: 'meets_minimum' },
      effectiveOn: daysFromToday(-400),
    });
    await expectRefused(lapsed, refusal(`${LABELS.annual_review} is expired`));

    // Never reviewed, hired 360 days ago: the first review is due in 5 days; a pickup after that is refused.
    const firstYear = await driverHiredDaysAgo(360);
    await expectRefused(firstYear, refusal(`${LABELS.annual_review} is missing`), daysFromToday(10));
    const load = await insertDispatchableRequest(database.db);
    expect((await assign(operations, load.id, { driverId: firstYear.id, plannedPickupDate: PICKUP })).statusCode).toBe(200);
  });

  it("is allowed with the owner's override, stored and audited with the items; kept for the same driver, asked again for another", async () => {
    const driver = await insertDriver(database.db, {}, { without: ['road_test'] });
    const load = await insertDispatchableRequest(database.db);
    const reason = 'Road test done today; certificate being typed';
    const response = await assign(owner, load.id, { driverId: driver.id, plannedPickupDate: PICKUP, qualificationOverride: { reason } });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await assignmentOf(load.id);
    expect(stored).toMatchObject({ driverProfileId: driver.id, qualificationOverrideReason: reason });
    expect(stored?.qualificationOverrideAt).toBeInstanceOf(Date);
    expect(stored?.qualificationOverrideByAdminId).toEqual(expect.any(Number));
    expect(await overrideEvents(load.id)).toEqual([
      {
        actorLabel: 'ops-lead@freight.example',
        changes: {
          reason: { before: null, after: reason },
          driverId: { before: null, after: driver.id },
          items: { before: null, after: `${LABELS.road_test} is missing` },
        },
      },
    ]);

    // Operations re-saves the same driver's assignment (a trailer number): the override holds, and is not audited again.
    const resaved = await assign(operations, load.id, { driverId: driver.id, plannedPickupDate: PICKUP, trailerNumber: 'TR-9' });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect((await assignmentOf(load.id))?.qualificationOverrideReason).toBe(reason);
    expect(await overrideEvents(load.id)).toHaveLength(1);

    // Another incomplete driver is asked again: the override was for the first.
    const another = await insertDriver(database.db, {}, { without: ['application'] });
    const refused = await assign(operations, load.id, { driverId: another.id, plannedPickupDate: PICKUP });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(refusal(`${LABELS.application} is missing`));

    // A complete driver takes the load: the override is cleared.
    const complete = await insertDriver(database.db);
    const reassigned = await assign(operations, load.id, { driverId: complete.id, plannedPickupDate: PICKUP });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(await assignmentOf(load.id)).toMatchObject({
      driverProfileId: complete.id,
      qualificationOverrideReason: null,
      qualificationOverrideAt: null,
      qualificationOverrideByAdminId: null,
    });
  });

  it('refuses the override to operations (403) and without a reason (400), storing nothing', async () => {
    const driver = await insertDriver(database.db, {}, { without: ['road_test'] });
    const load = await insertDispatchableRequest(database.db);
    const byOperations = await assign(operations, load.id, {
      driverId: driver.id,
      plannedPickupDate: PICKUP,
      qualificationOverride: { reason: 'In a hurry' },
    });
    expect(byOperations.statusCode).toBe(403);
    expect(byOperations.json<{ message: string }>().message).toBe(ROLE_FORBIDDEN_MESSAGE);
    const noReason = await assign(owner, load.id, {
      driverId: driver.id,
      plannedPickupDate: PICKUP,
      qualificationOverride: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(QUALIFICATION_OVERRIDE_REASON_MESSAGE);
    expect(await assignmentOf(load.id)).toBeUndefined();
    expect(await overrideEvents(load.id)).toEqual([]);
  });

  it('never overrides a lapsed license or medical card, or a driver who is not active', async () => {
    const until = PICKUP;
    const cases: [TestDriver, string][] = [
      [
        await insertDriver(database.db, { licenseExpiration: daysFromToday(1) }, { without: ['road_test'] }),
        DISPATCH_MESSAGES.licenseExpired(until),
      ],
      [await insertDriver(database.db, { medicalCardExpiration: daysFromToday(-1) }), DISPATCH_MESSAGES.medicalCardExpired(until)],
      [await insertDriver(database.db, { medicalCardExpiration: null }), DISPATCH_MESSAGES.medicalCardMissing],
    ];
    const inactive = await insertDriver(database.db, {}, { without: ['application'] });
    await setDriverStatus(database.db, inactive.id, 'inactive');
    cases.push([inactive, DISPATCH_MESSAGES.driverNotActive]);
    for (const [driver, message] of cases) {
      const load = await insertDispatchableRequest(database.db);
      const response = await assign(owner, load.id, {
        driverId: driver.id,
        plannedPickupDate: PICKUP,
        qualificationOverride: { reason: 'Owner says go' },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ message: string }>().message).toBe(message);
      expect(await assignmentOf(load.id)).toBeUndefined();
      expect(await overrideEvents(load.id)).toEqual([]);
    }
  });
});
