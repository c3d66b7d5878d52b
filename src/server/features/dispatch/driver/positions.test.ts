// Positions shared by the driver's phone (issue 40): stored once per phone-made ID, only on the
// driver's own load and only from accepted until delivered; anything malformed is a clear 400.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadStage } from '../../../../shared/dispatch/dispatch.js';
import { MAX_QUEUED_UPDATE_AGE_HOURS } from '../../../../shared/dispatch/dispatch.js';
import type { DriverPosition } from '../../../../shared/dispatch/positions.js';
import { dispatchAssignments, driverPositions } from '../../../db/schema.js';
import { driverSession, insertDispatchableRequest, insertDriver, type DriverClient } from '../../../../../tests/support/dispatch.js';
import { startTestApp, stopTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import { SITE_ORIGIN } from '../../../../../tests/support/admin.js';
import { POSITION_MESSAGES } from './position-service.js';

let started: TestApp;
let driver: DriverClient;
let other: DriverClient;

beforeAll(async () => {
  started = await startTestApp();
  const db = started.database.db;
  driver = await driverSession(started.app, db, await insertDriver(db, { firstName: 'Maria', lastName: 'Roadwell' }));
  other = await driverSession(started.app, db, await insertDriver(db, { firstName: 'Omar', lastName: 'Farhaul' }));
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

async function newLoad(stage: LoadStage, client = driver, status: 'received' | 'cancelled' = 'received') {
  const request = await insertDispatchableRequest(started.database.db, { status, pickupZip: '46204', deliveryZip: '60601' });
  await started.database.db
    .insert(dispatchAssignments)
    .values({ serviceRequestId: request.id, driverProfileId: client.driver.id, plannedPickupDate: '2026-12-01', stage });
  return request;
}

const position = (overrides: Partial<Record<keyof DriverPosition, unknown>> = {}) => ({
  positionId: randomUUID(),
  latitude: 40.4167,
  longitude: -86.8753,
  accuracyMeters: 12.5,
  recordedAt: new Date(Date.now() - 60_000).toISOString(),
  ...overrides,
});

function send(load: { referenceId: string }, body: unknown, client = driver) {
  return client.request({ method: 'POST', url: `/api/driver/loads/${load.referenceId}/positions`, payload: body as object });
}

async function positionsOf(load: { id: number }) {
  return started.database.db.select().from(driverPositions).where(eq(driverPositions.serviceRequestId, load.id));
}

describe('POST /api/driver/loads/:referenceId/positions', () => {
  it('stores a position once, however often the phone sends it', async () => {
    const load = await newLoad('picked_up');
    const body = position();
    const first = await send(load, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ positionId: body.positionId, replayed: false });
    const again = await send(load, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ positionId: body.positionId, replayed: true });
    const stored = await positionsOf(load);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      clientPositionId: body.positionId,
      driverProfileId: driver.driver.id,
      latitude: 40.4167,
      longitude: -86.8753,
      accuracyMeters: 13,
      recordedAt: new Date(String(body.recordedAt)),
    });
  });

  it('shares from accepted until delivered, and refuses before, after and for a cancelled load', async () => {
    for (const stage of ['accepted', 'at_pickup', 'picked_up', 'at_delivery'] as const) {
      expect((await send(await newLoad(stage), position())).statusCode, stage).toBe(201);
    }
    const assigned = await newLoad('assigned');
    expect((await send(assigned, position())).statusCode).toBe(409);
    const delivered = await newLoad('delivered');
    const late = await send(delivered, position());
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: POSITION_MESSAGES.notSharing });
    const cancelled = await newLoad('picked_up', driver, 'cancelled');
    expect((await send(cancelled, position())).statusCode).toBe(409);
    expect([...(await positionsOf(assigned)), ...(await positionsOf(delivered)), ...(await positionsOf(cancelled))]).toEqual([]);
  });

  it('answers the one 404 for another driver’s load and for an unknown one', async () => {
    const theirs = await newLoad('picked_up', other);
    const answer = await send(theirs, position());
    expect(answer.statusCode).toBe(404);
    expect((await send({ referenceId: 'SR-NOPE-0000' }, position())).statusCode).toBe(404);
    expect(await positionsOf(theirs)).toEqual([]);
  });

  it('refuses a positionId already used on another load', async () => {
    const body = position();
    expect((await send(await newLoad('picked_up'), body)).statusCode).toBe(201);
    const second = await newLoad('picked_up');
    const reused = await send(second, body);
    expect(reused.statusCode).toBe(409);
    expect(await positionsOf(second)).toEqual([]);
  });

  it('names the field of a bad coordinate, accuracy, ID or time in a 400', async () => {
    const load = await newLoad('picked_up');
    const cases: [Record<string, unknown>, string][] = [
      [position({ latitude: 91 }), 'latitude'],
      [position({ longitude: -180.5 }), 'longitude'],
      [position({ latitude: '41.5' }), 'latitude'],
      [position({ latitude: null }), 'latitude'],
      [position({ accuracyMeters: -1 }), 'accuracyMeters'],
      [position({ accuracyMeters: 1e9 }), 'accuracyMeters'],
      [position({ positionId: 'not-a-uuid' }), 'positionId'],
      [position({ recordedAt: 'yesterday' }), 'recordedAt'],
      [{ ...position(), latitude: undefined }, 'latitude'],
    ];
    for (const [body, field] of cases) {
      const answer = await send(load, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.json()), field).toContain(field);
    }
    expect(await positionsOf(load)).toEqual([]);
  });

  it('takes a clock ahead as now and refuses a position older than the queue keeps', async () => {
    const load = await newLoad('picked_up');
    const before = Date.now();
    const ahead = await send(load, position({ recordedAt: new Date(Date.now() + 3_600_000).toISOString() }));
    expect(ahead.statusCode).toBe(201);
    const [stored] = await positionsOf(load);
    expect(stored?.recordedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored?.recordedAt.getTime()).toBeLessThanOrEqual(Date.now());
    const old = new Date(Date.now() - (MAX_QUEUED_UPDATE_AGE_HOURS + 1) * 3_600_000).toISOString();
    expect((await send(load, position({ recordedAt: old }))).statusCode).toBe(400);
  });

  it('answers 4xx, never 500, to bodies that are not a position', async () => {
    const load = await newLoad('picked_up');
    for (const body of [
      '',
      'null',
      '[]',
      '"text"',
      '{"positionId":',
      `{"positionId":"${randomUUID()}","latitude":1e400,"longitude":0,"recordedAt":"${new Date().toISOString()}"}`,
    ]) {
      const answer = await driver.request({
        method: 'POST',
        url: `/api/driver/loads/${load.referenceId}/positions`,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(answer.statusCode, body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, body).toBeLessThan(500);
    }
    const unsigned = await started.app.inject({
      method: 'POST',
      url: `/api/driver/loads/${load.referenceId}/positions`,
      headers: { origin: SITE_ORIGIN },
      payload: position(),
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
