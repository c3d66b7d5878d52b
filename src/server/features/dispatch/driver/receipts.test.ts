// A driver's road receipts (issue 37; decision 071): only the assigned driver of an active load may
// send one; bad amounts, kinds and photos are 400s naming the field; a receipt sent twice is stored
// and billed once; the photo is a private upload; the proposed line is the amount paid plus the
// catalogue's fee (the customer's own fee when one was agreed); the office reads the photo under
// 'invoice-proposals' only, for the request it belongs to.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverReceiptResult } from '../../../../shared/dispatch/receipts.js';
import type { StaffRole } from '../../../../shared/staff-roles.js';
import { accessorialRates, auditEvents, dispatchAssignments, invoiceLines, invoices, loadReceipts, uploads } from '../../../db/schema.js';
import { localDiskStorage } from '../../../infra/storage/local-disk-storage.js';
import { createTestAdmin, signIn, type AdminClient } from '../../../../../tests/support/admin.js';
import { driverSession, insertDispatchableRequest, insertDriver, type DriverClient } from '../../../../../tests/support/dispatch.js';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../../../../../tests/support/files.js';
import { multipart, type TestFile } from '../../../../../tests/support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import type { LoadStage } from '../../../../shared/dispatch/dispatch.js';

const storageRoot = mkdtempSync(join(tmpdir(), 'receipts-'));
let started: TestApp & { admin: AdminClient };
let driver: DriverClient;
let otherDriver: DriverClient;
const members = new Map<StaffRole, AdminClient>();

beforeAll(async () => {
  started = await startTestAppWithAdmin({ storage: localDiskStorage(storageRoot) });
  const { app, database } = started;
  driver = await driverSession(app, database.db, await insertDriver(database.db, { firstName: 'Maria', lastName: 'Roadwell' }));
  otherDriver = await driverSession(app, database.db, await insertDriver(database.db, { firstName: 'Luis', lastName: 'Other' }));
  let address = 0;
  for (const role of ['accounting', 'recruiting'] as const) {
    const credentials = { email: `${role}.receipts@freight.example`, password: `a long ${role} password` };
    await createTestAdmin(database.db, credentials, role);
    address += 1;
    members.set(role, await signIn(app, credentials, `10.234.0.${address}`));
  }
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
  rmSync(storageRoot, { recursive: true, force: true });
});

let loadCount = 0;

/** A request assigned to `client`'s driver at `stage`, with its own customer. */
async function newLoad(
  stage: LoadStage = 'at_delivery',
  client = driver,
  request: { status?: 'received' | 'cancelled'; contactCompany?: string } = {},
) {
  loadCount += 1;
  const email = `receipt.customer${loadCount}@example.com`;
  const row = await insertDispatchableRequest(started.database.db, { contactEmail: email, ...request });
  await started.database.db
    .insert(dispatchAssignments)
    .values({ serviceRequestId: row.id, driverProfileId: client.driver.id, plannedPickupDate: '2026-12-01', stage });
  return { ...row, email };
}

interface ReceiptFields {
  receiptId?: string;
  kind?: string;
  amount?: string;
  recordedAt?: string;
}

const PHOTO = { photo: [{ name: 'receipt.jpg', bytes: JPEG_BYTES }] };

