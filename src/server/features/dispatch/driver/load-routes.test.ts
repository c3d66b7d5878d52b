// What a driver reads (issue 22): their loads in order (not delivered by planned pickup day, then
// delivered in the last 24 hours), one load whole with the customer's item photos and the
// driver's own updates, and each photo, served privately.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_MESSAGES, type DriverLoad, type LoadStage } from '../../../../shared/dispatch/dispatch.js';
import { dispatchAssignments, serviceRequests, uploads } from '../../../db/schema.js';
import { SITE_ORIGIN } from '../../../../../tests/support/admin.js';
import { driverSession, insertDispatchableRequest, insertDriver, type DriverClient } from '../../../../../tests/support/dispatch.js';
import { JPEG_BYTES } from '../../../../../tests/support/files.js';
import { multipart, shipperFields, submitMultipart } from '../../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp, type TestApp } from '../../../../../tests/support/test-app.js';

let started: TestApp;
let driver: DriverClient;
let otherDriver: DriverClient;

beforeAll(async () => {
  started = await startTestApp();
  const { db } = started.database;
  driver = await driverSession(started.app, db, await insertDriver(db));
  otherDriver = await driverSession(started.app, db, await insertDriver(db));
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

async function assign(
  serviceRequestId: number,
  client: DriverClient,
  plannedPickupDate: string,
  stage: LoadStage = 'assigned',
  stageChangedAt = new Date(),
) {
  await started.database.db
    .insert(dispatchAssignments)
    .values({ serviceRequestId, driverProfileId: client.driver.id, plannedPickupDate, stage, stageChangedAt });
}

describe('GET /api/driver/loads', () => {
  it("lists the driver's loads to drive by pickup day, then those delivered today; nothing else", async () => {
    const { db } = started.database;
    const hours = (n: number) => new Date(Date.now() - n * 3_600_000);
    const later = await insertDispatchableRequest(db);
    const sooner = await insertDispatchableRequest(db);
    const deliveredRecently = await insertDispatchableRequest(db);
    const deliveredLongAgo = await insertDispatchableRequest(db);
    const cancelled = await insertDispatchableRequest(db, { status: 'cancelled' });
    const someoneElses = await insertDispatchableRequest(db);
    await insertDispatchableRequest(db); // not assigned at all
    await assign(later.id, driver, '2026-12-20', 'accepted');
    await assign(deliveredRecently.id, driver, '2026-11-01', 'delivered', hours(3));
    await assign(sooner.id, driver, '2026-12-02');
    await assign(deliveredLongAgo.id, driver, '2026-10-01', 'delivered', hours(30));
    await assign(cancelled.id, driver, '2026-12-01');
    await assign(someoneElses.id, otherDriver, '2026-12-01');

    const response = await driver.request({ method: 'GET', url: '/api/driver/loads' });
    expect(response.statusCode).toBe(200);
    const { loads } = response.json<{ loads: { referenceId: string; stage: string; plannedPickupDate: string }[] }>();
    expect(loads.map((load) => load.referenceId)).toEqual([sooner.referenceId, later.referenceId, deliveredRecently.referenceId]);
    expect(loads[0]).toMatchObject({ stage: 'assigned', plannedPickupDate: '2026-12-02', pickupCity: 'Detroit', urgency: 'standard' });
  });

  it('answers 401 without a session', async () => {
    const response = await started.app.inject({ method: 'GET', url: '/api/driver/loads', headers: { origin: SITE_ORIGIN } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/driver/loads/:ref and its photos', () => {
  let referenceId = '';
  let photoId = '';

  beforeAll(async () => {
    const { db } = started.database;
    const submitted = await submitMultipart(started.app, '/api/service-requests', shipperFields({ itemType: 'Furniture' }), {
      itemPhotos: [{ name: 'sofa.jpg', bytes: JPEG_BYTES }],
    });
    if (submitted.statusCode !== 201) throw new Error(`submission failed: ${submitted.body}`);
    referenceId = submitted.json<{ referenceId: string }>().referenceId;
    const [request] = await db
      .update(serviceRequests)
      .set({ estimatedQuote: '780.00' })
      .where(eq(serviceRequests.referenceId, referenceId))
      .returning();
    if (!request) throw new Error('no request');
    const [photo] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.serviceRequestId, request.id));
    photoId = photo?.id ?? '';
    await assign(request.id, driver, '2026-12-03');
    for (const stage of ['accepted', 'at_pickup']) {
      const body = await multipart({ updateId: randomUUID(), kind: 'stage', stage }, {});
      const sent = await driver.request({
        method: 'POST',
        url: `/api/driver/loads/${referenceId}/updates`,
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
      if (sent.statusCode !== 201) throw new Error(`update failed: ${sent.body}`);
    }
  });

  it('shows the load whole: places, contact, item, photos, the updates oldest first and the next stage', async () => {
    const response = await driver.request({ method: 'GET', url: `/api/driver/loads/${referenceId.toLowerCase()}` });
    expect(response.statusCode).toBe(200);
    const load = response.json<DriverLoad>();
    expect(load).toMatchObject({
      referenceId,
      stage: 'at_pickup',
      plannedPickupDate: '2026-12-03',
      nextStage: 'picked_up',
      item: { itemType: 'Furniture' },
    });
    const fields = shipperFields();
    expect(load.pickup).toMatchObject({ address: fields.pickupAddress, city: fields.pickupCity, zip: fields.pickupZip });
    expect(load.delivery).toMatchObject({ address: fields.deliveryAddress, city: fields.deliveryCity });
    expect(load.contact.name).toBe(fields.contactName);
    // Stored formatted, "(313) 555-0100": the same digits.
    expect(load.contact.phone.replace(/\D/g, '')).toBe(fields.contactPhone);
    expect(load.photos).toEqual([{ id: photoId, url: `/api/driver/loads/${referenceId}/photos/${photoId}`, contentType: 'image/jpeg' }]);
    expect(load.updates.map((update) => update.stage)).toEqual(['accepted', 'at_pickup']);
  });

  it('serves an item photo privately, as an image only', async () => {
    const response = await driver.request({ method: 'GET', url: `/api/driver/loads/${referenceId}/photos/${photoId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.equals(JPEG_BYTES)).toBe(true);
  });

  it('answers the one 404 for an unknown or malformed reference, an unknown photo, and another driver', async () => {
    const urls = [
      '/api/driver/loads/SR-ZZZZ-ZZZZ-ZZZZ',
      '/api/driver/loads/not-a-reference',
      `/api/driver/loads/${referenceId}/photos/${randomUUID()}`,
    ];
    for (const url of urls) {
      const response = await driver.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject(DISPATCH_MESSAGES.loadNotFound);
    }
    for (const url of [`/api/driver/loads/${referenceId}`, `/api/driver/loads/${referenceId}/photos/${photoId}`]) {
      expect((await otherDriver.request({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
