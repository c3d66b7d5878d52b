// The qualification file's PDFs (issue 41) through app.inject, on a real database and real
// storage, read back with pdf.js: the road test certificate and the annual review of a record, the
// next review's form, and the whole file for an auditor with its pages in checklist order. Each
// is the same bytes every time for the same data, a private download, audited, refused to roles
// without the file and not found for another driver's record; the Social Security number is in none.
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, TEST_ADMIN, type AdminClient } from '../../../../tests/support/admin.js';
import { insertDriver, type TestDriver } from '../../../../tests/support/dispatch.js';
import { daysFromToday } from '../../../../tests/support/driver-applications.js';
import { PNG_BYTES } from '../../../../tests/support/files.js';
import { pdfPageCount, pdfText } from '../../../../tests/support/pdf-text.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { scratchFolder, testConfig } from '../../../../tests/support/test-config.js';
import type { ApplicationHistory } from '../../../shared/driver-applications/application-history.js';
import type { DatabaseHandle } from '../../db/client.js';
import { adminUsers, auditEvents, driverApplications, previousEmployerInquiries, qualificationRecords, uploads } from '../../db/schema.js';
import { newPdf, pdfBytes, textLine } from '../../infra/pdf-layout.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';

const KEY = randomBytes(32);
const SSN = '457-55-5462';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let storage: FileStorage;
let uploadsDir: string;
let ownerId: number;

beforeAll(async () => {
  uploadsDir = scratchFolder('qualification-pdfs-');
  storage = localDiskStorage(uploadsDir);
  ({ database, app } = await startTestApp({ config: testConfig({ FIELD_ENCRYPTION_KEY: KEY.toString('base64') }), storage }));
  await createTestAdmin(database.db);
  owner = await signIn(app);
  const [admin] = await database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, TEST_ADMIN.email));
  ownerId = admin!.id;
});

