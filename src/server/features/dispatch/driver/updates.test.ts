// A driver's updates from the road (issue 22): the stage machine (accept first, forward only,
// skipping allowed), updates sent twice (one stored, the second answered the same), the proof of
// delivery (name, signature, photo; hostile and wrong files refused), the request's status and the
// customer's mail, a problem's alert to operations, and the audit log.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodedMessage } from '../../../../shared/coded-message.js';
import { DISPATCH_MESSAGES, MAX_QUEUED_UPDATE_AGE_HOURS, type DriverUpdateResult } from '../../../../shared/dispatch/dispatch.js';
import {
  auditEvents,
  customerPreferences,
  dispatchAssignments,
  dispatchUpdates,
  emailOutbox,
  proofsOfDelivery,
  serviceRequests,
  serviceRequestStatusHistory,
  uploads,
} from '../../../db/schema.js';
import type { LoadStage } from '../../../../shared/dispatch/dispatch.js';
import { driverSession, insertDispatchableRequest, insertDriver, type DriverClient } from '../../../../../tests/support/dispatch.js';
import { HTML_BYTES, JPEG_BYTES, jpegOfSize, PDF_BYTES, PNG_BYTES } from '../../../../../tests/support/files.js';
import { multipart, type TestFile } from '../../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import { testConfig } from '../../../../../tests/support/test-config.js';
import { SITE_ORIGIN } from '../../../../../tests/support/admin.js';
import { ROAD_MESSAGES } from './update-rules.js';

const OPERATIONS = 'ops@freight.example';
let started: TestApp;
let driver: DriverClient;

