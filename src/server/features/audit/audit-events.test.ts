// The audit log through the API, on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// each recorded action writes one event with its actor, record and before/after; a refused change
// writes none; the table refuses UPDATE, DELETE and TRUNCATE; no event holds a secret.
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, SITE_ORIGIN, signIn, TEST_ADMIN, type AdminClient } from '../../../../tests/support/admin.js';
import { insertServiceRequestRow } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';
import { findAdminByEmail } from '../../platform/staff-sessions/member-repository.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;
let adminId: number;

const WRONG_PASSWORD = 'a wrong password typed on purpose';
let sessionCookieValue: string;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
  admin = await signIn(app, TEST_ADMIN, '10.91.0.1');
  sessionCookieValue = admin.cookie.split('=')[1] ?? '';
  const row = await findAdminByEmail(database.db, TEST_ADMIN.email);
  if (!row) throw new Error('no test admin');
  adminId = row.id;
});
afterAll(() => stopTestApp(app, database));

async function events() {
  return database.db.select().from(auditEvents).orderBy(asc(auditEvents.id));
}

async function eventsAfter(work: () => Promise<unknown>) {
  const before = (await events()).length;
  await work();
  return (await events()).slice(before);
}

describe('sign-in events', () => {
  it('records a sign-in with the member, the client address and the request id', async () => {
    const [event] = (await events()).filter((row) => row.action === 'admin.sign_in');
    expect(event).toMatchObject({
      actorKind: 'member',
      actorAdminId: adminId,
      actorLabel: TEST_ADMIN.email,
      recordType: 'admin_user',
      recordId: String(adminId),
      clientAddress: '10.91.0.1',
      changes: { stage: { before: null, after: 'complete' } },
    });
    expect(event?.requestId).toBeTruthy();
  });

  it('records a wrong password and, once locked, the lockout, each on its own', async () => {
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: SITE_ORIGIN },
        remoteAddress: '10.91.0.2',
        payload: { email: 'locked-out@freight.example', password },
      });
    await createTestAdmin(database.db, { email: 'locked-out@freight.example', password: 'the right password of this one' });
    const written = await eventsAfter(async () => {
      for (let attempt = 0; attempt < 6; attempt++) await login(WRONG_PASSWORD);
    });
    expect(written.map((row) => row.action)).toEqual([...Array<string>(5).fill('admin.sign_in_failed'), 'admin.locked_out']);
    expect(written[0]).toMatchObject({ actorLabel: 'locked-out@freight.example', changes: { step: { before: null, after: 'password' } } });
  });

  it('records a failed sign-in to an unknown address without the typed address', async () => {
    const [event] = await eventsAfter(() =>
      app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: SITE_ORIGIN },
        remoteAddress: '10.91.0.3',
        payload: { email: 'nobody-here@freight.example', password: WRONG_PASSWORD },
      }),
    );
    expect(event).toMatchObject({ action: 'admin.sign_in_failed', actorAdminId: null, actorLabel: 'unknown account', recordId: 'unknown' });
  });
});

