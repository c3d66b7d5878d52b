// The proof of delivery (issue 22): what its PDF says and leaves out (read back with pdf.js), that
// the same delivery makes the same file, the mail that carries it, and who may download it from
// the back office, the customer's page and /track. Deliveries are written straight into the
// database as the driver's update would write them, their images into the app's storage.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { clientAddresses } from '../../../../tests/support/client-addresses.js';
import { customerSession } from '../../../../tests/support/customers.js';
import { insertDispatchableRequest, insertDriver, storeDispatchImage, type TestDriver } from '../../../../tests/support/dispatch.js';
import { JPEG_BYTES, PNG_BYTES } from '../../../../tests/support/files.js';
import { pdfPageCount, pdfText } from '../../../../tests/support/pdf-text.js';
import { startSmtpTestServer } from '../../../../tests/support/smtp-test-server.js';
import { scratchFolder, testConfig } from '../../../../tests/support/test-config.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { PORTAL_NOT_FOUND_MESSAGE } from '../../../shared/customer-portal/customer-portal.js';
import type { LoadStage, ProblemKind } from '../../../shared/dispatch/dispatch.js';
import type { StaffRole } from '../../../shared/staff-roles.js';
import { TRACKING_NOT_FOUND_MESSAGE } from '../../../shared/tracking/tracking-lookup.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, dispatchUpdates, emailOutbox, proofsOfDelivery, uploads } from '../../db/schema.js';
import { enqueueEmails } from '../../infra/email/outbox-repository.js';
import { createMailTransport } from '../../infra/email/transports.js';
import { createOutboxWorker } from '../../infra/email/worker.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';
import type { DocumentContext } from './document-data.js';
import { mailDocumentFile, mailDocumentRenderer } from './document-files.js';
import { loadProofOfDeliveryDocument } from './pod-data.js';
import { renderProofOfDeliveryPdf } from './pod-pdf.js';

const config = testConfig();
const OWNER_EMAIL = 'Pat.Owner@Receiver.example';
const STRANGER_EMAIL = 'someone.else@receiver.example';
const DELIVERED_AT = new Date('2026-03-05T16:42:00Z');
const nextClient = clientAddresses(224);

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let storage: FileStorage;
let context: DocumentContext;

beforeAll(async () => {
  storage = localDiskStorage(scratchFolder('pod-storage-'));
  context = { company: config.company, publicBaseUrl: config.publicBaseUrl, storage };
  ({ database, app, admin: owner } = await startTestAppWithAdmin({ storage }));
});
afterAll(async () => {
  await stopTestApp(app, database);
});

function storeImage(
  serviceRequestId: number,
  dispatchUpdateId: number,
  purpose: 'delivery_photo' | 'delivery_signature',
  bytes: Buffer,
  contentType: 'image/png' | 'image/jpeg',
): Promise<string> {
  return storeDispatchImage(database.db, storage, { serviceRequestId, dispatchUpdateId, purpose }, bytes, contentType);
}

async function insertUpdate(
  serviceRequestId: number,
  driver: TestDriver,
  update: { stage?: LoadStage; problem?: ProblemKind; at: Date; note?: string; latitude?: number; longitude?: number },
): Promise<number> {
  const [row] = await database.db
    .insert(dispatchUpdates)
    .values({
      clientUpdateId: randomUUID(),
      serviceRequestId,
      driverProfileId: driver.id,
      kind: update.problem ? 'problem' : 'stage',
      stage: update.stage ?? null,
      problem: update.problem ?? null,
      note: update.note ?? null,
      latitude: update.latitude ?? null,
      longitude: update.longitude ?? null,
      recordedAt: update.at,
    })
    .returning({ id: dispatchUpdates.id });
  return row!.id;
}

