// The accessorial catalogue's routes (issue 37): who may use them, what they refuse, what they
// record in the audit log; and the customer's rate look-up (e-mail, then company, then default).
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessorialCatalogue, AccessorialRate } from '../../../../shared/invoicing/accessorial-schemas.js';
import type { StaffRole } from '../../../../shared/staff-roles.js';
import { accessorialRates, auditEvents } from '../../../db/schema.js';
import { createTestAdmin, signIn, type AdminClient } from '../../../../../tests/support/admin.js';
import { startTestAppWithAdmin, stopTestApp, type TestApp } from '../../../../../tests/support/test-app.js';
import { accessorialRateFor } from './rate-lookup.js';

let started: TestApp & { admin: AdminClient };
const members = new Map<StaffRole, AdminClient>();

beforeAll(async () => {
  started = await startTestAppWithAdmin();
  let address = 0;
  for (const role of ['operations', 'accounting', 'recruiting'] as const) {
    const credentials = { email: `${role}.acc@freight.example`, password: `a long ${role} password` };
    await createTestAdmin(started.database.db, credentials, role);
    address += 1;
    members.set(role, await signIn(started.app, credentials, `10.232.0.${address}`));
  }
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});

const member = (role: StaffRole): AdminClient => (role === 'owner' ? started.admin : (members.get(role) ?? started.admin));

async function catalogue(client: AdminClient = member('accounting')): Promise<AccessorialCatalogue> {
  const response = await client.request({ method: 'GET', url: '/api/admin/accessorials' });
  expect(response.statusCode).toBe(200);
  return response.json<AccessorialCatalogue>();
}

const addRate = (payload: object, client: AdminClient = member('accounting')) =>
  client.request({ method: 'POST', url: '/api/admin/accessorials/customer-rates', payload });

async function lastAudit(recordId: number) {
  const [event] = await started.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'accessorial_rate'), eq(auditEvents.recordId, String(recordId))))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return event;
}

const DETENTION_DEFAULT = { rate: '75', freeMinutes: 120, stepMinutes: 15, capMinutes: 480 };

beforeEach(async () => {
  // Each test starts from the seeded default for detention and no customer rates.
  await started.database.db.delete(accessorialRates).where(eq(accessorialRates.customerEmail, 'buyer@acme.example'));
  await member('owner').request({ method: 'PUT', url: '/api/admin/accessorials/defaults/detention', payload: DETENTION_DEFAULT });
});

describe('who may use the catalogue', () => {
  it('lets the owner and accounting read and change it', async () => {
    for (const role of ['owner', 'accounting'] as const) {
      expect((await member(role).request({ method: 'GET', url: '/api/admin/accessorials' })).statusCode).toBe(200);
      const change = await member(role).request({
        method: 'PUT',
        url: '/api/admin/accessorials/defaults/liftgate',
        payload: { rate: '125' },
      });
      expect(change.statusCode).toBe(200);
    }
  });

  it('refuses operations and recruiting (403), reading or changing', async () => {
    for (const role of ['operations', 'recruiting'] as const) {
      expect((await member(role).request({ method: 'GET', url: '/api/admin/accessorials' })).statusCode).toBe(403);
      expect(
        (await member(role).request({ method: 'PUT', url: '/api/admin/accessorials/defaults/liftgate', payload: { rate: '1' } }))
          .statusCode,
      ).toBe(403);
      expect((await addRate({ code: 'liftgate', customerEmail: 'x@y.example', rate: '1' }, member(role))).statusCode).toBe(403);
      expect((await member(role).request({ method: 'DELETE', url: '/api/admin/accessorials/customer-rates/1' })).statusCode).toBe(403);
    }
  });

  it('refuses a request without a session (401)', async () => {
    expect((await started.app.inject({ method: 'GET', url: '/api/admin/accessorials' })).statusCode).toBe(401);
  });
});

