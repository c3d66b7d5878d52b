// POST /api/track through app.inject, on a real database with requests inserted directly.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedPaths } from '../../../../tests/support/api-docs.js';
import { clientAddresses } from '../../../../tests/support/client-addresses.js';
import { insertDriver } from '../../../../tests/support/dispatch.js';
import { expectRefusedAfter } from '../../../../tests/support/rate-limits.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import type { LoadStage, ProblemKind } from '../../../shared/dispatch/dispatch.js';
import { REFERENCE_PREFIXES } from '../../../shared/reference-id.js';
import type { ServiceRequestStatus } from '../../../shared/service-requests/service-requests.js';
import type { DatabaseHandle } from '../../db/client.js';
import { dispatchUpdates, proofsOfDelivery, serviceRequests, serviceRequestStatusHistory, uploads } from '../../db/schema.js';
import { generateReferenceId } from '../../infra/reference-ids.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
});
afterAll(() => stopTestApp(app, database));

// Each look-up comes from its own address, so the per-client rate limit is tested on its own.
const nextClient = clientAddresses(2);

function track(body: unknown, remoteAddress = nextClient()) {
  return app.inject({ method: 'POST', url: '/api/track', remoteAddress, payload: body as object });
}

const NOT_FOUND = {
  error: 'Not Found',
  code: 'shared.message.trackingNotFound',
  message: "We couldn't find a request with that reference ID and e-mail. Check both and try again, or call us.",
};

// Everything personal or commercial the request holds; none of it may reach the answer.
const PRIVATE_VALUES = [
  'Jordan Rivera',
  'Rivera Imports',
  'jordan@rivera.example',
  'Jordan@Rivera.example',
  '(313) 555-0199',
  '1200 Woodward Ave',
  'Detroit',
  '48226',
  '55 W Monroe St',
  'Chicago',
  '60603',
  'Gate code 4411',
  'Two pallets of ceramic tiles',
  '1250.00',
  '1100.00',
  'slow to pay',
  'Driver Mike, truck 12',
];

interface Step {
  status: ServiceRequestStatus;
  at: string;
  notes?: string;
}

/** Stores a request with the given history rows (none: a request older than the history table). */
async function insertRequest(options: { status: ServiceRequestStatus; createdAt: string; history: Step[] }): Promise<string> {
  const referenceId = generateReferenceId(REFERENCE_PREFIXES.serviceRequest);
  const [row] = await database.db
    .insert(serviceRequests)
    .values({
      referenceId,
      userRole: 'shipper',
      serviceType: 'ltl-freight',
      serviceDescription: 'Two pallets of ceramic tiles',
      pickupAddress: '1200 Woodward Ave',
      pickupCity: 'Detroit',
      pickupState: 'MI',
      pickupZip: '48226',
      pickupInstructions: 'Gate code 4411',
      deliveryAddress: '55 W Monroe St',
      deliveryCity: 'Chicago',
      deliveryState: 'IL',
      deliveryZip: '60603',
      contactName: 'Jordan Rivera',
      contactCompany: 'Rivera Imports',
      contactEmail: 'Jordan@Rivera.example',
      contactPhone: '(313) 555-0199',
      status: options.status,
      estimatedQuote: '1100.00',
      finalAmount: '1250.00',
      notes: 'Customer is slow to pay',
      createdAt: new Date(options.createdAt),
    })
    .returning({ id: serviceRequests.id });
  if (!row) throw new Error('insert returned no row');
  let previous: ServiceRequestStatus | null = null;
  for (const step of options.history) {
    await database.db.insert(serviceRequestStatusHistory).values({
      serviceRequestId: row.id,
      fromStatus: previous,
      toStatus: step.status,
      notes: step.notes ?? null,
      createdAt: new Date(step.at),
    });
    previous = step.status;
  }
  return referenceId;
}

/** The same ID as a customer might type it: lower case, spaces for dashes, O for zero. */
function sloppy(referenceId: string): string {
  return `  ${referenceId.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o')} `;
}

