// A driver's qualification file through app.inject, on a real database, real storage and a real
// SMTP server: the file a hire opens (inquiries made from the application's history), its states
// as records are added, the request letter e-mailed as a PDF, the answers recorded, and the files
// served only through the driver's own paths, to the roles that keep the file.
import { rmSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, TEST_ADMIN, type AdminClient } from '../../../../tests/support/admin.js';
import { applicationFields, daysFromToday, submitApplication } from '../../../../tests/support/driver-applications.js';
import { HTML_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../../../../tests/support/files.js';
import { pdfText } from '../../../../tests/support/pdf-text.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../../../tests/support/smtp-test-server.js';
import { scratchFolder, testConfig } from '../../../../tests/support/test-config.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { multipart, type TestFile } from '../../../../tests/support/service-requests.js';
import type { ApplicationHistory, EmploymentHistoryEntry } from '../../../shared/driver-applications/application-history.js';
import type { QualificationFileView } from '../../../shared/driver-qualification/qualification-file-view.js';
import type { StaffRole } from '../../../shared/staff-roles.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, driverApplications, driverProfiles, emailOutbox, uploads } from '../../db/schema.js';
import { createMailTransport } from '../../infra/email/transports.js';
import { createOutboxWorker } from '../../infra/email/worker.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';
import { allMailDocuments } from '../../mail-document-renderer.js';

const config = testConfig();
let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;
let storage: FileStorage;
let uploadsDir: string;
let smtp: SmtpTestServer;

beforeAll(async () => {
  uploadsDir = scratchFolder('qualification-');
  storage = localDiskStorage(uploadsDir);
  smtp = await startSmtpTestServer();
  ({ database, app, admin } = await startTestAppWithAdmin({ storage }));
});

afterAll(async () => {
  await stopTestApp(app, database);
  await smtp?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const employer = (
  name: string,
  fromMonth: string,
  toMonth: string | null,
  email: string | null,
  subjectToFmcsr = true,
): EmploymentHistoryEntry => ({
  kind: 'employer',
  name,
  address: '77 Terminal Way',
  city: 'Toledo',
  state: 'OH',
  zipCode: '43604',
  phone: '4195550100',
  email,
  position: 'Road driver',
  fromMonth,
  toMonth,
  reasonForLeaving: 'Better lanes',
  subjectToFmcsr,
  safetySensitive: subjectToFmcsr,
});

const recentMonth = daysFromToday(-60).slice(0, 7);
/** The month `years` before this one (YYYY-MM): inside the three years before a hire of these days. */
const yearsAgoMonth = (years: number) => daysFromToday(-365 * years).slice(0, 7);
const HISTORY: ApplicationHistory = {
  currentAddressSince: '2015-01',
  previousAddresses: [],
  otherLicenses: [],
  experience: [],
  noAccidents: true,
  accidents: [],
  noConvictions: true,
  convictions: [],
  employment: [
    employer('Lakeshore Freight', '2022-01', recentMonth, 'safety@lakeshore.example'),
    employer('Dock Staffing', yearsAgoMonth(2), yearsAgoMonth(1), null, false),
    employer('Maumee Carriers', '2021-06', yearsAgoMonth(2), null),
    employer('Ancient Lines', '2010-01', '2012-12', 'old@ancient.example'),
  ],
  licenseDenied: { happened: false, explanation: null },
  licenseSuspendedOrRevoked: { happened: false, explanation: null },
  certification: { signedName: 'Dana Whitfield' },
};

let hires = 0;

/** An application with its 391.21 history and signed certification, approved and hired on `hireDate`; answers the driver's id. */
async function hiredDriver(hireDate = daysFromToday(-2), history: ApplicationHistory | null = HISTORY): Promise<number> {
  hires += 1;
  const referenceId = await submitApplication(app, applicationFields({ email: `hire${hires}@drivers.example` }));
  const [application] = await database.db
    .update(driverApplications)
    .set({ history, signedName: 'Dana Whitfield', certifiedAt: new Date('2026-01-05T15:00:00Z'), status: 'approved' })
    .where(eq(driverApplications.referenceId, referenceId))
    .returning({ id: driverApplications.id });
  const response = await admin.request({
    method: 'POST',
    url: `/api/admin/driver-applications/${application!.id}/hire`,
    payload: { hireDate },
  });
  expect(response.statusCode).toBe(201);
  const [profile] = await database.db
    .select({ id: driverProfiles.id })
    .from(driverProfiles)
    .where(eq(driverProfiles.driverApplicationId, application!.id));
  return profile!.id;
}

const fileUrl = (driverId: number, rest = '') => `/api/admin/drivers/${driverId}/qualification-file${rest}`;

async function view(driverId: number, client = admin): Promise<QualificationFileView> {
  const response = await client.request({ method: 'GET', url: fileUrl(driverId) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const states = (file: QualificationFileView) => Object.fromEntries(file.checklist.map((status) => [status.item, status.state]));

/** A multipart form posted as the signed-in member, as the back office's page would. */
async function postForm(url: string, fields: Record<string, string>, file?: TestFile, client = admin) {
  const body = await multipart(fields, file ? { file: [file] } : {});
  return client.request({ method: 'POST', url, headers: { 'content-type': body.contentType }, payload: body.payload });
}

function addRecord(driverId: number, fields: Record<string, string>, file?: TestFile) {
  return postForm(fileUrl(driverId, '/records'), fields, file);
}

const PDF_FILE: TestFile = { name: 'record.pdf', bytes: PDF_BYTES };

describe('the file a hire opens', () => {
  it('makes one inquiry per FMCSR employer of the three years, in order, each due 30 days after hire', async () => {
    const hireDate = daysFromToday(-2);
    const file = await view(await hiredDriver(hireDate));
    expect(file.inquiries.map((inquiry) => [inquiry.employerName, inquiry.email, inquiry.state, inquiry.deadlineOn])).toEqual([
      ['Lakeshore Freight', 'safety@lakeshore.example', 'not_sent', daysFromToday(28)],
      ['Maumee Carriers', null, 'not_sent', daysFromToday(28)],
    ]);
    expect(file.inquiries[0]).toMatchObject({
      address: '77 Terminal Way, Toledo, OH 43604',
      employedFrom: '2022-01',
      employedTo: recentMonth,
    });
    expect(file).toMatchObject({ hireDate, ssnMasked: null, records: [], assignable: false });
    expect(states(file)).toEqual({
      application: 'present',
      license: 'present',
      motor_vehicle_record: 'missing',
      road_test: 'missing',
      medical_certificate: 'present',
      previous_employer_inquiries: 'due',
      annual_review: 'due',
    });
  });

  it('makes none for an application without a history (made before issue 41)', async () => {
    const file = await view(await hiredDriver(daysFromToday(-2), null));
    expect(file.inquiries).toEqual([]);
    expect(states(file).previous_employer_inquiries).toBe('present');
  });

  it('an unsettled inquiry is overdue after its deadline, and the item missing', async () => {
    const file = await view(await hiredDriver(daysFromToday(-31)));
    expect(file.inquiries.map((inquiry) => inquiry.state)).toEqual(['overdue', 'overdue']);
    expect(file.checklist.find((status) => status.item === 'previous_employer_inquiries')).toMatchObject({
      state: 'missing',
      dueOn: daysFromToday(-1),
      lacking: '2 of 2 not answered',
    });
  });

  it('answers 404 for a driver that does not exist', async () => {
    expect((await admin.request({ method: 'GET', url: fileUrl(999_999) })).statusCode).toBe(404);
  });
});

describe('adding records', () => {
  it('each record moves its item, newest first with who added it; the driver becomes assignable', async () => {
    const driverId = await hiredDriver();
    let response = await addRecord(driverId, { kind: 'motor_vehicle_record', state: 'MI', obtainedOn: daysFromToday(-1) }, PDF_FILE);
    expect(response.statusCode).toBe(201);
    expect(states(response.json<QualificationFileView>()).motor_vehicle_record).toBe('present');

    response = await addRecord(driverId, {
      kind: 'road_test',
      testedOn: daysFromToday(-1),
      examinerName: 'Pat Examiner',
      powerUnit: 'tractor',
      trailerType: 'Dry van 53 ft',
    });
    expect(response.statusCode).toBe(201);
    const file = response.json<QualificationFileView>();
    expect(states(file).road_test).toBe('present');
    expect(file.assignable).toBe(true);
    expect(file.records.map((record) => [record.kind, record.addedBy, record.fileName])).toEqual([
      ['road_test', TEST_ADMIN.email, null],
      ['motor_vehicle_record', TEST_ADMIN.email, 'record.pdf'],
    ]);
    expect(file.records[0]!.details).toEqual({
      testedOn: daysFromToday(-1),
      examinerName: 'Pat Examiner',
      powerUnit: 'tractor',
      trailerType: 'Dry van 53 ft',
    });
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'qualification.record_added'), eq(auditEvents.recordId, String(driverId))))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ recordType: 'driver_profile', actorLabel: TEST_ADMIN.email });
    expect(event!.changes).toMatchObject({ kind: { after: 'road_test' }, effectiveOn: { after: daysFromToday(-1) } });
  });

  it("a license or medical certificate renews the driver's profile; the audit names no number", async () => {
    const driverId = await hiredDriver();
    expect(
      (await addRecord(driverId, { kind: 'license', state: 'OH', number: 'OH-NEW-5550', expiresOn: daysFromToday(1200) }, PDF_FILE))
        .statusCode,
    ).toBe(201);
    const medical = await addRecord(
      driverId,
      { kind: 'medical_certificate', examinedOn: daysFromToday(-3), expiresOn: daysFromToday(700), registryNumber: '1234567890' },
      { name: 'card.png', bytes: PNG_BYTES },
    );
    expect(medical.statusCode).toBe(201);
    const [profile] = await database.db.select().from(driverProfiles).where(eq(driverProfiles.id, driverId));
    const [card] = await database.db.select().from(uploads).where(eq(uploads.id, profile!.medicalCardUploadId!));
    expect({ ...profile, card: card?.purpose }).toMatchObject({
      licenseNumber: 'OH-NEW-5550',
      licenseState: 'OH',
      licenseExpiration: daysFromToday(1200),
      medicalCardExpiration: daysFromToday(700),
      card: 'qualification_document',
    });
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordId, String(driverId)));
    expect(JSON.stringify(events)).not.toMatch(/OH-NEW-5550|1234567890/);
  });

  it.each([
    ['a record dated after today', { kind: 'motor_vehicle_record', state: 'MI', obtainedOn: daysFromToday(2) }, PDF_FILE, 'obtainedOn'],
    ['a required file left out', { kind: 'motor_vehicle_record', state: 'MI', obtainedOn: daysFromToday(-1) }, undefined, 'file'],
    ['a license already expired', { kind: 'license', state: 'MI', number: 'X1', expiresOn: daysFromToday(-1) }, PDF_FILE, 'expiresOn'],
    [
      'a medical certificate expiring before its examination',
      { kind: 'medical_certificate', examinedOn: daysFromToday(-1), expiresOn: daysFromToday(-5), registryNumber: '1' },
      PDF_FILE,
      'expiresOn',
    ],
    ['an unknown kind', { kind: 'tattoo', signedOn: daysFromToday(-1) }, PDF_FILE, 'kind'],
    ['a date that is not one', { kind: 'application', signedOn: '2026-02-31' }, PDF_FILE, 'signedOn'],
  ])('%s: 400 naming the field, nothing stored', async (_, fields, file, field) => {
    const driverId = await hiredDriver();
    const before = await database.db.select({ id: uploads.id }).from(uploads);
    const response = await addRecord(driverId, fields, file);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toContain(field);
    expect((await view(driverId)).records).toEqual([]);
    expect(await database.db.select({ id: uploads.id }).from(uploads)).toHaveLength(before.length);
  });

  it('a file that is not a PDF, JPEG or PNG by its content is a 415, and so is a JSON body', async () => {
    const driverId = await hiredDriver();
    const html = await addRecord(driverId, { kind: 'application', signedOn: daysFromToday(-1) }, { name: 'app.pdf', bytes: HTML_BYTES });
    expect(html.statusCode).toBe(415);
    const json = await admin.request({ method: 'POST', url: fileUrl(driverId, '/records'), payload: { kind: 'application' } });
    expect(json.statusCode).toBe(415);
    expect((await view(driverId)).records).toEqual([]);
  });

  it('a malformed multipart body, an unknown kind or an id that is no number is a 4xx, storing nothing', async () => {
    const driverId = await hiredDriver();
    const before = await database.db.select({ id: uploads.id }).from(uploads);
    const whole = await multipart({ kind: 'motor_vehicle_record', state: 'MI', obtainedOn: daysFromToday(-1) }, { file: [PDF_FILE] });
    const bodies: { contentType: string; payload: Buffer | string }[] = [
      { contentType: 'multipart/form-data', payload: whole.payload },
      { contentType: whole.contentType, payload: whole.payload.subarray(0, whole.payload.length - 40) },
      { contentType: whole.contentType, payload: '' },
      { contentType: whole.contentType, payload: 'kind=road_test' },
    ];
    for (const body of bodies) {
      const response = await admin.request({
        method: 'POST',
        url: fileUrl(driverId, '/records'),
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode, body.payload.toString().slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await addRecord(driverId, { kind: 'parking_ticket' }, PDF_FILE)).statusCode).toBe(400);
    for (const url of [
      '/api/admin/drivers/abc/qualification-file',
      '/api/admin/drivers/1e3/qualification-file.pdf',
      fileUrl(driverId, '/records/x/file'),
    ]) {
      const response = await admin.request({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    expect((await view(driverId)).records).toEqual([]);
    expect(await database.db.select({ id: uploads.id }).from(uploads)).toHaveLength(before.length);
  });
});

describe('the files, through the driver paths only', () => {
  let driverId: number;
  let otherDriverId: number;
  let recordId: number;

  beforeAll(async () => {
    driverId = await hiredDriver();
    otherDriverId = await hiredDriver();
    const response = await addRecord(
      driverId,
      { kind: 'application', signedOn: daysFromToday(-10) },
      { name: 'paper-app.jpg', bytes: JPEG_BYTES },
    );
    recordId = response.json<QualificationFileView>().records[0]!.id;
  });

  it('the record file downloads as an attachment, no-store, audited', async () => {
    const response = await admin.request({ method: 'GET', url: fileUrl(driverId, `/records/${recordId}/file`) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(JPEG_BYTES)).toBe(true);
    expect(response.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'private, no-store' });
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment/);
    const downloads = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'document.downloaded'));
    expect(
      downloads.some((event) => (event.changes as Record<string, { after: unknown }>).purpose?.after === 'qualification_document'),
    ).toBe(true);
  });

  it("another driver's path does not find the record: 404", async () => {
    expect((await admin.request({ method: 'GET', url: fileUrl(otherDriverId, `/records/${recordId}/file`) })).statusCode).toBe(404);
  });

  it.each<[StaffRole, number]>([
    ['operations', 403],
    ['accounting', 403],
    ['recruiting', 200],
  ])('a %s member gets %i', async (role, status) => {
    const credentials = { email: `file-${role}@freight.example`, password: `a long ${role} file password` };
    await createTestAdmin(database.db, credentials, role);
    const member = await signIn(app, credentials, `10.201.0.${status === 200 ? 9 : role === 'operations' ? 7 : 8}`);
    expect((await member.request({ method: 'GET', url: fileUrl(driverId, `/records/${recordId}/file`) })).statusCode).toBe(status);
    expect((await member.request({ method: 'GET', url: fileUrl(driverId) })).statusCode).toBe(status);
  });
});