describe('default rates', () => {
  it('lists the seeded defaults with their units and detention terms', async () => {
    const { defaults } = await catalogue();
    expect(defaults.map((rate) => rate.code).sort()).toEqual(
      ['detention', 'extra_stop', 'inside_delivery', 'layover', 'liftgate', 'lumper', 'scale_ticket', 'truck_ordered_not_used'].sort(),
    );
    expect(defaults.find((rate) => rate.code === 'detention')).toMatchObject({
      rate: '75',
      unit: 'hours',
      freeMinutes: 120,
      stepMinutes: 15,
      capMinutes: 480,
      customerEmail: null,
      customerCompany: null,
    });
    expect(defaults.find((rate) => rate.code === 'layover')).toMatchObject({ unit: 'days', freeMinutes: null });
  });

  it("changes detention's rate and terms, and audits before and after", async () => {
    const response = await member('accounting').request({
      method: 'PUT',
      url: '/api/admin/accessorials/defaults/detention',
      payload: { rate: '85.5', freeMinutes: 90, stepMinutes: 30, capMinutes: 360 },
    });
    expect(response.statusCode).toBe(200);
    const rate = response.json<AccessorialRate>();
    expect(rate).toMatchObject({ rate: '85.5', freeMinutes: 90, stepMinutes: 30, capMinutes: 360 });
    const event = await lastAudit(rate.id);
    expect(event).toMatchObject({ action: 'accessorial_rate.changed', actorLabel: 'accounting.acc@freight.example' });
    expect(event?.changes).toMatchObject({
      accessorial: { before: null, after: 'detention' },
      rate: { before: '75', after: '85.5' },
      freeMinutes: { before: 120, after: 90 },
      stepMinutes: { before: 15, after: 30 },
      capMinutes: { before: 480, after: 360 },
    });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const put = (code: string, payload: object) =>
      member('accounting').request({ method: 'PUT', url: `/api/admin/accessorials/defaults/${code}`, payload });
    const cases: [string, object, string][] = [
      ['detention', { rate: '75' }, 'freeMinutes'],
      ['detention', { ...DETENTION_DEFAULT, stepMinutes: 7 }, 'stepMinutes'],
      ['detention', { ...DETENTION_DEFAULT, capMinutes: 100 }, 'capMinutes'],
      ['detention', { ...DETENTION_DEFAULT, freeMinutes: -1 }, 'freeMinutes'],
      ['detention', { ...DETENTION_DEFAULT, rate: '0' }, 'rate'],
      ['detention', { ...DETENTION_DEFAULT, rate: '1.23456' }, 'rate'],
      ['liftgate', { rate: '125', freeMinutes: 10 }, 'freeMinutes'],
      ['liftgate', { rate: 'abc' }, 'rate'],
    ];
    for (const [code, payload, field] of cases) {
      const response = await put(code, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      // The route's schema names the field in its message; the code-aware check in its fieldErrors.
      expect(response.json<{ message: string }>().message, JSON.stringify(payload)).toContain(field);
    }
    expect((await put('teleport', { rate: '1' })).statusCode).toBe(400);
    expect((await put('liftgate', { rate: '1', unit: 'miles' })).statusCode).toBe(400);
    expect((await catalogue()).defaults.find((rate) => rate.code === 'detention')).toMatchObject({ rate: '75', stepMinutes: 15 });
  });
});

describe("customers' rates", () => {
  it('adds one keyed by e-mail (stored lower-case), changes it, removes it, each audited', async () => {
    const added = await addRate({
      code: 'detention',
      customerEmail: ' Buyer@ACME.example ',
      rate: '60',
      freeMinutes: 60,
      stepMinutes: 15,
      capMinutes: 240,
    });
    expect(added.statusCode).toBe(201);
    const rate = added.json<AccessorialRate>();
    expect(rate).toMatchObject({ customerEmail: 'buyer@acme.example', customerCompany: null, unit: 'hours', rate: '60' });
    expect((await catalogue()).customerRates.map((row) => row.id)).toContain(rate.id);
    expect(await lastAudit(rate.id)).toMatchObject({ action: 'accessorial_rate.added' });
    expect((await lastAudit(rate.id))?.changes).toMatchObject({
      customerEmail: { after: 'buyer@acme.example' },
      rate: { before: null, after: '60' },
    });

    const changed = await member('accounting').request({
      method: 'PUT',
      url: `/api/admin/accessorials/customer-rates/${rate.id}`,
      payload: { rate: '65', freeMinutes: 60, stepMinutes: 15, capMinutes: 240 },
    });
    expect(changed.statusCode).toBe(200);
    expect((await lastAudit(rate.id))?.changes).toMatchObject({ rate: { before: '60', after: '65' } });

    const removed = await member('accounting').request({ method: 'DELETE', url: `/api/admin/accessorials/customer-rates/${rate.id}` });
    expect(removed.statusCode).toBe(204);
    expect(await lastAudit(rate.id)).toMatchObject({ action: 'accessorial_rate.removed' });
    expect((await lastAudit(rate.id))?.changes).toMatchObject({ rate: { before: '65', after: null } });
    expect((await catalogue()).customerRates.map((row) => row.id)).not.toContain(rate.id);
  });

  it('refuses a duplicate (409): the same e-mail in any case, or the same company ignoring case', async () => {
    expect((await addRate({ code: 'liftgate', customerEmail: 'buyer@acme.example', rate: '100' })).statusCode).toBe(201);
    const again = await addRate({ code: 'liftgate', customerEmail: 'BUYER@acme.example', rate: '90' });
    expect(again.statusCode).toBe(409);

    const company = await addRate({ code: 'liftgate', customerCompany: 'Acme Freight Buyers', rate: '100' });
    expect(company.statusCode).toBe(201);
    expect((await addRate({ code: 'liftgate', customerCompany: 'ACME freight buyers', rate: '90' })).statusCode).toBe(409);
    // Another accessorial for the same customer is not a duplicate.
    expect((await addRate({ code: 'inside_delivery', customerCompany: 'Acme Freight Buyers', rate: '90' })).statusCode).toBe(201);
    await started.database.db.delete(accessorialRates).where(eq(accessorialRates.customerCompany, 'Acme Freight Buyers'));
  });

  it('refuses both keys, neither key, a bad e-mail, and minutes on other accessorials (400)', async () => {
    const cases = [
      { code: 'liftgate', customerEmail: 'a@b.example', customerCompany: 'Acme', rate: '1' },
      { code: 'liftgate', rate: '1' },
      { code: 'liftgate', customerEmail: 'not an address', rate: '1' },
      { code: 'liftgate', customerCompany: '   ', rate: '1' },
      { code: 'liftgate', customerEmail: 'a@b.example', rate: '1', capMinutes: 60 },
      { code: 'detention', customerEmail: 'a@b.example', rate: '1' },
      { code: 'nope', customerEmail: 'a@b.example', rate: '1' },
      { code: 'liftgate', customerEmail: 'a@b.example', rate: '1', amount: '5' },
    ];
    for (const payload of cases) expect((await addRate(payload)).statusCode, JSON.stringify(payload)).toBe(400);
  });

  it('answers 404 for a rate that does not exist, or a default rate by id', async () => {
    const { defaults } = await catalogue();
    const liftgate = defaults.find((rate) => rate.code === 'liftgate');
    for (const id of [999_999, liftgate?.id ?? 0]) {
      const change = await member('accounting').request({
        method: 'PUT',
        url: `/api/admin/accessorials/customer-rates/${id}`,
        payload: { rate: '1' },
      });
      expect(change.statusCode).toBe(404);
      expect(
        (await member('accounting').request({ method: 'DELETE', url: `/api/admin/accessorials/customer-rates/${id}` })).statusCode,
      ).toBe(404);
    }
  });
});

describe('accessorialRateFor', () => {
  it("uses the customer's e-mail rate, else their company's, else the default", async () => {
    const db = started.database.db;
    expect(await accessorialRateFor(db, 'detention', { contactEmail: 'buyer@acme.example', contactCompany: 'Lookup Co' })).toMatchObject({
      scope: 'default',
      rate: '75',
      freeMinutes: 120,
    });
    const company = await addRate({
      code: 'detention',
      customerCompany: 'Lookup Co',
      rate: '50',
      freeMinutes: 60,
      stepMinutes: 30,
      capMinutes: 300,
    });
    expect(company.statusCode).toBe(201);
    expect(await accessorialRateFor(db, 'detention', { contactEmail: 'buyer@acme.example', contactCompany: ' lookup co ' })).toMatchObject({
      scope: 'company',
      rate: '50',
      stepMinutes: 30,
    });
    const email = await addRate({
      code: 'detention',
      customerEmail: 'buyer@acme.example',
      rate: '40',
      freeMinutes: 0,
      stepMinutes: 15,
      capMinutes: 120,
    });
    expect(email.statusCode).toBe(201);
    expect(await accessorialRateFor(db, 'detention', { contactEmail: 'Buyer@Acme.example', contactCompany: 'Lookup Co' })).toMatchObject({
      scope: 'email',
      rate: '40',
      freeMinutes: 0,
    });
    expect(await accessorialRateFor(db, 'detention', { contactEmail: 'someone@else.example', contactCompany: null })).toMatchObject({
      scope: 'default',
    });
    await db.delete(accessorialRates).where(eq(accessorialRates.customerCompany, 'Lookup Co'));
  });
});