describe('a found request', () => {
  let referenceId: string;

  beforeAll(async () => {
    // History rows stored out of order, and a note saved without a change of status.
    referenceId = await insertRequest({
      status: 'in-transit',
      createdAt: '2025-03-03T14:00:00.000Z',
      history: [
        { status: 'in-progress', at: '2025-03-04T09:30:00.000Z', notes: 'Driver Mike, truck 12' },
        { status: 'received', at: '2025-03-03T14:00:00.000Z' },
        { status: 'in-transit', at: '2025-03-05T07:15:00.000Z' },
        { status: 'in-transit', at: '2025-03-05T18:00:00.000Z', notes: 'Customer is slow to pay' },
      ],
    });
  });

  it('answers its status and timeline, oldest first, for the exact ID and e-mail', async () => {
    const response = await track({ referenceId, email: 'jordan@rivera.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      referenceId,
      status: 'in-transit',
      createdAt: '2025-03-03T14:00:00.000Z',
      timeline: [
        { status: 'received', at: '2025-03-03T14:00:00.000Z' },
        { status: 'in-progress', at: '2025-03-04T09:30:00.000Z' },
        { status: 'in-transit', at: '2025-03-05T07:15:00.000Z' },
      ],
      deliveryUpdates: [],
      proofOfDelivery: null,
    });
  });

  it('finds it from a sloppily typed ID and an upper-case e-mail with spaces', async () => {
    const response = await track({ referenceId: sloppy(referenceId), email: '  JORDAN@RIVERA.EXAMPLE ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ referenceId: string }>().referenceId).toBe(referenceId);
  });

  it('tells nothing personal: only the status and dates', async () => {
    const response = await track({ referenceId, email: 'jordan@rivera.example' });
    const body = response.json<{ timeline: object[] }>();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'deliveryUpdates', 'proofOfDelivery', 'referenceId', 'status', 'timeline']);
    for (const step of body.timeline) expect(Object.keys(step).sort()).toEqual(['at', 'status']);
    for (const value of PRIVATE_VALUES) expect(response.body).not.toContain(value);
  });
});

describe('timelines', () => {
  it('shows a cancelled request as received, then cancelled', async () => {
    const referenceId = await insertRequest({
      status: 'cancelled',
      createdAt: '2025-04-01T10:00:00.000Z',
      history: [
        { status: 'received', at: '2025-04-01T10:00:00.000Z' },
        { status: 'cancelled', at: '2025-04-02T16:45:00.000Z', notes: 'Customer is slow to pay' },
      ],
    });
    const response = await track({ referenceId, email: 'jordan@rivera.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      timeline: [
        { status: 'received', at: '2025-04-01T10:00:00.000Z' },
        { status: 'cancelled', at: '2025-04-02T16:45:00.000Z' },
      ],
    });
  });

  it("derives the 'received' step from the creation date when there is no history", async () => {
    const referenceId = await insertRequest({ status: 'received', createdAt: '2025-05-06T08:00:00.000Z', history: [] });
    const response = await track({ referenceId, email: 'jordan@rivera.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'received',
      timeline: [{ status: 'received', at: '2025-05-06T08:00:00.000Z' }],
    });
  });

  it("starts with 'received' even when the history begins later", async () => {
    const referenceId = await insertRequest({
      status: 'delivered',
      createdAt: '2025-06-01T12:00:00.000Z',
      history: [{ status: 'delivered', at: '2025-06-03T12:00:00.000Z' }],
    });
    const response = await track({ referenceId, email: 'jordan@rivera.example' });
    expect(response.json()).toMatchObject({
      timeline: [
        { status: 'received', at: '2025-06-01T12:00:00.000Z' },
        { status: 'delivered', at: '2025-06-03T12:00:00.000Z' },
      ],
    });
  });
});

/** A driver's update on the request, as the driver API stores it (note and coordinates included). */
async function insertDriverUpdate(
  serviceRequestId: number,
  driverProfileId: number,
  update: { stage?: LoadStage; problem?: ProblemKind; at: string },
): Promise<number> {
  const [row] = await database.db
    .insert(dispatchUpdates)
    .values({
      clientUpdateId: randomUUID(),
      serviceRequestId,
      driverProfileId,
      kind: update.problem ? 'problem' : 'stage',
      stage: update.stage ?? null,
      problem: update.problem ?? null,
      note: update.problem ? 'Flat tyre near exit 12' : null,
      latitude: 41.878113,
      longitude: -87.629799,
      recordedAt: new Date(update.at),
    })
    .returning({ id: dispatchUpdates.id });
  return row!.id;
}

