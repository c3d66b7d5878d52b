// The admin dashboard's driver-application calls through app.inject, on a real database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import type {
  AdminDriverApplicationDetail,
  AdminDriverApplicationPage,
} from '../../../shared/driver-applications/admin-driver-applications.js';
import { REFERENCE_PREFIXES } from '../../../shared/reference-id.js';
import type { DatabaseHandle } from '../../db/client.js';
import { driverApplications } from '../../db/schema.js';
import { generateReferenceId } from '../../infra/reference-ids.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

// Rows written directly, with the creation times the list order is tested by (the public form
// and the hiring steps are tested in routes.test.ts and hiring-routes.test.ts).
function application(firstName: string, lastName: string, overrides: Partial<typeof driverApplications.$inferInsert> = {}) {
  return {
    referenceId: generateReferenceId(REFERENCE_PREFIXES.driverApplication),
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@drivers.example`,
    phone: '(313) 555-0142',
    address: '1 Depot Rd',
    city: 'Dearborn',
    state: 'MI',
    zipCode: '48120',
    dateOfBirth: '1985-04-12',
    licenseType: 'CDL' as const,
    licenseNumber: 'D123-456-789',
    licenseState: 'MI',
    licenseExpiration: '2029-01-31',
    cdlClass: 'A' as const,
    yearsExperience: 7,
    ...overrides,
  };
}

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin());
  await database.db.insert(driverApplications).values([
    application('Luis', 'Ortega', { createdAt: new Date('2026-11-01T10:00:00Z') }),
    application('Dana', 'Whitfield', { createdAt: new Date('2026-11-02T10:00:00Z'), status: 'interview' }),
    application('Ana', 'Lui', {
      createdAt: new Date('2026-11-03T10:00:00Z'),
      licenseType: 'Chauffeur',
      cdlClass: null,
      additionalInfo: '=cmd|calc',
    }),
  ]);
});
afterAll(() => stopTestApp(app, database));

async function list(query = ''): Promise<AdminDriverApplicationPage> {
  const response = await admin.request({ method: 'GET', url: `/api/admin/driver-applications${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the driver applications list', () => {
  it('lists newest first with the columns of the tab', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.firstName)).toEqual(['Ana', 'Dana', 'Luis']);
    expect(page.items[1]).toMatchObject({
      status: 'interview',
      lastName: 'Whitfield',
      email: 'dana@drivers.example',
      phone: '(313) 555-0142',
      cdlClass: 'A',
      yearsExperience: 7,
      city: 'Dearborn',
      state: 'MI',
    });
  });

  it('finds part of a full name or e-mail, ignoring case, and filters by status', async () => {
    expect((await list('?search=LUI')).items.map((item) => item.firstName).sort()).toEqual(['Ana', 'Luis']);
    expect((await list(`?search=${encodeURIComponent('dana whit')}`)).items.map((item) => item.lastName)).toEqual(['Whitfield']);
    expect((await list('?status=interview')).items.map((item) => item.firstName)).toEqual(['Dana']);
    expect((await list('?status=approved')).items).toEqual([]);
  });

  it('opens one application whole, and answers 404 for an unknown one', async () => {
    const [first] = (await list('?search=luis')).items;
    const detail = (
      await admin.request({ method: 'GET', url: `/api/admin/driver-applications/${first?.id}` })
    ).json<AdminDriverApplicationDetail>();
    expect(detail).toMatchObject({ licenseNumber: 'D123-456-789', dateOfBirth: '1985-04-12', documents: [] });
    expect((await admin.request({ method: 'GET', url: '/api/admin/driver-applications/424242' })).statusCode).toBe(404);
  });

  it('exports the matching applications as CSV with formulas neutralised', async () => {
    const response = await admin.request({ method: 'GET', url: '/api/admin/export/driver-applications' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`driver-applications-${new Date().toISOString().slice(0, 10)}.csv`);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(response.body).toContain("'=cmd|calc");
  });
});
