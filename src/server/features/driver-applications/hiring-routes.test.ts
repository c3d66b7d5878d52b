// The hiring workflow through app.inject, on a real database and real storage: an application
// arrives through the public form, an admin reviews it, moves it through the statuses and hires
// the applicant; the Drivers list shows who needs a new license or medical card soon. The
// documents reach no one but a signed-in admin.
import { rmSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN, type AdminClient } from '../../../../tests/support/admin.js';
import { expectNothingWritten } from '../../../../tests/support/database-digest.js';
import { applicationFields, daysFromToday, submitApplication } from '../../../../tests/support/driver-applications.js';
import { docxBytes, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../../../../tests/support/files.js';
import { completeHistory } from '../../../shared/driver-applications/test-support/complete-history.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { scratchFolder } from '../../../../tests/support/test-config.js';
import type {
  AdminDriverApplicationDetail,
  AdminDriverProfilePage,
  HiredProfile,
} from '../../../shared/driver-applications/admin-driver-applications.js';
import { todayIsoDate } from '../../../shared/format.js';
import { WORD_DOCX } from '../../../shared/uploads.js';
import type { DatabaseHandle } from '../../db/client.js';
import { driverApplications, driverProfiles, emailOutbox, uploads } from '../../db/schema.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = scratchFolder('hiring-');
  ({ database, app, admin } = await startTestAppWithAdmin({ storage: localDiskStorage(uploadsDir) }));
});

