// POST /api/driver-applications through app.inject, on a real database and real storage.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationFields,
  applicationFiles,
  daysFromToday,
  LICENSE_PNG,
  postApplication,
  yearsAgo,
} from '../../../../tests/support/driver-applications.js';
import {
  docBytes,
  docxBytes,
  GIF_BYTES,
  HTML_BYTES,
  jpegOfSize,
  PDF_BYTES,
  PNG_BYTES,
  ZIP_BYTES,
} from '../../../../tests/support/files.js';
import { expectNothingWritten } from '../../../../tests/support/database-digest.js';
import { nextClientAddress } from '../../../../tests/support/service-requests.js';
import { acceptedReferenceId } from '../../../../tests/support/submissions.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import { DRIVER_APPLICATION_REQUIRED_FIELDS } from '../../../shared/driver-applications/driver-application-schema.js';
import { completeHistory, employerEntry, monthsBefore } from '../../../shared/driver-applications/test-support/complete-history.js';
import { APPLICATION_HISTORY_MESSAGES } from '../../../shared/driver-applications/application-history-messages.js';
import { todayIsoDate } from '../../../shared/format.js';
import { addDays, subtractYears } from '../../../shared/calendar-date.js';
import { WORD_DOC, WORD_DOCX } from '../../../shared/uploads.js';
import type { DatabaseHandle } from '../../db/client.js';
import { driverApplications, driverApplicationStatusHistory, emailOutbox, uploads } from '../../db/schema.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let uploadsDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'driver-documents-'));
  ({ database, app } = await startTestApp({
    config: testConfig({ RECRUITING_EMAIL: 'jobs@freight.example' }),
    storage: localDiskStorage(uploadsDir),
    // Everything the server logs, to prove no document or license number ends up there.
    logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
  }));
});

afterAll(async () => {
  await stopTestApp(app, database);
  rmSync(uploadsDir, { recursive: true, force: true });
});

const SIGNATURE_PNG = { name: 'signature.png', bytes: PNG_BYTES };

type ErrorAnswer = { message: string; fieldErrors: Record<string, string> };

async function applicationCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(driverApplications);
  return row?.n ?? 0;
}

async function findApplication(referenceId: string) {
  const [row] = await database.db.select().from(driverApplications).where(eq(driverApplications.referenceId, referenceId));
  if (!row) throw new Error(`no application ${referenceId}`);
  return row;
}

