// Credit notes and void with re-issue through app.inject on a real database (decision 069): a
// credit note lowers what the payments charge and never changes the invoice; refusals are 409s
// that say what to do instead; open payment attempts for the old amount are closed; the customer
// is mailed (in their language) and reads the credit notes on the payment page, their page and the
// PDFs; a void clears the summary, keeps the voided number, and the re-issue takes a new one.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../../tests/support/admin.js';
import { customerSession } from '../../../../../tests/support/customers.js';
import { sendInvoiceWithLines, THREE_LINES, THREE_LINES_TOTAL } from '../../../../../tests/support/invoices.js';
import { pdfText } from '../../../../../tests/support/pdf-text.js';
import { insertServiceRequestRow } from '../../../../../tests/support/service-requests.js';
import { testConfig } from '../../../../../tests/support/test-config.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import type { CreditNote } from '../../../../shared/invoicing/credit-notes.js';
import type { InvoiceDocument } from '../../../../shared/invoicing/invoice-line-schemas.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { auditEvents, creditNotes, emailOutbox, invoices, payments, serviceRequests } from '../../../db/schema.js';
import { mailDocumentFile } from '../../documents/document-files.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;
let operations: AdminClient;
const config = testConfig();

beforeAll(async () => {
  ({ database, app } = await startTestApp());
  await createTestAdmin(database.db);
  owner = await signIn(app);
  const ops = { email: 'dispatch@freight.example', password: 'operations test password' };
  await createTestAdmin(database.db, ops, 'operations');
  operations = await signIn(app, ops, '10.200.0.2');
});
afterAll(async () => {
  await stopTestApp(app, database);
});

async function invoicedRequest(overrides: Partial<typeof serviceRequests.$inferInsert> = {}) {
  const request = await insertServiceRequestRow(database.db, overrides);
  await sendInvoiceWithLines(owner, request.id, THREE_LINES);
  return request;
}

function credit(id: number, body: object, client: AdminClient = owner) {
  return client.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice/credit-notes`, payload: body });
}

function voidInvoice(id: number, body: object, client: AdminClient = owner) {
  return client.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice/void`, payload: body });
}

async function requestRow(id: number) {
  const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (!row) throw new Error('no request');
  return row;
}

async function invoicesOf(id: number): Promise<InvoiceDocument[]> {
  const response = await owner.request({ method: 'GET', url: `/api/admin/service-requests/${id}/invoices` });
  expect(response.statusCode).toBe(200);
  return response.json<{ invoices: InvoiceDocument[] }>().invoices;
}

async function creditNotesOf(id: number): Promise<CreditNote[]> {
  const response = await operations.request({ method: 'GET', url: `/api/admin/service-requests/${id}/invoice/credit-notes` });
  expect(response.statusCode).toBe(200);
  return response.json<{ creditNotes: CreditNote[] }>().creditNotes;
}

async function lastMail(kind: string) {
  const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).orderBy(desc(emailOutbox.id)).limit(1);
  return mail;
}

function openAttempt(serviceRequestId: number, status: 'created' | 'pending' | 'pending_verification', amount = THREE_LINES_TOTAL) {
  const manual = status === 'pending_verification';
  return database.db
    .insert(payments)
    .values({
      serviceRequestId,
      provider: manual ? ('manual' as const) : ('test' as const),
      method: manual ? ('zelle' as const) : ('credit_card' as const),
      amount,
      status,
    })
    .returning({ id: payments.id });
}

const thisYear = new Date().getUTCFullYear();

