// POST /api/service-requests through app.inject, on a real database and real storage.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddresses } from '../../../../tests/support/client-addresses.js';
import { GIF_BYTES, HTML_BYTES, JPEG_BYTES, jpegOfSize, PDF_BYTES, PNG_BYTES } from '../../../../tests/support/files.js';
import { BROKER_HIDDEN_LOCATION } from '../../../../tests/support/service-requests.js';
import { acceptedReferenceId } from '../../../../tests/support/submissions.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import { REQUIRED_FIELDS } from '../../../shared/service-requests/service-request-schemas.js';
import type { UserRole } from '../../../shared/service-requests/service-requests.js';
import { todayIsoDate } from '../../../shared/format.js';
import type { DatabaseHandle } from '../../db/client.js';
import { emailOutbox, serviceRequests, serviceRequestStatusHistory, uploads } from '../../db/schema.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'uploads-'));
  ({ database, app } = await startTestApp({
    config: testConfig({ OPERATIONS_EMAIL: 'ops@freight.example' }),
    storage: localDiskStorage(uploadsDir),
  }));
});

afterAll(async () => {
  await stopTestApp(app, database);
  rmSync(uploadsDir, { recursive: true, force: true });
});

// Each request comes from its own address, so the per-client rate limit is tested on its own.
const nextClient = clientAddresses(1);

const contact = {
  contactName: 'Jordan Rivera',
  contactCompany: 'Rivera Imports',
  contactEmail: 'jordan@rivera.example',
  contactPhone: '3135550199',
  additionalNotes: 'Dock closes at 4 PM.',
};

const brokerRequest = {
  userRole: 'broker',
  serviceType: 'dedicated-lanes',
  serviceDescription: 'Two reefer loads a week, Detroit to Chicago.',
  urgency: 'high',
  carrierRequirements: 'Reefer, team drivers',
  loadVolume: '8 loads per month',
  contractTerms: '12 months, net 30',
  preferredLanes: 'MI-IL, MI-OH',
  ...contact,
};

const dispatcherRequest = {
  userRole: 'dispatcher',
  serviceType: 'fleet-coordination',
  serviceDescription: 'We run six trucks and need load sourcing and dispatch.',
  dispatchingRates: '5% per load',
  equipmentNeeded: 'Dry van, flatbed',
  loadTypes: 'General freight',
  coverageAreas: 'Midwest',
  ...contact,
};

function shipperFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    userRole: 'shipper',
    serviceType: 'furniture',
    serviceDescription: 'A sectional sofa and a dining table.',
    urgency: 'standard',
    length: '96',
    width: '40',
    height: '36',
    weight: '180.5',
    itemType: 'Household furniture',
    specialHandling: 'Blanket wrap',
    pickupAddress: '100 Main St',
    pickupAddress2: 'Apt 4',
    pickupCity: 'Detroit',
    pickupState: 'MI',
    pickupZip: '48201',
    pickupInstructions: 'Ring twice',
    deliveryAddress: '200 Lake Shore Dr',
    deliveryCity: 'Chicago',
    deliveryState: 'IL',
    deliveryZip: '60611',
    preferredDate: todayIsoDate(),
    preferredTime: 'morning',
    ...contact,
    ...overrides,
  };
}

interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
}

async function postMultipart(fields: Record<string, string>, files: FilePart[] = [], fileField = 'itemPhotos') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(fileField, new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/service-requests',
    remoteAddress: nextClient(),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

function postJson(body: unknown, remoteAddress = nextClient()) {
  return app.inject({ method: 'POST', url: '/api/service-requests', remoteAddress, payload: body as object });
}

async function requestCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(serviceRequests);
  return row?.n ?? 0;
}

/** Everything a submission may leave behind: request rows, upload rows, stored files and queued mail. */
async function storedState() {
  const [requests] = await database.db.select({ n: count() }).from(serviceRequests);
  const [uploadRows] = await database.db.select({ n: count() }).from(uploads);
  const [mails] = await database.db.select({ n: count() }).from(emailOutbox);
  return { requests: requests?.n, uploads: uploadRows?.n, mails: mails?.n, files: storedFiles().length };
}