describe('previous-employer inquiries', () => {
  async function inquiriesOf(driverId: number) {
    return (await view(driverId)).inquiries;
  }
  const send = (driverId: number, inquiryId: number, method: string) =>
    admin.request({ method: 'POST', url: fileUrl(driverId, `/inquiries/${inquiryId}/send`), payload: { method } });
  const respond = (driverId: number, inquiryId: number, fields: Record<string, string>, file?: TestFile) =>
    postForm(fileUrl(driverId, `/inquiries/${inquiryId}/response`), fields, file);

  it('the letter is a PDF with the employer, the driver, the questions and the deadline, the same bytes each time', async () => {
    const driverId = await hiredDriver();
    const [lakeshore] = await inquiriesOf(driverId);
    const first = await admin.request({ method: 'GET', url: fileUrl(driverId, `/inquiries/${lakeshore!.id}/letter.pdf`) });
    const second = await admin.request({ method: 'GET', url: fileUrl(driverId, `/inquiries/${lakeshore!.id}/letter.pdf`) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const text = await pdfText(first.rawPayload);
    for (const words of [
      'Lakeshore Freight',
      '77 Terminal Way, Toledo, OH 43604',
      'Dana Whitfield',
      'January 2022',
      'authorize Lakeshore Freight to release',
      '0.04 or greater',
      'verified positive drug test',
      'refusal to be tested',
      'return-to-duty',
      config.mail.recruitingEmail,
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('Please answer by');
    const otherDriver = await hiredDriver();
    expect((await admin.request({ method: 'GET', url: fileUrl(otherDriver, `/inquiries/${lakeshore!.id}/letter.pdf`) })).statusCode).toBe(
      404,
    );
  });

  it('e-mailing sends the letter attached to the employer; an employer without e-mail is a 409', async () => {
    const driverId = await hiredDriver();
    const [lakeshore, maumee] = await inquiriesOf(driverId);
    const refused = await send(driverId, maumee!.id, 'email');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('This employer has no e-mail: print the letter and post it');

    await database.db.delete(emailOutbox);
    const sent = await send(driverId, lakeshore!.id, 'email');
    expect(sent.statusCode).toBe(200);
    expect(sent.json<QualificationFileView>().inquiries[0]).toMatchObject({ state: 'sent', sentMethod: 'email' });

    const transport = createMailTransport({ smtpUrl: smtp.url, mailDir: 'unused', logger: pino({ level: 'silent' }), ignoreTLS: true });
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      from: config.mail.from,
      logger: pino({ level: 'silent' }),
      renderMailDocument: allMailDocuments(database.db, {
        company: config.company,
        publicBaseUrl: config.publicBaseUrl,
        storage,
        recruitingEmail: config.mail.recruitingEmail,
      }),
    });
    try {
      expect(await worker.runOnce()).toBe(1);
    } finally {
      transport.close();
    }
    const mail = smtp.received.at(-1)!;
    expect(mail.recipients).toEqual(['safety@lakeshore.example']);
    const attachment = pdfAttachmentOf(mail.raw);
    const letter = await admin.request({ method: 'GET', url: fileUrl(driverId, `/inquiries/${lakeshore!.id}/letter.pdf`) });
    expect(attachment.content.equals(letter.rawPayload)).toBe(true);

    // Sent again: allowed, and audited again, never with the address.
    expect((await send(driverId, lakeshore!.id, 'email')).statusCode).toBe(200);
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'qualification.inquiry_sent'), eq(auditEvents.recordId, String(driverId))));
    expect(events).toHaveLength(2);
    expect(JSON.stringify(events)).not.toContain('lakeshore.example');
  });

  it('a posted letter, then no answer: the good-faith effort settles it, once', async () => {
    const driverId = await hiredDriver();
    const [, maumee] = await inquiriesOf(driverId);
    expect((await respond(driverId, maumee!.id, { outcome: 'no_response', note: 'Called twice' })).statusCode).toBe(409);
    expect((await send(driverId, maumee!.id, 'mail')).statusCode).toBe(200);
    const settled = await respond(driverId, maumee!.id, { outcome: 'no_response', note: 'Called twice, letter posted 3 weeks ago' });
    expect(settled.statusCode).toBe(200);
    expect(settled.json<QualificationFileView>().inquiries[1]).toMatchObject({
      state: 'no_response',
      sentMethod: 'mail',
      note: 'Called twice, letter posted 3 weeks ago',
      recordedBy: TEST_ADMIN.email,
    });
    expect((await respond(driverId, maumee!.id, { outcome: 'no_response', note: 'Again' })).statusCode).toBe(409);
    expect((await send(driverId, maumee!.id, 'mail')).statusCode).toBe(409);
  });

  it('an answer comes with its file and day; the file downloads; both settled make the item present', async () => {
    const driverId = await hiredDriver();
    const [lakeshore, maumee] = await inquiriesOf(driverId);
    await send(driverId, lakeshore!.id, 'mail');
    await send(driverId, maumee!.id, 'mail');
    const today = (await view(driverId)).inquiries[0]!.sentAt!.slice(0, 10);
    for (const [fields, file, field] of [
      [{ outcome: 'answered', receivedOn: daysFromToday(-5) }, PDF_FILE, 'receivedOn'],
      [{ outcome: 'answered', receivedOn: daysFromToday(3) }, PDF_FILE, 'receivedOn'],
      [{ outcome: 'answered', receivedOn: today }, undefined, 'file'],
      [{ outcome: 'maybe' }, PDF_FILE, 'outcome'],
    ] as const) {
      const refused = await respond(driverId, lakeshore!.id, fields, file);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toContain(field);
    }
    const answered = await respond(
      driverId,
      lakeshore!.id,
      { outcome: 'answered', receivedOn: daysFromToday(0) },
      { name: 'answer.png', bytes: PNG_BYTES },
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json<QualificationFileView>().inquiries[0]).toMatchObject({ state: 'answered', hasResponseFile: true });
    const download = await admin.request({ method: 'GET', url: fileUrl(driverId, `/inquiries/${lakeshore!.id}/response`) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await admin.request({ method: 'GET', url: fileUrl(driverId, `/inquiries/${maumee!.id}/response`) })).statusCode).toBe(404);

    await respond(driverId, maumee!.id, { outcome: 'no_response', note: 'Company closed' });
    expect(states(await view(driverId)).previous_employer_inquiries).toBe('present');
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