/** A load the driver delivered: its updates, the signature, `photoCount` photos and the proof. */
async function deliveredLoad(options: { email?: string; photoCount?: number; location?: boolean; driver?: TestDriver } = {}) {
  const driver = options.driver ?? (await insertDriver(database.db, { firstName: 'Maria', lastName: 'Lopez', phone: '(313) 555-0142' }));
  const request = await insertDispatchableRequest(database.db, { contactEmail: options.email ?? OWNER_EMAIL, status: 'delivered' });
  await insertUpdate(request.id, driver, { stage: 'accepted', at: new Date('2026-03-05T08:00:00Z') });
  await insertUpdate(request.id, driver, { stage: 'picked_up', at: new Date('2026-03-05T10:00:00Z') });
  const deliveredUpdate = await insertUpdate(request.id, driver, {
    stage: 'delivered',
    at: DELIVERED_AT,
    note: 'Left at the back door',
    latitude: 41.881832,
    longitude: -87.623177,
  });
  const signatureUploadId = await storeImage(request.id, deliveredUpdate, 'delivery_signature', PNG_BYTES, 'image/png');
  for (let n = 0; n < (options.photoCount ?? 2); n++) {
    await storeImage(request.id, deliveredUpdate, 'delivery_photo', n % 2 ? PNG_BYTES : JPEG_BYTES, n % 2 ? 'image/png' : 'image/jpeg');
  }
  await database.db.insert(proofsOfDelivery).values({
    serviceRequestId: request.id,
    dispatchUpdateId: deliveredUpdate,
    driverProfileId: driver.id,
    receiverName: 'Sam Receiver',
    signatureUploadId,
    deliveredAt: DELIVERED_AT,
    latitude: options.location === false ? null : 41.881832,
    longitude: options.location === false ? null : -87.623177,
  });
  return { ...request, driver };
}

async function podPdf(serviceRequestId: number): Promise<Buffer> {
  const pod = await loadProofOfDeliveryDocument(database.db, context, serviceRequestId);
  if (!pod) throw new Error('no proof of delivery');
  return renderProofOfDeliveryPdf(pod);
}

async function staff(role: StaffRole): Promise<AdminClient> {
  const account = { email: `${role}@freight.example`, password: `a long enough ${role} password` };
  await createTestAdmin(database.db, account, role);
  return signIn(app, account);
}

async function downloadsOf(serviceRequestId: number) {
  return database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'proof_of_delivery.downloaded'), eq(auditEvents.recordId, String(serviceRequestId))));
}

function trackPod(body: object) {
  return app.inject({ method: 'POST', url: '/api/track/proof-of-delivery', remoteAddress: nextClient(), payload: body });
}

describe('the proof of delivery PDF', () => {
  it('says which load, when, who received and signed it, the driver by first name and initial, and where', async () => {
    const load = await deliveredLoad();
    const text = await pdfText(await podPdf(load.id));
    expect(text).toContain('Proof of delivery');
    expect(text).toContain(config.company.name);
    expect(text).toContain(load.referenceId);
    expect(text).toContain('Furniture');
    expect(text).toContain('Detroit, MI -> Chicago, IL');
    expect(text).toContain('Mar 5, 2026, 16:42 UTC');
    expect(text).toContain('Sam Receiver');
    expect(text).toContain('Maria L.');
    expect(text).toContain('41.881832, -87.623177');
    expect(text).toContain('Delivery photos');
    expect(text).not.toContain('could not be included');
  });

  it("never prints the driver's phone, license or last name, nor their note", async () => {
    const load = await deliveredLoad();
    const text = await pdfText(await podPdf(load.id));
    for (const secret of [load.driver.phone, load.driver.licenseNumber, load.driver.lastName, load.driver.email, 'back door']) {
      expect(text).not.toContain(secret);
    }
  });

  it('is the same file every time for the same delivery, even made several at once', async () => {
    // Several PNGs with alpha (the signature among them): pdfkit would decode them on the thread
    // pool and write them in whatever order they finished (pdf-images.ts).
    const load = await deliveredLoad({ photoCount: 4 });
    const first = await podPdf(load.id);
    const again = await Promise.all([1, 2, 3, 4, 5, 6].map(() => podPdf(load.id)));
    for (const file of again) expect(file.equals(first)).toBe(true);
  });

  it('puts at most four photos on a page, and leaves out the location when the phone did not share it', async () => {
    const load = await deliveredLoad({ photoCount: 5, location: false });
    const pdf = await podPdf(load.id);
    // The details and signature, then 4 photos, then 1.
    expect(await pdfPageCount(pdf)).toBe(3);
    const text = await pdfText(pdf);
    expect(text).toContain('Delivery photos (1 of 2)');
    expect(text).toContain('Delivery photos (2 of 2)');
    expect(text).not.toContain('Location');
  });

  it('still proves the delivery when an image is missing from storage, and says so', async () => {
    const load = await deliveredLoad({ photoCount: 1 });
    const [photo] = await database.db
      .select({ storageKey: uploads.storageKey })
      .from(uploads)
      .where(and(eq(uploads.serviceRequestId, load.id), eq(uploads.purpose, 'delivery_photo')));
    await storage.remove(photo!.storageKey);
    const text = await pdfText(await podPdf(load.id));
    expect(text).toContain('Sam Receiver');
    expect(text).toContain('Photo 1 could not be included.');
  });

  it('does not exist before delivery', async () => {
    const request = await insertDispatchableRequest(database.db);
    expect(await loadProofOfDeliveryDocument(database.db, context, request.id)).toBeUndefined();
    expect(await mailDocumentFile(database.db, context, { kind: 'proof_of_delivery', serviceRequestId: request.id })).toBeUndefined();
  });
});

