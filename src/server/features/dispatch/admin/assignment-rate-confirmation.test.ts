// The rate-confirmation gate of assigning a driver (issue 39), through the board's assign call on a
// real database: a broker's load is refused without a signed or accepted rate confirmation, allowed
// with the owner's audited override (operations may not override), allowed once signed, and not
// asked again when re-assigned.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../../tests/support/admin.js';
import { customerSession } from '../../../../../tests/support/customers.js';
import { insertDriver } from '../../../../../tests/support/dispatch.js';
import { daysFromToday } from '../../../../../tests/support/driver-applications.js';
import { insertBrokerRequest, makeRateConfirmation, quoteAndAccept, signAs } from '../../../../../tests/support/rate-confirmations.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import { DISPATCH_MESSAGES, RATE_CONFIRMATION_OVERRIDE_REASON_MESSAGE } from '../../../../shared/dispatch/dispatch.js';
import { ROLE_FORBIDDEN_MESSAGE } from '../../../../shared/staff-roles.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { auditEvents, dispatchAssignments, serviceRequests } from '../../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let operations: AdminClient;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
  owner = await signIn(app);
  const ops = { email: 'dispatch-desk@freight.example', password: 'operations test password' };
  await createTestAdmin(database.db, ops, 'operations');
  operations = await signIn(app, ops, '10.200.1.2');
});
afterAll(() => stopTestApp(app, database));

const PICKUP = daysFromToday(2);

function assign(client: AdminClient, id: number, body: Record<string, unknown>) {
  return client.request({ method: 'PUT', url: `/api/admin/dispatch/loads/${id}/assignment`, payload: body });
}

async function brokerLoad() {
  const load = await insertBrokerRequest(database.db);
  await quoteAndAccept(database.db, operations, load.id);
  return load;
}

async function assignmentOf(id: number) {
  const [row] = await database.db.select().from(dispatchAssignments).where(eq(dispatchAssignments.serviceRequestId, id));
  return row;
}

async function overrideEvents(id: number) {
  return database.db
    .select({ action: auditEvents.action, actorLabel: auditEvents.actorLabel, changes: auditEvents.changes })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'dispatch.rate_confirmation_overridden'),
        eq(auditEvents.recordType, 'service_request'),
        eq(auditEvents.recordId, String(id)),
      ),
    );
}

describe("assigning a driver to a broker's load", () => {
  it('is refused (409, naming the missing rate confirmation) while none is signed or accepted, changing nothing', async () => {
    const driver = await insertDriver(database.db);
    const load = await brokerLoad();
    await makeRateConfirmation(operations, load.id);
    const response = await assign(operations, load.id, { driverId: driver.id, plannedPickupDate: PICKUP });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DISPATCH_MESSAGES.rateConfirmationMissing);
    expect(await assignmentOf(load.id)).toBeUndefined();
  });

  it("is allowed with the owner's override and its reason, stored on the assignment and audited", async () => {
    const driver = await insertDriver(database.db);
    const load = await brokerLoad();
    const response = await assign(owner, load.id, {
      driverId: driver.id,
      plannedPickupDate: PICKUP,
      rateConfirmationOverride: { reason: 'Broker signed on paper; scan to follow' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await assignmentOf(load.id);
    expect(stored).toMatchObject({ driverProfileId: driver.id, rateConfirmationOverrideReason: 'Broker signed on paper; scan to follow' });
    expect(stored?.rateConfirmationOverrideAt).toBeInstanceOf(Date);
    expect(await overrideEvents(load.id)).toEqual([
      {
        action: 'dispatch.rate_confirmation_overridden',
        actorLabel: 'ops-lead@freight.example',
        changes: { reason: { before: null, after: 'Broker signed on paper; scan to follow' } },
      },
    ]);

    // Re-assigning the overridden load (operations, no override) is not refused again, nor audited again.
    const other = await insertDriver(database.db);
    const reassigned = await assign(operations, load.id, { driverId: other.id, plannedPickupDate: PICKUP });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(await overrideEvents(load.id)).toHaveLength(1);
  });

  it('refuses the override to operations (403) and without a reason (400)', async () => {
    const driver = await insertDriver(database.db);
    const load = await brokerLoad();
    const byOperations = await assign(operations, load.id, {
      driverId: driver.id,
      plannedPickupDate: PICKUP,
      rateConfirmationOverride: { reason: 'In a hurry' },
    });
    expect(byOperations.statusCode).toBe(403);
    expect(byOperations.json<{ message: string }>().message).toBe(ROLE_FORBIDDEN_MESSAGE);
    const noReason = await assign(owner, load.id, {
      driverId: driver.id,
      plannedPickupDate: PICKUP,
      rateConfirmationOverride: { reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(RATE_CONFIRMATION_OVERRIDE_REASON_MESSAGE);
    expect(await assignmentOf(load.id)).toBeUndefined();
    expect(await overrideEvents(load.id)).toEqual([]);
  });

  it('is allowed once the broker signed, with no override', async () => {
    const driver = await insertDriver(database.db);
    const load = await brokerLoad();
    expect((await makeRateConfirmation(operations, load.id)).statusCode).toBe(201);
    const [row] = await database.db
      .select({ email: serviceRequests.contactEmail })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, load.id));
    const broker = await customerSession(app, database.db, row?.email ?? '');
    expect((await signAs(broker, load.referenceId, 1)).statusCode).toBe(200);
    const response = await assign(operations, load.id, { driverId: driver.id, plannedPickupDate: PICKUP });
    expect(response.statusCode, response.body).toBe(200);
    expect((await assignmentOf(load.id))?.rateConfirmationOverrideReason).toBeNull();
    expect(await overrideEvents(load.id)).toEqual([]);
  });
});
