// Each request, application and driver keeps the language it was sent in (the page's: `?lang=`,
// the remembered cookie, then Accept-Language), and the back office, which stays English, shows it.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../tests/support/admin.js';
import { applicationFields, applicationFiles } from '../../../tests/support/driver-applications.js';
import { brokerRequest, multipart, nextClientAddress } from '../../../tests/support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../tests/support/test-app.js';
import { scratchFolder } from '../../../tests/support/test-config.js';
import type { AdminDriverApplicationPage, AdminDriverProfilePage } from '../../shared/driver-applications/admin-driver-applications.js';
import type { AdminServiceRequestPage } from '../../shared/service-requests/admin-service-requests.js';
import { todayIsoDate } from '../../shared/format.js';
import type { DatabaseHandle } from '../db/client.js';
import { driverApplications, serviceRequests } from '../db/schema.js';
import { localDiskStorage } from '../infra/storage/local-disk-storage.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = scratchFolder('record-language-');
  ({ database, app, admin } = await startTestAppWithAdmin({ storage: localDiskStorage(uploadsDir) }));
});

afterAll(async () => {
  await stopTestApp(app, database);
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function sendRequest(headers: Record<string, string>, url = '/api/service-requests'): Promise<string> {
  const response = await app.inject({ method: 'POST', url, remoteAddress: nextClientAddress(), headers, payload: brokerRequest() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ referenceId: string }>().referenceId;
}

async function requestLanguage(referenceId: string) {
  const [row] = await database.db
    .select({ language: serviceRequests.language })
    .from(serviceRequests)
    .where(eq(serviceRequests.referenceId, referenceId));
  return row?.language;
}

describe('a service request', () => {
  it("keeps the language of the page it was sent from, by the page's own rules", async () => {
    expect(await requestLanguage(await sendRequest({}))).toBe('en');
    expect(await requestLanguage(await sendRequest({ 'accept-language': 'es-MX,es;q=0.9' }))).toBe('es');
    expect(await requestLanguage(await sendRequest({ 'accept-language': 'es', cookie: 'lang=en' }))).toBe('en');
    expect(await requestLanguage(await sendRequest({ 'accept-language': 'en-US', cookie: 'lang=es' }))).toBe('es');
    expect(await requestLanguage(await sendRequest({ 'accept-language': 'en-US' }, '/api/service-requests?lang=es'))).toBe('es');
    // Anything else is English, never an error.
    expect(await requestLanguage(await sendRequest({ 'accept-language': 'fr', cookie: 'lang=xx' }))).toBe('en');
  });

  it('shows its language in the back office', async () => {
    const spanish = await sendRequest({ cookie: 'lang=es' });
    const response = await admin.request({ method: 'GET', url: `/api/admin/service-requests?search=${spanish}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminServiceRequestPage>().items.map((item) => [item.referenceId, item.language])).toEqual([[spanish, 'es']]);
  });
});

describe('a driver application, and the driver it becomes', () => {
  it('keeps its language, shown in the back office, and the hired driver keeps it too', async () => {
    const email = 'lucia.mendez@drivers.example';
    const body = await multipart(applicationFields({ email }), applicationFiles());
    const response = await app.inject({
      method: 'POST',
      url: '/api/driver-applications',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': body.contentType, 'accept-language': 'es-US,es;q=0.9,en;q=0.5' },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [application] = await database.db.select().from(driverApplications).where(eq(driverApplications.email, email));
    expect(application?.language).toBe('es');

    const list = await admin.request({ method: 'GET', url: `/api/admin/driver-applications?search=${email}` });
    expect(list.json<AdminDriverApplicationPage>().items.map((item) => item.language)).toEqual(['es']);

    const approve = await admin.request({
      method: 'PATCH',
      url: `/api/admin/driver-applications/${application!.id}/status`,
      payload: { status: 'approved' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const hire = await admin.request({
      method: 'POST',
      url: `/api/admin/driver-applications/${application!.id}/hire`,
      payload: { hireDate: todayIsoDate() },
    });
    expect(hire.statusCode, hire.body).toBe(201);
    const drivers = await admin.request({ method: 'GET', url: `/api/admin/driver-profiles?search=${email}` });
    expect(drivers.json<AdminDriverProfilePage>().items.map((driver) => [driver.email, driver.language])).toEqual([[email, 'es']]);
  });
});
