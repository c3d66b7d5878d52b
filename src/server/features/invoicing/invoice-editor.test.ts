// The invoice editor's calls through app.inject on a real database (decision 066): the server
// prices every line (quantity x rate, half up to the cent) and never takes an amount or a total
// from the browser; a draft is edited until sent; a sent invoice refuses any change; the spec's
// one-amount dialog still sends a one-line invoice; only staff who invoice may edit.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { insertServiceRequestRow } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import type { InvoiceDocument } from '../../../shared/invoicing/invoice-line-schemas.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, emailOutbox, invoiceLines, invoices, serviceRequests } from '../../db/schema.js';
import { appendLine, ensureDraft } from './document-repository.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let operations: AdminClient;
let recruiting: AdminClient;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
  owner = await signIn(app);
  const ops = { email: 'dispatch@freight.example', password: 'operations test password' };
  const recruiter = { email: 'recruiter@freight.example', password: 'recruiting test password' };
  await createTestAdmin(database.db, ops, 'operations');
  await createTestAdmin(database.db, recruiter, 'recruiting');
  operations = await signIn(app, ops, '10.200.0.2');
  recruiting = await signIn(app, recruiter, '10.200.0.3');
});
afterAll(async () => {
  await stopTestApp(app, database);
});

const LINEHAUL = { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '812', unit: 'miles', rate: '2.15' };
const FUEL = { kind: 'fuel_surcharge', description: 'Diesel $3.859, week of 2026-11-30', quantity: 812, unit: 'miles', rate: '0.415' };
const DETENTION = { kind: 'detention', description: 'Detention at pickup', quantity: '2.25', unit: 'hours', rate: '75' };

async function saveDraft(client: AdminClient, id: number, body: unknown) {
  return client.request({ method: 'PUT', url: `/api/admin/service-requests/${id}/invoice/draft`, payload: body as object });
}

async function invoicesOf(id: number): Promise<InvoiceDocument[]> {
  const response = await owner.request({ method: 'GET', url: `/api/admin/service-requests/${id}/invoices` });
  expect(response.statusCode).toBe(200);
  return response.json<{ invoices: InvoiceDocument[] }>().invoices;
}

async function storedLines(id: number) {
  return database.db
    .select({ amount: invoiceLines.amount, state: invoiceLines.state, description: invoiceLines.description })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoices.serviceRequestId, id))
    .orderBy(invoiceLines.position);
}