function storedFiles(): string[] {
  return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function findRequest(referenceId: string) {
  const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
  if (!row) throw new Error(`no request ${referenceId}`);
  return row;
}

describe('a broker request (JSON)', () => {
  it('is stored with its broker fields and the hidden location defaults, and answers 201', async () => {
    const referenceId = acceptedReferenceId(await postJson(brokerRequest));

    const row = await findRequest(referenceId);
    expect(row).toMatchObject({
      userRole: 'broker',
      serviceType: 'dedicated-lanes',
      urgency: 'high',
      status: 'received',
      paymentStatus: 'unpaid',
      carrierRequirements: 'Reefer, team drivers',
      loadVolume: '8 loads per month',
      contractTerms: '12 months, net 30',
      preferredLanes: 'MI-IL, MI-OH',
      ...BROKER_HIDDEN_LOCATION,
      contactPhone: '(313) 555-0199',
      contactCompany: 'Rivera Imports',
    });

    const history = await database.db
      .select()
      .from(serviceRequestStatusHistory)
      .where(eq(serviceRequestStatusHistory.serviceRequestId, row.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'received', changedByAdminId: null }]);
  });

  it('queues a confirmation to the customer and a notification to operations', async () => {
    const response = await postJson(brokerRequest);
    const { referenceId } = response.json<{ referenceId: string }>();
    const mails = await database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    const forThis = mails.filter((mail) => mail.subject.includes(referenceId));
    expect(forThis.map((mail) => [mail.toAddress, mail.kind, mail.status])).toEqual([
      ['jordan@rivera.example', 'service-request-received', 'pending'],
      ['ops@freight.example', 'service-request-notification', 'pending'],
    ]);
    const confirmation = forThis[0]!;
    expect(confirmation.subject).toBe(`We received your request ${referenceId}`);
    expect(confirmation.textBody).toContain(`Your reference ID is ${referenceId}`);
    expect(confirmation.textBody).toContain('within 2-4 business hours');
    expect(confirmation.textBody).toContain(`/track?ref=${referenceId}`);
    expect(confirmation.textBody).toContain('(555) 123-4567');
  });
});

describe('a dispatcher request (JSON)', () => {
  it('is stored with its dispatcher fields and the dispatcher defaults', async () => {
    const response = await postJson(dispatcherRequest);
    expect(response.statusCode).toBe(201);
    const row = await findRequest(response.json<{ referenceId: string }>().referenceId);
    expect(row).toMatchObject({
      userRole: 'dispatcher',
      urgency: 'standard',
      dispatchingRates: '5% per load',
      equipmentNeeded: 'Dry van, flatbed',
      loadTypes: 'General freight',
      coverageAreas: 'Midwest',
      pickupAddress: 'Various',
      pickupCity: 'Multiple',
      pickupState: 'MI',
      pickupZip: '00000',
      deliveryAddress: 'Various',
      deliveryCity: 'Multiple',
    });
  });
});

