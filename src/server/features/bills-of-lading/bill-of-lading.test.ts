// The office's bill of lading (issue 39) through its routes on a real database: the draft made and
// pre-filled on the first look, saved as typed (malformed values refused by field, nothing lost),
// the missing fields named one by one, issuing versions 1 and 2, the VICS PDF (same bytes, what it
// says, signed or not), nothing changing once signed, and who may do what. The pickup signing is
// written straight into the version row, as the driver's update would write it.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { customerSession } from '../../../../tests/support/customers.js';
import { insertDispatchableRequest, insertDriver, type TestDriver } from '../../../../tests/support/dispatch.js';
import { PNG_BYTES } from '../../../../tests/support/files.js';
import { pdfText } from '../../../../tests/support/pdf-text.js';
import { scratchFolder, testConfig } from '../../../../tests/support/test-config.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { bolNumberOf, bolPrefixOf, isValidBolNumber, type BolDraft } from '../../../shared/bills-of-lading/bill-of-lading.js';
import type { BillOfLading } from '../../../shared/bills-of-lading/bol-draft-schema.js';
import type { StaffRole } from '../../../shared/staff-roles.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, billOfLadingVersions, billsOfLading, dispatchAssignments, dispatchUpdates, uploads } from '../../db/schema.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';
import { billOfLadingPaperwork } from './index.js';

const config = testConfig();
let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let storage: FileStorage;
let driver: TestDriver;

beforeAll(async () => {
  storage = localDiskStorage(scratchFolder('bol-storage-'));
  ({ database, app, admin: owner } = await startTestAppWithAdmin({ storage }));
  driver = await insertDriver(database.db, { firstName: 'Maria', lastName: 'Lopez' });
});
afterAll(async () => {
  await stopTestApp(app, database);
});

const url = (id: number) => `/api/admin/service-requests/${id}/bill-of-lading`;

async function staff(role: StaffRole): Promise<AdminClient> {
  const account = { email: `${role}-bol@freight.example`, password: `a long enough ${role} password` };
  await createTestAdmin(database.db, account, role);
  return signIn(app, account);
}