describe('the draft', () => {
  it('prices each line on the server and totals the rounded amounts', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    expect(await invoicesOf(id)).toEqual([]);

    const saved = await saveDraft(operations, id, { lines: [LINEHAUL, FUEL, DETENTION] });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json<InvoiceDocument>();
    expect(draft.state).toBe('draft');
    expect(draft.number).toBeNull();
    expect(draft.lines.map((line) => [line.kind, line.quantity, line.rate, line.amount, line.state, line.source])).toEqual([
      ['linehaul', '812', '2.15', '1745.80', 'approved', 'staff'],
      ['fuel_surcharge', '812', '0.415', '336.98', 'approved', 'staff'],
      ['detention', '2.25', '75.00', '168.75', 'approved', 'staff'],
    ]);
    expect(draft.total).toBe('2251.53');
    expect(await invoicesOf(id)).toEqual([draft]);
  });

  it('rounds each line half up to the cent, once, and the total is the sum of what the customer reads', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    const lines = [
      { kind: 'other', description: 'Half a cent up', quantity: '1', unit: 'flat', rate: '0.005' },
      { kind: 'other', description: 'Just under half a cent', quantity: '1', unit: 'flat', rate: '0.0049' },
      { kind: 'extra_stop', description: 'Three stops at a third', quantity: '3', unit: 'stops', rate: '0.3333' },
      { kind: 'lumper', description: 'Exact cents', quantity: '1.5', unit: 'flat', rate: '33.33' },
    ];
    // 0.0049 rounds to 0.00, and a line of no money is refused by the database's check: only
    // lines worth at least a cent are billed, so the editor is told rather than storing $0.00.
    const refused = await saveDraft(owner, id, { lines });
    expect(refused.statusCode).toBe(400);
    const saved = await saveDraft(owner, id, { lines: lines.filter((line) => line.rate !== '0.0049') });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json<InvoiceDocument>();
    // 0.005 -> 0.01; 3 x 0.3333 = 0.9999 -> 1.00; 1.5 x 33.33 = 49.995 -> 50.00.
    expect(draft.lines.map((line) => line.amount)).toEqual(['0.01', '1.00', '50.00']);
    expect(draft.total).toBe('51.01');
  });

  it('changes, reorders and removes billed lines by id, and keeps a proposal where it is', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    const first = (await saveDraft(owner, id, { lines: [LINEHAUL, DETENTION] })).json<InvoiceDocument>();
    const draft = await ensureDraft(database.db, id);
    await appendLine(database.db, draft.id, {
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
    const [linehaul, detention] = first.lines;
    const changed = await saveDraft(owner, id, {
      lines: [{ ...DETENTION, id: detention!.id, quantity: '3' }, FUEL],
    });
    expect(changed.statusCode).toBe(200);
    const after = changed.json<InvoiceDocument>();
    expect(after.lines.map((line) => [line.kind, line.amount, line.state])).toEqual([
      ['detention', '225.00', 'approved'],
      ['fuel_surcharge', '336.98', 'approved'],
      ['detention', '75.00', 'proposed'],
    ]);
    expect(after.lines[0]?.id).toBe(detention!.id);
    expect(after.lines.map((line) => line.id)).not.toContain(linehaul!.id);
    // A proposal is not billed until approved.
    expect(after.total).toBe('561.98');
  });

  it('refuses any amount or total sent by the browser, and a bad line, leaving the draft as it was', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    await saveDraft(owner, id, { lines: [LINEHAUL] });
    const before = await storedLines(id);
    const attempts = [
      { lines: [{ ...LINEHAUL, amount: '1.00' }] },
      { lines: [LINEHAUL], total: '1.00' },
      { lines: [{ ...LINEHAUL, quantity: '1,000' }] },
      { lines: [{ ...LINEHAUL, quantity: '0' }] },
      { lines: [{ ...LINEHAUL, quantity: '1.2345' }] },
      { lines: [{ ...LINEHAUL, rate: '-2' }] },
      { lines: [{ ...LINEHAUL, rate: '1.23456' }] },
      { lines: [{ ...LINEHAUL, kind: 'discount' }] },
      { lines: [{ ...LINEHAUL, unit: 'pallets' }] },
      { lines: [{ ...LINEHAUL, description: '  ' }] },
      { lines: [{ ...LINEHAUL, id: 999_999_999 }] },
      { lines: Array.from({ length: 101 }, () => LINEHAUL) },
      // A quantity x rate past what an amount can hold.
      { lines: [{ ...LINEHAUL, quantity: '999999999', rate: '99999999' }] },
    ];
    for (const body of attempts) {
      const response = await saveDraft(owner, id, body);
      expect([response.statusCode, body]).toEqual([400, body]);
      expect(response.json<{ message: string }>().message).not.toBe('');
    }
    expect(await storedLines(id)).toEqual(before);
    const amountRefusal = (await saveDraft(owner, id, attempts[0])).json<{ message: string }>();
    expect(amountRefusal.message).toContain('The server computes each amount and the total');
  });

  it("refuses another draft's line id: a line is edited only on its own request", async () => {
    const mine = await insertServiceRequestRow(database.db);
    const theirs = await insertServiceRequestRow(database.db);
    const [their] = (await saveDraft(owner, theirs.id, { lines: [LINEHAUL] })).json<InvoiceDocument>().lines;
    const response = await saveDraft(owner, mine.id, { lines: [{ ...DETENTION, id: their!.id }] });
    expect(response.statusCode).toBe(400);
    expect((await invoicesOf(theirs.id))[0]?.lines.map((line) => line.kind)).toEqual(['linehaul']);
  });

  it('is edited by staff who invoice only, and every save is in the audit log', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    expect((await saveDraft(recruiting, id, { lines: [LINEHAUL] })).statusCode).toBe(403);
    expect((await recruiting.request({ method: 'GET', url: `/api/admin/service-requests/${id}/invoices` })).statusCode).toBe(403);
    expect((await saveDraft(owner, 2_000_000_000, { lines: [LINEHAUL] })).statusCode).toBe(404);
    expect((await saveDraft(operations, id, { lines: [LINEHAUL] })).statusCode).toBe(200);
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoice.draft_saved'), eq(auditEvents.recordId, String(id))))
      .orderBy(desc(auditEvents.id));
    expect(event?.actorLabel).toBe('dispatch@freight.example');
    expect(event?.changes).toMatchObject({ billedLines: { before: 0, after: 1 }, total: { before: '0.00', after: '1745.80' } });
  });
});

