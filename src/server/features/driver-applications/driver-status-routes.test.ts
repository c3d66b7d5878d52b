// PATCH /api/admin/drivers/:id/status through app.inject, on a real database: the status, the
// driver's phone signed out, the audit event, the board's version, and who may do it.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { driverSession, insertDispatchableRequest, insertDriver } from '../../../../tests/support/dispatch.js';
import { daysFromToday } from '../../../../tests/support/driver-applications.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { DISPATCH_MESSAGES, type DispatchBoard } from '../../../shared/dispatch/dispatch.js';
import { ROLE_FORBIDDEN_MESSAGE } from '../../../shared/staff-roles.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, dispatchBoardVersion, driverProfiles, driverSessions, driverSignInTokens } from '../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
});
afterAll(() => stopTestApp(app, database));

function setStatus(id: number, body: unknown, client: AdminClient = admin) {
  return client.request({ method: 'PATCH', url: `/api/admin/drivers/${id}/status`, payload: body as Record<string, unknown> });
}

async function statusOf(id: number) {
  const [row] = await database.db.select({ status: driverProfiles.status }).from(driverProfiles).where(eq(driverProfiles.id, id));
  return row?.status;
}

async function auditOf(id: number) {
  return database.db
    .select({ action: auditEvents.action, changes: auditEvents.changes })
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'driver_profile'), eq(auditEvents.recordId, String(id))));
}

async function version(): Promise<number> {
  const [row] = await database.db.select({ version: dispatchBoardVersion.version }).from(dispatchBoardVersion);
  return row?.version ?? 0;
}

async function insertSignInToken(driverProfileId: number) {
  await database.db.insert(driverSignInTokens).values({
    driverProfileId,
    tokenHash: `token-${driverProfileId}-${Date.now()}`,
    codeHash: 'code',
    expiresAt: new Date(Date.now() + 600_000),
  });
}

describe('PATCH /api/admin/drivers/:id/status', () => {
  it.each(['inactive', 'terminated'] as const)(
    'makes a driver %s, signs their phone out, records it and moves the board on',
    async (status) => {
      const driver = await insertDriver(database.db);
      const phone = await driverSession(app, database.db, driver);
      expect((await phone.request({ method: 'GET', url: '/api/driver/session' })).statusCode).toBe(200);
      await insertSignInToken(driver.id);
      const other = await insertDriver(database.db);
      await driverSession(app, database.db, other);
      const before = await version();

      const response = await setStatus(driver.id, { status });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: driver.id, status });
      expect(await statusOf(driver.id)).toBe(status);
      expect(await database.db.select().from(driverSessions).where(eq(driverSessions.driverProfileId, driver.id))).toEqual([]);
      expect((await phone.request({ method: 'GET', url: '/api/driver/session' })).statusCode).toBe(401);
      // Sign-in mails not yet used no longer work (ended, and kept for the hourly sending limit).
      expect(
        await database.db
          .select()
          .from(driverSignInTokens)
          .where(
            and(
              eq(driverSignInTokens.driverProfileId, driver.id),
              isNull(driverSignInTokens.usedAt),
              gt(driverSignInTokens.expiresAt, new Date()),
            ),
          ),
      ).toEqual([]);
      expect(await database.db.select().from(driverSessions).where(eq(driverSessions.driverProfileId, other.id))).toHaveLength(1);
      expect(await auditOf(driver.id)).toEqual([
        { action: 'driver_profile.status_changed', changes: { status: { before: 'active', after: status } } },
      ]);
      expect(await version()).toBe(before + 1);
    },
  );

  it('makes a driver active again, keeping their sessions', async () => {
    const driver = await insertDriver(database.db, { status: 'inactive' });
    await database.db.insert(driverSessions).values({ tokenHash: `kept-${driver.id}`, driverProfileId: driver.id });
    expect((await setStatus(driver.id, { status: 'active' })).statusCode).toBe(200);
    expect(await statusOf(driver.id)).toBe('active');
    expect(await database.db.select().from(driverSessions).where(eq(driverSessions.driverProfileId, driver.id))).toHaveLength(1);
  });

  it('records nothing when the status is already the one sent', async () => {
    const driver = await insertDriver(database.db);
    const before = await version();
    expect((await setStatus(driver.id, { status: 'active' })).statusCode).toBe(200);
    expect(await auditOf(driver.id)).toEqual([]);
    expect(await version()).toBe(before);
  });

  it("leaves a driver's load with them, shown on the board beside a driver who cannot carry it", async () => {
    const driver = await insertDriver(database.db);
    const load = await insertDispatchableRequest(database.db);
    const assigned = await admin.request({
      method: 'PUT',
      url: `/api/admin/dispatch/loads/${load.id}/assignment`,
      payload: { driverId: driver.id, plannedPickupDate: daysFromToday(2) },
    });
    expect(assigned.statusCode).toBe(200);

    expect((await setStatus(driver.id, { status: 'inactive' })).statusCode).toBe(200);

    const board = (await admin.request({ method: 'GET', url: '/api/admin/dispatch/board' })).json<DispatchBoard>();
    expect(board.loads.find((row) => row.serviceRequestId === load.id)?.assignment?.driverId).toBe(driver.id);
    expect(board.drivers.find((row) => row.id === driver.id)).toMatchObject({
      ineligibleReason: DISPATCH_MESSAGES.driverNotActive,
      activeLoads: 1,
    });
  });

  it.each([{}, { status: 'fired' }, { status: null }])('answers 400 for the body %j', async (body) => {
    const driver = await insertDriver(database.db);
    expect((await setStatus(driver.id, body)).statusCode).toBe(400);
    expect(await statusOf(driver.id)).toBe('active');
  });

  it('answers 404 for an unknown driver', async () => {
    expect((await setStatus(2_000_000, { status: 'inactive' })).statusCode).toBe(404);
  });

  it.each([
    ['operations', 200, '10.232.0.1'],
    ['recruiting', 200, '10.232.0.2'],
    ['accounting', 403, '10.232.0.3'],
  ] as const)('answers a %s member with %i', async (role, expected, address) => {
    const credentials = { email: `${role}@freight.example`, password: `a long ${role} password` };
    await createTestAdmin(database.db, credentials, role);
    const member = await signIn(app, credentials, address);
    const driver = await insertDriver(database.db);
    const response = await setStatus(driver.id, { status: 'inactive' }, member);
    expect(response.statusCode).toBe(expected);
    if (expected === 403) {
      expect(response.json<{ message: string }>().message).toBe(ROLE_FORBIDDEN_MESSAGE);
      expect(await statusOf(driver.id)).toBe('active');
    }
  });
});