describe('a credit note', () => {
  it('takes the next CN number, lowers the amount due and leaves the invoice as sent', async () => {
    const { id } = await invoicedRequest();
    const before = await requestRow(id);
    expect(before.finalAmount).toBe(THREE_LINES_TOTAL);

    const first = await credit(id, { amount: '168.75', reason: 'Detention was waived by agreement' });
    expect(first.statusCode, first.body).toBe(200);
    const note = first.json<CreditNote>();
    expect(note).toMatchObject({ amount: '168.75', reason: 'Detention was waived by agreement', invoiceNumber: before.invoiceNumber });
    expect(note.number).toMatch(new RegExp(`^CN-${thisYear}-\\d{6}$`));
    expect(note.createdBy).toBeTruthy();

    const second = await credit(id, { amount: '1,000.5', reason: 'Rate agreed on the phone' });
    expect(second.statusCode, second.body).toBe(200);
    const sequence = (number: string) => Number(number.split('-')[2]);
    expect(sequence(second.json<CreditNote>().number)).toBe(sequence(note.number) + 1);

    // 2251.53 - 168.75 - 1000.50 = 1082.28, to the cent.
    const after = await requestRow(id);
    expect(after).toMatchObject({
      finalAmount: '1082.28',
      invoiceNumber: before.invoiceNumber,
      invoiceStatus: 'sent',
      paymentStatus: 'unpaid',
    });
    const sent = (await invoicesOf(id)).find((invoice) => invoice.state === 'sent');
    expect(sent).toMatchObject({ total: THREE_LINES_TOTAL, number: before.invoiceNumber });
    expect((await creditNotesOf(id)).map((row) => [row.number, row.amount])).toEqual([
      [note.number, '168.75'],
      [second.json<CreditNote>().number, '1000.50'],
    ]);
  });

  it('is refused beyond the balance, for the whole balance (a void), and without a sent invoice', async () => {
    const { id } = await invoicedRequest();
    expect((await credit(id, { amount: '2000.00', reason: 'Part' })).statusCode).toBe(200);
    // Balance now 251.53.
    const tooMuch = await credit(id, { amount: '251.54', reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json<{ message: string }>().message).toContain('at most the balance');
    expect(tooMuch.json<{ message: string }>().message).toContain('$251.53');
    const whole = await credit(id, { amount: '251.53', reason: 'Everything' });
    expect(whole.statusCode).toBe(409);
    expect(whole.json<{ message: string }>().message).toContain('void the invoice instead');
    expect((await requestRow(id)).finalAmount).toBe('251.53');

    const { id: draftOnly } = await insertServiceRequestRow(database.db);
    const none = await credit(draftOnly, { amount: '1.00', reason: 'No invoice' });
    expect(none.statusCode).toBe(409);
    expect(none.json<{ message: string }>().message).toContain('no sent invoice');
    expect((await credit(2_000_000_000, { amount: '1.00', reason: 'Unknown' })).statusCode).toBe(404);
  });

  it('validates its input: an amount as money, a reason required, nothing else', async () => {
    const { id } = await invoicedRequest();
    for (const body of [
      { amount: '2,50', reason: 'Comma decimals' },
      { amount: '-5', reason: 'Negative' },
      { amount: '10.00' },
      { amount: '10.00', reason: '   ' },
      { amount: '10.00', reason: 'Extra key', number: 'CN-2026-000001' },
    ]) {
      const response = await credit(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      await database.db
        .select()
        .from(creditNotes)
        .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
        .where(eq(invoices.serviceRequestId, id)),
    ).toEqual([]);
  });

  it('is refused on a paid or refunded invoice (a refund corrects it), with money on its way, or a transfer to check', async () => {
    const paid = await invoicedRequest();
    await database.db.update(serviceRequests).set({ paymentStatus: 'paid', invoiceStatus: 'paid' }).where(eq(serviceRequests.id, paid.id));
    const onPaid = await credit(paid.id, { amount: '10.00', reason: 'Late' });
    expect(onPaid.statusCode).toBe(409);
    expect(onPaid.json<{ message: string }>().message).toContain('refund');

    const refunded = await invoicedRequest();
    await database.db
      .update(serviceRequests)
      .set({ paymentStatus: 'partially_refunded', invoiceStatus: 'paid' })
      .where(eq(serviceRequests.id, refunded.id));
    expect((await credit(refunded.id, { amount: '10.00', reason: 'Late' })).statusCode).toBe(409);

    const inFlight = await invoicedRequest();
    await openAttempt(inFlight.id, 'pending');
    const flying = await credit(inFlight.id, { amount: '10.00', reason: 'Late' });
    expect(flying.statusCode).toBe(409);
    expect(flying.json<{ message: string }>().message).toContain('on its way');

    const reported = await invoicedRequest();
    await openAttempt(reported.id, 'pending_verification');
    const transfer = await credit(reported.id, { amount: '10.00', reason: 'Late' });
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json<{ message: string }>().message).toContain('reported a transfer');

    // Nothing changed on any of them, and no number was taken by a refusal.
    for (const { id } of [paid, refunded, inFlight, reported]) expect((await requestRow(id)).finalAmount).toBe(THREE_LINES_TOTAL);
  });

  it('closes the payment attempts opened for the old amount', async () => {
    const { id } = await invoicedRequest();
    const [open] = await openAttempt(id, 'created');
    expect((await credit(id, { amount: '51.53', reason: 'Goodwill' })).statusCode).toBe(200);
    const [attempt] = await database.db.select().from(payments).where(eq(payments.id, open!.id));
    expect(attempt).toMatchObject({ status: 'canceled' });
    expect(attempt?.failureReason).toMatch(/^credit note CN-\d{4}-\d{6} changed the amount due$/);
    expect((await requestRow(id)).finalAmount).toBe('2200.00');
  });

  it('is open to the roles that invoice only', async () => {
    const { id } = await invoicedRequest();
    const recruiter = { email: 'recruiter@freight.example', password: 'recruiting test password' };
    await createTestAdmin(database.db, recruiter, 'recruiting');
    const recruiting = await signIn(app, recruiter, '10.200.0.3');
    expect((await credit(id, { amount: '1.00', reason: 'Nope' }, recruiting)).statusCode).toBe(403);
    expect((await voidInvoice(id, { reason: 'Nope' }, recruiting)).statusCode).toBe(403);
  });

  it('is in the audit log with who, amount, reason and number, and mails the customer in their language with its PDF', async () => {
    const { id } = await invoicedRequest({ language: 'es' });
    const invoiceNumber = (await requestRow(id)).invoiceNumber;
    const note = (await credit(id, { amount: '100.00', reason: 'Tarifa acordada' })).json<CreditNote>();

    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoice.credit_note_issued'), eq(auditEvents.recordId, String(id))));
    expect(event).toMatchObject({ actorKind: 'member', recordType: 'service_request' });
    expect(event?.changes).toMatchObject({
      finalAmount: { before: THREE_LINES_TOTAL, after: '2151.53' },
      creditNoteNumber: { after: note.number },
      invoiceNumber: { after: invoiceNumber },
      amount: { after: '100.00' },
      reason: { after: 'Tarifa acordada' },
    });

    const mail = await lastMail('invoice-credit-note');
    expect(mail).toMatchObject({ toAddress: 'jordan@rivera.example', attachments: [{ kind: 'credit_note', creditNoteId: note.id }] });
    expect(mail?.subject).toBe(`Nota de crédito ${note.number} de la factura ${invoiceNumber}`);
    expect(mail?.textBody).toContain('Motivo: Tarifa acordada');
    expect(mail?.textBody).toContain('Monto a pagar ahora:');

    const context = { company: config.company, publicBaseUrl: config.publicBaseUrl, storage: undefined as never };
    const file = await mailDocumentFile(database.db, context, { kind: 'credit_note', creditNoteId: note.id });
    expect(file?.filename).toBe(`credit-note-${note.number}.pdf`);
    const text = await pdfText(file!.content);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note.number);
    expect(text).toContain(`Corrects invoice ${invoiceNumber}`);
    expect(text).toContain('Tarifa acordada');
    expect(text).toContain('-$100.00');
    expect(text).toContain('$2,151.53');
  });

  it("shows on the invoice PDF, the payment page, the customer's page, and downloads for staff and the owner only", async () => {
    const { id, referenceId } = await invoicedRequest();
    const note = (await credit(id, { amount: '251.53', reason: 'Fuel surcharge corrected' })).json<CreditNote>();

    const invoicePdf = await owner.request({ method: 'GET', url: `/api/admin/service-requests/${id}/invoice.pdf` });
    expect(invoicePdf.statusCode).toBe(200);
    const invoiceText = await pdfText(invoicePdf.rawPayload);
    expect(invoiceText).toContain('Total $2,251.53');
    expect(invoiceText).toContain(`Credit note ${note.number}`);
    expect(invoiceText).toContain('-$251.53');
    expect(invoiceText).toContain('Balance due $2,000.00');

    const page = await app.inject({ method: 'GET', url: `/api/service-requests/${referenceId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      finalAmount: '2000.00',
      invoiceTotal: THREE_LINES_TOTAL,
      creditNotes: [{ number: note.number, amount: '251.53', reason: 'Fuel surcharge corrected' }],
    });

    const adminPdf = await owner.request({ method: 'GET', url: `/api/admin/credit-notes/${note.id}.pdf` });
    expect(adminPdf.statusCode).toBe(200);
    expect(adminPdf.headers['content-type']).toBe('application/pdf');
    expect((await owner.request({ method: 'GET', url: '/api/admin/credit-notes/2000000000.pdf' })).statusCode).toBe(404);

    const customer = await customerSession(app, database.db, 'Jordan@Rivera.example');
    const mine = await customer.request({
      method: 'GET',
      url: `/api/account/requests/${referenceId}/credit-notes/${note.number.toLowerCase()}.pdf`,
    });
    expect(mine.statusCode).toBe(200);
    expect(await pdfText(mine.rawPayload)).toContain(note.number);
    const portal = await customer.request({ method: 'GET', url: `/api/account/requests/${referenceId}` });
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toMatchObject({
      invoice: { creditNotes: [{ number: note.number, amount: '251.53' }], invoiceTotal: THREE_LINES_TOTAL },
    });

    const stranger = await customerSession(app, database.db, 'someone@else.example');
    expect(
      (await stranger.request({ method: 'GET', url: `/api/account/requests/${referenceId}/credit-notes/${note.number}.pdf` })).statusCode,
    ).toBe(404);
    expect(
      (await customer.request({ method: 'GET', url: `/api/account/requests/${referenceId}/credit-notes/CN-1999-000001.pdf` })).statusCode,
    ).toBe(404);
  });
});

describe('void and re-issue', () => {
  it('voids the invoice, keeps its number, copies its lines to the draft and re-issues under a new number', async () => {
    const { id, referenceId } = await invoicedRequest();
    const voidedNumber = (await requestRow(id)).invoiceNumber!;
    const [open] = await openAttempt(id, 'created');

    const voided = await voidInvoice(id, { reason: 'Wrong pickup address' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await requestRow(id)).toMatchObject({
      finalAmount: null,
      invoiceNumber: null,
      invoiceSentAt: null,
      invoiceStatus: 'void',
      paymentStatus: 'unpaid',
    });
    const [attempt] = await database.db.select().from(payments).where(eq(payments.id, open!.id));
    expect(attempt).toMatchObject({ status: 'canceled', failureReason: `invoice ${voidedNumber} was voided` });

    const [voidedDoc, draft] = await database.db.select().from(invoices).where(eq(invoices.serviceRequestId, id)).orderBy(asc(invoices.id));
    expect(voidedDoc).toMatchObject({ state: 'void', number: voidedNumber, total: THREE_LINES_TOTAL, voidReason: 'Wrong pickup address' });
    expect(voidedDoc?.voidedAt).toBeInstanceOf(Date);
    expect(voidedDoc?.voidedByAdminId).not.toBeNull();
    expect(draft).toMatchObject({ state: 'draft', replacesInvoiceId: voidedDoc!.id, number: null });
    const documents = await invoicesOf(id);
    const reissue = documents.find((invoice) => invoice.state === 'draft');
    expect(reissue?.lines.map((line) => [line.kind, line.amount, line.state])).toEqual([
      ['linehaul', '1745.80', 'approved'],
      ['fuel_surcharge', '336.98', 'approved'],
      ['detention', '168.75', 'approved'],
    ]);

    // The payment page has nothing to pay; the customer's invoice PDF is gone until the re-issue.
    const page = await app.inject({ method: 'GET', url: `/api/service-requests/${referenceId}` });
    expect(page.json()).toMatchObject({ finalAmount: null, invoiceNumber: null, invoiceStatus: 'void', lines: [], creditNotes: [] });
    expect((await owner.request({ method: 'GET', url: `/api/admin/service-requests/${id}/invoice.pdf` })).statusCode).toBe(404);

    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoice.voided'), eq(auditEvents.recordId, String(id))));
    expect(event?.changes).toMatchObject({
      invoiceNumber: { before: voidedNumber, after: null },
      finalAmount: { before: THREE_LINES_TOTAL, after: null },
      reason: { after: 'Wrong pickup address' },
      linesCopiedToDraft: { after: 3 },
    });
    const mail = await lastMail('invoice-voided');
    expect(mail?.subject).toBe(`Invoice ${voidedNumber} was voided`);
    expect(mail?.textBody).toContain('A corrected invoice follows');
    expect(mail?.textBody).toContain('Reason: Wrong pickup address');

    // Edit the re-issue (the detention is dropped) and send it: a new number, the voided one kept.
    const saved = await owner.request({
      method: 'PUT',
      url: `/api/admin/service-requests/${id}/invoice/draft`,
      payload: {
        lines: reissue!.lines
          .slice(0, 2)
          .map(({ id: lineId, kind, description, quantity, unit, rate }) => ({ id: lineId, kind, description, quantity, unit, rate })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await owner.request({ method: 'POST', url: `/api/admin/service-requests/${id}/invoice/draft/send` });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await requestRow(id);
    expect(after).toMatchObject({ finalAmount: '2082.78', invoiceStatus: 'sent' });
    expect(after.invoiceNumber).not.toBe(voidedNumber);
    const sequence = (number: string) => Number(number.split('-')[2]);
    expect(sequence(after.invoiceNumber!)).toBeGreaterThan(sequence(voidedNumber));
    expect((await invoicesOf(id)).map((invoice) => [invoice.state, invoice.number])).toEqual([
      ['void', voidedNumber],
      ['sent', after.invoiceNumber],
    ]);
  });

  it('merges into a draft that already holds proposals, and is refused once paid, paying, or already voided', async () => {
    const { id } = await invoicedRequest();
    // A proposal that arrived after the send waits on a draft beside the sent invoice.
    const [draftRow] = await database.db.insert(invoices).values({ serviceRequestId: id, state: 'draft' }).returning({ id: invoices.id });
    await database.db.execute(
      sql`insert into invoice_lines (invoice_id, position, kind, description, quantity, unit, rate, amount, state, source, proposal_key)
          values (${draftRow!.id}, 1, 'detention', 'Detention at delivery', 1, 'hours', 75, 75, 'proposed', 'detention', 'detention:delivery')`,
    );
    expect((await voidInvoice(id, { reason: 'Add the delivery detention' })).statusCode).toBe(200);
    const draft = (await invoicesOf(id)).find((invoice) => invoice.state === 'draft');
    expect(draft?.id).toBe(draftRow!.id);
    expect(draft?.lines.map((line) => line.state)).toEqual(['proposed', 'approved', 'approved', 'approved']);
    const again = await voidInvoice(id, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('no sent invoice');

    const paid = await invoicedRequest();
    await database.db.update(serviceRequests).set({ paymentStatus: 'paid', invoiceStatus: 'paid' }).where(eq(serviceRequests.id, paid.id));
    expect((await voidInvoice(paid.id, { reason: 'Late' })).statusCode).toBe(409);
    const paying = await invoicedRequest();
    await openAttempt(paying.id, 'pending');
    expect((await voidInvoice(paying.id, { reason: 'Late' })).statusCode).toBe(409);
    const reported = await invoicedRequest();
    await openAttempt(reported.id, 'pending_verification');
    expect((await voidInvoice(reported.id, { reason: 'Late' })).statusCode).toBe(409);
    expect((await voidInvoice(reported.id, {})).statusCode).toBe(400);
  });

  it('voids an invoice that has credit notes: they stay with it, and the re-issue bills the lines afresh', async () => {
    const { id } = await invoicedRequest();
    const note = (await credit(id, { amount: '100.00', reason: 'Goodwill' })).json<CreditNote>();
    expect((await voidInvoice(id, { reason: 'Start over' })).statusCode).toBe(200);
    expect((await creditNotesOf(id)).map((row) => row.number)).toEqual([note.number]);
    expect(await requestRow(id)).toMatchObject({ finalAmount: null, invoiceStatus: 'void' });
    // Its PDF still downloads for the office: a numbered document never disappears.
    expect((await owner.request({ method: 'GET', url: `/api/admin/credit-notes/${note.id}.pdf` })).statusCode).toBe(200);
  });
});
