// The Audit log tab's API: filters, keyset pages without gaps or repeats (ties in time included,
// down to the microsecond), bad cursors and dates as 400s, and the owner alone may read it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import {
  AUDIT_MESSAGES,
  type AuditAction,
  type AuditActorKind,
  type AuditLogPage,
  type AuditRecordType,
} from '../../../shared/audit/audit.js';
import { ROLE_FORBIDDEN_MESSAGE, type StaffRole } from '../../../shared/staff-roles.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';
import { encodeAuditCursor } from './audit-log-cursor.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;

interface SeedEvent {
  /** Written as PostgreSQL reads it, so microseconds survive. */
  at: string;
  actorAdminId?: number | null;
  actorKind?: AuditActorKind;
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: string;
}

async function insertEvents(events: SeedEvent[]): Promise<number[]> {
  const rows = await database.db
    .insert(auditEvents)
    .values(
      events.map((event) => ({
        occurredAt: sql`${event.at}::timestamptz`,
        actorKind: event.actorKind ?? 'member',
        actorAdminId: event.actorAdminId === undefined ? 9001 : event.actorAdminId,
        actorLabel: event.actorKind && event.actorKind !== 'member' ? event.actorKind : 'seed@freight.example',
        action: event.action,
        recordType: event.recordType,
        recordId: event.recordId,
      })),
    )
    .returning({ id: auditEvents.id });
  return rows.map((row) => row.id);
}