function storedFiles(): string[] {
  return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every file in storage belongs to a stored upload row: refused applications left nothing. */
async function expectNoOrphanFiles(): Promise<void> {
  const rows = await database.db.select({ key: uploads.storageKey }).from(uploads);
  expect(storedFiles().sort()).toEqual(rows.map((row) => join(uploadsDir, row.key)).sort());
}

/** Posts and expects a refusal that stores nothing. */
async function expectRefused(fields: Record<string, string>, files: ReturnType<typeof applicationFiles>, status: number) {
  const before = await applicationCount();
  const response = await postApplication(app, fields, files);
  expect(response.statusCode).toBe(status);
  expect(await applicationCount()).toBe(before);
  await expectNoOrphanFiles();
  return response.json<ErrorAnswer>();
}

describe('an application with three documents', () => {
  it('is stored with every field, pending, with its documents checked by content and kept privately', async () => {
    const referenceId = acceptedReferenceId(await postApplication(app, applicationFields(), applicationFiles()));
    expect(referenceId.startsWith('DA-')).toBe(true);

    const row = await findApplication(referenceId);
    expect(row).toMatchObject({
      status: 'pending',
      firstName: 'Dana',
      phone: '(313) 555-0142',
      licenseType: 'CDL',
      cdlClass: 'A',
      licenseNumber: 'W123-456-789-012',
      yearsExperience: 8,
      // The spec's employer columns come from the most recent employer of the history.
      previousEmployer: 'Great Lakes Haulers',
      employmentStartDate: monthsBefore(todayIsoDate(), 30),
      employmentEndDate: null,
      reasonForLeaving: 'Still employed',
      medicalCardExpiration: daysFromToday(400),
      canStartDate: daysFromToday(14),
    });

    const history = await database.db
      .select()
      .from(driverApplicationStatusHistory)
      .where(eq(driverApplicationStatusHistory.driverApplicationId, row.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'pending', changedByAdminId: null }]);

    const documents = await database.db.select().from(uploads).where(eq(uploads.driverApplicationId, row.id)).orderBy(asc(uploads.purpose));
    expect(documents.map((document) => [document.purpose, document.originalName, document.contentType])).toEqual([
      ['application_signature', 'signature.png', 'image/png'],
      ['license', 'license-front.jpg', 'image/jpeg'],
      ['medical_card', 'medical-card.pdf', 'application/pdf'],
      ['resume', 'dana-whitfield-resume.docx', WORD_DOCX],
    ]);
    for (const document of documents) {
      // Under a random name in its own folder, byte for byte.
      expect(document.storageKey).toMatch(/^driver-applications\/[0-9a-f-]{36}$/);
      const stored = readFileSync(join(uploadsDir, document.storageKey));
      expect(createHash('sha256').update(stored).digest('hex')).toBe(document.sha256);
    }
  });

  it('queues a confirmation to the applicant and a notification to the recruiting inbox, without the license number', async () => {
    const response = await postApplication(app, applicationFields({ email: 'mail.test@drivers.example' }), applicationFiles());
    const { referenceId } = response.json<{ referenceId: string }>();
    const mails = (await database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).filter((mail) =>
      mail.subject.includes(referenceId),
    );
    expect(mails.map((mail) => [mail.toAddress, mail.kind])).toEqual([
      ['mail.test@drivers.example', 'driver-application-received'],
      ['jobs@freight.example', 'driver-application-notification'],
    ]);
    const [confirmation, notification] = mails;
    expect(confirmation?.textBody).toContain(`Your reference ID is ${referenceId}`);
    expect(notification?.subject).toBe(`New driver application ${referenceId}: Dana Whitfield, CDL Class A`);
    expect(notification?.textBody).toContain("Documents: Resume, Driver's License Copy, DOT Medical Card");
    for (const mail of mails) {
      expect(mail.textBody).not.toContain('W123-456-789-012');
      expect(mail.textBody).not.toContain(yearsAgo(34));
    }
  });

  it('never writes a license number, a date of birth or a file name to the log', async () => {
    await postApplication(app, applicationFields({ licenseNumber: 'LOGCHECK-77' }), applicationFiles());
    await postApplication(
      app,
      applicationFields({ licenseNumber: 'LOGCHECK-78' }),
      applicationFiles({ resumeFile: [{ name: 'secret-resume.pdf', bytes: HTML_BYTES }] }),
    );
    const log = logLines.join('');
    expect(log).toContain('/api/driver-applications');
    expect(log).not.toContain('LOGCHECK');
    expect(log).not.toContain('secret-resume');
    expect(log).not.toContain('license-front.jpg');
  });
});

describe('what an application may hold', () => {
  it('needs no medical card, and takes a resume as PDF, .doc or .docx', async () => {
    const withoutCard = {
      resumeFile: [{ name: 'resume.pdf', bytes: PDF_BYTES }],
      licenseFile: [LICENSE_PNG],
      signatureFile: [SIGNATURE_PNG],
    };
    const first = await postApplication(app, applicationFields({ medicalCardExpiration: '' }), withoutCard);
    expect(first.statusCode).toBe(201);
    expect(await findApplication(first.json<{ referenceId: string }>().referenceId)).toMatchObject({ medicalCardExpiration: null });

    for (const [name, bytes, type] of [
      ['resume.doc', docBytes(), WORD_DOC],
      ['resume.docx', docxBytes({ contentTypesLast: true }), WORD_DOCX],
    ] as const) {
      const response = await postApplication(app, applicationFields(), applicationFiles({ resumeFile: [{ name, bytes }] }));
      expect(response.statusCode).toBe(201);
      const row = await findApplication(response.json<{ referenceId: string }>().referenceId);
      const [resume] = await database.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.driverApplicationId, row.id), eq(uploads.purpose, 'resume')));
      expect(resume?.contentType).toBe(type);
    }
  });

  it('has a CDL class only for a CDL, and counts empty experience as 0 years', async () => {
    const response = await postApplication(
      app,
      applicationFields({ licenseType: 'Chauffeur', cdlClass: 'B', yearsExperience: '' }),
      applicationFiles(),
    );
    expect(response.statusCode).toBe(201);
    expect(await findApplication(response.json<{ referenceId: string }>().referenceId)).toMatchObject({
      licenseType: 'Chauffeur',
      cdlClass: null,
      yearsExperience: 0,
    });
  });

  it('accepts an applicant who turns 18 today and a license that expires tomorrow', async () => {
    const response = await postApplication(
      app,
      applicationFields({ dateOfBirth: subtractYears(todayIsoDate(), 18), licenseExpiration: addDays(todayIsoDate(), 1) }),
      applicationFiles(),
    );
    expect(response.statusCode).toBe(201);
  });

  it('ignores fields an applicant may not set, and survives __proto__', async () => {
    const response = await postApplication(
      app,
      { ...applicationFields(), status: 'approved', referenceId: 'DA-0000-0000-0000-0000', __proto__: 'x' },
      applicationFiles(),
    );
    expect(response.statusCode).toBe(201);
    const row = await findApplication(response.json<{ referenceId: string }>().referenceId);
    expect(row.status).toBe('pending');
  });
});

