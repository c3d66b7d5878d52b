// The Audit log's CSV export: its columns, the filters of the list, no cell a spreadsheet would
// run as a formula (in any separator's locale), and the download recorded in the log itself.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../../../tests/support/admin.js';
import { formulaCells, parseCsv } from '../../../../tests/support/csv.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';
import { changesText } from './audit-log-csv.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;

const HEADERS = [
  'Occurred at (UTC)',
  'Actor',
  'Actor kind',
  'Action',
  'Action name',
  'Record type',
  'Record id',
  'Changes',
  'Client address',
  'Request id',
];

beforeAll(async () => {
  ({ database, app, admin: owner } = await startTestAppWithAdmin());
  await database.db.insert(auditEvents).values([
    {
      occurredAt: new Date('2021-06-01T10:00:00.250Z'),
      actorKind: 'member',
      actorAdminId: 4242,
      actorLabel: 'dispatch@freight.example',
      action: 'service_request.status_changed',
      recordType: 'service_request',
      recordId: '12',
      changes: { status: { before: 'received', after: 'in-transit' }, notesAdded: { before: null, after: true } },
      clientAddress: '203.0.113.9',
      requestId: 'req-1',
    },
    {
      // Text a member typed reaches the log through an export's filters: it must stay text.
      occurredAt: new Date('2021-06-02T10:00:00Z'),
      actorKind: 'member',
      actorAdminId: 4242,
      actorLabel: '=HYPERLINK("http://evil.example")@freight.example',
      action: 'export.downloaded',
      recordType: 'export',
      recordId: '@SUM(1+1)',
      changes: { search: { before: null, after: '=cmd|calc' }, note: { before: 'a;=1', after: '+2\t-3' } },
      clientAddress: '-1+1',
      requestId: '=1',
    },
  ]);
});
afterAll(() => stopTestApp(app, database));

async function download(query = '') {
  const response = await owner.request({ method: 'GET', url: `/api/admin/audit-events/export${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('GET /api/admin/audit-events/export', () => {
  it('is a CSV attachment with one line per event, newest first, in the documented columns', async () => {
    const response = await download('?actorAdminId=4242');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(HEADERS);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      '2021-06-01T10:00:00.250Z',
      'dispatch@freight.example',
      'member',
      'Request status changed',
      'service_request.status_changed',
      'service_request',
      '12',
      'status: received -> in-transit; notesAdded: true',
      '203.0.113.9',
      'req-1',
    ]);
  });

  it('neutralises every formula start, whatever separator the spreadsheet splits at', async () => {
    const { body } = await download('?actorAdminId=4242&action=export.downloaded');
    const [, row] = parseCsv(body);
    expect(row?.slice(1, 2)).toEqual([`'=HYPERLINK("http://evil.example")@freight.example`]);
    expect(row?.[6]).toBe("'@SUM(1+1)");
    for (const separator of [',', ';', '\t'] as const) expect(formulaCells(body, separator), separator).toEqual([]);
  });

  it('takes the list’s filters', async () => {
    const [, ...rows] = parseCsv((await download('?from=2021-06-01&to=2021-06-01')).body);
    expect(rows.map((row) => row[4])).toEqual(['service_request.status_changed']);
    const [, ...none] = parseCsv((await download('?actorAdminId=4242&to=2021-05-31')).body);
    expect(none).toEqual([]);
    const bad = await owner.request({ method: 'GET', url: '/api/admin/audit-events/export?from=2021-02-30' });
    expect(bad.statusCode).toBe(400);
  });

  it('records the download with its filters, before any line is sent', async () => {
    await download('?action=payment.refunded&from=2021-01-01');
    const [recorded] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'export.downloaded'), eq(auditEvents.recordId, 'audit_events')))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    expect(recorded).toMatchObject({
      actorKind: 'member',
      actorLabel: 'ops-lead@freight.example',
      recordType: 'export',
      changes: {
        action: { before: null, after: 'payment.refunded' },
        from: { before: null, after: '2021-01-01' },
        to: { before: null, after: null },
        actorAdminId: { before: null, after: null },
      },
    });
  });
});

describe('changesText', () => {
  it('writes each change as "field: before -> after" and a fact as "field: value"', () => {
    expect(changesText({})).toBe('');
    expect(
      changesText({
        quote: { before: '100.00', after: '120.00' },
        cleared: { before: 'x', after: null },
        amount: { before: null, after: 5 },
      }),
    ).toBe('quote: 100.00 -> 120.00; cleared: x -> none; amount: 5');
  });
});