afterAll(async () => {
  await stopTestApp(app, database);
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** A PDF whose one page says `words`: an uploaded paper the export must copy page for page. */
async function paperPdf(words: string): Promise<Buffer> {
  const at = new Date('2026-01-02T00:00:00Z');
  const doc = newPdf({ title: words, author: 'test', createdAt: at, changedAt: at });
  textLine(doc, words);
  return pdfBytes(doc);
}

async function storeUpload(
  applicationId: number,
  purpose: 'qualification_document' | 'inquiry_response' | 'application_signature',
  bytes: Buffer,
  contentType: string,
): Promise<string> {
  const storageKey = `qualification-test/${randomUUID()}`;
  const stream = await storage.openWriteStream(storageKey);
  await new Promise<void>((resolve, reject) => stream.end(bytes, () => resolve()).on('error', reject));
  const [row] = await database.db
    .insert(uploads)
    .values({
      purpose,
      driverApplicationId: applicationId,
      storageKey,
      originalName: contentType === 'application/pdf' ? 'paper.pdf' : 'photo.png',
      contentType,
      sizeBytes: bytes.length,
      sha256: '0'.repeat(64),
    })
    .returning({ id: uploads.id });
  return row!.id;
}

const HISTORY: ApplicationHistory = {
  currentAddressSince: '2021-04',
  previousAddresses: [{ address: '9 Elm St', city: 'Toledo', state: 'OH', zipCode: '43604', fromMonth: '2019-01', toMonth: '2021-03' }],
  otherLicenses: [],
  experience: [{ equipment: 'tractor_semitrailer', fromMonth: '2016-05', toMonth: null, approximateMiles: 640000 }],
  noAccidents: true,
  accidents: [],
  noConvictions: false,
  convictions: [{ date: daysFromToday(-400), location: 'Flint, MI', charge: 'Speeding 10 over', penalty: '$150 fine' }],
  employment: [
    {
      kind: 'employer',
      name: 'Great Lakes Haulers',
      address: '12 Dock Rd',
      city: 'Detroit',
      state: 'MI',
      zipCode: '48201',
      phone: '(313) 555-0199',
      email: 'safety@greatlakes.example',
      position: 'OTR driver',
      fromMonth: '2018-03',
      toMonth: '2025-01',
      reasonForLeaving: 'Terminal closed',
      subjectToFmcsr: true,
      safetySensitive: true,
    },
    { kind: 'gap', fromMonth: '2025-02', toMonth: null, explanation: 'Looking for work' },
  ],
  licenseDenied: { happened: false, explanation: null },
  licenseSuspendedOrRevoked: { happened: false, explanation: null },
  certification: { signedName: 'Maria Lopez' },
};

interface FileOnRecord {
  driver: TestDriver;
  roadTestId: number;
  reviewId: number;
  recordId: number;
}

/** A driver with a whole file: a certified application with its history and signature, each record, two inquiries. */
async function driverWithFile(): Promise<FileOnRecord> {
  const driver = await insertDriver(database.db, { hireDate: daysFromToday(-40) });
  const [application] = await database.db
    .select({ id: driverApplications.id })
    .from(driverApplications)
    .innerJoin(uploads, eq(uploads.driverApplicationId, driverApplications.id))
    .where(eq(driverApplications.email, driver.email))
    .limit(1);
  const applicationId = application!.id;
  await database.db
    .update(driverApplications)
    .set({ history: HISTORY, signedName: 'Maria Lopez', certifiedAt: new Date('2026-01-05T15:04:05Z') })
    .where(eq(driverApplications.id, applicationId));
  await storeUpload(applicationId, 'application_signature', PNG_BYTES, 'image/png');

  const record = async (kind: string, effectiveOn: string, details: Record<string, string>, uploadId: string | null = null) => {
    const [row] = await database.db
      .insert(qualificationRecords)
      .values({
        driverProfileId: driver.id,
        kind: kind as 'road_test',
        details,
        effectiveOn,
        state: kind === 'motor_vehicle_record' ? 'MI' : null,
        uploadId,
        addedByAdminId: ownerId,
        createdAt: new Date('2026-01-10T12:00:00Z'),
      })
      .returning({ id: qualificationRecords.id });
    return row!.id;
  };
  const recordId = await record(
    'motor_vehicle_record',
    daysFromToday(-41),
    { state: 'MI', obtainedOn: daysFromToday(-41) },
    await storeUpload(applicationId, 'qualification_document', await paperPdf('MICHIGAN DRIVING RECORD EXTRACT'), 'application/pdf'),
  );
  const roadTestId = await record('road_test', daysFromToday(-39), {
    testedOn: daysFromToday(-39),
    examinerName: 'Hank Ortega',
    powerUnit: 'tractor',
    trailerType: '53 ft dry van',
  });
  await record(
    'medical_certificate',
    daysFromToday(-60),
    { examinedOn: daysFromToday(-60), expiresOn: daysFromToday(600), registryNumber: '1234567890' },
    await storeUpload(applicationId, 'qualification_document', PNG_BYTES, 'image/png'),
  );
  const reviewId = await record('annual_review', daysFromToday(-5), {
    reviewedOn: daysFromToday(-5),
    reviewerName: 'Rita Recruiter',
    recordObtainedOn: daysFromToday(-41),
    determination: 'meets_minimum',
    violations: '',
  });

  const employer = HISTORY.employment[0] as Extract<ApplicationHistory['employment'][number], { kind: 'employer' }>;
  await database.db.insert(previousEmployerInquiries).values([
    {
      driverProfileId: driver.id,
      entryIndex: 0,
      employer,
      deadlineOn: daysFromToday(-10),
      sentAt: new Date('2026-01-06T10:00:00Z'),
      sentMethod: 'email',
      sentByAdminId: ownerId,
      outcome: 'answered',
      receivedOn: daysFromToday(-20),
      responseUploadId: await storeUpload(
        applicationId,
        'inquiry_response',
        await paperPdf('GREAT LAKES ANSWER: NO ACCIDENTS'),
        'application/pdf',
      ),
      recordedByAdminId: ownerId,
      recordedAt: new Date('2026-01-12T10:00:00Z'),
    },
    {
      driverProfileId: driver.id,
      entryIndex: 5,
      employer: { ...employer, name: 'Silent Freight Co', email: null },
      deadlineOn: daysFromToday(-10),
      sentAt: new Date('2026-01-06T10:00:00Z'),
      sentMethod: 'mail',
      sentByAdminId: ownerId,
      outcome: 'no_response',
      note: 'Called twice and posted a second letter',
      recordedByAdminId: ownerId,
      recordedAt: new Date('2026-01-20T10:00:00Z'),
    },
  ]);
  // The number recorded: the export must still never print it.
  const recorded = await owner.request({ method: 'PUT', url: `/api/admin/drivers/${driver.id}/ssn`, payload: { ssn: SSN } });
  expect(recorded.statusCode).toBe(200);
  return { driver, roadTestId, reviewId, recordId };
}

let file: FileOnRecord;
beforeAll(async () => {
  file = await driverWithFile();
});

function get(url: string, client = owner) {
  return client.request({ method: 'GET', url });
}

async function downloads(driverId: number) {
  return database.db
    .select({ action: auditEvents.action, changes: auditEvents.changes })
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'driver_profile'), eq(auditEvents.recordId, String(driverId))));
}