async function open(id: number, as: AdminClient = owner): Promise<BillOfLading> {
  const response = await as.request({ method: 'GET', url: url(id) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BillOfLading>();
}

function save(id: number, draft: unknown, as: AdminClient = owner) {
  return as.request({ method: 'PUT', url: url(id), payload: draft as object });
}

function issue(id: number, as: AdminClient = owner) {
  return as.request({ method: 'POST', url: `${url(id)}/issue` });
}

/** A load assigned to the driver, trailer 53-114. */
async function dispatchedLoad(overrides: Parameters<typeof insertDispatchableRequest>[1] = {}) {
  const request = await insertDispatchableRequest(database.db, {
    contactCompany: 'Rivera Furniture LLC',
    itemType: 'Pallets',
    weight: '1250',
    specialHandling: 'Keep dry',
    ...overrides,
  });
  await database.db.insert(dispatchAssignments).values({
    serviceRequestId: request.id,
    driverProfileId: driver.id,
    plannedPickupDate: '2026-12-01',
    trailerNumber: '53-114',
  });
  return request;
}

const COMPLETE: BolDraft = {
  shipFrom: {
    name: 'Rivera Furniture LLC',
    address: '1200 Woodward Ave',
    city: 'Detroit',
    state: 'MI',
    zip: '48226',
    phone: '(313) 555-0199',
  },
  shipTo: { name: 'Lakeside Home Store', address: '55 W Monroe St', address2: 'Dock B', city: 'Chicago', state: 'IL', zip: '60603' },
  thirdPartyBillTo: { name: 'Freight Audit Co', address: '9 Main St', city: 'Toledo', state: 'OH', zip: '43604' },
  freightTerms: 'third_party',
  trailerNumber: '53-114',
  sealNumber: 'SL-77812',
  customerOrderNumber: 'PO-4471',
  units: [
    {
      count: 2,
      packageType: 'pallet',
      weightLbs: 1250,
      description: 'Upholstered sofas',
      nmfcItem: '79300',
      freightClass: '175',
      hazmat: false,
    },
    { count: 1, packageType: 'drum', weightLbs: 400.5, description: 'Paint, flammable', hazmat: true },
  ],
  hazmat: {
    idNumber: 'UN1263',
    properShippingName: 'Paint',
    hazardClass: '3',
    packingGroup: 'II',
    emergencyContactName: 'ChemResponse',
    emergencyPhone: '(800) 555-0100',
  },
  specialInstructions: 'Keep dry. Call before delivery.',
};

async function storedSignature(serviceRequestId: number, dispatchUpdateId: number): Promise<string> {
  const storageKey = `dispatch/${randomUUID()}`;
  const stream = await storage.openWriteStream(storageKey);
  await new Promise<void>((resolve, reject) => stream.end(PNG_BYTES, () => resolve()).on('error', reject));
  const [row] = await database.db
    .insert(uploads)
    .values({
      purpose: 'pickup_signature',
      serviceRequestId,
      dispatchUpdateId,
      storageKey,
      originalName: 'signature.png',
      contentType: 'image/png',
      sizeBytes: PNG_BYTES.length,
      sha256: '0'.repeat(64),
    })
    .returning({ id: uploads.id });
  return row!.id;
}

/** The newest version signed at pickup, as the driver's 'picked_up' update records it. */
async function signAtPickup(serviceRequestId: number, version: number) {
  const [update] = await database.db
    .insert(dispatchUpdates)
    .values({
      clientUpdateId: randomUUID(),
      serviceRequestId,
      driverProfileId: driver.id,
      kind: 'stage',
      stage: 'picked_up',
      recordedAt: new Date('2026-12-01T15:20:00Z'),
    })
    .returning({ id: dispatchUpdates.id });
  await database.db
    .update(billOfLadingVersions)
    .set({
      dispatchUpdateId: update!.id,
      driverProfileId: driver.id,
      shipperSignerName: 'Dana Shipper',
      shipperSignatureUploadId: await storedSignature(serviceRequestId, update!.id),
      driverSignatureUploadId: await storedSignature(serviceRequestId, update!.id),
      piecesConfirmed: 3,
      sealConfirmed: 'SL-77812',
      signedAt: new Date('2026-12-01T15:20:00Z'),
    })
    .where(and(eq(billOfLadingVersions.serviceRequestId, serviceRequestId), eq(billOfLadingVersions.version, version)));
}

describe('the draft', () => {
  it('is made on the first look, numbered and filled from the request and its dispatch', async () => {
    const request = await dispatchedLoad();
    const bol = await open(request.id);
    expect(bol.bolNumber).toBe(bolNumberOf(bolPrefixOf(config.paperwork.gs1CompanyPrefix, config.company.dotNumber), request.id));
    expect(isValidBolNumber(bol.bolNumber)).toBe(true);
    expect(bol.draft.shipFrom).toEqual({
      name: 'Rivera Furniture LLC',
      address: '1200 Woodward Ave',
      city: 'Detroit',
      state: 'MI',
      zip: '48226',
      phone: '(313) 555-0199',
    });
    expect(bol.draft.shipTo).toEqual({ address: '55 W Monroe St', city: 'Chicago', state: 'IL', zip: '60603' });
    expect(bol.draft.units).toEqual([
      { count: 1, packageType: 'pallet', weightLbs: 1250, description: 'A sofa and two armchairs', hazmat: false },
    ]);
    expect(bol.draft.trailerNumber).toBe('53-114');
    expect(bol.draft.specialInstructions).toBe('Special handling: Keep dry\nPickup: Dock 4, ring the bell\nDelivery: Call on arrival');
    expect(bol.missing.map((item) => item.field)).toEqual(['shipTo.name', 'freightTerms']);
    expect(bol).toMatchObject({ versions: [], signed: false });

    // Looking again (or from two tabs at once) keeps the one draft and its number.
    const again = await Promise.all([open(request.id), open(request.id)]);
    expect(again.map((each) => each.bolNumber)).toEqual([bol.bolNumber, bol.bolNumber]);
    expect(await database.db.select().from(billsOfLading).where(eq(billsOfLading.serviceRequestId, request.id))).toHaveLength(1);
  });

  it("leaves a broker's placeholder places and the shipper's name (a broker is not the shipper) empty for the office; a lane agreed since is taken", async () => {
    const request = await insertDispatchableRequest(database.db, {
      userRole: 'broker',
      contactName: 'Avery Broker',
      pickupAddress: 'TBD',
      pickupCity: 'TBD',
      deliveryAddress: 'TBD',
      deliveryCity: 'TBD',
      pickupZip: '00000',
      deliveryZip: '00000',
      weight: null,
    });
    const bol = await open(request.id);
    expect(bol.draft.shipFrom).toEqual({});
    expect(bol.draft.shipTo).toEqual({});
    expect(bol.missing.map((item) => item.field)).toContain('shipFrom.name');
    expect(bol.missing.map((item) => item.field)).toContain('shipFrom.address');
    expect(bol.missing.map((item) => item.field)).toContain('trailerNumber');

    // The rate confirmation's lane filled the broker's places (service-requests' fillPlaceholderLane).
    const laned = await insertDispatchableRequest(database.db, {
      userRole: 'broker',
      contactName: 'Avery Broker',
      pickupAddress: '1200 Woodward Ave',
      pickupCity: 'Detroit',
      pickupState: 'MI',
      pickupZip: '48226',
      deliveryAddress: 'TBD',
      deliveryCity: 'Chicago',
      deliveryState: 'IL',
      deliveryZip: '60603',
      weight: null,
    });
    const withLane = await open(laned.id);
    expect(withLane.draft.shipFrom).toEqual({ address: '1200 Woodward Ave', city: 'Detroit', state: 'MI', zip: '48226' });
    // Its delivery street is still the placeholder's: left for the office, not printed as 'TBD'.
    expect(withLane.draft.shipTo).toEqual({ city: 'Chicago', state: 'IL', zip: '60603' });
  });

  it('is 404 for no request and for a cancelled one', async () => {
    expect((await owner.request({ method: 'GET', url: url(2_000_000) })).statusCode).toBe(404);
    const cancelled = await insertDispatchableRequest(database.db, { status: 'cancelled' });
    expect((await owner.request({ method: 'GET', url: url(cancelled.id) })).statusCode).toBe(404);
    expect((await save(cancelled.id, {})).statusCode).toBe(404);
    expect((await issue(cancelled.id)).statusCode).toBe(404);
  });

  it('is saved as typed, any field empty, and audited', async () => {
    const request = await dispatchedLoad();
    await open(request.id);
    const response = await save(request.id, { shipFrom: { name: 'Rivera Furniture LLC', city: '' }, units: [{ hazmat: true }] });
    expect(response.statusCode, response.body).toBe(200);
    const bol = response.json<BillOfLading>();
    expect(bol.draft).toEqual({ shipFrom: { name: 'Rivera Furniture LLC', city: '' }, units: [{ hazmat: true }] });
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bill_of_lading.draft_saved'), eq(auditEvents.recordId, String(request.id))));
    expect(event?.changes).toHaveProperty('units');
    expect(event?.actorLabel).toBe('ops-lead@freight.example');
  });

  it('refuses malformed values by field and loses nothing stored', async () => {
    const request = await dispatchedLoad();
    expect((await save(request.id, COMPLETE)).statusCode).toBe(200);
    const response = await save(request.id, {
      ...COMPLETE,
      shipTo: { ...COMPLETE.shipTo, state: 'XX', zip: '6060' },
      units: [{ count: 1.5, freightClass: '80', packageType: 'barrel' }, { count: 0 }],
      specialInstructions: 'x'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).sort()).toEqual([
      'shipTo.state',
      'shipTo.zip',
      'specialInstructions',
      'units.0.count',
      'units.0.freightClass',
      'units.0.packageType',
      'units.1.count',
    ]);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors['units.0.count']).toBe(
      'The count is a whole number greater than 0.',
    );
    expect((await open(request.id)).draft).toEqual(COMPLETE);
  });
});

describe('what is missing', () => {
  it('names each missing field, and issuing refuses with the same list', async () => {
    const request = await dispatchedLoad();
    await save(request.id, {
      shipFrom: COMPLETE.shipFrom,
      shipTo: { name: 'Lakeside Home Store', city: 'Chicago' },
      freightTerms: 'third_party',
      thirdPartyBillTo: { name: 'Freight Audit Co' },
      units: [
        { count: 2, packageType: 'pallet', weightLbs: 500, description: 'Sofas' },
        { hazmat: true, count: 1 },
      ],
      hazmat: { idNumber: 'UN1263' },
    });
    const bol = await open(request.id);
    expect(bol.missing).toEqual([
      { field: 'shipTo.address', message: 'Ship to: the street address is missing.' },
      { field: 'shipTo.state', message: 'Ship to: the state is missing.' },
      { field: 'shipTo.zip', message: 'Ship to: the ZIP code is missing.' },
      { field: 'thirdPartyBillTo.address', message: 'Third party freight charges bill to: the street address is missing.' },
      { field: 'thirdPartyBillTo.city', message: 'Third party freight charges bill to: the city is missing.' },
      { field: 'thirdPartyBillTo.state', message: 'Third party freight charges bill to: the state is missing.' },
      { field: 'thirdPartyBillTo.zip', message: 'Third party freight charges bill to: the ZIP code is missing.' },
      { field: 'trailerNumber', message: 'The trailer number is missing.' },
      { field: 'units.1.packageType', message: 'Line 2: the package type is missing.' },
      { field: 'units.1.weightLbs', message: 'Line 2: the weight is missing.' },
      { field: 'units.1.description', message: 'Line 2: the commodity description is missing.' },
      { field: 'hazmat.properShippingName', message: 'Hazardous material: the proper shipping name is missing.' },
      { field: 'hazmat.hazardClass', message: 'Hazardous material: the hazard class is missing.' },
      { field: 'hazmat.emergencyContactName', message: 'Hazardous material: the emergency contact is missing.' },
      { field: 'hazmat.emergencyPhone', message: 'Hazardous material: the 24-hour emergency phone is missing.' },
    ]);
    const refused = await issue(request.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual(
      Object.fromEntries(bol.missing.map(({ field, message }) => [field, message])),
    );
    expect((await open(request.id)).versions).toEqual([]);
  });
});

describe('issuing', () => {
  it('freezes version 1, then version 2 after a change; the same draft twice makes one version', async () => {
    const request = await dispatchedLoad();
    await save(request.id, COMPLETE);
    const first = await issue(request.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<BillOfLading>().versions).toMatchObject([{ version: 1, issuedBy: 'ops-lead@freight.example', signedAt: null }]);
    expect((await issue(request.id)).json<BillOfLading>().versions).toHaveLength(1);

    await save(request.id, { ...COMPLETE, sealNumber: 'SL-90001' });
    const second = (await issue(request.id)).json<BillOfLading>();
    expect(second.versions.map((version) => version.version)).toEqual([2, 1]);

    const [row] = await database.db
      .select()
      .from(billOfLadingVersions)
      .where(and(eq(billOfLadingVersions.serviceRequestId, request.id), eq(billOfLadingVersions.version, 2)));
    expect(row?.content).toMatchObject({
      bolNumber: second.bolNumber,
      referenceId: request.referenceId,
      sealNumber: 'SL-90001',
      carrier: { name: config.company.name, mcNumber: config.company.mcNumber, dotNumber: config.company.dotNumber },
      freightTerms: 'third_party',
    });
    const issued = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bill_of_lading.issued'), eq(auditEvents.recordId, String(request.id))));
    expect(issued.map((event) => event.changes['version']?.after).sort()).toEqual([1, 2]);
  });

  it('makes a VICS PDF with the same bytes every time, saying what was issued', async () => {
    const request = await dispatchedLoad();
    await save(request.id, COMPLETE);
    const { bolNumber } = (await issue(request.id)).json<BillOfLading>();
    const paperwork = billOfLadingPaperwork({ storage, company: config.company });
    const file = await paperwork.file(database.db, request.id, 1);
    const again = await paperwork.file(database.db, request.id, 1);
    expect(file?.filename).toBe(`bill-of-lading-${request.referenceId}-v1.pdf`);
    expect(file?.content.equals(again!.content)).toBe(true);
    const text = await pdfText(file!.content);
    for (const words of [
      'STRAIGHT BILL OF LADING',
      bolNumber,
      'Rivera Furniture LLC',
      '1200 Woodward Ave',
      'Detroit, MI 48226',
      'Lakeside Home Store',
      'Chicago, IL 60603',
      'Freight Audit Co',
      '[X] 3rd party',
      'Trailer number: 53-114',
      'Seal number(s): SL-77812',
      'PO-4471',
      'Upholstered sofas',
      '79300',
      '175',
      'Paint, flammable',
      'UN1263, Paint, 3, PG II',
      'ChemResponse, 24-hour phone (800) 555-0100',
      '1,650.5',
      'GRAND TOTAL',
      'Keep dry. Call before delivery.',
      `MC# ${config.company.mcNumber}`,
      'properly classified, packaged, marked and labeled',
      'Carrier acknowledges receipt of packages and required placards',
    ]) {
      expect(text).toContain(words);
    }
    expect(await paperwork.file(database.db, request.id, 2)).toBeUndefined();
  });
});

describe('once signed at pickup', () => {
  it('refuses every change, prints the signatures and is the packet version', async () => {
    const request = await dispatchedLoad();
    await save(request.id, COMPLETE);
    await issue(request.id);
    await save(request.id, { ...COMPLETE, customerOrderNumber: 'PO-4472' });
    await issue(request.id);
    await signAtPickup(request.id, 2);

    expect((await open(request.id)).signed).toBe(true);
    const saving = await save(request.id, { ...COMPLETE, sealNumber: 'other' });
    expect(saving.statusCode).toBe(409);
    expect((await issue(request.id)).statusCode).toBe(409);
    expect((await open(request.id)).draft.customerOrderNumber).toBe('PO-4472');

    const paperwork = billOfLadingPaperwork({ storage, company: config.company });
    const text = await pdfText((await paperwork.file(database.db, request.id, 2))!.content);
    expect(text).toContain('Signed by: Dana Shipper');
    expect(text).toContain('Driver: Maria L.');
    expect(text).toContain('Pieces confirmed: 3 Seal confirmed: SL-77812');
    expect(text).toContain('Picked up: Dec 1, 2026, 15:20 UTC');
    expect(text).not.toContain('could not be included');

    expect(await paperwork.packetVersion(database.db, request.id)).toBe(2);
    const forStaff = await paperwork.versions(database.db, request.id, { kind: 'staff' });
    expect(forStaff.map((version) => [version.version, version.state])).toEqual([
      [2, 'signed'],
      [1, 'superseded'],
    ]);
    expect(forStaff[0]).toMatchObject({
      madeBy: { kind: 'staff', name: 'ops-lead@freight.example' },
      signatures: [
        { by: { kind: 'customer', name: 'Dana Shipper' }, role: 'shipper' },
        { by: { kind: 'driver', name: 'Maria' }, role: 'carrier' },
      ],
    });
    const forCustomer = await paperwork.versions(database.db, request.id, { kind: 'customer' });
    expect(forCustomer).toHaveLength(1);
    expect(forCustomer[0]).toMatchObject({ version: 2, state: 'signed', madeBy: { kind: 'company', name: config.company.name } });
  });
});

describe('a signature whose file is gone', () => {
  it('is said to be missing in its place, the rest of the signed bill of lading printed', async () => {
    const request = await dispatchedLoad();
    await save(request.id, COMPLETE);
    await issue(request.id);
    await signAtPickup(request.id, 1);
    const [version] = await database.db.select().from(billOfLadingVersions).where(eq(billOfLadingVersions.serviceRequestId, request.id));
    const [upload] = await database.db.select().from(uploads).where(eq(uploads.id, version!.shipperSignatureUploadId!));
    await storage.remove(upload!.storageKey);

    const file = await billOfLadingPaperwork({ storage, company: config.company }).file(database.db, request.id, 1);
    const text = await pdfText(file!.content);
    expect(text).toContain('The shipper’s signature could not be included.');
    expect(text).not.toContain('The driver’s signature could not be included.');
    expect(text).toContain('Signed by: Dana Shipper');
  });
});

describe('who may', () => {
  it('lets operations issue, accounting read only, recruiting nothing, and no customer reach the routes', async () => {
    const request = await dispatchedLoad();
    const [operations, accounting, recruiting] = [await staff('operations'), await staff('accounting'), await staff('recruiting')];

    expect((await recruiting.request({ method: 'GET', url: url(request.id) })).statusCode).toBe(403);
    expect((await accounting.request({ method: 'GET', url: url(request.id) })).statusCode).toBe(200);
    expect((await save(request.id, COMPLETE, accounting)).statusCode).toBe(403);
    expect((await issue(request.id, accounting)).statusCode).toBe(403);
    expect((await save(request.id, COMPLETE, operations)).statusCode).toBe(200);
    expect((await issue(request.id, operations)).statusCode).toBe(200);

    const customer = await customerSession(app, database.db, 'jordan@rivera.example');
    expect((await customer.request({ method: 'GET', url: url(request.id) })).statusCode).toBe(401);
    expect((await customer.request({ method: 'POST', url: `${url(request.id)}/issue` })).statusCode).toBe(401);
    expect((await customer.request({ method: 'GET', url: `/api/account/requests/${request.referenceId}/bill-of-lading` })).statusCode).toBe(
      404,
    );
  });
});