afterAll(async () => {
  await stopTestApp(app, database);
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function applicationId(referenceId: string): Promise<number> {
  const [row] = await database.db
    .select({ id: driverApplications.id })
    .from(driverApplications)
    .where(eq(driverApplications.referenceId, referenceId));
  if (!row) throw new Error(`no application ${referenceId}`);
  return row.id;
}

async function detail(id: number): Promise<AdminDriverApplicationDetail> {
  const response = await admin.request({ method: 'GET', url: `/api/admin/driver-applications/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function moveTo(id: number, status: string, notes?: string) {
  return admin.request({ method: 'PATCH', url: `/api/admin/driver-applications/${id}/status`, payload: { status, notes } });
}

function hire(id: number, body: Record<string, string> = { hireDate: todayIsoDate() }) {
  return admin.request({ method: 'POST', url: `/api/admin/driver-applications/${id}/hire`, payload: body });
}

async function mailsTo(address: string) {
  const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(asc(emailOutbox.id));
  return rows.map((row) => row.kind);
}

/** An application through the public form, moved to approved by the admin. */
async function approvedApplication(overrides: Record<string, string>): Promise<number> {
  const id = await applicationId(await submitApplication(app, applicationFields(overrides)));
  expect((await moveTo(id, 'approved')).statusCode).toBe(200);
  return id;
}

describe('reviewing an application', () => {
  it('opens the whole application with its documents, its signature, its status history and its 391.21 history', async () => {
    const id = await applicationId(await submitApplication(app, applicationFields({ email: 'review@drivers.example' })));
    const application = await detail(id);
    expect(application).toMatchObject({
      status: 'pending',
      licenseNumber: 'W123-456-789-012',
      endorsements: 'Tanker, HazMat',
      medicalCardExpiration: daysFromToday(400),
      profile: null,
      history: [{ fromStatus: null, toStatus: 'pending', changedBy: null, notes: null }],
      applicantHistory: completeHistory(todayIsoDate()),
      signedName: 'Dana Whitfield',
    });
    expect(Date.parse(application.certifiedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(application.documents.map((document) => [document.purpose, document.originalName, document.contentType]).sort()).toEqual([
      ['application_signature', 'signature.png', 'image/png'],
      ['license', 'license-front.jpg', 'image/jpeg'],
      ['medical_card', 'medical-card.pdf', 'application/pdf'],
      ['resume', 'dana-whitfield-resume.docx', WORD_DOCX],
    ]);
  });

  it('downloads each document, byte for byte, as an attachment for a signed-in admin', async () => {
    const id = await applicationId(await submitApplication(app));
    const expected: Record<string, Buffer> = {
      resume: docxBytes(),
      license: JPEG_BYTES,
      medical_card: PDF_BYTES,
      application_signature: PNG_BYTES,
    };
    const { documents } = await detail(id);
    expect(documents.map((document) => document.purpose).sort()).toEqual(['application_signature', 'license', 'medical_card', 'resume']);
    for (const document of documents) {
      const response = await admin.request({ method: 'GET', url: `/api/admin/uploads/${document.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(expected[document.purpose] ?? Buffer.alloc(0))).toBe(true);
      expect(response.headers['content-type']).toContain(document.contentType);
      expect(response.headers['content-disposition']).toMatch(/^attachment; /);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('documents are never public', () => {
  it('refuses every document without a session, with a made-up one and with a signed-out one (401)', async () => {
    const referenceId = await submitApplication(app);
    const id = await applicationId(referenceId);
    const documents = await database.db.select().from(uploads).where(eq(uploads.driverApplicationId, id));
    expect(documents).toHaveLength(4);
    const signedOut = await signIn(app);
    await signedOut.request({ method: 'POST', url: '/api/admin/logout' });
    for (const cookie of [undefined, `admin_session=${'A'.repeat(43)}`, signedOut.cookie]) {
      for (const document of documents) {
        const response = await app.inject({ method: 'GET', url: `/api/admin/uploads/${document.id}`, headers: cookie ? { cookie } : {} });
        expect(response.statusCode).toBe(401);
        expect(response.rawPayload.includes(Buffer.from('Whitfield'))).toBe(false);
      }
      const application = await app.inject({
        method: 'GET',
        url: `/api/admin/driver-applications/${id}`,
        headers: cookie ? { cookie } : {},
      });
      expect(application.statusCode).toBe(401);
    }
  });

  it('has no public address for a document, its storage key or its application', async () => {
    const referenceId = await submitApplication(app);
    const id = await applicationId(referenceId);
    const [document] = await database.db.select().from(uploads).where(eq(uploads.driverApplicationId, id));
    for (const url of [
      `/${document?.storageKey}`,
      `/uploads/${document?.storageKey}`,
      `/data/uploads/${document?.storageKey}`,
      `/api/uploads/${document?.id}`,
      `/api/driver-applications/${referenceId}`,
      `/api/driver-applications/${id}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe('moving an application through the hiring steps', () => {
  it('records each change with who, when and the notes, and e-mails the applicant where it concerns them', async () => {
    const email = 'steps@drivers.example';
    const id = await applicationId(await submitApplication(app, applicationFields({ email })));

    expect((await moveTo(id, 'reviewing', 'Called previous employer')).json()).toMatchObject({ status: 'reviewing' });
    await moveTo(id, 'interview', 'Interview Tuesday 10:00');
    // The same status again only adds a note; back to pending is internal bookkeeping.
    await moveTo(id, 'interview', 'Moved to Wednesday');
    await moveTo(id, 'pending');
    await moveTo(id, 'rejected');
    await moveTo(id, 'approved', 'Second look: approved');

    const { history } = await detail(id);
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.notes, entry.changedBy])).toEqual([
      [null, 'pending', null, null],
      ['pending', 'reviewing', 'Called previous employer', TEST_ADMIN.email],
      ['reviewing', 'interview', 'Interview Tuesday 10:00', TEST_ADMIN.email],
      ['interview', 'interview', 'Moved to Wednesday', TEST_ADMIN.email],
      ['interview', 'pending', null, TEST_ADMIN.email],
      ['pending', 'rejected', null, TEST_ADMIN.email],
      ['rejected', 'approved', 'Second look: approved', TEST_ADMIN.email],
    ]);
    for (const entry of history) expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);

    expect(await mailsTo(email)).toEqual([
      'driver-application-received',
      'driver-application-reviewing',
      'driver-application-interview',
      'driver-application-rejected',
      'driver-application-approved',
    ]);
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    for (const mail of mails) {
      expect(mail.textBody).not.toContain('Interview Tuesday');
      expect(mail.textBody).not.toContain('Second look');
    }
  });

  it('refuses an unknown status (400), an unknown application (404) and a cross-site change (403)', async () => {
    const id = await applicationId(await submitApplication(app));
    const before = await detail(id);
    // The admin's own session row notes each call; nothing else may change.
    await expectNothingWritten(
      database.db,
      async () => {
        expect((await moveTo(id, 'hired')).statusCode).toBe(400);
        expect((await moveTo(424242, 'approved')).statusCode).toBe(404);
        const crossSite = await admin.request({
          method: 'PATCH',
          url: `/api/admin/driver-applications/${id}/status`,
          headers: { origin: 'https://evil.example' },
          payload: { status: 'approved' },
        });
        expect(crossSite.statusCode).toBe(403);
      },
      ['admin_sessions'],
    );
    expect(await detail(id)).toEqual(before);
    expect(before.status).toBe('pending');
  });
});

describe('hiring', () => {
  it('hires only an approved applicant (409 before), once, creating an active driver profile the application shows', async () => {
    const email = 'hire.me@drivers.example';
    const id = await applicationId(await submitApplication(app, applicationFields({ email })));
    const early = await hire(id);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toContain('Only an approved application can be hired');

    await moveTo(id, 'approved');
    const response = await hire(id, { hireDate: daysFromToday(7), medicalCardExpiration: daysFromToday(390) });
    expect(response.statusCode).toBe(201);
    const profile = response.json<HiredProfile>();
    expect(profile).toMatchObject({ status: 'active', hireDate: daysFromToday(7), hiredBy: TEST_ADMIN.email });
    expect(profile.profileId).toMatch(/^DRV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect((await detail(id)).profile).toEqual(profile);

    const [row] = await database.db.select().from(driverProfiles).where(eq(driverProfiles.profileId, profile.profileId));
    const documents = await database.db.select().from(uploads).where(eq(uploads.driverApplicationId, id));
    const byPurpose = new Map(documents.map((document) => [document.purpose, document.id]));
    expect(row).toMatchObject({
      driverApplicationId: id,
      firstName: 'Dana',
      licenseNumber: 'W123-456-789-012',
      licenseExpiration: daysFromToday(700),
      medicalCardExpiration: daysFromToday(390),
      cdlClass: 'A',
      yearsExperience: 8,
      resumeUploadId: byPurpose.get('resume'),
      licenseUploadId: byPurpose.get('license'),
      medicalCardUploadId: byPurpose.get('medical_card'),
    });
    expect(await mailsTo(email)).toContain('driver-hired');

    const again = await hire(id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain(profile.profileId);
    // The hired applicant's application is closed; a note can still be added.
    expect((await moveTo(id, 'rejected')).statusCode).toBe(409);
    expect((await moveTo(id, 'approved', 'Starts Monday')).statusCode).toBe(200);
  });

  it('keeps the medical card date from the application when the admin gives none, and refuses odd hire dates', async () => {
    const id = await approvedApplication({ email: 'keeps-date@drivers.example' });
    expect((await hire(id, { hireDate: daysFromToday(400) })).statusCode).toBe(400);
    expect((await hire(id, { hireDate: 'soon' })).statusCode).toBe(400);
    const response = await hire(id, { hireDate: todayIsoDate() });
    expect(response.statusCode).toBe(201);
    const [row] = await database.db.select().from(driverProfiles).where(eq(driverProfiles.driverApplicationId, id));
    expect(row?.medicalCardExpiration).toBe(daysFromToday(400));
  });

  it('makes exactly one profile when two admins hire at once', async () => {
    const id = await approvedApplication({ email: 'race@drivers.example' });
    const answers = await Promise.all([hire(id), hire(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await database.db.select().from(driverProfiles).where(eq(driverProfiles.driverApplicationId, id))).toHaveLength(1);
  });
});

describe('the Drivers list', () => {
  let soonest: string;
  let cardSoon: string;
  let later: string;

  beforeAll(async () => {
    await database.db.delete(driverProfiles);
    const hireOne = async (overrides: Record<string, string>) => {
      const id = await approvedApplication(overrides);
      return (await hire(id)).json<HiredProfile>().profileId;
    };
    soonest = await hireOne({
      firstName: 'Soonest',
      email: 'soonest@drivers.example',
      licenseExpiration: daysFromToday(20),
      medicalCardExpiration: daysFromToday(300),
    });
    cardSoon = await hireOne({
      firstName: 'Cardsoon',
      email: 'cardsoon@drivers.example',
      licenseExpiration: daysFromToday(500),
      medicalCardExpiration: daysFromToday(45),
    });
    later = await hireOne({
      firstName: 'Later',
      email: 'later@drivers.example',
      licenseExpiration: daysFromToday(600),
      medicalCardExpiration: daysFromToday(200),
    });
  });

  async function drivers(query = ''): Promise<AdminDriverProfilePage> {
    const response = await admin.request({ method: 'GET', url: `/api/admin/driver-profiles${query}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('lists every driver with both expiry dates, the soonest expiry first', async () => {
    const page = await drivers();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.profileId)).toEqual([soonest, cardSoon, later]);
    expect(page.items[1]).toMatchObject({
      firstName: 'Cardsoon',
      status: 'active',
      licenseType: 'CDL',
      cdlClass: 'A',
      licenseExpiration: daysFromToday(500),
      medicalCardExpiration: daysFromToday(45),
      hireDate: todayIsoDate(),
    });
    expect(page.items[1]?.applicationReferenceId).toMatch(/^DA-/);
  });

  it('keeps only the drivers whose license or medical card expires within 30 or 60 days, or has expired', async () => {
    expect((await drivers('?expiring=30')).items.map((item) => item.profileId)).toEqual([soonest]);
    expect((await drivers('?expiring=60')).items.map((item) => item.profileId)).toEqual([soonest, cardSoon]);
    await database.db
      .update(driverProfiles)
      .set({ medicalCardExpiration: daysFromToday(-3) })
      .where(eq(driverProfiles.profileId, later));
    expect((await drivers('?expiring=30')).items.map((item) => item.profileId)).toEqual([later, soonest]);
  });

  it('finds a driver by part of the name or the profile ID, and refuses an unknown window', async () => {
    expect((await drivers('?search=cardso')).items.map((item) => item.profileId)).toEqual([cardSoon]);
    expect((await drivers(`?search=${soonest.slice(4, 8)}`)).items.map((item) => item.profileId)).toContain(soonest);
    const response = await admin.request({ method: 'GET', url: '/api/admin/driver-profiles?expiring=90' });
    expect(response.statusCode).toBe(400);
  });
});