describe('the delivered mail', () => {
  it('carries the proof of delivery PDF, the same file the customer downloads', async () => {
    const load = await deliveredLoad();
    await database.db.delete(emailOutbox);
    await enqueueEmails(database.db, [
      {
        to: OWNER_EMAIL,
        subject: `Delivered ${load.referenceId}`,
        text: 'Your load was delivered',
        kind: 'delivered',
        attachments: [{ kind: 'proof_of_delivery', serviceRequestId: load.id }],
      },
    ]);
    const smtp = await startSmtpTestServer();
    const transport = createMailTransport({ smtpUrl: smtp.url, mailDir: 'unused', logger: pino({ level: 'silent' }), ignoreTLS: true });
    try {
      const worker = createOutboxWorker({
        db: database.db,
        transport,
        from: config.mail.from,
        logger: pino({ level: 'silent' }),
        renderMailDocument: mailDocumentRenderer(database.db, context),
      });
      expect(await worker.runOnce()).toBe(1);
    } finally {
      transport.close();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(1);
    const attachment = pdfAttachmentOf(smtp.received[0]!.raw);
    expect(attachment.filename).toBe(`proof-of-delivery-${load.referenceId}.pdf`);
    expect(attachment.content.equals(await podPdf(load.id))).toBe(true);
  });
});

describe('downloads', () => {
  it('gives the back office the PDF to the roles that read requests, audited under the member', async () => {
    const load = await deliveredLoad();
    const url = `/api/admin/service-requests/${load.id}/proof-of-delivery.pdf`;
    const byOwner = await owner.request({ method: 'GET', url });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.headers['content-type']).toBe('application/pdf');
    expect(byOwner.headers['content-disposition']).toContain(`proof-of-delivery-${load.referenceId}.pdf`);
    expect(byOwner.headers['cache-control']).toBe('private, no-store');
    expect(byOwner.rawPayload.equals(await podPdf(load.id))).toBe(true);
    expect((await (await staff('accounting')).request({ method: 'GET', url })).statusCode).toBe(200);
    expect(await downloadsOf(load.id)).toHaveLength(2);
    expect((await downloadsOf(load.id)).every((event) => event.actorKind === 'member')).toBe(true);
  });

  it('answers the back office 404 for a request not delivered', async () => {
    const request = await insertDispatchableRequest(database.db);
    const response = await owner.request({ method: 'GET', url: `/api/admin/service-requests/${request.id}/proof-of-delivery.pdf` });
    expect(response.statusCode).toBe(404);
  });

  it("gives the customer their own request's PDF, another customer's the portal's one 404, and says when there is none yet", async () => {
    const load = await deliveredLoad();
    const url = `/api/account/requests/${load.referenceId}/proof-of-delivery.pdf`;
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    const own = await customer.request({ method: 'GET', url });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(await podPdf(load.id))).toBe(true);
    expect(await downloadsOf(load.id)).toMatchObject([{ actorKind: 'customer' }]);

    const stranger = await customerSession(app, database.db, STRANGER_EMAIL);
    const theirs = await stranger.request({ method: 'GET', url });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject(PORTAL_NOT_FOUND_MESSAGE);
    expect(await downloadsOf(load.id)).toHaveLength(1);

    const undelivered = await insertDispatchableRequest(database.db, { contactEmail: OWNER_EMAIL });
    const none = await customer.request({ method: 'GET', url: `/api/account/requests/${undelivered.referenceId}/proof-of-delivery.pdf` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'This request has no proof of delivery yet.' });

    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('gives /track the PDF for the reference ID and e-mail; a wrong e-mail is the same 404 as /track', async () => {
    const load = await deliveredLoad();
    const right = await trackPod({ referenceId: load.referenceId.toLowerCase(), email: ` ${OWNER_EMAIL.toUpperCase()} ` });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toBe('application/pdf');
    expect(right.rawPayload.equals(await podPdf(load.id))).toBe(true);
    expect(await downloadsOf(load.id)).toMatchObject([{ actorKind: 'customer' }]);

    for (const body of [
      { referenceId: load.referenceId, email: STRANGER_EMAIL },
      { referenceId: 'SR-0000-0000-0000-0000', email: OWNER_EMAIL },
      { referenceId: 'not an id', email: OWNER_EMAIL },
    ]) {
      const wrong = await trackPod(body);
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toMatchObject(TRACKING_NOT_FOUND_MESSAGE);
    }
    expect((await trackPod({ referenceId: load.referenceId })).statusCode).toBe(400);

    const undelivered = await insertDispatchableRequest(database.db, { contactEmail: OWNER_EMAIL });
    const none = await trackPod({ referenceId: undelivered.referenceId, email: OWNER_EMAIL });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'This request has no proof of delivery yet.' });
    expect(await downloadsOf(load.id)).toHaveLength(1);
  });
});