beforeAll(async () => {
  started = await startTestApp({ config: testConfig({ OPERATIONS_EMAIL: OPERATIONS }) });
  driver = await driverSession(
    started.app,
    started.database.db,
    await insertDriver(started.database.db, { firstName: 'Maria', lastName: 'Roadwell' }),
  );
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

/** A quoted request assigned to `client`'s driver at `stage`, with its own customer address. */
async function newLoad(
  stage: LoadStage = 'assigned',
  client = driver,
  status: 'received' | 'cancelled' | 'in-progress' = 'received',
): Promise<Load> {
  loadCount += 1;
  const email = `road.customer${loadCount}@example.com`;
  const request = await insertDispatchableRequest(started.database.db, { contactEmail: email, status });
  await started.database.db
    .insert(dispatchAssignments)
    .values({ serviceRequestId: request.id, driverProfileId: client.driver.id, plannedPickupDate: '2026-12-01', stage });
  return { ...request, email };
}

interface Update {
  updateId?: string;
  kind?: 'stage' | 'problem';
  stage?: string;
  problem?: string;
  note?: string;
  receiverName?: string;
  recordedAt?: string;
  latitude?: string;
  longitude?: string;
}

async function send(load: Pick<Load, 'referenceId'>, update: Update, files: Record<string, TestFile[]> = {}, client = driver) {
  const fields: Record<string, string> = { updateId: randomUUID(), kind: 'stage', ...update };
  const body = await multipart(fields, files);
  return client.request({
    method: 'POST',
    url: `/api/driver/loads/${load.referenceId}/updates`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

const POD_FILES = {
  photos: [{ name: 'pallet.jpg', bytes: JPEG_BYTES }],
  signature: [{ name: 'signature.png', bytes: PNG_BYTES }],
};

async function stageOf(load: Load): Promise<LoadStage | undefined> {
  const [row] = await started.database.db
    .select({ stage: dispatchAssignments.stage })
    .from(dispatchAssignments)
    .where(eq(dispatchAssignments.serviceRequestId, load.id));
  return row?.stage;
}

async function statusOf(load: Load) {
  const [row] = await started.database.db
    .select({ status: serviceRequests.status })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, load.id));
  return row?.status;
}

async function updatesOf(load: Load) {
  return started.database.db.select().from(dispatchUpdates).where(eq(dispatchUpdates.serviceRequestId, load.id));
}

async function mailsTo(address: string) {
  return started.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
}

async function uploadsOf(load: Load) {
  return started.database.db.select().from(uploads).where(eq(uploads.serviceRequestId, load.id));
}

describe('the stage machine', () => {
  it('takes accepted first and refuses any other stage before it', async () => {
    const load = await newLoad();
    const early = await send(load, { stage: 'at_pickup' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject(DISPATCH_MESSAGES.notAccepted);

    const accepted = await send(load, { stage: 'accepted' });
    expect(accepted.statusCode).toBe(201);
    const result = accepted.json<DriverUpdateResult>();
    expect(result.replayed).toBe(false);
    expect(result.update).toMatchObject({ kind: 'stage', stage: 'accepted', problem: null });
    expect(result.load).toMatchObject({ referenceId: load.referenceId, stage: 'accepted' });
    expect(await stageOf(load)).toBe('accepted');
    expect(await statusOf(load)).toBe('in-progress');
  });

  it('moves forward only: no repeat, no step back, and skipping forward is allowed', async () => {
    const load = await newLoad('accepted');
    const again = await send(load, { stage: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(DISPATCH_MESSAGES.stageNotForward);

    // The driver forgot "Arrived at pickup": picked up still counts.
    expect((await send(load, { stage: 'picked_up' })).statusCode).toBe(201);
    expect(await stageOf(load)).toBe('picked_up');
    expect(await statusOf(load)).toBe('in-transit');

    const back = await send(load, { stage: 'at_pickup' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject(DISPATCH_MESSAGES.stageNotForward);
    expect(await stageOf(load)).toBe('picked_up');
    expect(await updatesOf(load)).toHaveLength(1);
  });

  it('refuses a stage the contract does not know, and a stage update without its stage', async () => {
    const load = await newLoad('accepted');
    expect((await send(load, { stage: 'assigned' })).statusCode).toBe(400);
    expect((await send(load, { stage: 'teleported' })).statusCode).toBe(400);
    expect((await send(load, { kind: 'stage' })).statusCode).toBe(400);
    expect((await send(load, { updateId: 'not-a-uuid', stage: 'at_pickup' })).statusCode).toBe(400);
    expect(await updatesOf(load)).toHaveLength(0);
  });

  it('never moves the request backwards, and writes its history with no member behind it', async () => {
    const load = await newLoad('assigned', driver, 'in-progress');
    await started.database.db.update(serviceRequests).set({ status: 'in-transit' }).where(eq(serviceRequests.id, load.id));
    expect((await send(load, { stage: 'accepted' })).statusCode).toBe(201);
    expect(await statusOf(load)).toBe('in-transit');
    expect((await send(load, { stage: 'picked_up' })).statusCode).toBe(201);
    expect(await statusOf(load)).toBe('in-transit');
    expect((await send(load, { stage: 'delivered', receiverName: 'Dana Dock' }, POD_FILES)).statusCode).toBe(201);
    expect(await statusOf(load)).toBe('delivered');
    const history = await started.database.db
      .select()
      .from(serviceRequestStatusHistory)
      .where(eq(serviceRequestStatusHistory.serviceRequestId, load.id));
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.changedByAdminId])).toEqual([['in-transit', 'delivered', null]]);
  });

  it('stores the update with the phone’s time and place, and records it in the audit log as the driver', async () => {
    const load = await newLoad();
    const at = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const response = await send(load, { stage: 'accepted', recordedAt: at, latitude: '42.331427', longitude: '-83.045754' });
    expect(response.statusCode).toBe(201);
    expect(response.json<DriverUpdateResult>().update.at).toBe(at);
    const [stored] = await updatesOf(load);
    expect(stored).toMatchObject({
      latitude: 42.331427,
      longitude: -83.045754,
      recordedAt: new Date(at),
      driverProfileId: driver.driver.id,
    });
    const [assignment] = await started.database.db
      .select()
      .from(dispatchAssignments)
      .where(eq(dispatchAssignments.serviceRequestId, load.id));
    expect(assignment?.stageChangedAt).toEqual(new Date(at));

    const events = await started.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'service_request'), eq(auditEvents.recordId, String(load.id))));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'dispatch.stage_changed',
      actorKind: 'driver',
      actorAdminId: null,
      actorLabel: `driver ${driver.driver.id}`,
      changes: { stage: { before: 'assigned', after: 'accepted' }, requestStatus: { before: 'received', after: 'in-progress' } },
    });
  });

  it('takes empty coordinate fields as no location, never 0°, 0°, and refuses half a location or one off the globe', async () => {
    const load = await newLoad();
    expect((await send(load, { stage: 'accepted', latitude: '', longitude: ' ' })).statusCode).toBe(201);
    const [stored] = await updatesOf(load);
    expect(stored).toMatchObject({ latitude: null, longitude: null });
    for (const place of [
      { latitude: '42.3', longitude: '' },
      { latitude: '91', longitude: '10' },
      { latitude: 'NaN', longitude: '10' },
      { latitude: '1e309', longitude: '10' },
    ]) {
      expect((await send(load, { stage: 'at_pickup', ...place })).statusCode, JSON.stringify(place)).toBe(400);
    }
  });

  it('keeps a phone clock ahead to now, and refuses an update older than the queue may hold', async () => {
    const load = await newLoad();
    const before = Date.now();
    const ahead = await send(load, { stage: 'accepted', recordedAt: new Date(before + 86_400_000).toISOString() });
    expect(ahead.statusCode).toBe(201);
    expect(new Date(ahead.json<DriverUpdateResult>().update.at).getTime()).toBeLessThanOrEqual(Date.now());

    const old = new Date(Date.now() - (MAX_QUEUED_UPDATE_AGE_HOURS + 1) * 3_600_000).toISOString();
    const tooOld = await send(load, { stage: 'at_pickup', recordedAt: old });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json<{ message: string }>().message).toBe(ROAD_MESSAGES.updateTooOld);
    expect(await stageOf(load)).toBe('accepted');
  });

  it('refuses photos and a signature with a stage that takes none', async () => {
    const load = await newLoad('accepted');
    const photo = await send(load, { stage: 'at_pickup' }, { photos: POD_FILES.photos });
    expect(photo.statusCode).toBe(400);
    const signature = await send(load, { stage: 'at_pickup' }, { signature: POD_FILES.signature });
    expect(signature.statusCode).toBe(400);
    expect(await uploadsOf(load)).toHaveLength(0);
    expect(await stageOf(load)).toBe('accepted');
  });
});