describe("a record's produced document", () => {
  it('prints the road test certificate in the words of 391.31(e), the same bytes every time, as a private download', async () => {
    const url = `/api/admin/drivers/${file.driver.id}/qualification-file/records/${file.roadTestId}/document.pdf`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="road-test-certificate-DRV-/);
    const text = await pdfText(first.rawPayload);
    expect(text).toContain('Certification of road test');
    expect(text).toContain(`${file.driver.firstName} ${file.driver.lastName}`);
    expect(text).toContain(file.driver.licenseNumber);
    expect(text).toMatch(/State MI/);
    expect(text).toContain('Tractor');
    expect(text).toContain('53 ft dry van');
    expect(text).toContain('Hank Ortega');
    expect(text).toContain('was given a road test under my supervision on');
    expect(text).toContain('Signature of examiner');
    expect(text).not.toMatch(/5462|457-55|Social Security/);
    expect((await get(url)).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await downloads(file.driver.id)).toContainEqual({
      action: 'document.downloaded',
      changes: {
        document: { before: null, after: 'road_test_certificate' },
        qualificationRecordId: { before: null, after: file.roadTestId },
      },
    });
  });

  it("prints the annual review: the record reviewed, the driver's violations (None), the determination, the reviewer", async () => {
    const response = await get(`/api/admin/drivers/${file.driver.id}/qualification-file/records/${file.reviewId}/document.pdf`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Annual review of driving record');
    expect(text).toContain('Motor vehicle record obtained on');
    expect(text).toMatch(/during the past 12 months\. None/);
    expect(text).toContain('X The driver meets the minimum requirements for safe driving.');
    expect(text).toContain('Rita Recruiter');
    expect(text).toContain("Reviewer's signature");
  });

  it('is not found for a record of another kind, another driver, or no such driver', async () => {
    const other = await insertDriver(database.db);
    for (const url of [
      `/api/admin/drivers/${file.driver.id}/qualification-file/records/${file.recordId}/document.pdf`,
      `/api/admin/drivers/${other.id}/qualification-file/records/${file.roadTestId}/document.pdf`,
      `/api/admin/drivers/2147483647/qualification-file/records/${file.roadTestId}/document.pdf`,
      `/api/admin/drivers/${file.driver.id}/qualification-file/records/2147483647/document.pdf`,
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
    expect((await get(`/api/admin/drivers/${file.driver.id}/qualification-file/records/x/document.pdf`)).statusCode).toBe(400);
  });
});

describe("the next annual review's form", () => {
  it('is pre-filled with the driver and the newest record, due a year after the last review, with lines to fill in', async () => {
    const response = await get(`/api/admin/drivers/${file.driver.id}/qualification-file/annual-review-form.pdf`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('To be completed and signed by');
    expect(text).toContain(`${file.driver.firstName} ${file.driver.lastName}`);
    expect(text).toContain('Violations (date, offense, location, type of vehicle), or "None"');
    expect(text).not.toContain('X The driver');
    expect(text).toContain("Driver's signature and date");
    const again = await get(`/api/admin/drivers/${file.driver.id}/qualification-file/annual-review-form.pdf`);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });
});

describe('the whole file for an auditor', () => {
  let pages: string[];
  let body: Buffer;

  beforeAll(async () => {
    const response = await get(`/api/admin/drivers/${file.driver.id}/qualification-file.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="qualification-file-DRV-/);
    body = response.rawPayload;
    pages = (await pdfText(body)).split('\n\n');
  });

  it('opens with a cover: the driver, the checklist with states and dates, the day exported and the contents', () => {
    const cover = pages[0]!;
    expect(cover).toContain('Driver qualification file');
    expect(cover).toContain(`${file.driver.firstName} ${file.driver.lastName}`);
    expect(cover).toContain('Exported on');
    expect(cover).toMatch(/Application for employment \(391\.21\) Present/);
    expect(cover).toMatch(/Road test certificate \(391\.31\) Present/);
    expect(cover).toMatch(/Annual review of driving record \(391\.25, 391\.27\) Present, next due/);
    expect(cover).toMatch(/Driver's license Present, valid through/);
    expect(cover).toContain('Contents');
  });

  it('holds every document in checklist order, uploaded PDFs copied page for page', async () => {
    const firstPageWith = (words: string) => pages.findIndex((page, index) => index > 0 && page.includes(words));
    const order = [
      'Application for employment 49 CFR 391.21',
      "Driver's license copy (sent with the application)",
      'MICHIGAN DRIVING RECORD EXTRACT',
      'Certification of road test',
      "Medical examiner's certificate, examined",
      'Safety performance history request: Great Lakes Haulers',
      'GREAT LAKES ANSWER: NO ACCIDENTS',
      'Safety performance history request: Silent Freight Co',
      'Annual review of driving record 49 CFR',
    ].map(firstPageWith);
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(pages.length).toBe(await pdfPageCount(body));
  });

  it('prints the application with its history in sections, the signature and when it was certified', () => {
    const application = pages.find((page) => page.includes('Application for employment 49 CFR 391.21'))!;
    expect(application).toContain('Addresses in the last 3 years');
    expect(application).toContain('9 Elm St, Toledo, OH 43604');
    expect(application).toContain('Great Lakes Haulers, OTR driver');
    expect(application).toContain('Not employed: Looking for work');
    const certification = pages.slice(1).find((page) => page.includes('Signed by (name typed)'))!;
    expect(certification).toContain('Signed by (name typed) Maria Lopez');
    expect(certification).toContain('Certified at Jan 5, 2026, 15:04:05 UTC');
    expect(certification).not.toContain('No drawn signature');
  });

  it('shows each inquiry with its outcome, the good-faith effort when none came, and a missing file in its place', () => {
    const silent = pages.slice(1).find((page) => page.includes('Safety performance history request: Silent Freight Co'))!;
    expect(silent).toContain('Called twice and posted a second letter');
    expect(silent).toContain('posted by');
    const license = pages.slice(1).find((page) => page.includes("Driver's license copy (sent with the application)"))!;
    expect(license).toContain('The file could not be read from storage.');
  });

  it('never prints the Social Security number', () => {
    expect(pages.join(' ')).not.toMatch(/5462|457-55|45755|Social Security/);
  });

  it('is the same bytes again the same day, and each export is audited', async () => {
    const again = await get(`/api/admin/drivers/${file.driver.id}/qualification-file.pdf`);
    expect(again.rawPayload.equals(body)).toBe(true);
    const exported = (await downloads(file.driver.id)).filter((event) => event.action === 'qualification.file_exported');
    expect(exported).toHaveLength(2);
    expect(exported[0]!.changes).toMatchObject({ pages: { before: null, after: pages.length } });
  });

  it('is not found for a driver who does not exist', async () => {
    expect((await get('/api/admin/drivers/2147483647/qualification-file.pdf')).statusCode).toBe(404);
  });
});

describe('who may have the PDFs', () => {
  it.each(['operations', 'accounting'] as const)('refuses %s (403) and audits nothing', async (role) => {
    const credentials = { email: `${role}.pdfs@freight.example`, password: `a long ${role} password` };
    await createTestAdmin(database.db, credentials, role);
    const member = await signIn(app, credentials, role === 'operations' ? '10.200.5.1' : '10.200.5.2');
    const before = (await downloads(file.driver.id)).length;
    for (const url of [
      `/api/admin/drivers/${file.driver.id}/qualification-file.pdf`,
      `/api/admin/drivers/${file.driver.id}/qualification-file/annual-review-form.pdf`,
      `/api/admin/drivers/${file.driver.id}/qualification-file/records/${file.roadTestId}/document.pdf`,
    ]) {
      expect((await get(url, member)).statusCode).toBe(403);
    }
    expect(await downloads(file.driver.id)).toHaveLength(before);
  });

  it('gives them to recruiting', async () => {
    const credentials = { email: 'recruiting.pdfs@freight.example', password: 'a long recruiting password' };
    await createTestAdmin(database.db, credentials, 'recruiting');
    const member = await signIn(app, credentials, '10.200.5.3');
    expect((await get(`/api/admin/drivers/${file.driver.id}/qualification-file.pdf`, member)).statusCode).toBe(200);
  });
});