describe('sending', () => {
  it('fixes the lines, numbers the invoice, writes its total on the request and mails each line', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    await saveDraft(owner, id, { lines: [LINEHAUL, FUEL] });
    const sent = await owner.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice/draft/send` });
    expect(sent.statusCode).toBe(200);
    const summary = sent.json<{ finalAmount: string; invoiceNumber: string; invoiceStatus: string }>();
    expect(summary.finalAmount).toBe('2082.78');
    expect(summary.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(summary.invoiceStatus).toBe('sent');

    const [document] = await invoicesOf(id);
    expect(document).toMatchObject({ state: 'sent', number: summary.invoiceNumber, total: '2082.78' });

    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'service-request-invoice'))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const text = JSON.stringify(mail);
    expect(text).toContain('Linehaul: Detroit, MI to Chicago, IL, 812 miles x $2.15 = $1,745.80');
    expect(text).toContain('Fuel surcharge: Diesel $3.859, week of 2026-11-30, 812 miles x $0.415 = $336.98');
    expect(text).toContain('Amount due: $2,082.78 (USD)');
  });

  it('refuses any change once sent, and a second send', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    await saveDraft(owner, id, { lines: [LINEHAUL] });
    expect((await owner.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice/draft/send` })).statusCode).toBe(200);
    const before = await storedLines(id);
    const edit = await saveDraft(owner, id, { lines: [{ ...LINEHAUL, rate: '9.99' }] });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ message: string }>().message).toMatch(/^Invoice INV-\d{4}-\d{6} was sent and never changes/);
    expect((await owner.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice/draft/send` })).statusCode).toBe(409);
    const dialog = await owner.request({
      method: 'POST',
      url: `/api/admin/service-requests/${id}/invoice`,
      payload: { finalAmount: '10.00' },
    });
    expect(dialog.statusCode).toBe(409);
    expect(await storedLines(id)).toEqual(before);
    const [row] = await database.db
      .select({ finalAmount: serviceRequests.finalAmount })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id));
    expect(row?.finalAmount).toBe('1745.80');
  });

  it('refuses to send an empty draft, or one with a proposal nobody decided', async () => {
    const empty = await insertServiceRequestRow(database.db);
    expect((await owner.request({ method: 'POST', url: `/api/admin/service-requests/${empty.id}/invoice/draft/send` })).statusCode).toBe(
      409,
    );

    const { id } = await insertServiceRequestRow(database.db);
    await saveDraft(owner, id, { lines: [LINEHAUL] });
    const draft = await ensureDraft(database.db, id);
    await appendLine(database.db, draft.id, {
      kind: 'detention',
      description: 'Detention at pickup (proposed)',
      quantity: '2',
      unit: 'hours',
      rate: '75',
      amount: '150.00',
      state: 'proposed',
      source: 'detention',
      proposalKey: 'detention:pickup',
    });
    const refused = await owner.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice/draft/send` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('Approve or waive the proposed line before sending the invoice.');
    const [row] = await database.db
      .select({ number: serviceRequests.invoiceNumber })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id));
    expect(row?.number).toBeNull();
  });
});

describe("the spec's Invoice dialog", () => {
  it('sends one linehaul line of the amount typed', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    const response = await owner.request({
      method: 'POST',
      url: `/api/admin/service-requests/${id}/invoice`,
      payload: { finalAmount: '1,250.5' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ finalAmount: string }>().finalAmount).toBe('1250.50');
    const [document] = await invoicesOf(id);
    expect(document?.state).toBe('sent');
    expect(document?.lines.map((line) => [line.kind, line.description, line.quantity, line.unit, line.rate, line.amount])).toEqual([
      ['linehaul', 'Detroit, MI to Chicago, IL', '1', 'flat', '1250.50', '1250.50'],
    ]);
  });

  it('leaves a draft that holds lines to the editor', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    await saveDraft(owner, id, { lines: [LINEHAUL, FUEL] });
    const response = await owner.request({
      method: 'POST',
      url: `/api/admin/service-requests/${id}/invoice`,
      payload: { finalAmount: '10.00' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('open the invoice editor');
    expect((await storedLines(id)).map((line) => line.amount)).toEqual(['1745.80', '336.98']);
  });
});
