// The audit log of people: a driver application's status changes, the hire, its documents'
// downloads and the applications export, each with its record and before/after; a refused
// change writes nothing; nothing an applicant sent in confidence (licence number, documents)
// reaches an event.
import { rmSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import { applicationFields, submitApplication } from '../../../../tests/support/driver-applications.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { scratchFolder } from '../../../../tests/support/test-config.js';
import type { HiredProfile } from '../../../shared/driver-applications/admin-driver-applications.js';
import { todayIsoDate } from '../../../shared/format.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, driverApplications, uploads } from '../../db/schema.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';

const LICENSE_NUMBER = 'W123-456-789-012';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = scratchFolder('audit-people-');
  ({ database, app, admin } = await startTestAppWithAdmin({ storage: localDiskStorage(uploadsDir) }));
});
afterAll(async () => {
  await stopTestApp(app, database);
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function eventsAfter(work: () => Promise<unknown>) {
  const before = await database.db.select({ id: auditEvents.id }).from(auditEvents);
  await work();
  const after = await database.db.select().from(auditEvents).orderBy(asc(auditEvents.id));
  return after.slice(before.length);
}

async function newApplication(email: string): Promise<number> {
  const referenceId = await submitApplication(app, applicationFields({ email, licenseNumber: LICENSE_NUMBER }));
  const [row] = await database.db
    .select({ id: driverApplications.id })
    .from(driverApplications)
    .where(eq(driverApplications.referenceId, referenceId));
  if (!row) throw new Error(`no application ${referenceId}`);
  return row.id;
}

const setStatus = (id: number, status: string, notes?: string) =>
  admin.request({ method: 'PATCH', url: `/api/admin/driver-applications/${id}/status`, payload: { status, notes } });

describe('driver-application events', () => {
  it('records status changes and the hire; a status change after the hire is refused and records nothing', async () => {
    const id = await newApplication('audit.hire@drivers.example');
    const notes = 'Called the previous employer: glowing reference';
    const reviewed = await eventsAfter(async () => {
      expect((await setStatus(id, 'approved', notes)).statusCode).toBe(200);
    });
    expect(reviewed).toMatchObject([
      {
        action: 'driver_application.status_changed',
        actorKind: 'member',
        recordType: 'driver_application',
        recordId: String(id),
        changes: { status: { before: 'pending', after: 'approved' }, notesAdded: { before: null, after: true } },
      },
    ]);
    expect(JSON.stringify(reviewed)).not.toContain(notes);

    let profileId = '';
    const hired = await eventsAfter(async () => {
      const response = await admin.request({
        method: 'POST',
        url: `/api/admin/driver-applications/${id}/hire`,
        payload: { hireDate: todayIsoDate() },
      });
      expect(response.statusCode).toBe(201);
      profileId = response.json<HiredProfile>().profileId;
    });
    expect(hired).toMatchObject([
      {
        action: 'driver_application.hired',
        recordId: String(id),
        changes: { driverProfileId: { after: profileId }, hireDate: { after: todayIsoDate() } },
      },
    ]);

    const refused = await eventsAfter(async () => expect((await setStatus(id, 'rejected')).statusCode).toBe(409));
    expect(refused).toEqual([]);
  });

  it('records a document download naming the upload, and the export with its filters', async () => {
    const id = await newApplication('audit.download@drivers.example');
    const [document] = await database.db.select().from(uploads).where(eq(uploads.driverApplicationId, id));
    if (!document) throw new Error('no document');
    const written = await eventsAfter(async () => {
      expect((await admin.request({ method: 'GET', url: `/api/admin/uploads/${document.id}` })).statusCode).toBe(200);
      expect((await admin.request({ method: 'GET', url: '/api/admin/export/driver-applications?status=pending' })).statusCode).toBe(200);
    });
    expect(written).toMatchObject([
      {
        action: 'document.downloaded',
        recordType: 'upload',
        recordId: document.id,
        changes: { purpose: { after: document.purpose }, driverApplicationId: { after: id } },
      },
      { action: 'export.downloaded', recordId: 'driver_applications', changes: { status: { after: 'pending' } } },
    ]);
  });

  it('records no download of a file that does not exist', async () => {
    const refused = await eventsAfter(async () => {
      const response = await admin.request({ method: 'GET', url: '/api/admin/uploads/00000000-0000-4000-8000-000000000000' });
      expect(response.statusCode).toBe(404);
    });
    expect(refused).toEqual([]);
  });

  it('no event holds a licence number, in whole or in part beyond its last four', async () => {
    const stored = JSON.stringify(await database.db.select().from(auditEvents));
    expect(stored).toContain('driver_application.hired');
    expect(stored).not.toContain(LICENSE_NUMBER);
    expect(stored).not.toContain(LICENSE_NUMBER.slice(0, -4));
  });
});
