// Privacy of the driver's page (issue 22): a driver sees only the loads assigned to them, through
// every route. Two drivers, each with a load (a customer's request with a photo) they have
// accepted, and a third load assigned to no one. For every route under /api/driver (read from the
// API description, so a new route is covered or this test fails), a driver asking about the other's
// load, or the unassigned one, gets the one 404 with nothing of that load in the answer, and
// nothing changes; the same URL answers its own driver; without a session every route answers 401.
// The sign-in routes are public and tested with the sign-in itself.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_MESSAGES } from '../../src/shared/dispatch/dispatch.js';
import { dispatchAssignments, dispatchUpdates, driverPositions, serviceRequests, uploads } from '../../src/server/db/schema.js';
import { SITE_ORIGIN } from '../support/admin.js';
import { driverSession, insertDriver, type DriverClient, type TestDriver } from '../support/dispatch.js';
import { JPEG_BYTES } from '../support/files.js';
import { multipart, shipperFields, submitMultipart } from '../support/service-requests.js';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app.js';

let started: TestApp;

/** One driver's load, and the customer's text only that driver may be shown. */
interface Owner {
  driver: TestDriver | undefined;
  contactName: string;
  street: string;
  referenceId: string;
  serviceRequestId: number;
  photoId: string;
}

const owners: Record<'ana' | 'bo' | 'nobody', Owner> = {
  ana: { driver: undefined, contactName: 'Carla Cargoowner', street: '17 Secret Lane', referenceId: '', serviceRequestId: 0, photoId: '' },
  bo: { driver: undefined, contactName: 'Dirk Freightsender', street: '99 Hidden Road', referenceId: '', serviceRequestId: 0, photoId: '' },
  nobody: { driver: undefined, contactName: 'Nora Unassigned', street: '5 Lonely Way', referenceId: '', serviceRequestId: 0, photoId: '' },
};

function secretsOf(owner: Owner): string[] {
  return [owner.contactName, owner.street, owner.referenceId, owner.photoId];
}

/** A JPEG that names its customer after its end marker (viewers ignore what follows it). */
function photoOf(owner: Owner): Buffer {
  return Buffer.concat([JPEG_BYTES, Buffer.from(` photo for ${owner.contactName}`)]);
}