describe("the customer's request page", () => {
  it('carries the driver updates (first name only), the proof and its PDF address', async () => {
    const driver = await insertDriver(database.db, { firstName: 'Ana', lastName: 'Kowalski', phone: '(248) 555-0177' });
    const load = await deliveredLoad({ driver });
    await insertUpdate(load.id, driver, { problem: 'delay', at: new Date('2026-03-05T12:00:00Z'), note: 'Traffic on I-94' });
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    const response = await customer.request({ method: 'GET', url: `/api/account/requests/${load.referenceId}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body.deliveryUpdates).toEqual([
      { at: '2026-03-05T08:00:00.000Z', kind: 'stage', stage: 'accepted', problem: null, driverFirstName: 'Ana' },
      { at: '2026-03-05T10:00:00.000Z', kind: 'stage', stage: 'picked_up', problem: null, driverFirstName: 'Ana' },
      { at: '2026-03-05T12:00:00.000Z', kind: 'problem', stage: null, problem: 'delay', driverFirstName: 'Ana' },
      { at: DELIVERED_AT.toISOString(), kind: 'stage', stage: 'delivered', problem: null, driverFirstName: 'Ana' },
    ]);
    expect(body.proofOfDelivery).toEqual({ deliveredAt: DELIVERED_AT.toISOString(), receiverName: 'Sam Receiver', exceptions: [] });
    expect(body.proofOfDeliveryUrl).toBe(`/api/account/requests/${load.referenceId}/proof-of-delivery.pdf`);
    for (const secret of ['Kowalski', '(248) 555-0177', driver.licenseNumber, 'Traffic on I-94', 'back door', '41.88']) {
      expect(response.body).not.toContain(secret);
    }

    const undelivered = await insertDispatchableRequest(database.db, { contactEmail: OWNER_EMAIL });
    const before = await customer.request({ method: 'GET', url: `/api/account/requests/${undelivered.referenceId}` });
    expect(before.json()).toMatchObject({ deliveryUpdates: [], proofOfDelivery: null, proofOfDeliveryUrl: null });
  });
});

/** The one application/pdf part of a raw MIME message: its file name and decoded bytes. */
function pdfAttachmentOf(raw: string): { filename: string; content: Buffer } {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const pdfParts = parts.filter((part) => /^Content-Type: application\/pdf/im.test(part));
  expect(pdfParts).toHaveLength(1);
  const part = pdfParts[0]!;
  const blank = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, blank);
  const body = part.slice(blank);
  const filename = /filename="?([^";\r\n]+)"?/i.exec(headers.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
  return { filename, content: Buffer.from(body.replace(/--[^\r\n]*--\s*$/, '').replace(/\s+/g, ''), 'base64') };
}
