// The paperwork a driver's updates carry (issue 39): the bill of lading signed at "Picked up"
// (every missing part named, signed once, a replay changing nothing, another update never
// re-signing it, a pieces mismatch mailed to operations and flagged on the board, no bill of
// lading as before) and the receiver's over, short or damaged notes at "Delivered" (stored,
// audited, mailed, printed on the proof's PDF, their photos private).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bolNumberOf, type BolContent } from '../../../../shared/bills-of-lading/bill-of-lading.js';
import { CUSTOMER_API } from '../../../../shared/customer-portal/customer-portal.js';
import {
  DISPATCH_MESSAGES,
  type DispatchBoard,
  type DriverLoad,
  type DriverUpdateResult,
  type LoadStage,
} from '../../../../shared/dispatch/dispatch.js';
import {
  auditEvents,
  billOfLadingVersions,
  billsOfLading,
  dispatchAssignments,
  dispatchUpdates,
  emailOutbox,
  proofsOfDelivery,
  uploads,
} from '../../../db/schema.js';
import { driverSession, insertDispatchableRequest, insertDriver, type DriverClient } from '../../../../../tests/support/dispatch.js';
import { customerSession } from '../../../../../tests/support/customers.js';
import { JPEG_BYTES, PNG_BYTES } from '../../../../../tests/support/files.js';
import { pdfText } from '../../../../../tests/support/pdf-text.js';
import { multipart, type TestFile } from '../../../../../tests/support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import { testConfig } from '../../../../../tests/support/test-config.js';
import type { AdminClient } from '../../../../../tests/support/admin.js';
import { ROAD_MESSAGES } from './update-rules.js';

const OPERATIONS = 'ops.paperwork@freight.example';
let started: TestApp;
let office: AdminClient;
let driver: DriverClient;
let otherDriver: DriverClient;