describe('an update sent twice', () => {
  it('is stored once; the second answer is the first update, replayed, and the customer is mailed once', async () => {
    const load = await newLoad('accepted');
    const update = { updateId: randomUUID(), stage: 'picked_up' };
    const first = await send(load, update);
    const second = await send(load, update);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    const replay = second.json<DriverUpdateResult>();
    expect(replay.replayed).toBe(true);
    expect(replay.update).toEqual(first.json<DriverUpdateResult>().update);
    expect(replay.load.stage).toBe('picked_up');
    expect(await updatesOf(load)).toHaveLength(1);
    expect((await mailsTo(load.email)).filter((mail) => mail.kind === 'service-request-status-changed')).toHaveLength(1);
  });

  it('keeps the first proof of delivery and drops the retry’s files', async () => {
    const load = await newLoad('at_delivery');
    const update = { updateId: randomUUID(), stage: 'delivered', receiverName: 'Dana Dock' };
    expect((await send(load, update, POD_FILES)).statusCode).toBe(201);
    const retry = await send(load, update, POD_FILES);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<DriverUpdateResult>().replayed).toBe(true);
    expect(await uploadsOf(load)).toHaveLength(2);
  });

  it('sent twice at the same moment is stored once', async () => {
    const load = await newLoad('accepted');
    const update = { updateId: randomUUID(), stage: 'at_pickup' };
    const answers = await Promise.all([send(load, update), send(load, update)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await updatesOf(load)).toHaveLength(1);
    expect(await stageOf(load)).toBe('at_pickup');
  });

  it('with the same ID but another update, or on another load, is refused', async () => {
    const load = await newLoad('accepted');
    const other = await newLoad('accepted');
    const updateId = randomUUID();
    expect((await send(load, { updateId, stage: 'at_pickup' })).statusCode).toBe(201);
    const different = await send(load, { updateId, stage: 'picked_up' });
    expect(different.statusCode).toBe(409);
    expect(different.json()).toMatchObject(DISPATCH_MESSAGES.updateIdReused);
    const elsewhere = await send(other, { updateId, stage: 'at_pickup' });
    expect(elsewhere.statusCode).toBe(409);
    expect(await stageOf(other)).toBe('accepted');
  });
});

