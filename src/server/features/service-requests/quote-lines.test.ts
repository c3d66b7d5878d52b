// A quote is a list of lines (decision 070), through app.inject on a real database: the spec's
// Quote dialog still takes one all-in amount (one linehaul line, the same summary, toast and
// mail); the quote lines editor's lines are priced by the server, their total becomes the quote,
// in one transaction with the audit event and the mail that lists them (English and Spanish);
// the customer's request page shows the lines.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { customerSession } from '../../../../tests/support/customers.js';
import { insertServiceRequestRow } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { CUSTOMER_API, type PortalRequestDetail } from '../../../shared/customer-portal/customer-portal.js';
import type { AdminServiceRequestSummary } from '../../../shared/service-requests/admin-service-requests.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, emailOutbox, quoteLines, serviceRequests } from '../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let operations: AdminClient;
let accounting: AdminClient;

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
  owner = await signIn(app);
  const ops = { email: 'dispatch@freight.example', password: 'operations test password' };
  const books = { email: 'books@freight.example', password: 'accounting test password' };
  await createTestAdmin(database.db, ops, 'operations');
  await createTestAdmin(database.db, books, 'accounting');
  operations = await signIn(app, ops, '10.200.1.2');
  accounting = await signIn(app, books, '10.200.1.3');
});
afterAll(async () => {
  await stopTestApp(app, database);
});

const LINEHAUL = { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '283', unit: 'miles', rate: '2.15' };
const FUEL = {
  kind: 'fuel_surcharge',
  description: 'Fuel surcharge: diesel $3.859 (week of 2026-11-30)',
  quantity: '283',
  unit: 'miles',
  rate: '0.415',
};
const LIFTGATE = { kind: 'liftgate', description: 'Liftgate at delivery', quantity: '1', unit: 'flat', rate: '75' };

function setQuote(client: AdminClient, id: number, quote: unknown) {
  return client.request({ method: 'PATCH', url: `/api/admin/service-requests/${id}/quote`, payload: { quote } });
}

function saveLines(client: AdminClient, id: number, body: unknown) {
  return client.request({ method: 'PUT', url: `/api/admin/service-requests/${id}/quote/lines`, payload: body as object });
}

async function storedLines(id: number) {
  return database.db
    .select({
      kind: quoteLines.kind,
      quantity: quoteLines.quantity,
      rate: quoteLines.rate,
      amount: quoteLines.amount,
      description: quoteLines.description,
    })
    .from(quoteLines)
    .where(eq(quoteLines.serviceRequestId, id))
    .orderBy(asc(quoteLines.position));
}

async function quoteOf(id: number) {
  const [row] = await database.db
    .select({ estimatedQuote: serviceRequests.estimatedQuote, quoteValidUntil: serviceRequests.quoteValidUntil })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  return row;
}

async function quoteMails(email: string) {
  return database.db
    .select({ subject: emailOutbox.subject, textBody: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'service-request-quote')))
    .orderBy(asc(emailOutbox.id));
}

async function lastEvent(id: number) {
  const [event] = await database.db
    .select({ action: auditEvents.action, changes: auditEvents.changes })
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'service_request'), eq(auditEvents.recordId, String(id))))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return event;
}

describe("the spec's Quote dialog (one amount)", () => {
  it('still answers the summary with the amount, and stores it as one all-in linehaul line', async () => {
    const { id } = await insertServiceRequestRow(database.db, { contactEmail: 'one-amount@customer.example' });
    const response = await setQuote(operations, id, '1,250.5');
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminServiceRequestSummary>().estimatedQuote).toBe('1250.50');
    expect(await storedLines(id)).toEqual([
      { kind: 'linehaul', quantity: '1.000', rate: '1250.5000', amount: '1250.50', description: 'Detroit, MI to Chicago, IL' },
    ]);
    const [mail] = await quoteMails('one-amount@customer.example');
    expect(mail?.subject).toMatch(/^Your estimate for request SR-[\w-]+: \$1,250\.50$/);
    // One line is the amount again: the mail reads as it always did.
    expect(mail?.textBody).not.toContain('It is made of:');
    expect((await lastEvent(id))?.action).toBe('service_request.quote_set');
  });

  it('replaces the lines with one when the amount changes, and keeps them when the same total is saved again', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    expect((await saveLines(operations, id, { lines: [LINEHAUL, LIFTGATE] })).statusCode).toBe(200);
    // 283 x 2.15 = 608.45, + 75 = 683.45
    expect((await quoteOf(id))?.estimatedQuote).toBe('683.45');
    expect((await setQuote(operations, id, '683.45')).statusCode).toBe(200);
    expect((await storedLines(id)).map((line) => line.kind)).toEqual(['linehaul', 'liftgate']);
    expect((await setQuote(operations, id, '700')).statusCode).toBe(200);
    expect((await storedLines(id)).map((line) => [line.kind, line.amount])).toEqual([['linehaul', '700.00']]);
  });
});

