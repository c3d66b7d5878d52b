// The invoice lines export through app.inject on a real database: one row per billed line of
// every sent or voided invoice (never a draft's, never a proposed line), the download recorded in
// the audit log, for accounting and the owner only, and safe to open in a spreadsheet.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { parseCsv } from '../../../../tests/support/csv.js';
import { sendInvoiceWithLines, THREE_LINES } from '../../../../tests/support/invoices.js';
import { insertServiceRequestRow } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { memberActor } from '../../platform/audit/audit-context.js';
import type { DatabaseHandle } from '../../db/client.js';
import { adminUsers, auditEvents, invoices } from '../../db/schema.js';
import { appendLine } from './document-repository.js';
import { exportInvoiceLines } from './lines-export-service.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let accounting: AdminClient;
let operations: AdminClient;
const references: Record<'lines' | 'voided' | 'draft', string> = { lines: '', voided: '', draft: '' };

const HEADER = [
  'Invoice Number',
  'Invoice State',
  'Reference ID',
  'Sent',
  'Line',
  'Kind',
  'Description',
  'Quantity',
  'Unit',
  'Rate (USD)',
  'Amount (USD)',
  'Customer Name',
  'Customer Email',
];

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
  owner = await signIn(app);
  const books = { email: 'books@freight.example', password: 'accounting test password' };
  const ops = { email: 'dispatch@freight.example', password: 'operations test password' };
  await createTestAdmin(database.db, books, 'accounting');
  await createTestAdmin(database.db, ops, 'operations');
  accounting = await signIn(app, books, '10.200.0.2');
  operations = await signIn(app, ops, '10.200.0.3');

  // A customer whose name a spreadsheet would run as a formula.
  const withLines = await insertServiceRequestRow(database.db, {
    contactName: '=HYPERLINK("http://evil.example")',
    contactEmail: 'pat@shipper.example',
  });
  await sendInvoiceWithLines(accounting, withLines.id, THREE_LINES);
  references.lines = withLines.referenceId;
  // A proposal arriving after the invoice was sent is never billed, so never exported.
  const [sent] = await database.db.select().from(invoices).where(eq(invoices.serviceRequestId, withLines.id));
  await appendLine(database.db, sent!.id, {
    kind: 'detention',
    description: 'Detention at delivery (proposed)',
    quantity: '1',
    unit: 'hours',
    rate: '75',
    amount: '75.00',
    state: 'proposed',
    source: 'detention',
    proposalKey: 'detention:delivery',
  });

  const voided = await insertServiceRequestRow(database.db);
  await sendInvoiceWithLines(owner, voided.id, [
    { kind: 'linehaul', description: '+1 flat rate', quantity: '1', unit: 'flat', rate: '900' },
  ]);
  // Voiding is another helper's part: the state it leaves, written here.
  await database.db
    .update(invoices)
    .set({ state: 'void', voidedAt: new Date(), voidReason: 'Wrong customer' })
    .where(and(eq(invoices.serviceRequestId, voided.id), eq(invoices.state, 'sent')));
  references.voided = voided.referenceId;

  const draft = await insertServiceRequestRow(database.db);
  const saved = await owner.request({
    method: 'PUT',
    url: `/api/admin/service-requests/${draft.id}/invoice/draft`,
    payload: { lines: [{ kind: 'liftgate', description: 'Not sent yet', quantity: '1', unit: 'flat', rate: '95' }] },
  });
  expect(saved.statusCode).toBe(200);
  references.draft = draft.referenceId;
});
afterAll(async () => {
  await stopTestApp(app, database);
});

function download(client: AdminClient) {
  return client.request({ method: 'GET', url: '/api/admin/export/invoice-lines' });
}

describe('the invoice lines export', () => {
  it('has one row per billed line of every sent or voided invoice, newest invoice first, each in its order', async () => {
    const response = await download(accounting);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoice-lines-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(HEADER);

    const [voidNumber] = rows.filter((row) => row[2] === references.voided).map((row) => row[0]);
    expect(rows.map((row) => [row[1], row[2], ...row.slice(4, 11)])).toEqual([
      ['Void', references.voided, '1', 'Linehaul', "'+1 flat rate", '1', 'flat', '900', '900.00'],
      ['Sent', references.lines, '1', 'Linehaul', 'Detroit, MI to Chicago, IL', '812', 'miles', '2.15', '1745.80'],
      ['Sent', references.lines, '2', 'Fuel surcharge', 'Diesel $3.859, week of 2026-11-30', '812', 'miles', '0.415', '336.98'],
      ['Sent', references.lines, '3', 'Detention', 'Detention at pickup', '2.25', 'hours', '75', '168.75'],
    ]);
    expect(voidNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    const linesRow = rows[1]!;
    expect(linesRow[0]).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(linesRow[3]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // The formula a customer typed as their name reaches the spreadsheet as text.
    expect(linesRow.slice(11)).toEqual([`'=HYPERLINK("http://evil.example")`, 'pat@shipper.example']);
    expect(response.body).not.toContain(references.draft);
    expect(response.body).not.toContain('proposed');
  });

  it('is recorded in the audit log, by whom', async () => {
    await download(owner);
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'export.downloaded'), eq(auditEvents.recordId, 'invoice_lines')));
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.map((event) => event.actorLabel)).toEqual(expect.arrayContaining(['books@freight.example', 'ops-lead@freight.example']));
    expect(events.every((event) => event.recordType === 'export')).toBe(true);
  });

  it('is for accounting and the owner only', async () => {
    expect((await download(owner)).statusCode).toBe(200);
    const refused = await download(operations);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/admin/export/invoice-lines' })).statusCode).toBe(401);
  });

  it('walks the invoices a batch at a time without losing or repeating a line', async () => {
    const [admin] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, 'ops-lead@freight.example'));
    const audit = { clientAddress: '127.0.0.1', requestId: 'test', actor: memberActor({ id: admin!.id, email: admin!.email }) };
    const read = async (batchSize: number) => {
      let text = '';
      for await (const piece of await exportInvoiceLines(database.db, audit, batchSize)) text += String(piece);
      return text;
    };
    const whole = await read(1000);
    expect(await read(1)).toBe(whole);
    expect(parseCsv(whole)).toHaveLength(5);
  });
});
