// A driver's Social Security number (issue 41), through app.inject on a real database: typed at
// hire or later, kept sealed (the column is not the number, and opens back to it with the key and
// the driver's row), audited without a digit of it, never in a log, an export or an answer whole,
// and refused (409, nothing written) when the server has no key to seal it with.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { expectNothingWritten } from '../../../../tests/support/database-digest.js';
import { insertDriver } from '../../../../tests/support/dispatch.js';
import { applicationFields, submitApplication } from '../../../../tests/support/driver-applications.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { scratchFolder, testConfig } from '../../../../tests/support/test-config.js';
import { todayIsoDate } from '../../../shared/format.js';
import { buildApp } from '../../app.js';
import { selectRows, type DatabaseHandle } from '../../db/client.js';
import { auditEvents, driverApplications, driverProfiles } from '../../db/schema.js';
import { loggerOptions } from '../../infra/log-serializers.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';
import { openField } from '../../platform/security/field-encryption.js';
import { ssnContext } from './ssn-service.js';

const KEY = randomBytes(32);
// Digits that appear nowhere else in a test run: a log line or a row holding them holds the number.
const SSN = '457-55-5462';
const DIGITS = '457555462';
const FRAGMENTS = [DIGITS, SSN, '457-55', '45755'];

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let uploadsDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  uploadsDir = scratchFolder('ssn-');
  const config = testConfig({ FIELD_ENCRYPTION_KEY: KEY.toString('base64'), LOG_LEVEL: 'trace' });
  ({ database, app } = await startTestApp({
    config,
    storage: localDiskStorage(uploadsDir),
    // The product's own log settings (serializers and all) at their most talkative, kept here.
    logger: { ...loggerOptions(config), stream: { write: (line: string) => logLines.push(line) } },
  }));
  await createTestAdmin(database.db);
  owner = await signIn(app);
});