describe('the proof of delivery', () => {
  const cases: [string, Update, Record<string, TestFile[]>, CodedMessage][] = [
    ['no signature', { receiverName: 'Dana Dock' }, { photos: POD_FILES.photos }, DISPATCH_MESSAGES.signatureRequired],
    ['no photo', { receiverName: 'Dana Dock' }, { signature: POD_FILES.signature }, DISPATCH_MESSAGES.photoRequired],
    ['no receiver name', { receiverName: '   ' }, POD_FILES, DISPATCH_MESSAGES.receiverNameRequired],
    ['nothing of it', {}, {}, DISPATCH_MESSAGES.podIncomplete],
  ];

  it.each(cases)('with %s is refused with what is missing', async (_name, update, files, message) => {
    const load = await newLoad('at_delivery');
    const response = await send(load, { stage: 'delivered', ...update }, files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(message);
    expect(await stageOf(load)).toBe('at_delivery');
    expect(await uploadsOf(load)).toHaveLength(0);
    expect(await updatesOf(load)).toHaveLength(0);
  });

  const hostile: [string, Record<string, TestFile[]>, number][] = [
    ['an HTML page named as a photo', { photos: [{ name: 'x.png', bytes: HTML_BYTES }], signature: POD_FILES.signature }, 415],
    ['a PDF as a photo', { photos: [{ name: 'pod.pdf', bytes: PDF_BYTES }], signature: POD_FILES.signature }, 415],
    ['a JPEG as the signature', { photos: POD_FILES.photos, signature: [{ name: 'sig.png', bytes: JPEG_BYTES }] }, 415],
    ['a photo over 10 MB', { photos: [{ name: 'big.jpg', bytes: jpegOfSize(10 * 1024 * 1024 + 1) }], signature: POD_FILES.signature }, 413],
    [
      'six photos',
      { photos: Array.from({ length: 6 }, (_, n) => ({ name: `p${n}.jpg`, bytes: JPEG_BYTES })), signature: POD_FILES.signature },
      413,
    ],
    ['a file under another name', { receipt: [{ name: 'r.jpg', bytes: JPEG_BYTES }], ...POD_FILES }, 400],
  ];

  it.each(hostile)('with %s is refused and nothing is kept', async (_name, files, status) => {
    const load = await newLoad('at_delivery');
    const response = await send(load, { stage: 'delivered', receiverName: 'Dana Dock' }, files);
    expect(response.statusCode).toBe(status);
    expect(await stageOf(load)).toBe('at_delivery');
    expect(await uploadsOf(load)).toHaveLength(0);
  });

  it('complete: stored privately with its update, the request delivered, and the customer mailed the PDF', async () => {
    const load = await newLoad('at_delivery');
    const response = await send(
      load,
      { stage: 'delivered', receiverName: 'Dana Dock', latitude: '41.878113', longitude: '-87.629799' },
      { photos: [...POD_FILES.photos, { name: 'door.png', bytes: PNG_BYTES }], signature: POD_FILES.signature },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<DriverUpdateResult>().load.stage).toBe('delivered');
    const [update] = await updatesOf(load);
    const files = await uploadsOf(load);
    expect(files.map((file) => file.purpose).sort()).toEqual(['delivery_photo', 'delivery_photo', 'delivery_signature']);
    expect(files.every((file) => file.dispatchUpdateId === update?.id && file.storageKey.startsWith('dispatch/'))).toBe(true);
    const [proof] = await started.database.db.select().from(proofsOfDelivery).where(eq(proofsOfDelivery.serviceRequestId, load.id));
    expect(proof).toMatchObject({
      dispatchUpdateId: update?.id,
      driverProfileId: driver.driver.id,
      receiverName: 'Dana Dock',
      signatureUploadId: files.find((file) => file.purpose === 'delivery_signature')?.id,
      latitude: 41.878113,
      longitude: -87.629799,
    });
    expect(await statusOf(load)).toBe('delivered');
    const mails = await mailsTo(load.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments).toEqual([{ kind: 'proof_of_delivery', serviceRequestId: load.id }]);

    const [event] = await started.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'dispatch.stage_changed'), eq(auditEvents.recordId, String(load.id))));
    expect(event?.changes).toMatchObject({ stage: { before: 'at_delivery', after: 'delivered' }, podPhotos: { after: 2 } });

    // Delivered is the end: no further stage, no problem report.
    expect((await send(load, { stage: 'delivered', receiverName: 'Dana Dock' }, POD_FILES)).statusCode).toBe(409);
    expect((await send(load, { kind: 'problem', problem: 'damage', note: 'Scratch' })).statusCode).toBe(409);
  });
});