describe('refused applications store nothing', () => {
  it.each(DRIVER_APPLICATION_REQUIRED_FIELDS.map((field) => [field]))('%s missing is a 400 naming it', async (field) => {
    const fields = applicationFields();
    delete fields[field];
    const error = await expectRefused(fields, applicationFiles(), 400);
    expect(error.fieldErrors[field]).toBe('Required');
  });

  it('refuses an application without a resume, naming it', async () => {
    const { resumeFile: _resume, ...files } = applicationFiles();
    const error = await expectRefused(applicationFields(), files, 400);
    expect(error.fieldErrors).toEqual({ resumeFile: 'Resume is required' });
  });

  it('refuses an application without a license copy, naming it', async () => {
    const { licenseFile: _license, ...files } = applicationFiles();
    const error = await expectRefused(applicationFields(), files, 400);
    expect(error.fieldErrors).toEqual({ licenseFile: "Driver's License Copy is required" });
  });

  it('names missing files together with failing fields', async () => {
    const error = await expectRefused(applicationFields({ email: 'nope' }), {}, 400);
    expect(error.fieldErrors).toEqual({
      email: 'Invalid email',
      resumeFile: 'Resume is required',
      licenseFile: "Driver's License Copy is required",
      signatureFile: 'Sign the application on the screen',
    });
  });

  it('refuses an applicant under 18', async () => {
    const dayBefore18 = addDays(subtractYears(todayIsoDate(), 18), 2);
    const error = await expectRefused(applicationFields({ dateOfBirth: dayBefore18 }), applicationFiles(), 400);
    expect(error.fieldErrors).toEqual({ dateOfBirth: 'You must be at least 18 years old to apply' });
  });

  it('refuses an expired license, and one that expired today', async () => {
    for (const expiration of [daysFromToday(-30), daysFromToday(-1)]) {
      const error = await expectRefused(applicationFields({ licenseExpiration: expiration }), applicationFiles(), 400);
      expect(error.fieldErrors).toEqual({ licenseExpiration: 'License expiration must be in the future' });
    }
  });

  it('refuses a CDL without its class', async () => {
    const error = await expectRefused(applicationFields({ licenseType: 'CDL', cdlClass: '' }), applicationFiles(), 400);
    expect(error.fieldErrors).toEqual({ cdlClass: 'Select a CDL class' });
  });

  it('refuses experience that is not a whole number, and an employment that ends before it starts', async () => {
    const error = await expectRefused(
      applicationFields({ yearsExperience: '5.5', employmentStartDate: '2022-06', employmentEndDate: '2021-01' }),
      applicationFiles(),
      400,
    );
    expect(error.fieldErrors).toEqual({
      yearsExperience: 'Enter a whole number of years from 0 to 60',
      employmentEndDate: 'Employment end cannot be before its start',
    });
  });

  it('refuses a medical card without its expiration date', async () => {
    const error = await expectRefused(applicationFields({ medicalCardExpiration: '' }), applicationFiles(), 400);
    expect(error.fieldErrors).toEqual({ medicalCardExpiration: 'Enter the expiration date printed on your medical card' });
  });

  it.each([
    ['resumeFile', 'resume.pdf', HTML_BYTES],
    ['resumeFile', 'resume.docx', ZIP_BYTES],
    ['resumeFile', 'resume.gif', GIF_BYTES],
    ['licenseFile', 'license.jpg', HTML_BYTES],
    ['licenseFile', 'license.docx', docxBytes()],
    ['medicalCardFile', 'card.pdf', docBytes()],
  ] as const)('refuses %s %s whose content is not allowed there (415), naming the file', async (field, name, bytes) => {
    const error = await expectRefused(applicationFields(), applicationFiles({ [field]: [{ name, bytes }] }), 415);
    expect(error.message).toBe(`${name} is not a supported file type`);
  });

  it('refuses a file over 5 MB (413), naming it, and keeps no part of it', async () => {
    const error = await expectRefused(
      applicationFields(),
      applicationFiles({ licenseFile: [{ name: 'huge-license.jpg', bytes: jpegOfSize(5 * 1024 * 1024 + 1) }] }),
      413,
    );
    expect(error.message).toBe('huge-license.jpg is too large (max 5MB)');
  });

  it('accepts a file of exactly 5 MB', async () => {
    const response = await postApplication(
      app,
      applicationFields(),
      applicationFiles({ licenseFile: [{ name: 'exact.jpg', bytes: jpegOfSize(5 * 1024 * 1024) }] }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses two files for one document (413), files under another name (400) and a fourth file (413)', async () => {
    const two = await expectRefused(
      applicationFields(),
      applicationFiles({
        resumeFile: [
          { name: 'a.pdf', bytes: PDF_BYTES },
          { name: 'b.pdf', bytes: PDF_BYTES },
        ],
      }),
      413,
    );
    expect(two.message).toBe('Only one file is allowed here');
    const { medicalCardFile: _card, ...twoDocuments } = applicationFiles();
    await expectRefused(applicationFields(), { ...twoDocuments, itemPhotos: [{ name: 'a.pdf', bytes: PDF_BYTES }] }, 400);
    const four = await expectRefused(
      applicationFields(),
      { ...applicationFiles(), itemPhotos: [{ name: 'a.pdf', bytes: PDF_BYTES }] },
      413,
    );
    expect(four.message).toBe('The form has too many files.');
  });

  it('refuses JSON (415): documents come as multipart', async () => {
    const response = await expectNothingWritten(database.db, () =>
      app.inject({
        method: 'POST',
        url: '/api/driver-applications',
        remoteAddress: nextClientAddress(),
        payload: applicationFields(),
      }),
    );
    expect(response.statusCode).toBe(415);
    await expectNoOrphanFiles();
  });
});

describe('rate limit', () => {
  it('lets one client apply 10 times in 10 minutes, then answers 429', async () => {
    const client = '192.0.2.91';
    const inject = (fields: Record<string, string>) => postFrom(client, fields);
    for (let i = 0; i < 10; i++) expect((await inject({ firstName: '' })).statusCode).toBe(400);
    const response = await expectNothingWritten(database.db, () => inject(applicationFields()));
    expect(response.statusCode).toBe(429);
    await expectNoOrphanFiles();
  });
});

async function postFrom(remoteAddress: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/driver-applications',
    remoteAddress,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe('the 391.21 history (issue 41)', () => {
  const today = () => todayIsoDate();
  const withHistory = (history: unknown) => applicationFields({ history: JSON.stringify(history) });

  it('is stored whole, its lists in the order sent, with the typed name and the server time of the certification', async () => {
    const history = completeHistory(today());
    history.accidents.push({ date: `${monthsBefore(today(), 2)}-03`, nature: 'Sideswipe', fatalities: 0, injuries: 1, hazmatSpill: false });
    const before = Date.now();
    const referenceId = acceptedReferenceId(await postApplication(app, withHistory(history), applicationFiles()));
    const row = await findApplication(referenceId);
    expect(row.history).toEqual(history);
    expect(row.history?.employment.map((entry) => (entry.kind === 'employer' ? entry.name : entry.explanation))).toEqual([
      'Great Lakes Haulers',
      'Caring for a parent',
      'Motor City Freight',
    ]);
    expect(row.history?.accidents.map((accident) => accident.nature)).toEqual(['Rear-ended at a light', 'Sideswipe']);
    expect(row.signedName).toBe('Dana Whitfield');
    expect(row.certifiedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.certifiedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('keeps the drawn signature as a private upload, byte for byte', async () => {
    const referenceId = acceptedReferenceId(await postApplication(app, applicationFields(), applicationFiles()));
    const row = await findApplication(referenceId);
    const [signature] = await database.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.driverApplicationId, row.id), eq(uploads.purpose, 'application_signature')));
    expect(signature).toMatchObject({ contentType: 'image/png', originalName: 'signature.png' });
    expect(signature?.storageKey).toMatch(/^driver-applications\/[0-9a-f-]{36}$/);
    expect(readFileSync(join(uploadsDir, signature!.storageKey)).equals(PNG_BYTES)).toBe(true);
    // No public route serves it.
    const response = await app.inject({ method: 'GET', url: `/api/admin/uploads/${signature!.id}` });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an application without its signature, or with a signature that is not a PNG', async () => {
    const missing = await expectRefused(applicationFields(), applicationFiles({ signatureFile: [] }), 400);
    expect(missing.fieldErrors).toEqual({ signatureFile: 'Sign the application on the screen' });
    await expectRefused(applicationFields(), applicationFiles({ signatureFile: [{ name: 'signature.png', bytes: PDF_BYTES }] }), 415);
  });

  it('refuses a missing or unreadable history at `history`', async () => {
    const { history: _left, ...withoutHistory } = applicationFields();
    const unreadable = APPLICATION_HISTORY_MESSAGES.historyUnreadable.message;
    expect((await expectRefused(withoutHistory, applicationFiles(), 400)).fieldErrors).toEqual({ history: unreadable });
    expect((await expectRefused(applicationFields({ history: '{not json' }), applicationFiles(), 400)).fieldErrors).toEqual({
      history: unreadable,
    });
  });

  it('refuses three years of addresses with a hole, naming the months and the field', async () => {
    const history = completeHistory(today());
    history.previousAddresses = [];
    const error = await expectRefused(withHistory(history), applicationFiles(), 400);
    expect(error.fieldErrors).toEqual({
      'history.previousAddresses': `Add where you lived from ${monthsBefore(today(), 35)} to ${monthsBefore(today(), 25)}`,
    });
  });

  it('refuses an unexplained employment gap, and a CDL driver with three years only', async () => {
    const history = completeHistory(today());
    history.employment = history.employment.filter((entry) => entry.kind === 'employer');
    const gap = await expectRefused(withHistory(history), applicationFiles(), 400);
    expect(gap.fieldErrors).toEqual({
      'history.employment': `Explain the gap from ${monthsBefore(today(), 40)} to ${monthsBefore(today(), 31)}: add an employer or a gap`,
    });

    const threeYears = { ...completeHistory(today()), employment: [employerEntry(today(), { fromMonth: monthsBefore(today(), 40) })] };
    const cdl = await expectRefused(withHistory(threeYears), applicationFiles(), 400);
    expect(cdl.fieldErrors['history.employment']).toBe(
      `Explain the gap from ${monthsBefore(today(), 119)} to ${monthsBefore(today(), 41)}: add an employer or a gap`,
    );
    const nonCdl = applicationFields({ licenseType: 'Non-Commercial', cdlClass: '', history: JSON.stringify(threeYears) });
    expect((await postApplication(app, nonCdl, applicationFiles())).statusCode).toBe(201);
  });

  it('refuses field by field inside the lists, by their paths', async () => {
    const history = completeHistory(today());
    history.accidents = [];
    history.licenseDenied = { happened: true, explanation: null };
    const first = history.employment[0]!;
    if (first.kind === 'employer') first.phone = '12';
    const error = await expectRefused(withHistory(history), applicationFiles(), 400);
    expect(error.fieldErrors).toEqual({
      'history.accidents': 'List each accident in the last 3 years, or tick None',
      'history.licenseDenied.explanation': 'Explain what happened',
      'history.employment.0.phone': 'Enter a 10-digit US phone number',
    });
  });
});