afterAll(async () => {
  await stopTestApp(app, database);
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** Every table's rows that hold any fragment of the number, as "table: row". */
async function rowsHoldingTheNumber(): Promise<string[]> {
  const tables = await selectRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = await selectRows<{ row: string }>(database.db, sql`select t::text as row from ${sql.identifier(name)} t`);
    for (const { row } of rows) if (FRAGMENTS.some((fragment) => row.includes(fragment))) found.push(`${name}: ${row}`);
  }
  return found;
}

async function approvedApplication(email: string): Promise<number> {
  const referenceId = await submitApplication(app, applicationFields({ email }));
  const [row] = await database.db
    .select({ id: driverApplications.id })
    .from(driverApplications)
    .where(eq(driverApplications.referenceId, referenceId));
  const response = await owner.request({
    method: 'PATCH',
    url: `/api/admin/driver-applications/${row!.id}/status`,
    payload: { status: 'approved' },
  });
  expect(response.statusCode).toBe(200);
  return row!.id;
}

async function storedSsn(driverProfileId: number) {
  const [row] = await database.db
    .select({ ciphertext: driverProfiles.ssnCiphertext, last4: driverProfiles.ssnLast4 })
    .from(driverProfiles)
    .where(eq(driverProfiles.id, driverProfileId));
  return row!;
}

describe('the SSN typed at hire', () => {
  let profileId: number;

  beforeAll(async () => {
    const applicationId = await approvedApplication('ssn.hire@drivers.example');
    const response = await owner.request({
      method: 'POST',
      url: `/api/admin/driver-applications/${applicationId}/hire`,
      payload: { hireDate: todayIsoDate(), ssn: SSN },
    });
    expect(response.statusCode).toBe(201);
    // The hire's answer says who was hired, never the number.
    for (const fragment of FRAGMENTS) expect(response.body).not.toContain(fragment);
    profileId = response.json<{ id: number }>().id;
  });

  it('is stored sealed: the column is not the number, and opens back to it only as this driver’s', async () => {
    const stored = await storedSsn(profileId);
    expect(stored.last4).toBe('5462');
    expect(stored.ciphertext).toMatch(/^f1\./);
    expect(openField(KEY, stored.ciphertext!, ssnContext(profileId))).toBe(DIGITS);
    expect(() => openField(KEY, stored.ciphertext!, ssnContext(profileId + 1))).toThrow();
    expect(await rowsHoldingTheNumber()).toEqual([]);
  });

  it('is audited as recorded, with no digit of it', async () => {
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'driver_profile.ssn_recorded'));
    const event = events.find((row) => row.recordId === String(profileId));
    expect(event?.changes).toEqual({ via: { before: null, after: 'hire' }, replacedEarlier: { before: null, after: false } });
    expect(JSON.stringify(event)).not.toContain('5462');
  });

  it('never reaches the log, though the request was logged', () => {
    const log = logLines.join('');
    expect(log).toContain('/hire');
    for (const fragment of [...FRAGMENTS, '5462']) expect(log).not.toContain(fragment);
  });

  it('is in no answer about the driver: the application, the Drivers list', async () => {
    const [application] = await database.db
      .select({ id: driverProfiles.driverApplicationId })
      .from(driverProfiles)
      .where(eq(driverProfiles.id, profileId));
    for (const url of [`/api/admin/driver-applications/${application!.id}`, '/api/admin/driver-profiles?search=ssn.hire']) {
      const response = await owner.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('ssn.hire@drivers.example');
      for (const fragment of FRAGMENTS) expect(response.body).not.toContain(fragment);
    }
  });

  it('is in no export: the applications CSV has no SSN column', async () => {
    const response = await owner.request({ method: 'GET', url: '/api/admin/export/driver-applications?search=ssn.hire' });
    expect(response.statusCode).toBe(200);
    const [header] = response.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).not.toMatch(/ssn|social/i);
    expect(response.body).toContain('ssn.hire@drivers.example');
    for (const fragment of [...FRAGMENTS, '5462']) expect(response.body).not.toContain(fragment);
  });

  it('refuses a number the SSA never issues, hiring no one', async () => {
    const applicationId = await approvedApplication('ssn.bad@drivers.example');
    await expectNothingWritten(database.db, async () => {
      const response = await owner.request({
        method: 'POST',
        url: `/api/admin/driver-applications/${applicationId}/hire`,
        payload: { hireDate: todayIsoDate(), ssn: '666-12-3456' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatch(/000, 666 or 9/);
      expect(response.body).not.toContain('666-12-3456');
    });
  });
});

describe('PUT /api/admin/drivers/:id/ssn', () => {
  it('records the number, answers it masked, and replaces an earlier one (audited as such)', async () => {
    const driver = await insertDriver(database.db);
    const first = await owner.request({ method: 'PUT', url: `/api/admin/drivers/${driver.id}/ssn`, payload: { ssn: '123456789' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ssnMasked: '•••-••-6789' });
    const second = await owner.request({ method: 'PUT', url: `/api/admin/drivers/${driver.id}/ssn`, payload: { ssn: SSN } });
    expect(second.json()).toEqual({ ssnMasked: '•••-••-5462' });
    expect(second.headers['cache-control']).toMatch(/no-store/);
    const stored = await storedSsn(driver.id);
    expect(openField(KEY, stored.ciphertext!, ssnContext(driver.id))).toBe(DIGITS);
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordId, String(driver.id)));
    expect(events.filter((event) => event.action === 'driver_profile.ssn_recorded').map((event) => event.changes)).toEqual([
      { via: { before: null, after: 'qualification_file' }, replacedEarlier: { before: null, after: false } },
      { via: { before: null, after: 'qualification_file' }, replacedEarlier: { before: null, after: true } },
    ]);
  });

  it('refuses what is not a number (400), an unknown driver (404), and changes nothing', async () => {
    const driver = await insertDriver(database.db);
    await expectNothingWritten(database.db, async () => {
      for (const ssn of ['123-45-000', '900-12-3456', 12345678]) {
        const response = await owner.request({ method: 'PUT', url: `/api/admin/drivers/${driver.id}/ssn`, payload: { ssn } });
        expect(response.statusCode).toBe(400);
      }
      expect((await owner.request({ method: 'PUT', url: '/api/admin/drivers/2147483647/ssn', payload: { ssn: SSN } })).statusCode).toBe(
        404,
      );
      expect((await owner.request({ method: 'PUT', url: '/api/admin/drivers/abc/ssn', payload: { ssn: SSN } })).statusCode).toBe(400);
    });
  });

  it.each(['operations', 'accounting'] as const)('is refused to %s (403)', async (role) => {
    const driver = await insertDriver(database.db);
    const credentials = { email: `${role}.ssn@freight.example`, password: `a long ${role} password` };
    await createTestAdmin(database.db, credentials, role);
    const member = await signIn(app, credentials, role === 'operations' ? '10.200.3.1' : '10.200.3.2');
    const response = await member.request({ method: 'PUT', url: `/api/admin/drivers/${driver.id}/ssn`, payload: { ssn: SSN } });
    expect(response.statusCode).toBe(403);
    expect((await storedSsn(driver.id)).ciphertext).toBeNull();
  });
});

describe('without FIELD_ENCRYPTION_KEY', () => {
  let keyless: FastifyInstance;
  let client: AdminClient;

  beforeAll(async () => {
    keyless = await buildApp({ config: testConfig(), logger: false, database, storage: localDiskStorage(uploadsDir) });
    await keyless.ready();
    client = await signIn(keyless, undefined, '10.200.4.1');
  });

  afterAll(() => keyless.close());

  it('refuses to record a number (409, naming the variable), and stores none in the clear', async () => {
    const driver = await insertDriver(database.db);
    await expectNothingWritten(database.db, async () => {
      const response = await client.request({ method: 'PUT', url: `/api/admin/drivers/${driver.id}/ssn`, payload: { ssn: SSN } });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toMatch(/needs FIELD_ENCRYPTION_KEY/);
    });
  });

  it('refuses a hire with a number, and hires without one', async () => {
    const applicationId = await approvedApplication('ssn.keyless@drivers.example');
    const url = `/api/admin/driver-applications/${applicationId}/hire`;
    await expectNothingWritten(database.db, async () => {
      const response = await client.request({ method: 'POST', url, payload: { hireDate: todayIsoDate(), ssn: SSN } });
      expect(response.statusCode).toBe(409);
    });
    const hired = await client.request({ method: 'POST', url, payload: { hireDate: todayIsoDate(), ssn: '' } });
    expect(hired.statusCode).toBe(201);
    expect((await storedSsn(hired.json<{ id: number }>().id)).ciphertext).toBeNull();
  });
});