describe('a shipper request (multipart)', () => {
  it('stores the request and its photos, checked by content', async () => {
    const response = await postMultipart(shipperFields(), [
      { name: 'sofa.png', bytes: PNG_BYTES, type: 'image/png' },
      // Named .jpg but really a PDF: stored as what it is, under a name that says so.
      { name: 'bill-of-lading.jpg', bytes: PDF_BYTES, type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(201);
    const row = await findRequest(response.json<{ referenceId: string }>().referenceId);
    expect(row).toMatchObject({
      userRole: 'shipper',
      length: '96.00',
      weight: '180.50',
      pickupCity: 'Detroit',
      deliveryZip: '60611',
      preferredDate: todayIsoDate(),
      preferredTime: 'morning',
    });

    const photos = await database.db.select().from(uploads).where(eq(uploads.serviceRequestId, row.id)).orderBy(asc(uploads.originalName));
    expect(photos.map((photo) => [photo.originalName, photo.contentType, photo.sizeBytes, photo.purpose])).toEqual([
      ['bill-of-lading.pdf', 'application/pdf', PDF_BYTES.length, 'item_photo'],
      ['sofa.png', 'image/png', PNG_BYTES.length, 'item_photo'],
    ]);
    for (const photo of photos) {
      // Stored under a random name, byte for byte.
      expect(photo.storageKey).toMatch(/^service-requests\/[0-9a-f-]{36}$/);
      const stored = readFileSync(join(uploadsDir, photo.storageKey));
      expect(createHash('sha256').update(stored).digest('hex')).toBe(photo.sha256);
    }
  });

  it('accepts every allowed kind (pdf, jpeg, png, gif), five at most', async () => {
    const response = await postMultipart(shipperFields(), [
      { name: 'a.pdf', bytes: PDF_BYTES },
      { name: 'b.jpeg', bytes: JPEG_BYTES },
      { name: 'c.png', bytes: PNG_BYTES },
      { name: 'd.gif', bytes: GIF_BYTES },
      { name: 'e.jpg', bytes: JPEG_BYTES },
    ]);
    expect(response.statusCode).toBe(201);
  });

  it('keeps an empty preferred date as ASAP and unknown measures as not given', async () => {
    const response = await postMultipart(shipperFields({ preferredDate: '', weight: '', length: ' ' }));
    expect(response.statusCode).toBe(201);
    const row = await findRequest(response.json<{ referenceId: string }>().referenceId);
    expect(row).toMatchObject({ preferredDate: null, weight: null, length: null });
  });
});

describe('refused submissions store nothing', () => {
  const roles: [UserRole, () => Record<string, string>][] = [
    ['shipper', () => shipperFields()],
    ['broker', () => ({ ...(brokerRequest as Record<string, string>) })],
    ['dispatcher', () => ({ ...(dispatcherRequest as Record<string, string>) })],
  ];

  for (const [role, valid] of roles) {
    for (const field of REQUIRED_FIELDS[role]) {
      it.each([
        ['missing', undefined],
        ['whitespace-only', '   '],
      ])(`${role}: ${field} %s is a 400 naming it`, async (_case, value) => {
        const body = valid();
        if (value === undefined) delete body[field];
        else body[field] = value;
        const before = await requestCount();
        const response = role === 'shipper' ? await postMultipart(body) : await postJson(body);
        expect(response.statusCode).toBe(400);
        const error = response.json<{ message: string; fieldErrors: Record<string, string> }>();
        expect(error.fieldErrors[field]).toBe('Required');
        expect(error.message).toContain(field);
        expect(await requestCount()).toBe(before);
      });
    }
  }

  it('names every failing field at once', async () => {
    const before = await storedState();
    const response = await postJson({ userRole: 'broker', contactEmail: 'nope', contactPhone: '123' });
    expect(response.statusCode).toBe(400);
    expect(await storedState()).toEqual(before);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      serviceType: 'Required',
      serviceDescription: 'Required',
      contactName: 'Required',
      contactEmail: 'Invalid email',
      contactPhone: 'Enter a 10-digit US phone number',
    });
  });

  it('refuses a bad e-mail', async () => {
    const before = await storedState();
    const response = await postJson({ ...brokerRequest, contactEmail: 'jordan@' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({ contactEmail: 'Invalid email' });
    expect(await storedState()).toEqual(before);
  });

  it('refuses a preferred date in the past', async () => {
    const before = await requestCount();
    const response = await postMultipart(shipperFields({ preferredDate: '2020-01-15' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      preferredDate: 'Preferred date cannot be earlier than today',
    });
    expect(await requestCount()).toBe(before);
  });

  it('refuses an unknown service type for the role and an unknown role', async () => {
    const before = await storedState();
    const wrongType = await postJson({ ...brokerRequest, serviceType: 'furniture' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({ serviceType: 'Select a service type' });
    expect(await storedState()).toEqual(before);
    const wrongRole = await postJson({ ...brokerRequest, userRole: 'carrier' });
    expect(wrongRole.statusCode).toBe(400);
    expect(await storedState()).toEqual(before);
  });

  it('refuses a file whose content is not an allowed type, whatever its name (415)', async () => {
    const before = await requestCount();
    const response = await postMultipart(shipperFields(), [
      { name: 'ok.png', bytes: PNG_BYTES },
      { name: 'photo.jpg', bytes: HTML_BYTES, type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'Unsupported Media Type',
      code: 'shared.message.fileUnsupported',
      message: 'photo.jpg is not a supported file type',
      values: { fileName: 'photo.jpg' },
    });
    expect(await requestCount()).toBe(before);
    await expectNoOrphanFiles();
  });

  it('refuses a file over 10 MB (413), keeping no part of it', async () => {
    const before = await requestCount();
    const response = await postMultipart(shipperFields(), [{ name: 'huge.jpg', bytes: jpegOfSize(10 * 1024 * 1024 + 1) }]);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe('huge.jpg is too large (max 10MB)');
    expect(await requestCount()).toBe(before);
    await expectNoOrphanFiles();
  });

  it('accepts a file of exactly 10 MB', async () => {
    const response = await postMultipart(shipperFields(), [{ name: 'exact.jpg', bytes: jpegOfSize(10 * 1024 * 1024) }]);
    expect(response.statusCode).toBe(201);
  });

  it('refuses six files (413), keeping none of them', async () => {
    const before = await requestCount();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG_BYTES }));
    const response = await postMultipart(shipperFields(), six);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe('Maximum 5 files allowed');
    expect(await requestCount()).toBe(before);
    await expectNoOrphanFiles();
  });

  it('removes stored photos when the fields turn out invalid', async () => {
    const before = await requestCount();
    const response = await postMultipart(shipperFields({ contactEmail: 'bad' }), [{ name: 'ok.png', bytes: PNG_BYTES }]);
    expect(response.statusCode).toBe(400);
    expect(await requestCount()).toBe(before);
    await expectNoOrphanFiles();
  });

  it('refuses photos on a broker request and files under another field name', async () => {
    const before = await storedState();
    const broker = await postMultipart(brokerRequest, [{ name: 'a.png', bytes: PNG_BYTES }]);
    expect(broker.statusCode).toBe(400);
    expect(await storedState()).toEqual(before);
    const otherField = await postMultipart(shipperFields(), [{ name: 'a.png', bytes: PNG_BYTES }], 'resumeFile');
    expect(otherField.statusCode).toBe(400);
    expect(await storedState()).toEqual(before);
    await expectNoOrphanFiles();
  });

  it('ignores fields a customer may not set, and survives __proto__', async () => {
    const response = await postMultipart({
      ...shipperFields(),
      status: 'delivered',
      paymentStatus: 'paid',
      finalAmount: '0.01',
      referenceId: 'SR-0000-0000-0000-0000',
      __proto__: 'x',
    });
    expect(response.statusCode).toBe(201);
    const row = await findRequest(response.json<{ referenceId: string }>().referenceId);
    expect(row).toMatchObject({ status: 'received', paymentStatus: 'unpaid', finalAmount: null });
    expect(row.referenceId).not.toBe('SR-0000-0000-0000-0000');
  });

  it('refuses a body that is not an object', async () => {
    const before = await storedState();
    const response = await postJson([brokerRequest]);
    expect(response.statusCode).toBe(400);
    expect(await storedState()).toEqual(before);
  });
});

describe('rate limit', () => {
  it('lets one client submit 20 requests in 10 minutes, then answers 429', async () => {
    const client = '192.0.2.77';
    for (let i = 0; i < 20; i++) {
      expect((await postJson({ userRole: 'broker' }, client)).statusCode).toBe(400);
    }
    const before = await storedState();
    const response = await postJson(brokerRequest, client);
    expect(response.statusCode).toBe(429);
    expect(response.json<{ message: string }>().message).toMatch(/^Too many requests/);
    expect(await storedState()).toEqual(before);
  });
});

/** Every file in storage belongs to a stored request: refused submissions left nothing. */
async function expectNoOrphanFiles(): Promise<void> {
  const rows = await database.db.select({ key: uploads.storageKey }).from(uploads);
  expect(storedFiles().sort()).toEqual(rows.map((row) => join(uploadsDir, row.key)).sort());
}