async function send(referenceId: string, fields: ReceiptFields, files: Record<string, TestFile[]> = PHOTO, client = driver) {
  const body = await multipart({ receiptId: randomUUID(), kind: 'lumper', amount: '180.00', ...fields }, files);
  return client.request({
    method: 'POST',
    url: `/api/driver/loads/${referenceId}/receipts`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

const receiptsOf = (requestId: number) =>
  started.database.db.select().from(loadReceipts).where(eq(loadReceipts.serviceRequestId, requestId));

async function linesOf(requestId: number) {
  return started.database.db
    .select({ line: invoiceLines })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoices.serviceRequestId, requestId));
}

const storedFiles = () => (existsSync(join(storageRoot, 'dispatch')) ? readdirSync(join(storageRoot, 'dispatch')) : []);

const photoOf = (requestId: number, receiptId: number, client: AdminClient = members.get('accounting') ?? started.admin) =>
  client.request({ method: 'GET', url: `/api/admin/service-requests/${requestId}/receipts/${receiptId}/photo` });

describe('who may send a receipt', () => {
  it('refuses a request with no driver session (401)', async () => {
    const load = await newLoad();
    const body = await multipart({ receiptId: randomUUID(), kind: 'lumper', amount: '180.00' }, PHOTO);
    const response = await started.app.inject({
      method: 'POST',
      url: `/api/driver/loads/${load.referenceId}/receipts`,
      headers: { 'content-type': body.contentType, origin: 'http://localhost:5000' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
    expect(await receiptsOf(load.id)).toHaveLength(0);
  });

  it("answers another driver's load, and an unknown one, with the same 404, storing nothing", async () => {
    const before = storedFiles().length;
    const load = await newLoad('at_delivery', otherDriver);
    const theirs = await send(load.referenceId, {});
    expect(theirs.statusCode).toBe(404);
    const unknown = await send('SR-NOSUCHLOAD', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: theirs.json<{ message: string }>().message });
    expect(await receiptsOf(load.id)).toHaveLength(0);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a load not yet accepted, and a cancelled one (409)', async () => {
    const assigned = await newLoad('assigned');
    expect((await send(assigned.referenceId, {})).statusCode).toBe(409);
    const cancelled = await newLoad('at_pickup', driver, { status: 'cancelled' });
    expect((await send(cancelled.referenceId, {})).statusCode).toBe(409);
    expect([...(await receiptsOf(assigned.id)), ...(await receiptsOf(cancelled.id))]).toHaveLength(0);
  });

  it('takes one after the load is delivered (a lumper paid at the dock, sent later)', async () => {
    const load = await newLoad('delivered');
    expect((await send(load.referenceId, {})).statusCode).toBe(201);
  });
});

describe('what a receipt must say', () => {
  it.each([
    ['an amount with a comma for cents', { amount: '180,5' }, 'amount', 'shared.message.amountHowToWrite'],
    ['a zero amount', { amount: '0' }, 'amount', 'shared.message.amountPositive'],
    ['no amount', { amount: '' }, 'amount', 'shared.message.enterAmount'],
    ['an amount over the receipt limit', { amount: '100000.00' }, 'amount', 'shared.message.amountTooLarge'],
    ['an unknown kind', { kind: 'fuel' }, 'kind', 'shared.message.chooseReceiptKind'],
  ])('refuses %s with a 400 naming the field', async (_, fields, field, code) => {
    const before = storedFiles().length;
    const load = await newLoad();
    const response = await send(load.referenceId, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrorCodes: Record<string, { code: string }> }>().fieldErrorCodes[field]).toMatchObject({ code });
    expect(await receiptsOf(load.id)).toHaveLength(0);
    // The photo that came with it is not kept.
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a receipt without its photo, naming the photo beside any other field', async () => {
    const load = await newLoad();
    const response = await send(load.referenceId, { amount: 'abc' }, {});
    expect(response.statusCode).toBe(400);
    const { fieldErrorCodes: fieldErrors } = response.json<{ fieldErrorCodes: Record<string, { code: string }> }>();
    expect(fieldErrors.photo).toMatchObject({ code: 'shared.message.receiptPhotoRequired' });
    expect(fieldErrors.amount).toMatchObject({ code: 'shared.message.amountHowToWrite' });
    const onlyPhoto = await send(load.referenceId, {}, {});
    expect(onlyPhoto.statusCode).toBe(400);
    expect(Object.keys(onlyPhoto.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['photo']);
  });

  it('refuses a PDF passed off as a photo, and a second photo', async () => {
    const before = storedFiles().length;
    const load = await newLoad();
    const pdf = await send(load.referenceId, {}, { photo: [{ name: 'receipt.jpg', bytes: PDF_BYTES }] });
    expect(pdf.statusCode).toBe(415);
    const two = await send(
      load.referenceId,
      {},
      {
        photo: [
          { name: 'a.jpg', bytes: JPEG_BYTES },
          { name: 'b.png', bytes: PNG_BYTES },
        ],
      },
    );
    expect(two.statusCode).toBe(413);
    expect(await receiptsOf(load.id)).toHaveLength(0);
    expect(storedFiles()).toHaveLength(before);
  });
});

describe('a receipt stored and proposed', () => {
  it('stores the receipt with its private photo and proposes the amount paid plus the default fee', async () => {
    const load = await newLoad();
    const recordedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const response = await send(load.referenceId, { amount: '180', recordedAt });
    expect(response.statusCode).toBe(201);
    const result = response.json<DriverReceiptResult>();
    expect(result).toMatchObject({ replayed: false, receipt: { kind: 'lumper', amount: '180.00', recordedAt } });

    const [receipt] = await receiptsOf(load.id);
    expect(receipt).toMatchObject({ kind: 'lumper', amount: '180.00', driverProfileId: driver.driver.id });
    const [upload] = await started.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, receipt?.uploadId ?? ''));
    expect(upload).toMatchObject({ purpose: 'driver_receipt', serviceRequestId: load.id, contentType: 'image/jpeg' });
    expect(upload?.storageKey.startsWith('dispatch/')).toBe(true);

    const [{ line } = { line: undefined }] = await linesOf(load.id);
    // The catalogue's default lumper fee is $25 (migration 0022).
    expect(line).toMatchObject({
      kind: 'lumper',
      source: 'driver_receipt',
      state: 'proposed',
      quantity: '1.000',
      unit: 'flat',
      rate: '205.0000',
      amount: '205.00',
      description: 'Lumper receipt $180.00 + $25.00 fee',
      proposalKey: `receipt:${receipt?.id}`,
      evidence: { receiptId: receipt?.id, receiptAmount: '180.00', driverFirstName: 'Maria', recordedAt },
    });

    const [event] = await started.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'dispatch.receipt_sent'), eq(auditEvents.recordId, String(load.id))))
      .orderBy(desc(auditEvents.id));
    expect(event).toMatchObject({ actorKind: 'driver' });
    expect(event?.changes).toMatchObject({ receiptKind: { after: 'lumper' }, receiptAmount: { after: '180.00' } });
  });

  it("uses the customer's own fee for that code, and the scale ticket's default", async () => {
    await started.database.db
      .insert(accessorialRates)
      .values({ code: 'lumper', customerCompany: 'Receipts Fee Co', rate: '40.5', unit: 'flat' });
    const load = await newLoad('at_delivery', driver, { contactCompany: 'receipts fee co ' });
    expect((await send(load.referenceId, { amount: '99.99' })).statusCode).toBe(201);
    expect((await send(load.referenceId, { kind: 'scale_ticket', amount: '12.50' })).statusCode).toBe(201);
    const lines = (await linesOf(load.id)).map(({ line }) => line).sort((a, b) => a.id - b.id);
    expect(lines.map((line) => [line.kind, line.rate, line.amount, line.description])).toEqual([
      ['lumper', '140.4900', '140.49', 'Lumper receipt $99.99 + $40.50 fee'],
      ['scale_ticket', '22.5000', '22.50', 'Scale ticket $12.50 + $10.00 fee'],
    ]);
    await started.database.db.delete(accessorialRates).where(eq(accessorialRates.customerCompany, 'Receipts Fee Co'));
  });

  it('stores and proposes a receipt sent twice once, answering the retry with the first (200, replayed) and keeping one photo', async () => {
    const load = await newLoad();
    const receiptId = randomUUID();
    const first = await send(load.referenceId, { receiptId });
    expect(first.statusCode).toBe(201);
    const filesAfterFirst = storedFiles().length;
    const again = await send(load.referenceId, { receiptId });
    expect(again.statusCode).toBe(200);
    expect(again.json<DriverReceiptResult>()).toEqual({ ...first.json<DriverReceiptResult>(), replayed: true });
    expect(await receiptsOf(load.id)).toHaveLength(1);
    expect(await linesOf(load.id)).toHaveLength(1);
    expect(storedFiles()).toHaveLength(filesAfterFirst);
    // The same ID for a different receipt is refused.
    const reused = await send(load.referenceId, { receiptId, amount: '50.00' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'shared.message.receiptIdReused' });
  });
});