describe("the driver's updates", () => {
  it('lists every update oldest first with the first name only, and the proof once delivered, nothing private', async () => {
    const referenceId = await insertRequest({
      status: 'delivered',
      createdAt: '2025-07-01T12:00:00.000Z',
      history: [{ status: 'received', at: '2025-07-01T12:00:00.000Z' }],
    });
    const [request] = await database.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(eq(serviceRequests.referenceId, referenceId));
    const driver = await insertDriver(database.db, { firstName: 'Maria', lastName: 'Lopez', phone: '(313) 555-0142' });
    // Stored out of order: the answer sorts by when the driver tapped.
    await insertDriverUpdate(request!.id, driver.id, { stage: 'picked_up', at: '2025-07-02T10:00:00.000Z' });
    await insertDriverUpdate(request!.id, driver.id, { stage: 'accepted', at: '2025-07-02T08:00:00.000Z' });
    await insertDriverUpdate(request!.id, driver.id, { problem: 'delay', at: '2025-07-02T12:00:00.000Z' });
    const delivered = await insertDriverUpdate(request!.id, driver.id, { stage: 'delivered', at: '2025-07-02T16:30:00.000Z' });

    const before = await track({ referenceId, email: 'jordan@rivera.example' });
    expect(before.json()).toMatchObject({ proofOfDelivery: null });

    const [signature] = await database.db
      .insert(uploads)
      .values({
        purpose: 'delivery_signature',
        serviceRequestId: request!.id,
        dispatchUpdateId: delivered,
        storageKey: `dispatch/${randomUUID()}`,
        originalName: 'signature.png',
        contentType: 'image/png',
        sizeBytes: 10,
        sha256: '0'.repeat(64),
      })
      .returning({ id: uploads.id });
    await database.db.insert(proofsOfDelivery).values({
      serviceRequestId: request!.id,
      dispatchUpdateId: delivered,
      driverProfileId: driver.id,
      receiverName: 'Sam Receiver',
      signatureUploadId: signature!.id,
      deliveredAt: new Date('2025-07-02T16:30:00.000Z'),
      latitude: 41.878113,
      longitude: -87.629799,
    });

    const response = await track({ referenceId, email: 'jordan@rivera.example' });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body.deliveryUpdates).toEqual([
      { at: '2025-07-02T08:00:00.000Z', kind: 'stage', stage: 'accepted', problem: null, driverFirstName: 'Maria' },
      { at: '2025-07-02T10:00:00.000Z', kind: 'stage', stage: 'picked_up', problem: null, driverFirstName: 'Maria' },
      { at: '2025-07-02T12:00:00.000Z', kind: 'problem', stage: null, problem: 'delay', driverFirstName: 'Maria' },
      { at: '2025-07-02T16:30:00.000Z', kind: 'stage', stage: 'delivered', problem: null, driverFirstName: 'Maria' },
    ]);
    expect(body.proofOfDelivery).toEqual({ deliveredAt: '2025-07-02T16:30:00.000Z', receiverName: 'Sam Receiver', exceptions: [] });
    for (const secret of [
      'Lopez',
      '(313) 555-0142',
      driver.licenseNumber,
      driver.email,
      'Flat tyre',
      '41.878',
      '-87.629',
      ...PRIVATE_VALUES,
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });
});

describe('not found', () => {
  it('gives the same 404 for a wrong e-mail, an unknown ID and IDs that cannot exist', async () => {
    const referenceId = await insertRequest({
      status: 'received',
      createdAt: '2025-03-03T14:00:00.000Z',
      history: [{ status: 'received', at: '2025-03-03T14:00:00.000Z' }],
    });
    const attempts = [
      { referenceId, email: 'someone.else@rivera.example' },
      { referenceId: generateReferenceId(REFERENCE_PREFIXES.serviceRequest), email: 'jordan@rivera.example' },
      // The right characters behind a driver application's prefix.
      { referenceId: referenceId.replace(/^SR-/, 'DA-'), email: 'jordan@rivera.example' },
      { referenceId: 'SR-1234', email: 'jordan@rivera.example' },
      { referenceId: "SR-' or 1=1 --", email: 'jordan@rivera.example' },
      { referenceId: 'x'.repeat(500), email: 'jordan@rivera.example' },
    ];
    const responses = await Promise.all(attempts.map((attempt) => track(attempt)));
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
  });
});

describe('validation', () => {
  it('refuses an empty field with a message saying what to enter', async () => {
    const noId = await track({ referenceId: '   ', email: 'jordan@rivera.example' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json<{ message: string }>().message).toMatch(/reference ID/);

    const noEmail = await track({ referenceId: 'SR-7K3M-Q9XD-2HVB-N4TE', email: '' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json<{ message: string }>().message).toMatch(/e-mail/);
  });

  it('refuses a missing field and a body that is not an object', async () => {
    expect((await track({ referenceId: 'SR-7K3M-Q9XD-2HVB-N4TE' })).statusCode).toBe(400);
    expect((await track(['SR-7K3M-Q9XD-2HVB-N4TE'])).statusCode).toBe(400);
  });

  it('is described in the API documentation', async () => {
    expect(await documentedPaths(app)).toHaveProperty(['/api/track', 'post']);
    expect(await documentedPaths(app)).toHaveProperty(['/api/track/proof-of-delivery', 'post']);
  });
});

describe('rate limit', () => {
  it('lets one client look up 10 times a minute, then answers 429', async () => {
    const client = '192.0.2.88';
    const lookup = { referenceId: 'SR-7K3M-Q9XD-2HVB-N4TE', email: 'jordan@rivera.example' };
    const body = await expectRefusedAfter(10, 404, () => track(lookup, client));
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message', 'values']);
    expect(body).toMatchObject({ code: 'api.rateLimited', values: { seconds: expect.any(Number) as number } });

    // Other clients are not held back by one.
    expect((await track(lookup)).statusCode).toBe(404);
  });

  it('holds the proof of delivery download to the same 10 a minute', async () => {
    const client = '192.0.2.89';
    const lookup = { referenceId: 'SR-7K3M-Q9XD-2HVB-N4TE', email: 'jordan@rivera.example' };
    const podDownload = () => app.inject({ method: 'POST', url: '/api/track/proof-of-delivery', remoteAddress: client, payload: lookup });
    const body = await expectRefusedAfter(10, 404, podDownload);
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message', 'values']);
  });
});