async function page(query: string, client = owner): Promise<AuditLogPage> {
  const response = await client.request({ method: 'GET', url: `/api/admin/audit-events?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogPage>();
}

/** Every page of `query`, `limit` at a time, following the cursors to the end. */
async function walk(query: string, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let before: string | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const cursor: string = before === null ? '' : `&before=${before}`;
    const result = await page(`${query}&limit=${limit}${cursor}`);
    expect(result.items.length).toBeLessThanOrEqual(limit);
    ids.push(...result.items.map((item) => item.id));
    if (result.nextCursor === null) return ids;
    expect(result.items).toHaveLength(limit);
    before = result.nextCursor;
  }
  throw new Error('the cursors never ended');
}

/** What the database says the order is: newest first, the id breaking ties. */
async function idsNewestFirst(where = sql`true`): Promise<number[]> {
  const rows = await database.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(where)
    .orderBy(sql`${auditEvents.occurredAt} desc, ${auditEvents.id} desc`);
  return rows.map((row) => row.id);
}

let sameMoment: number[];
let microseconds: number[];

beforeAll(async () => {
  ({ database, app, admin: owner } = await startTestAppWithAdmin());
  // Thirty events in one instant: only the id orders them.
  sameMoment = await insertEvents(
    Array.from({ length: 30 }, (_, index) => ({
      at: '2021-03-10T12:00:00Z',
      action: 'service_request.status_changed' as const,
      recordType: 'service_request' as const,
      recordId: String(index + 1),
    })),
  );
  // Microseconds apart in the same millisecond, written so the id order is the reverse of time's.
  microseconds = await insertEvents(
    ['.000003', '.000002', '.000001'].map((fraction) => ({
      at: `2021-03-11T08:00:00${fraction}Z`,
      actorAdminId: 9003,
      action: 'service_request.quote_set' as const,
      recordType: 'service_request' as const,
      recordId: '7',
    })),
  );
  await insertEvents([
    {
      at: '2021-04-30T23:59:59.999Z',
      actorKind: 'customer',
      actorAdminId: null,
      action: 'payment.reported',
      recordType: 'payment',
      recordId: 'p-1',
    },
    {
      at: '2021-05-01T00:00:00Z',
      actorKind: 'system',
      actorAdminId: null,
      action: 'admin.session_ended',
      recordType: 'admin_user',
      recordId: '9001',
    },
    { at: '2021-05-01T09:00:00Z', actorAdminId: 9002, action: 'payment.confirmed', recordType: 'payment', recordId: 'p-1' },
    { at: '2021-05-02T23:59:59.999Z', actorAdminId: 9002, action: 'payment.refunded', recordType: 'payment', recordId: 'p-1' },
    { at: '2021-05-03T00:00:00Z', actorAdminId: 9002, action: 'payment.refunded', recordType: 'payment', recordId: 'p-2' },
    // The same id in another record type: a filter by id alone finds both.
    {
      at: '2021-05-04T10:00:00Z',
      actorAdminId: 9002,
      action: 'driver_application.status_changed',
      recordType: 'driver_application',
      recordId: '7',
    },
  ]);
});
afterAll(() => stopTestApp(app, database));

const actionsOf = (result: AuditLogPage) => result.items.map((item) => item.action);

describe('GET /api/admin/audit-events', () => {
  it('answers the newest events first in the API shape, fifty to a page unless asked', async () => {
    const expected = await idsNewestFirst();
    expect(expected.length).toBeGreaterThan(20);
    expect((await page('')).items.map((item) => item.id)).toEqual(expected.slice(0, 50));
    const result = await page('limit=20');
    expect(result.items.map((item) => item.id)).toEqual(expected.slice(0, 20));
    expect(result.nextCursor).toEqual(expect.any(String));
    // The test admin's own sign-in is the newest event.
    expect(result.items[0]).toMatchObject({
      action: 'admin.sign_in',
      actorKind: 'member',
      recordType: 'admin_user',
    });
    expect(typeof result.items[0]?.changes).toBe('object');
    expect(result.items[0]?.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('walks every event exactly once across pages, ties in time ordered by id', async () => {
    for (const limit of [1, 7, 50, 200]) {
      expect(await walk('', limit)).toEqual(await idsNewestFirst());
    }
    // The thirty of one instant come newest id first.
    const walked = await walk('action=service_request.status_changed', 4);
    expect(walked).toEqual([...sameMoment].reverse());
  });

  it('pages by the microsecond: a page boundary inside one millisecond skips and repeats nothing', async () => {
    expect(await walk('actorAdminId=9003', 1)).toEqual([...microseconds]);
  });

  it('filters by member, kind, action, record, record type and day, alone and together', async () => {
    expect(actionsOf(await page('actorAdminId=9002'))).toEqual([
      'driver_application.status_changed',
      'payment.refunded',
      'payment.refunded',
      'payment.confirmed',
    ]);
    // (Within the seeded years: creating the test's accounts records system events of today.)
    expect(actionsOf(await page('actorKind=customer&to=2021-12-31'))).toEqual(['payment.reported']);
    expect(actionsOf(await page('actorKind=system&to=2021-12-31'))).toEqual(['admin.session_ended']);
    expect((await page('action=payment.refunded')).items.map((item) => item.recordId)).toEqual(['p-2', 'p-1']);
    expect(actionsOf(await page('recordType=payment&recordId=p-1'))).toEqual(['payment.refunded', 'payment.confirmed', 'payment.reported']);
    expect((await page('recordType=driver_application')).items.map((item) => item.recordId)).toEqual(['7']);
    // An id alone matches it in every record type.
    expect((await page('recordId=7')).items.map((item) => `${item.recordType}:${item.action}`)).toEqual([
      'driver_application:driver_application.status_changed',
      'service_request:service_request.quote_set',
      'service_request:service_request.quote_set',
      'service_request:service_request.quote_set',
      'service_request:service_request.status_changed',
    ]);
    // UTC days, both ends included: from 00:00:00 of `from` to 23:59:59.999... of `to`.
    expect(actionsOf(await page('from=2021-05-01&to=2021-05-02'))).toEqual([
      'payment.refunded',
      'payment.confirmed',
      'admin.session_ended',
    ]);
    expect(actionsOf(await page('to=2021-04-30&from=2021-04-30'))).toEqual(['payment.reported']);
    expect(actionsOf(await page('actorAdminId=9002&action=payment.refunded&from=2021-05-02&to=2021-05-02'))).toEqual(['payment.refunded']);
    expect((await page('actorAdminId=9002&recordType=payment&recordId=p-2&action=payment.refunded')).items).toHaveLength(1);
    expect(await page('from=2021-05-03&to=2021-05-01')).toEqual({ items: [], nextCursor: null });
  });

  it('pages a filtered list without gaps either', async () => {
    const walked = await walk('from=2021-03-10&to=2021-05-03', 3);
    expect(walked).toEqual(await idsNewestFirst(sql`occurred_at >= '2021-03-10Z' and occurred_at < '2021-05-04Z'`));
    expect(walked).toHaveLength(38);
  });

  it('refuses a cursor it did not give with a 400 that says to start again', async () => {
    const refused = [
      'not a cursor!',
      Buffer.from('hello').toString('base64url'),
      Buffer.from('2021-03-10T12:00:00Z|abc').toString('base64url'),
      Buffer.from('2021-03-10T12:00:00Z|1|2').toString('base64url'),
      Buffer.from('2021-02-30T12:00:00Z|1').toString('base64url'),
      Buffer.from('0000-01-01T00:00:00Z|1').toString('base64url'),
      Buffer.from('2021-03-10T12:00:00Z|99999999999999999999').toString('base64url'),
      Buffer.from('2021-03-10 12:00:00|1').toString('base64url'),
      encodeAuditCursor({ occurredAt: '2021-03-10T12:00:00.1234567Z', id: 1 }),
      'x'.repeat(101),
    ];
    for (const before of refused) {
      const response = await owner.request({ method: 'GET', url: `/api/admin/audit-events?before=${encodeURIComponent(before)}` });
      expect(response.statusCode, before).toBe(400);
      if (before.length <= 100) expect(response.json<{ message: string }>().message).toBe(AUDIT_MESSAGES.badCursor);
    }
  });

  it('refuses impossible days, limits and filter values with a 400', async () => {
    for (const query of [
      'from=2021-02-30',
      'to=2021-13-01',
      'from=0000-01-01',
      'from=1969-12-31',
      'to=yesterday',
      'from=2021-05-01T00:00:00Z',
      'limit=0',
      'limit=201',
      'actorKind=robot',
      'action=payment.stolen',
      'recordType=invoice',
      'actorAdminId=-1',
      'actorAdminId=abc',
      // Past PostgreSQL's integer: no member has such an id, and the database would refuse it.
      'actorAdminId=2147483648',
    ]) {
      const response = await owner.request({ method: 'GET', url: `/api/admin/audit-events?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    // The export takes the same filters: a refused one is a 400 before any CSV (or its record) is written.
    const exported = await owner.request({ method: 'GET', url: '/api/admin/audit-events/export?actorAdminId=2147483648' });
    expect(exported.statusCode).toBe(400);
  });

  it('is the owner’s alone: every other role is refused, list and export', async () => {
    const roles: StaffRole[] = ['operations', 'accounting', 'recruiting'];
    for (const [index, role] of roles.entries()) {
      const member = { email: `${role}@freight.example`, password: 'a long enough test password' };
      await createTestAdmin(database.db, member, role);
      const client = await signIn(app, member, `10.200.1.${index + 1}`);
      for (const url of ['/api/admin/audit-events', '/api/admin/audit-events/export']) {
        const response = await client.request({ method: 'GET', url });
        expect(response.statusCode, `${role} ${url}`).toBe(403);
        expect(response.json<{ message: string }>().message).toBe(ROLE_FORBIDDEN_MESSAGE);
      }
    }
  });

  it('asks for a session first', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit-events' })).statusCode).toBe(401);
  });
});