describe('service-request events', () => {
  it('records a status change with its before and after, and nothing for a request that does not exist', async () => {
    const request = await insertServiceRequestRow(database.db);
    const [event, ...more] = await eventsAfter(() =>
      admin.request({ method: 'PATCH', url: `/api/admin/service-requests/${request.id}/status`, payload: { status: 'in-progress' } }),
    );
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      action: 'service_request.status_changed',
      actorAdminId: adminId,
      recordType: 'service_request',
      recordId: String(request.id),
      changes: { status: { before: 'received', after: 'in-progress' } },
    });

    const notesOnly = await eventsAfter(() =>
      admin.request({
        method: 'PATCH',
        url: `/api/admin/service-requests/${request.id}/status`,
        payload: { status: 'in-progress', notes: 'Customer asked for a morning pickup' },
      }),
    );
    expect(notesOnly.map((row) => row.changes)).toEqual([{ notesAdded: { before: null, after: true } }]);

    const refused = await eventsAfter(async () => {
      const response = await admin.request({
        method: 'PATCH',
        url: '/api/admin/service-requests/999999/status',
        payload: { status: 'delivered' },
      });
      expect(response.statusCode).toBe(404);
    });
    expect(refused).toEqual([]);
  });

  it('records the quote and the invoice; a second invoice, refused, records nothing', async () => {
    const request = await insertServiceRequestRow(database.db);
    const quoted = await eventsAfter(() =>
      admin.request({ method: 'PATCH', url: `/api/admin/service-requests/${request.id}/quote`, payload: { quote: '450.00' } }),
    );
    expect(quoted).toMatchObject([{ action: 'service_request.quote_set', changes: { estimatedQuote: { before: null, after: '450.00' } } }]);

    const invoiced = await eventsAfter(() =>
      admin.request({ method: 'POST', url: `/api/admin/service-requests/${request.id}/invoice`, payload: { finalAmount: '475.00' } }),
    );
    expect(invoiced).toMatchObject([
      {
        action: 'service_request.invoice_sent',
        changes: { finalAmount: { before: null, after: '475.00' }, paymentLinkSent: { after: true } },
      },
    ]);

    const again = await eventsAfter(async () => {
      const response = await admin.request({
        method: 'POST',
        url: `/api/admin/service-requests/${request.id}/invoice`,
        payload: { finalAmount: '1.00' },
      });
      expect(response.statusCode).toBe(409);
    });
    expect(again).toEqual([]);
  });
});

describe('export events', () => {
  it('records which export was downloaded and its filters', async () => {
    const written = await eventsAfter(async () => {
      await admin.request({ method: 'GET', url: '/api/admin/export/service-requests?status=received&search=acme' });
      await admin.request({ method: 'GET', url: '/api/admin/analytics/export?range=7' });
    });
    expect(written).toMatchObject([
      {
        action: 'export.downloaded',
        recordType: 'export',
        recordId: 'service_requests',
        changes: { status: { after: 'received' }, search: { after: 'acme' } },
      },
      { action: 'export.downloaded', recordId: 'analytics', changes: { range: { after: '7' } } },
    ]);
    expect(written[1]?.changes['rowCount']?.after).toEqual(expect.any(Number));
  });
});

describe('sign-out', () => {
  it('records the sign-out of the session that ends', async () => {
    const other = await signIn(app, TEST_ADMIN, '10.91.0.4');
    const [event, ...more] = await eventsAfter(() =>
      other.request({ method: 'POST', url: '/api/admin/logout', remoteAddress: '10.91.0.4' }),
    );
    expect(more).toEqual([]);
    expect(event).toMatchObject({ action: 'admin.sign_out', actorAdminId: adminId, clientAddress: '10.91.0.4' });
  });
});

describe('the table is append-only', () => {
  it.each([
    ['UPDATE', sql`update audit_events set actor_label = 'someone else'`],
    ['DELETE', sql`delete from audit_events`],
    ['TRUNCATE', sql`truncate audit_events`],
  ])('refuses %s through the application connection', async (operation, statement) => {
    const before = await events();
    const refusal = await database.db.execute(statement).then(
      () => undefined,
      (error: unknown) => error,
    );
    // Drizzle wraps the database's error; the trigger's own words are its cause.
    expect(refusal instanceof Error && refusal.cause instanceof Error ? refusal.cause.message : refusal).toBe(
      `audit_events is append-only: ${operation} refused`,
    );
    expect(await events()).toEqual(before);
  });
});

describe('secrets', () => {
  it('no event holds a password, a session token or a password hash', async () => {
    const stored = JSON.stringify(await events());
    expect(stored.length).toBeGreaterThan(100);
    for (const secret of [TEST_ADMIN.password, WRONG_PASSWORD, sessionCookieValue, '$argon2']) expect(stored).not.toContain(secret);
    for (const row of await events()) {
      expect(Object.keys(row.changes).filter((field) => /password|token|secret|code|card|license/i.test(field))).toEqual([]);
    }
  });
});