beforeAll(async () => {
  const app = await startTestAppWithAdmin({ config: testConfig({ OPERATIONS_EMAIL: OPERATIONS }) });
  started = app;
  office = app.admin;
  driver = await driverSession(app.app, app.database.db, await insertDriver(app.database.db, { firstName: 'Maria', lastName: 'Roadwell' }));
  otherDriver = await driverSession(app.app, app.database.db, await insertDriver(app.database.db, { firstName: 'Ole', lastName: 'Other' }));
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

interface Load {
  id: number;
  referenceId: string;
  email: string;
}

let loadCount = 0;

async function newLoad(stage: LoadStage): Promise<Load> {
  loadCount += 1;
  const email = `paper.customer${loadCount}@example.com`;
  const request = await insertDispatchableRequest(started.database.db, { contactEmail: email, status: 'in-progress' });
  await started.database.db
    .insert(dispatchAssignments)
    .values({ serviceRequestId: request.id, driverProfileId: driver.driver.id, plannedPickupDate: '2026-12-01', stage });
  return { ...request, email };
}

function bolContent(load: Load, seal: string): BolContent {
  const party = { name: 'Dock', address: '1 Main St', city: 'Detroit', state: 'MI', zip: '48201' };
  return {
    bolNumber: bolNumberOf('123456', load.id),
    shipFrom: party,
    shipTo: { ...party, city: 'Chicago', state: 'IL', zip: '60601' },
    thirdPartyBillTo: null,
    freightTerms: 'prepaid',
    carrier: { name: 'Test Freight', mcNumber: 'MC-1', dotNumber: '1' },
    trailerNumber: 'TR-9',
    sealNumber: seal,
    units: [
      { count: 10, packageType: 'pallet', weightLbs: 4000, description: 'Cartons of parts', hazmat: false },
      { count: 2, packageType: 'crate', weightLbs: 300, description: 'Engine parts', hazmat: false },
    ],
    hazmat: null,
    referenceId: load.referenceId,
  };
}

/** Issues a version as the office would (12 pieces), a minute ago. */
async function issueBol(load: Load, seal = 'SEAL-771', version = 1) {
  const content = bolContent(load, seal);
  if (version === 1)
    await started.database.db.insert(billsOfLading).values({ serviceRequestId: load.id, bolNumber: content.bolNumber, draft: {} });
  await started.database.db
    .insert(billOfLadingVersions)
    .values({ serviceRequestId: load.id, version, content, issuedAt: new Date(Date.now() - 60_000) });
  return content;
}

async function versionsOf(load: Load) {
  return started.database.db.select().from(billOfLadingVersions).where(eq(billOfLadingVersions.serviceRequestId, load.id));
}

async function send(
  load: Pick<Load, 'referenceId'>,
  update: Record<string, string>,
  files: Record<string, TestFile[]> = {},
  client = driver,
) {
  const fields: Record<string, string> = { updateId: randomUUID(), kind: 'stage', ...update };
  const body = await multipart(fields, files);
  return client.request({
    method: 'POST',
    url: `/api/driver/loads/${load.referenceId}/updates`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

const SIGNATURES = {
  shipperSignature: [{ name: 'shipper.png', bytes: PNG_BYTES }],
  driverSignature: [{ name: 'driver.png', bytes: PNG_BYTES }],
};
const PICKUP = { stage: 'picked_up', shipperSignerName: 'Sam Shipper', piecesConfirmed: '12', sealConfirmed: 'SEAL-771' };

async function stageOf(load: Load) {
  const [row] = await started.database.db
    .select({ stage: dispatchAssignments.stage })
    .from(dispatchAssignments)
    .where(eq(dispatchAssignments.serviceRequestId, load.id));
  return row?.stage;
}

async function mailsTo(address: string) {
  return started.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
}

async function eventsOf(load: Load, action: 'bill_of_lading.signed' | 'proof_of_delivery.exceptions_recorded') {
  return started.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.recordId, String(load.id))));
}

async function boardLoad(load: Load) {
  const response = await office.request({ method: 'GET', url: '/api/admin/dispatch/board' });
  expect(response.statusCode).toBe(200);
  return response.json<DispatchBoard>().loads.find((row) => row.serviceRequestId === load.id);
}

describe("the driver's load view", () => {
  it('carries the newest issued bill of lading (pieces added up, seal, signed or not), or null', async () => {
    const load = await newLoad('at_pickup');
    const none = await driver.request({ method: 'GET', url: `/api/driver/loads/${load.referenceId}` });
    expect(none.json<DriverLoad>().billOfLading).toBeNull();

    const content = await issueBol(load);
    await issueBol(load, '', 2);
    const view = await driver.request({ method: 'GET', url: `/api/driver/loads/${load.referenceId}` });
    expect(view.json<DriverLoad>().billOfLading).toEqual({
      bolNumber: content.bolNumber,
      version: 2,
      pieces: 12,
      sealNumber: '',
      signed: false,
    });
  });
});

describe('signing the bill of lading at pickup', () => {
  it('refuses a pickup missing its parts, naming each, and keeps nothing', async () => {
    const load = await newLoad('at_pickup');
    await issueBol(load);
    const response = await send(load, { stage: 'picked_up' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ fieldErrors: Record<string, string>; fieldMessages: Record<string, { code: string }> }>();
    expect(body.fieldErrors).toEqual({
      shipperSignerName: DISPATCH_MESSAGES.shipperSignerNameRequired.message,
      piecesConfirmed: DISPATCH_MESSAGES.piecesConfirmedRequired.message,
      sealConfirmed: DISPATCH_MESSAGES.sealConfirmedRequired.message,
      shipperSignature: DISPATCH_MESSAGES.shipperSignatureRequired.message,
      driverSignature: DISPATCH_MESSAGES.driverSignatureRequired.message,
    });

    // One part missing at a time: that one is named.
    const parts: [string, Record<string, string>, Record<string, TestFile[]>][] = [
      ['shipperSignerName', { ...PICKUP, shipperSignerName: ' ' }, SIGNATURES],
      ['piecesConfirmed', { ...PICKUP, piecesConfirmed: '' }, SIGNATURES],
      ['sealConfirmed', { ...PICKUP, sealConfirmed: '' }, SIGNATURES],
      ['shipperSignature', PICKUP, { driverSignature: SIGNATURES.driverSignature }],
      ['driverSignature', PICKUP, { shipperSignature: SIGNATURES.shipperSignature }],
    ];
    for (const [field, update, files] of parts) {
      const one = await send(load, update, files);
      expect(one.statusCode, field).toBe(400);
      expect(Object.keys(one.json<{ fieldErrors: Record<string, string> }>().fieldErrors), field).toEqual([field]);
    }
    for (const pieces of ['-1', '2.5', 'twelve']) {
      const bad = await send(load, { ...PICKUP, piecesConfirmed: pieces }, SIGNATURES);
      expect(bad.statusCode, pieces).toBe(400);
      expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors.piecesConfirmed).toBe(
        DISPATCH_MESSAGES.piecesConfirmedRequired.message,
      );
    }
    expect(await stageOf(load)).toBe('at_pickup');
    expect(await started.database.db.select().from(uploads).where(eq(uploads.serviceRequestId, load.id))).toHaveLength(0);
    expect((await versionsOf(load))[0]?.signedAt).toBeNull();
  });

  it('signs the version once with the update; a replay answers the same and changes nothing', async () => {
    const load = await newLoad('at_pickup');
    const content = await issueBol(load);
    const at = new Date(Date.now() - 10_000).toISOString();
    const update = { ...PICKUP, updateId: randomUUID(), recordedAt: at, latitude: '42.331427', longitude: '-83.045754' };
    const first = await send(load, update, SIGNATURES);
    expect(first.statusCode).toBe(201);
    expect(await stageOf(load)).toBe('picked_up');

    const [stored] = await started.database.db.select().from(dispatchUpdates).where(eq(dispatchUpdates.serviceRequestId, load.id));
    const files = await started.database.db.select().from(uploads).where(eq(uploads.serviceRequestId, load.id));
    expect(files.map((file) => [file.purpose, file.dispatchUpdateId])).toEqual([
      ['pickup_signature', stored?.id],
      ['pickup_signature', stored?.id],
    ]);
    const [signed] = await versionsOf(load);
    expect(signed).toMatchObject({
      signedAt: new Date(at),
      dispatchUpdateId: stored?.id,
      driverProfileId: driver.driver.id,
      shipperSignerName: 'Sam Shipper',
      piecesConfirmed: 12,
      sealConfirmed: 'SEAL-771',
      latitude: 42.331427,
      longitude: -83.045754,
      shipperSignatureUploadId: files.find((file) => file.originalName === 'shipper.png')?.id,
      driverSignatureUploadId: files.find((file) => file.originalName === 'driver.png')?.id,
    });
    const [event] = await eventsOf(load, 'bill_of_lading.signed');
    expect(event).toMatchObject({ actorKind: 'driver' });
    expect(event?.changes).toMatchObject({
      bolNumber: { after: content.bolNumber },
      piecesConfirmed: { after: 12 },
      piecesDiffer: { after: false },
    });
    expect(JSON.stringify(event)).not.toContain('Sam Shipper');
    expect((await mailsTo(OPERATIONS)).filter((mail) => mail.subject.includes(load.referenceId))).toHaveLength(0);

    const replay = await send(load, { ...update, shipperSignerName: 'Someone Else' }, SIGNATURES);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<DriverUpdateResult>().replayed).toBe(true);
    expect(await versionsOf(load)).toEqual([signed]);
    expect(await started.database.db.select().from(uploads).where(eq(uploads.serviceRequestId, load.id))).toHaveLength(2);
    expect(await eventsOf(load, 'bill_of_lading.signed')).toHaveLength(1);

    const view = await driver.request({ method: 'GET', url: `/api/driver/loads/${load.referenceId}` });
    expect(view.json<DriverLoad>().billOfLading?.signed).toBe(true);
  });

  it('is never signed again by another update', async () => {
    const load = await newLoad('at_pickup');
    await issueBol(load);
    expect((await send(load, PICKUP, SIGNATURES)).statusCode).toBe(201);
    const [signed] = await versionsOf(load);
    // Picked up again: the stage machine refuses it before anything is signed.
    const again = await send(load, { ...PICKUP, shipperSignerName: 'Another Person' }, SIGNATURES);
    expect(again.statusCode).toBe(409);

    // A load back before pickup (the office re-assigned it to this driver) with its version signed:
    // a pickup that brings signatures is refused; one without them is recorded and signs nothing.
    await started.database.db
      .update(dispatchAssignments)
      .set({ stage: 'at_pickup' })
      .where(eq(dispatchAssignments.serviceRequestId, load.id));
    const resign = await send(load, { ...PICKUP, shipperSignerName: 'Another Person' }, SIGNATURES);
    expect(resign.statusCode).toBe(409);
    expect(resign.json()).toMatchObject(DISPATCH_MESSAGES.bolAlreadySigned);
    expect(await versionsOf(load)).toEqual([signed]);
    expect((await send(load, { stage: 'picked_up' })).statusCode).toBe(201);
    expect(await versionsOf(load)).toEqual([signed]);
    expect(await eventsOf(load, 'bill_of_lading.signed')).toHaveLength(1);
  });

  it('takes an empty seal when the bill of lading has none', async () => {
    const load = await newLoad('accepted');
    await issueBol(load, '');
    expect((await send(load, { ...PICKUP, sealConfirmed: '' }, SIGNATURES)).statusCode).toBe(201);
    expect((await versionsOf(load))[0]).toMatchObject({ sealConfirmed: null, piecesConfirmed: 12 });
  });

  it('with other pieces than the bill of lading: recorded as loaded, operations mailed, the board flagged', async () => {
    const load = await newLoad('at_pickup');
    await issueBol(load);
    expect((await boardLoad(load))?.piecesMismatchAtPickup).toBe(false);
    expect((await send(load, { ...PICKUP, piecesConfirmed: '11' }, SIGNATURES)).statusCode).toBe(201);
    expect(await stageOf(load)).toBe('picked_up');
    expect((await versionsOf(load))[0]?.piecesConfirmed).toBe(11);
    const alerts = (await mailsTo(OPERATIONS)).filter((mail) => mail.subject.includes(load.referenceId));
    expect(alerts.map((mail) => mail.subject)).toEqual([`Pieces differ at pickup on ${load.referenceId}: 11 of 12`]);
    expect(alerts[0]?.textBody).toContain('Maria Roadwell');
    expect((await boardLoad(load))?.piecesMismatchAtPickup).toBe(true);
    expect((await eventsOf(load, 'bill_of_lading.signed'))[0]?.changes).toMatchObject({ piecesDiffer: { after: true } });
  });

  it('with no bill of lading issued: picked up as before; signatures sent anyway are refused', async () => {
    const load = await newLoad('at_pickup');
    const refused = await send(load, PICKUP, SIGNATURES);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(ROAD_MESSAGES.noBillOfLadingToSign);
    expect((await send(load, { stage: 'picked_up' })).statusCode).toBe(201);
    expect(await stageOf(load)).toBe('picked_up');
    expect(await started.database.db.select().from(uploads).where(eq(uploads.serviceRequestId, load.id))).toHaveLength(0);
  });

  it('does not ask for a version issued after the driver tapped (a queued pickup)', async () => {
    const load = await newLoad('at_pickup');
    await issueBol(load);
    const tapped = new Date(Date.now() - 3_600_000).toISOString();
    expect((await send(load, { stage: 'picked_up', recordedAt: tapped })).statusCode).toBe(201);
    expect((await versionsOf(load))[0]?.signedAt).toBeNull();
  });

  it('takes pickup signatures only with Picked up', async () => {
    const load = await newLoad('accepted');
    await issueBol(load);
    const response = await send(load, { stage: 'at_pickup' }, SIGNATURES);
    expect(response.statusCode).toBe(400);
    expect(await stageOf(load)).toBe('accepted');
  });
});

describe('exceptions at delivery', () => {
  const POD = { stage: 'delivered', receiverName: 'Dana Dock' };
  const POD_FILES = { photos: [{ name: 'pallet.jpg', bytes: JPEG_BYTES }], signature: [{ name: 'signature.png', bytes: PNG_BYTES }] };
  const EXCEPTIONS = [
    { kind: 'damaged', pieces: 2, note: '2 cartons crushed on the corner' },
    { kind: 'short', pieces: 1, note: 'One crate missing' },
  ];

  it('are stored on the proof, audited, mailed to operations, flagged, and printed on the PDF with their photos', async () => {
    const load = await newLoad('at_delivery');
    const before = (await mailsTo(OPERATIONS)).length;
    const response = await send(
      load,
      { ...POD, exceptions: JSON.stringify(EXCEPTIONS) },
      {
        ...POD_FILES,
        exceptionPhotos: [
          { name: 'crushed.jpg', bytes: JPEG_BYTES },
          { name: 'corner.png', bytes: PNG_BYTES },
        ],
      },
    );
    expect(response.statusCode).toBe(201);
    const [proof] = await started.database.db.select().from(proofsOfDelivery).where(eq(proofsOfDelivery.serviceRequestId, load.id));
    expect(proof?.exceptions).toEqual(EXCEPTIONS);
    const files = await started.database.db.select().from(uploads).where(eq(uploads.serviceRequestId, load.id));
    expect(files.map((file) => file.purpose).sort()).toEqual([
      'delivery_photo',
      'delivery_signature',
      'exception_photo',
      'exception_photo',
    ]);

    const [event] = await eventsOf(load, 'proof_of_delivery.exceptions_recorded');
    expect(event?.changes).toEqual({
      over: { before: null, after: 0 },
      short: { before: null, after: 1 },
      damaged: { before: null, after: 1 },
      photos: { before: null, after: 2 },
    });
    expect(JSON.stringify(event)).not.toContain('crushed');

    const alerts = (await mailsTo(OPERATIONS)).slice(before);
    expect(alerts.map((mail) => mail.subject)).toEqual([`Exceptions at delivery on ${load.referenceId}: damaged, short`]);
    expect(alerts[0]?.textBody).toContain('2 cartons crushed on the corner');
    expect(alerts[0]?.textBody).toContain('Dana Dock');
    expect((await boardLoad(load))?.hasDeliveryExceptions).toBe(true);

    const customer = await customerSession(started.app, started.database.db, load.email);
    const pdf = await customer.request({ method: 'GET', url: CUSTOMER_API.proofOfDeliveryPdf(load.referenceId) });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Exceptions noted by the receiver');
    expect(text).toContain('1. Damaged: 2 pieces');
    expect(text).toContain('2 cartons crushed on the corner');
    expect(text).toContain('2. Short: 1 piece');
    expect(text).toContain(`Exception photos, ${load.referenceId}`);

    const portal = await customer.request({ method: 'GET', url: `/api/account/requests/${load.referenceId}` });
    expect(portal.json<{ proofOfDelivery: { exceptions: unknown } }>().proofOfDelivery.exceptions).toEqual(EXCEPTIONS);
  });

  it('keep their photos private: another customer, another driver and the photo route all answer 404', async () => {
    const load = await newLoad('at_delivery');
    const sent = await send(
      load,
      { ...POD, exceptions: JSON.stringify(EXCEPTIONS.slice(0, 1)) },
      {
        ...POD_FILES,
        exceptionPhotos: [{ name: 'crushed.jpg', bytes: JPEG_BYTES }],
      },
    );
    expect(sent.statusCode).toBe(201);
    const [photo] = await started.database.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.serviceRequestId, load.id), eq(uploads.purpose, 'exception_photo')));
    expect(photo).toBeDefined();
    const stranger = await customerSession(started.app, started.database.db, 'someone.else@example.com');
    expect((await stranger.request({ method: 'GET', url: CUSTOMER_API.proofOfDeliveryPdf(load.referenceId) })).statusCode).toBe(404);
    const photoUrl = `/api/driver/loads/${load.referenceId}/photos/${photo?.id}`;
    expect((await otherDriver.request({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
    // Not an item photo: the driver's photo route does not serve it to anyone.
    expect((await driver.request({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
  });

  it('a clean delivery records none, mails no one and is not flagged', async () => {
    const load = await newLoad('at_delivery');
    const before = (await mailsTo(OPERATIONS)).length;
    expect((await send(load, { ...POD, exceptions: '' }, POD_FILES)).statusCode).toBe(201);
    const [proof] = await started.database.db.select().from(proofsOfDelivery).where(eq(proofsOfDelivery.serviceRequestId, load.id));
    expect(proof?.exceptions).toEqual([]);
    expect(await eventsOf(load, 'proof_of_delivery.exceptions_recorded')).toHaveLength(0);
    expect((await mailsTo(OPERATIONS)).length).toBe(before);
    expect((await boardLoad(load))?.hasDeliveryExceptions).toBe(false);
  });

  it('refuses lines that are not exceptions, photos without a line, and exceptions with another stage', async () => {
    const load = await newLoad('at_delivery');
    for (const exceptions of [
      'not json',
      JSON.stringify([{ kind: 'lost', pieces: 1, note: 'x' }]),
      JSON.stringify([{ kind: 'short', pieces: 0, note: 'x' }]),
      JSON.stringify([{ kind: 'short', pieces: 1, note: '  ' }]),
      JSON.stringify(Array.from({ length: 11 }, () => ({ kind: 'short', pieces: 1, note: 'x' }))),
    ]) {
      const response = await send(load, { ...POD, exceptions }, POD_FILES);
      expect(response.statusCode, exceptions).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors, exceptions).toHaveProperty('exceptions');
    }
    const photosAlone = await send(load, POD, { ...POD_FILES, exceptionPhotos: [{ name: 'x.jpg', bytes: JPEG_BYTES }] });
    expect(photosAlone.statusCode).toBe(400);
    const sevenPhotos = await send(
      load,
      { ...POD, exceptions: JSON.stringify(EXCEPTIONS) },
      {
        ...POD_FILES,
        exceptionPhotos: Array.from({ length: 7 }, (_, n) => ({ name: `x${n}.jpg`, bytes: JPEG_BYTES })),
      },
    );
    expect(sevenPhotos.statusCode).toBe(413);
    expect(await stageOf(load)).toBe('at_delivery');

    const early = await newLoad('picked_up');
    const atDelivery = await send(early, { stage: 'at_delivery', exceptions: JSON.stringify(EXCEPTIONS) });
    expect(atDelivery.statusCode).toBe(400);
    expect(atDelivery.json<{ message: string }>().message).toBe(ROAD_MESSAGES.exceptionsOnlyWhenDelivered);
  });
});