describe("the customer's status mail", () => {
  it('goes for accepted and picked up, and not for a stage that moves no status', async () => {
    const load = await newLoad();
    await send(load, { stage: 'accepted' });
    await send(load, { stage: 'at_pickup' });
    await send(load, { stage: 'picked_up' });
    const subjects = (await mailsTo(load.email)).map((mail) => mail.subject);
    expect(subjects).toEqual([`Your request ${load.referenceId} is now In Progress`, `Your request ${load.referenceId} is now In Transit`]);
  });

  it('follows the customer’s preferences', async () => {
    const load = await newLoad('accepted');
    await started.database.db.insert(customerPreferences).values({ email: load.email, statusEmails: ['delivered'] });
    expect((await send(load, { stage: 'picked_up' })).statusCode).toBe(201);
    expect(await statusOf(load)).toBe('in-transit');
    expect(await mailsTo(load.email)).toHaveLength(0);
  });
});

describe('a problem', () => {
  it('reaches operations at once, changes no stage, and is audited without its note', async () => {
    const load = await newLoad('picked_up');
    const before = (await mailsTo(OPERATIONS)).length;
    const response = await send(
      load,
      { kind: 'problem', problem: 'delay', note: 'Stuck behind a crash on I-94' },
      { photos: [{ name: 'traffic.jpg', bytes: JPEG_BYTES }] },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<DriverUpdateResult>().update).toMatchObject({
      kind: 'problem',
      problem: 'delay',
      stage: null,
      note: 'Stuck behind a crash on I-94',
    });
    expect(await stageOf(load)).toBe('picked_up');
    expect((await uploadsOf(load)).map((file) => file.purpose)).toEqual(['problem_photo']);

    const alerts = (await mailsTo(OPERATIONS)).slice(before);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe(`Problem on ${load.referenceId}: Delay`);
    expect(alerts[0]?.textBody).toContain('Maria Roadwell');
    expect(alerts[0]?.textBody).toContain('Stuck behind a crash on I-94');
    expect(alerts[0]?.textBody).toContain('/admin/dispatch');
    expect(await mailsTo(load.email)).toHaveLength(0);

    const [event] = await started.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'dispatch.problem_reported'), eq(auditEvents.recordId, String(load.id))));
    expect(event?.changes).toEqual({
      problem: { before: null, after: 'delay' },
      photos: { before: null, after: 1 },
      noteAdded: { before: null, after: true },
    });
    expect(JSON.stringify(event)).not.toContain('crash');
  });

  it('may be reported before the load is accepted, and needs a note', async () => {
    const load = await newLoad();
    const noNote = await send(load, { kind: 'problem', problem: 'cannot_access' });
    expect(noNote.statusCode).toBe(400);
    expect((await send(load, { kind: 'problem', problem: 'cannot_access', note: 'Gate locked' })).statusCode).toBe(201);
    expect(await stageOf(load)).toBe('assigned');
  });
});

describe('a load that is not there to drive', () => {
  it('cancelled: 409, nothing stored', async () => {
    const load = await newLoad('accepted', driver, 'cancelled');
    const response = await send(load, { stage: 'at_pickup' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(ROAD_MESSAGES.loadCancelled);
    expect(await updatesOf(load)).toHaveLength(0);
  });

  it('not assigned to anyone, unknown, or malformed: the one 404', async () => {
    const unassigned = await insertDispatchableRequest(started.database.db);
    for (const referenceId of [unassigned.referenceId, 'SR-ZZZZ-ZZZZ-ZZZZ', 'nonsense']) {
      const response = await send({ referenceId }, { stage: 'accepted' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(DISPATCH_MESSAGES.loadNotFound);
    }
  });

  it('without a session: 401', async () => {
    const load = await newLoad();
    const body = await multipart({ updateId: randomUUID(), kind: 'stage', stage: 'accepted' }, {});
    const response = await started.app.inject({
      method: 'POST',
      url: `/api/driver/loads/${load.referenceId}/updates`,
      headers: { origin: SITE_ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
    expect(await stageOf(load)).toBe('assigned');
  });
});