describe("the office's view of the receipt photo", () => {
  async function sentReceipt() {
    const load = await newLoad();
    const response = await send(load.referenceId, {}, { photo: [{ name: 'ticket.png', bytes: PNG_BYTES }] });
    return { load, receipt: response.json<DriverReceiptResult>().receipt };
  }

  it('shows accounting the photo inline, never cached, and audits the view', async () => {
    const { load, receipt } = await sentReceipt();
    const response = await photoOf(load.id, receipt.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
    const [event] = await started.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'document.downloaded'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event?.changes).toMatchObject({ purpose: { after: 'driver_receipt' }, serviceRequestId: { after: load.id } });
  });

  it('is 404 under another request, 403 for a role outside invoice-proposals, 401 signed out', async () => {
    const { load, receipt } = await sentReceipt();
    const other = await newLoad();
    expect((await photoOf(other.id, receipt.id)).statusCode).toBe(404);
    expect((await photoOf(load.id, receipt.id + 100_000)).statusCode).toBe(404);
    const recruiting = members.get('recruiting');
    if (!recruiting) throw new Error('no recruiting member');
    expect((await photoOf(load.id, receipt.id, recruiting)).statusCode).toBe(403);
    const anonymous = await started.app.inject({
      method: 'GET',
      url: `/api/admin/service-requests/${load.id}/receipts/${receipt.id}/photo`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is not served to the driver through their load photo route (item photos only)', async () => {
    const { load, receipt } = await sentReceipt();
    const [row] = await started.database.db.select().from(loadReceipts).where(eq(loadReceipts.id, receipt.id));
    const response = await driver.request({ method: 'GET', url: `/api/driver/loads/${load.referenceId}/photos/${row?.uploadId}` });
    expect(response.statusCode).toBe(404);
  });
});