describe('the quote lines editor', () => {
  it('prices each line on the server; the total becomes the quote, audited and mailed with its lines', async () => {
    const email = 'lines@customer.example';
    const { id } = await insertServiceRequestRow(database.db, { contactEmail: email });
    const response = await saveLines(operations, id, { lines: [LINEHAUL, FUEL, LIFTGATE] });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ request: AdminServiceRequestSummary; lines: { amount: string }[] }>();
    // 608.45 + 283 x 0.415 = 117.445 -> 117.45 (half up) + 75.00
    expect(body.lines.map((line) => line.amount)).toEqual(['608.45', '117.45', '75.00']);
    expect(body.request.estimatedQuote).toBe('800.90');
    expect(body.request.quoteValidUntil).not.toBeNull();
    expect((await storedLines(id)).map((line) => line.amount)).toEqual(['608.45', '117.45', '75.00']);

    const event = await lastEvent(id);
    expect(event?.action).toBe('service_request.quote_lines_saved');
    expect(event?.changes).toMatchObject({
      estimatedQuote: { before: null, after: '800.90' },
      quoteLines: { before: null, after: 'linehaul 608.45; fuel_surcharge 117.45; liftgate 75.00' },
    });

    const [mail] = await quoteMails(email);
    expect(mail?.textBody).toContain('Our estimate for your request');
    expect(mail?.textBody).toContain('$800.90');
    expect(mail?.textBody).toContain('It is made of:');
    expect(mail?.textBody).toContain('Linehaul: Detroit, MI to Chicago, IL, 283 miles x $2.15 = $608.45');
    expect(mail?.textBody).toContain('Liftgate at delivery, $75.00');
  });

  it('mails a Spanish request its lines in Spanish', async () => {
    const email = 'lineas@cliente.example';
    const { id } = await insertServiceRequestRow(database.db, { contactEmail: email, language: 'es' });
    expect((await saveLines(operations, id, { lines: [LINEHAUL, LIFTGATE] })).statusCode).toBe(200);
    const [mail] = await quoteMails(email);
    expect(mail?.textBody).toContain('Se compone de:');
    expect(mail?.textBody).toMatch(/Detroit, MI to Chicago, IL, 283 millas x \$?2[.,]15/);
  });

  it('saving the same lines again changes nothing for the customer: no new offer, no mail', async () => {
    const email = 'same@customer.example';
    const { id } = await insertServiceRequestRow(database.db, { contactEmail: email });
    await saveLines(operations, id, { lines: [LINEHAUL] });
    const before = await quoteOf(id);
    await saveLines(operations, id, { lines: [LINEHAUL] });
    expect(await quoteOf(id)).toEqual(before);
    expect(await quoteMails(email)).toHaveLength(1);
  });

  it.each([
    ['an amount on a line', { lines: [{ ...LINEHAUL, amount: '1.00' }] }],
    ['a total', { lines: [LINEHAUL], total: '1.00' }],
    ['no line', { lines: [] }],
    ['a line of less than half a cent', { lines: [{ ...LIFTGATE, rate: '0.004' }] }],
    ['a negative rate', { lines: [{ ...LIFTGATE, rate: '-5' }] }],
    ['an unknown kind', { lines: [{ ...LIFTGATE, kind: 'tip' }] }],
    ['a total over the largest amount', { lines: [{ ...LIFTGATE, quantity: '2', rate: '60000000' }] }],
  ])('refuses %s (400) and keeps the quote as it was', async (_case, body) => {
    const { id } = await insertServiceRequestRow(database.db);
    const response = await saveLines(operations, id, body);
    expect(response.statusCode).toBe(400);
    expect(await storedLines(id)).toEqual([]);
    expect((await quoteOf(id))?.estimatedQuote).toBeNull();
  });

  it('is for those who set quotes (operations and the owner): 403 for accounting, 404 for no request', async () => {
    const { id } = await insertServiceRequestRow(database.db);
    expect((await saveLines(accounting, id, { lines: [LINEHAUL] })).statusCode).toBe(403);
    expect((await saveLines(owner, 999_999_999, { lines: [LINEHAUL] })).statusCode).toBe(404);
    const read = await accounting.request({ method: 'GET', url: `/api/admin/service-requests/${id}/quote/lines` });
    expect(read.json()).toEqual({ lines: [] });
  });
});

describe("the customer's request page", () => {
  it("shows the quote's lines (what the amount is made of), and the list only its amount", async () => {
    const email = 'portal-lines@customer.example';
    const { id, referenceId } = await insertServiceRequestRow(database.db, { contactEmail: email });
    await saveLines(operations, id, { lines: [LINEHAUL, LIFTGATE] });
    const customer = await customerSession(app, database.db, email);
    const detail = await customer.request({ method: 'GET', url: CUSTOMER_API.request(referenceId) });
    expect(detail.statusCode).toBe(200);
    const quote = detail.json<PortalRequestDetail>().quote;
    expect(quote?.amount).toBe('683.45');
    expect(quote?.lines).toEqual([
      { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '283.000', unit: 'miles', rate: '2.1500', amount: '608.45' },
      { kind: 'liftgate', description: 'Liftgate at delivery', quantity: '1.000', unit: 'flat', rate: '75.0000', amount: '75.00' },
    ]);
  });
});