async function sendUpdate(client: DriverClient, referenceId: string, stage: string): Promise<LightMyRequestResponse> {
  const body = await multipart({ updateId: randomUUID(), kind: 'stage', stage }, {});
  return client.request({
    method: 'POST',
    url: `/api/driver/loads/${referenceId}/updates`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function sendReceipt(client: DriverClient, referenceId: string): Promise<LightMyRequestResponse> {
  const body = await multipart(
    { receiptId: randomUUID(), kind: 'lumper', amount: '180.00' },
    { photo: [{ name: 'receipt.jpg', bytes: JPEG_BYTES }] },
  );
  return client.request({
    method: 'POST',
    url: `/api/driver/loads/${referenceId}/receipts`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function createLoad(owner: Owner, assignTo: TestDriver | undefined) {
  const { app, database } = started;
  const submitted = await submitMultipart(
    app,
    '/api/service-requests',
    shipperFields({ contactName: owner.contactName, pickupAddress: owner.street }),
    { itemPhotos: [{ name: 'crate.jpg', bytes: photoOf(owner) }] },
  );
  if (submitted.statusCode !== 201) throw new Error(`submission failed: ${submitted.body}`);
  owner.referenceId = submitted.json<{ referenceId: string }>().referenceId;
  const [request] = await database.db
    .update(serviceRequests)
    .set({ estimatedQuote: '780.00' })
    .where(eq(serviceRequests.referenceId, owner.referenceId))
    .returning({ id: serviceRequests.id });
  owner.serviceRequestId = request?.id ?? 0;
  const [photo] = await database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.serviceRequestId, owner.serviceRequestId));
  owner.photoId = photo?.id ?? '';
  owner.driver = assignTo;
  if (!assignTo) return;
  await database.db
    .insert(dispatchAssignments)
    .values({ serviceRequestId: owner.serviceRequestId, driverProfileId: assignTo.id, plannedPickupDate: '2026-12-01' });
  const accepted = await sendUpdate(await driverSession(app, database.db, assignTo), owner.referenceId, 'accepted');
  if (accepted.statusCode !== 201) throw new Error(`accepting failed: ${accepted.body}`);
}

beforeAll(async () => {
  started = await startTestApp();
  const { db } = started.database;
  await createLoad(owners.ana, await insertDriver(db, { firstName: 'Ana' }));
  await createLoad(owners.bo, await insertDriver(db, { firstName: 'Bo' }));
  await createLoad(owners.nobody, undefined);
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

type Method = 'GET' | 'POST';

/**
 * A route of the driver's page. `record` routes name one load in their URL (asked for by another
 * driver: 404); `own` routes name none and answer about the caller alone.
 */
interface RouteCheck {
  name: string;
  method: Method;
  kind: 'record' | 'own';
  url: (owner: Owner) => string;
  /** A stage update: a multipart body, sent by sendUpdate. */
  update?: boolean;
  /** A road receipt: a multipart body with its photo, sent by sendReceipt. */
  receipt?: boolean;
  payload?: object;
}

const ROUTE_CHECKS: RouteCheck[] = [
  { name: 'the session', method: 'GET', kind: 'own', url: () => '/api/driver/session' },
  { name: 'sign out', method: 'POST', kind: 'own', url: () => '/api/driver/sign-out', payload: {} },
  { name: 'the list of loads', method: 'GET', kind: 'own', url: () => '/api/driver/loads' },
  { name: 'a load', method: 'GET', kind: 'record', url: (owner) => `/api/driver/loads/${owner.referenceId}` },
  {
    name: 'a photo of a load',
    method: 'GET',
    kind: 'record',
    url: (owner) => `/api/driver/loads/${owner.referenceId}/photos/${owner.photoId}`,
  },
  {
    name: 'an update on a load',
    method: 'POST',
    kind: 'record',
    url: (owner) => `/api/driver/loads/${owner.referenceId}/updates`,
    update: true,
  },
  {
    name: 'a receipt from the road',
    method: 'POST',
    kind: 'record',
    url: (owner) => `/api/driver/loads/${owner.referenceId}/receipts`,
    receipt: true,
  },
  {
    // Issue 40: the phone's position while it carries the load (one positionId: the second send from
    // its own driver is a replay, and another driver's send must not find it).
    name: 'a position on a load',
    method: 'POST',
    kind: 'record',
    url: (owner) => `/api/driver/loads/${owner.referenceId}/positions`,
    payload: { positionId: randomUUID(), latitude: 41.5067, longitude: -88.0817, recordedAt: new Date().toISOString() },
  },
];

/** The public sign-in steps: no session to have, nothing of anyone's to read. */
const PUBLIC_PATHS = ['/api/driver/sign-in/request', '/api/driver/sign-in/code', '/api/driver/sign-in/link'];

/** Every route registered under /api/driver, from the API description, as "METHOD /path/{param}". */
function registeredRoutes(): { method: string; path: string }[] {
  const paths = (started.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/driver/') && !PUBLIC_PATHS.includes(path))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
}

/** Whether a described path ("/api/driver/loads/{referenceId}") is the path of this URL. */
function describes(path: string, url: string): boolean {
  const pattern = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(url);
}

function checkFor(route: { method: string; path: string }): RouteCheck | undefined {
  return ROUTE_CHECKS.find((check) => check.method === route.method && describes(route.path, check.url(owners.ana)));
}

/** A fresh session each time: the sign-out route ends the session it is sent with. */
async function sessionOf(who: 'ana' | 'bo'): Promise<DriverClient> {
  const driver = owners[who].driver;
  if (!driver) throw new Error('no driver');
  return driverSession(started.app, started.database.db, driver);
}

async function send(client: DriverClient, check: RouteCheck, owner: Owner): Promise<LightMyRequestResponse> {
  if (check.update) return sendUpdate(client, owner.referenceId, 'at_pickup');
  if (check.receipt) return sendReceipt(client, owner.referenceId);
  const options: InjectOptions = { method: check.method, url: check.url(owner) };
  return client.request(check.payload === undefined ? options : { ...options, payload: check.payload });
}

function expectNothingOf(owner: Owner, response: LightMyRequestResponse) {
  // Read as bytes: a photo carries its customer's name (photoOf), so another's photo is caught too.
  const body = response.rawPayload.toString('latin1').toLowerCase();
  for (const secret of secretsOf(owner)) expect(body).not.toContain(secret.toLowerCase());
}

/** What a driver's request could change on a load: its stage, its updates, its files and its positions. */
async function stateOf(owner: Owner) {
  const { db } = started.database;
  const [assignment] = await db
    .select({ stage: dispatchAssignments.stage, driverProfileId: dispatchAssignments.driverProfileId })
    .from(dispatchAssignments)
    .where(eq(dispatchAssignments.serviceRequestId, owner.serviceRequestId));
  const updates = await db
    .select({ id: dispatchUpdates.id })
    .from(dispatchUpdates)
    .where(eq(dispatchUpdates.serviceRequestId, owner.serviceRequestId));
  const files = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.serviceRequestId, owner.serviceRequestId));
  const positions = await db
    .select({ id: driverPositions.id })
    .from(driverPositions)
    .where(eq(driverPositions.serviceRequestId, owner.serviceRequestId));
  const [request] = await db
    .select({ status: serviceRequests.status })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, owner.serviceRequestId));
  return { assignment, updates: updates.length, files: files.length, positions: positions.length, status: request?.status };
}

describe('every route under /api/driver', () => {
  it('is one this test checks (a new route must be added to ROUTE_CHECKS)', () => {
    expect(registeredRoutes().filter((route) => !checkFor(route))).toEqual([]);
  });

  it('is registered for every route this test checks', () => {
    const missing = ROUTE_CHECKS.filter((check) => !registeredRoutes().some((route) => checkFor(route) === check)).map(
      (check) => `${check.method} ${check.url(owners.ana)}`,
    );
    expect(missing).toEqual([]);
  });
});

const askers = [
  ['bo', 'ana'],
  ['ana', 'bo'],
  ['ana', 'nobody'],
  ['bo', 'nobody'],
] as const;

describe.each(ROUTE_CHECKS.map((check) => [`${check.method} ${check.name}`, check] as const))('%s', (_name, check) => {
  it('answers 401 without a session', async () => {
    const response = check.update
      ? await started.app.inject({ method: 'POST', url: check.url(owners.ana), headers: { origin: SITE_ORIGIN }, payload: {} })
      : await started.app.inject({
          method: check.method,
          url: check.url(owners.ana),
          headers: { origin: SITE_ORIGIN },
          ...(check.payload === undefined ? {} : { payload: check.payload }),
        });
    expect(response.statusCode).toBe(401);
    expectNothingOf(owners.ana, response);
  });

  if (check.kind === 'record') {
    it.each(askers)("answers %s asking for %s's load with the one 404, nothing of it, and nothing changed", async (asker, owner) => {
      const before = await stateOf(owners[owner]);
      const response = await send(await sessionOf(asker), check, owners[owner]);
      expect(response.statusCode).toBe(404);
      // The loads' own 404 (a route that does not exist would answer "There is no GET <path>").
      const body = response.json<{ error: string; code: string; message: string }>();
      expect(body.error).toBe('Not Found');
      expect(body).toMatchObject(DISPATCH_MESSAGES.loadNotFound);
      expectNothingOf(owners[owner], response);
      expect(await stateOf(owners[owner])).toEqual(before);
    });

    it("answers its own driver (so the other's 404 is the privacy rule, not a wrong URL)", async () => {
      const response = await send(await sessionOf('ana'), check, owners.ana);
      expect(response.statusCode).toBeGreaterThanOrEqual(200);
      expect(response.statusCode).toBeLessThan(300);
      expectNothingOf(owners.bo, response);
      expectNothingOf(owners.nobody, response);
    });
  } else {
    it.each([
      ['ana', 'bo'],
      ['bo', 'ana'],
    ] as const)('answers %s about them alone, nothing of %s or the unassigned load', async (asker, other) => {
      const response = await send(await sessionOf(asker), check, owners[asker]);
      expect(response.statusCode).toBeGreaterThanOrEqual(200);
      expect(response.statusCode).toBeLessThan(300);
      expectNothingOf(owners[other], response);
      expectNothingOf(owners.nobody, response);
    });
  }
});

describe("a driver's list", () => {
  it('holds their own load alone', async () => {
    for (const who of ['ana', 'bo'] as const) {
      const response = await (await sessionOf(who)).request({ method: 'GET', url: '/api/driver/loads' });
      expect(response.json<{ loads: { referenceId: string }[] }>().loads.map((load) => load.referenceId)).toEqual([
        owners[who].referenceId,
      ]);
    }
  });
});
