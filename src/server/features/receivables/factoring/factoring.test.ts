// Factoring through app.inject on a real database (decision 078). A factored account's invoice is
// paid to the factor only: its PDF carries the notice of assignment and the factor's remit-to and
// none of our payment instructions; its mail has no payment link; every route that would start a
// payment of ours refuses it (409) and writes nothing; the payment page and the customer's page
// say where to pay. The owner records the factor; the owner and accounting get the schedule of
// accounts and each invoice's packet (the invoice and its proof of delivery).
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../../tests/support/admin.js';
import { clientAddresses } from '../../../../../tests/support/client-addresses.js';
import { parseCsv } from '../../../../../tests/support/csv.js';
import { customerSession } from '../../../../../tests/support/customers.js';
import { insertDriver, insertProofOfDelivery } from '../../../../../tests/support/dispatch.js';
import { sendInvoiceWithLines, THREE_LINES } from '../../../../../tests/support/invoices.js';
import { pdfPageCount, pdfText } from '../../../../../tests/support/pdf-text.js';
import { insertServiceRequestRow } from '../../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../../tests/support/test-app.js';
import { scratchFolder } from '../../../../../tests/support/test-config.js';
import type { PortalRequestDetail } from '../../../../shared/customer-portal/customer-portal.js';
import type { InvoiceView } from '../../../../shared/payments/payments.js';
import type { FactorView, FactoredInvoiceList } from '../../../../shared/receivables/factoring.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { auditEvents, customerAccounts, emailOutbox, factoringSettings, invoices, payments, serviceRequests } from '../../../db/schema.js';
import type { FileStorage } from '../../../infra/storage/file-storage.js';
import { localDiskStorage } from '../../../infra/storage/local-disk-storage.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let storage: FileStorage;
let owner: AdminClient;
let accounting: AdminClient;
let operations: AdminClient;
const nextClient = clientAddresses(231);

const FACTOR = {
  factorName: 'Prairie Capital Factoring',
  remitTo: 'Prairie Capital Factoring\r\nPO Box 4410\n\n  Dallas, TX 75201  ',
  email: 'remit@prairie.example',
  phone: '(214) 555-0199',
};
const factored = { id: 0, referenceId: '', number: '' };
const ours = { id: 0, referenceId: '' };
const unsent = { id: 0, referenceId: '' };

async function sendAt(staff: AdminClient, serviceRequestId: number, sentAt: string) {
  await sendInvoiceWithLines(staff, serviceRequestId, THREE_LINES);
  const [sent] = await database.db
    .update(invoices)
    .set({ sentAt: new Date(sentAt) })
    .where(and(eq(invoices.serviceRequestId, serviceRequestId), eq(invoices.state, 'sent')))
    .returning();
  return sent!;
}

beforeAll(async () => {
  storage = localDiskStorage(scratchFolder('factoring-storage-'));
  ({ database, app } = await startTestApp({ storage }));
  await createTestAdmin(database.db);
  owner = await signIn(app);
  const books = { email: 'books@freight.example', password: 'accounting test password' };
  const ops = { email: 'dispatch@freight.example', password: 'operations test password' };
  await createTestAdmin(database.db, books, 'accounting');
  await createTestAdmin(database.db, ops, 'operations');
  accounting = await signIn(app, books, '10.231.0.2');
  operations = await signIn(app, ops, '10.231.0.3');

  const recorded = await owner.request({ method: 'PUT', url: '/api/admin/factoring/factor', payload: FACTOR });
  expect(recorded.statusCode, recorded.body).toBe(200);

  const [factoredAccount] = await database.db
    .insert(customerAccounts)
    .values({ name: 'Midwest Grain Brokers', terms: 'net_30', factored: true })
    .returning();
  const [plainAccount] = await database.db.insert(customerAccounts).values({ name: 'Lakeside Retail', terms: 'net_15' }).returning();

  const request = await insertServiceRequestRow(database.db, {
    accountId: factoredAccount!.id,
    contactEmail: 'ap@midwestgrain.example',
    language: 'es',
  });
  const sent = await sendAt(owner, request.id, '2026-03-02T16:00:00Z');
  Object.assign(factored, { id: request.id, referenceId: request.referenceId, number: sent.number });
  await insertProofOfDelivery(database.db, storage, request.id, await insertDriver(database.db), 'Rosa Receiver');

  const plain = await insertServiceRequestRow(database.db, { accountId: plainAccount!.id, contactEmail: 'ap@lakeside.example' });
  await sendAt(owner, plain.id, '2026-03-03T16:00:00Z');
  Object.assign(ours, { id: plain.id, referenceId: plain.referenceId });

  // The factored account's second load, invoiced then voided: no longer on a schedule.
  const withdrawn = await insertServiceRequestRow(database.db, { accountId: factoredAccount!.id });
  const voided = await sendAt(owner, withdrawn.id, '2026-03-04T16:00:00Z');
  await database.db
    .update(invoices)
    .set({ state: 'void', voidedAt: new Date(), voidReason: 'Duplicate', balance: '0.00' })
    .where(eq(invoices.id, voided.id));

  // A factored account's load not invoiced yet: a deposit toward it is not an assigned invoice.
  Object.assign(unsent, await insertServiceRequestRow(database.db, { accountId: factoredAccount!.id }));
});

afterAll(async () => {
  await stopTestApp(app, database);
});

async function ledgerCount(serviceRequestId: number): Promise<number> {
  return (await database.db.select().from(payments).where(eq(payments.serviceRequestId, serviceRequestId))).length;
}

describe('a factored invoice is never paid to us', () => {
  const startingRoutes: [string, (referenceId: string) => { url: string; payload: Record<string, unknown> }][] = [
    ['a hosted card checkout', (referenceId) => ({ url: '/api/payments/stripe/checkout', payload: { referenceId, amount: '10.00' } })],
    ['an on-page card payment', (referenceId) => ({ url: '/api/create-payment-intent', payload: { referenceId } })],
    ['a PayPal order', (referenceId) => ({ url: '/paypal/order', payload: { referenceId } })],
    ['a reported transfer', (referenceId) => ({ url: `/api/service-requests/${referenceId}/pay`, payload: { paymentMethod: 'zelle' } })],
    [
      'a free-form report naming the invoice',
      (referenceId) => ({
        url: '/api/payments/report',
        payload: { method: 'zelle', amount: '2251.53', referenceId, email: 'ap@midwestgrain.example' },
      }),
    ],
  ];

  it.each(startingRoutes)('refuses %s with a 409 that says so, and records no payment', async (_route, call) => {
    const { url, payload } = call(factored.referenceId);
    const response = await app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'shared.message.invoiceAssignedToFactor', values: { reference: factored.referenceId } });
    expect(await ledgerCount(factored.id)).toBe(0);
  });

  it.each(startingRoutes)('still starts %s for an invoice of ours', async (_route, call) => {
    const { url, payload } = call(ours.referenceId);
    const response = await app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('takes a deposit toward a factored account’s load that has no invoice yet', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/checkout',
      payload: { referenceId: unsent.referenceId, amount: '25.00' },
      remoteAddress: nextClient(),
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('shows the payment page where to pay instead', async () => {
    const view = await app.inject({ method: 'GET', url: `/api/service-requests/${factored.referenceId}`, remoteAddress: nextClient() });
    expect(view.statusCode).toBe(200);
    expect(view.json<InvoiceView>().assignment).toEqual({
      factor: {
        name: 'Prairie Capital Factoring',
        remitTo: 'Prairie Capital Factoring\nPO Box 4410\nDallas, TX 75201',
        email: 'remit@prairie.example',
        phone: '(214) 555-0199',
      },
    });
    const plain = await app.inject({ method: 'GET', url: `/api/service-requests/${ours.referenceId}`, remoteAddress: nextClient() });
    expect(plain.json<InvoiceView>().assignment).toBeNull();
  });

  it('shows the customer’s page the factor and no pay button', async () => {
    const customer = await customerSession(app, database.db, 'ap@midwestgrain.example');
    const page = await customer.request({ method: 'GET', url: `/api/account/requests/${factored.referenceId}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<PortalRequestDetail>().invoice).toMatchObject({
      payUrl: null,
      assignment: { factor: { name: 'Prairie Capital Factoring' } },
    });
    const theirs = await customerSession(app, database.db, 'ap@lakeside.example');
    const plain = await theirs.request({ method: 'GET', url: `/api/account/requests/${ours.referenceId}` });
    expect(plain.json<PortalRequestDetail>().invoice).toMatchObject({
      payUrl: expect.stringContaining('/payment?ref=') as unknown,
      assignment: null,
    });
  });

  it('prints the notice of assignment and the remit-to on the invoice PDF, and none of our payment instructions', async () => {
    const response = await accounting.request({ method: 'GET', url: `/api/admin/service-requests/${factored.id}/invoice.pdf` });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('NOTICE OF ASSIGNMENT');
    expect(text).toContain(
      'This invoice has been assigned to Prairie Capital Factoring. Pay it to Prairie Capital Factoring only, at the remit-to address below. Payment to any other party, including',
    );
    expect(text).toContain('does not discharge the debt.');
    expect(text).toContain('Remit payment to: Prairie Capital Factoring PO Box 4410 Dallas, TX 75201');
    expect(text).toContain(`Write invoice number ${factored.number} on your payment.`);
    // The customer wrote in Spanish: the notice in Spanish too, under the English.
    expect(text).toContain('Esta factura ha sido cedida a Prairie Capital Factoring.');
    for (const ours of ['Zelle', 'PayPal', 'How to pay', '/payment?ref=', 'card']) expect(text).not.toContain(ours);

    const plain = await accounting.request({ method: 'GET', url: `/api/admin/service-requests/${ours.id}/invoice.pdf` });
    const plainText = await pdfText(plain.rawPayload);
    expect(plainText).toContain('How to pay');
    expect(plainText).not.toContain('NOTICE OF ASSIGNMENT');
  });

  it('mails the invoice with the notice and the remit-to, in the customer’s language, with no payment link', async () => {
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'ap@midwestgrain.example'), eq(emailOutbox.kind, 'service-request-invoice')));
    expect(mail!.textBody).toContain('Aviso de cesión: Esta factura ha sido cedida a Prairie Capital Factoring.');
    expect(mail!.textBody).toContain('Envíe el pago a:\nPrairie Capital Factoring\nPO Box 4410\nDallas, TX 75201');
    expect(mail!.textBody).not.toContain('/payment?ref=');
    expect(mail!.htmlBody).not.toContain('/payment?ref=');
    expect(mail!.htmlBody).not.toContain('Ver factura y pagar');
    const [plain] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'ap@lakeside.example'), eq(emailOutbox.kind, 'service-request-invoice')));
    expect(plain!.textBody).toContain('/payment?ref=');
  });
});

describe('the factor on file', () => {
  it('is read by the owner and accounting, recorded by the owner only, each change audited', async () => {
    const read = await accounting.request({ method: 'GET', url: '/api/admin/factoring/factor' });
    expect(read.statusCode).toBe(200);
    expect(read.json<FactorView>()).toMatchObject({
      factor: { name: 'Prairie Capital Factoring', updatedBy: 'ops-lead@freight.example' },
      factoredAccounts: 1,
    });
    expect((await operations.request({ method: 'GET', url: '/api/admin/factoring/factor' })).statusCode).toBe(403);
    const refused = await accounting.request({
      method: 'PUT',
      url: '/api/admin/factoring/factor',
      payload: { ...FACTOR, factorName: 'Other' },
    });
    expect(refused.statusCode).toBe(403);

    const changed = await owner.request({ method: 'PUT', url: '/api/admin/factoring/factor', payload: { ...FACTOR, phone: '' } });
    expect(changed.json<FactorView>().factor?.phone).toBeNull();
    // The same again changes nothing and records nothing.
    await owner.request({ method: 'PUT', url: '/api/admin/factoring/factor', payload: { ...FACTOR, phone: '' } });
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'factor.changed'))
      .orderBy(asc(auditEvents.id));
    expect(events.map((event) => event.changes)).toEqual([
      {
        factorName: { before: null, after: 'Prairie Capital Factoring' },
        remitTo: { before: null, after: 'Prairie Capital Factoring\nPO Box 4410\nDallas, TX 75201' },
        email: { before: null, after: 'remit@prairie.example' },
        phone: { before: null, after: '(214) 555-0199' },
      },
      { phone: { before: '(214) 555-0199', after: null } },
    ]);
    await owner.request({ method: 'PUT', url: '/api/admin/factoring/factor', payload: FACTOR });
  });

  it.each([
    ['no name', { ...FACTOR, factorName: ' ' }],
    ['no remit-to', { ...FACTOR, remitTo: '\n \n' }],
    ['a remit-to of seven lines', { ...FACTOR, remitTo: 'a\nb\nc\nd\ne\nf\ng' }],
    ['a tab in the remit-to', { ...FACTOR, remitTo: 'PO Box\t4410' }],
    ['a name on two lines', { ...FACTOR, factorName: 'Prairie\nCapital' }],
    ['an e-mail that is not one', { ...FACTOR, email: 'remit at prairie' }],
    ['a field we do not keep', { ...FACTOR, bank: '123' }],
  ])('refuses %s with a 400, changing nothing', async (_case, payload) => {
    const response = await owner.request({ method: 'PUT', url: '/api/admin/factoring/factor', payload });
    expect(response.statusCode).toBe(400);
    const read = await owner.request({ method: 'GET', url: '/api/admin/factoring/factor' });
    expect(read.json<FactorView>().factor).toMatchObject({ name: FACTOR.factorName, phone: FACTOR.phone });
  });
});

describe('what the factor is sent', () => {
  const MARCH = 'from=2026-03-01&to=2026-03-31';

  it('lists the factored invoices sent in the range, and only those', async () => {
    const response = await accounting.request({ method: 'GET', url: `/api/admin/factoring/invoices?${MARCH}` });
    expect(response.statusCode, response.body).toBe(200);
    const [request] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, factored.id));
    expect(response.json<FactoredInvoiceList>()).toEqual({
      items: [
        {
          serviceRequestId: factored.id,
          invoiceNumber: factored.number,
          referenceId: factored.referenceId,
          invoiceDate: '2026-03-02',
          debtor: 'Midwest Grain Brokers',
          amount: '2251.53',
          dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
          terms: 'net_30',
          hasProofOfDelivery: true,
        },
      ],
      truncated: false,
    });
    expect(request!.invoiceNumber).toBe(factored.number);
    const february = await accounting.request({ method: 'GET', url: '/api/admin/factoring/invoices?from=2026-02-01&to=2026-02-28' });
    expect(february.json<FactoredInvoiceList>().items).toEqual([]);
  });

  it('writes the schedule of accounts as CSV, the download audited', async () => {
    const response = await owner.request({ method: 'GET', url: `/api/admin/factoring/schedule?${MARCH}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/schedule-of-accounts-2026-03-01-to-2026-03-31-/);
    const [invoice] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.serviceRequestId, factored.id), eq(invoices.state, 'sent')));
    expect(parseCsv(response.body).filter((row) => row.length > 1)).toEqual([
      ['Invoice Number', 'Invoice Date', 'Debtor', 'Amount (USD)', 'Due Date', 'Terms', 'Reference ID'],
      [factored.number, '2026-03-02', 'Midwest Grain Brokers', '2251.53', invoice!.dueOn, 'Net 30', factored.referenceId],
    ]);
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'export.downloaded'), eq(auditEvents.recordId, 'factoring_schedule')));
    expect(event!.changes).toEqual({ from: { before: null, after: '2026-03-01' }, to: { before: null, after: '2026-03-31' } });
  });

  it("sends the load's packet: a contents page, the invoice and its proof of delivery in one PDF", async () => {
    const response = await accounting.request({ method: 'GET', url: `/api/admin/factoring/invoices/${factored.id}/packet.pdf` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`packet-${factored.number}.pdf`);
    const invoicePdf = await accounting.request({ method: 'GET', url: `/api/admin/service-requests/${factored.id}/invoice.pdf` });
    const podPdf = await accounting.request({ method: 'GET', url: `/api/admin/service-requests/${factored.id}/proof-of-delivery.pdf` });
    const pages = await pdfPageCount(response.rawPayload);
    // The load's packet (decision 081) opens with its contents page.
    expect(pages).toBe(1 + (await pdfPageCount(invoicePdf.rawPayload)) + (await pdfPageCount(podPdf.rawPayload)));
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Invoice number ${factored.number}`);
    expect(text).toContain('NOTICE OF ASSIGNMENT');
    expect(text).toContain('Proof of delivery');
    expect(text).toContain('Received by Rosa Receiver');
    // The invoice first, then the proof.
    expect(text.indexOf('NOTICE OF ASSIGNMENT')).toBeLessThan(text.indexOf('Proof of delivery'));
    const downloads = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.downloaded'), eq(auditEvents.recordId, String(factored.id))));
    expect(downloads.map((event) => event.changes)).toContainEqual({
      document: { before: null, after: 'invoice_packet' },
      referenceId: { before: null, after: factored.referenceId },
    });
  });

  it('has no packet for an invoice that is not factored, and refuses operations', async () => {
    expect((await accounting.request({ method: 'GET', url: `/api/admin/factoring/invoices/${ours.id}/packet.pdf` })).statusCode).toBe(404);
    expect((await accounting.request({ method: 'GET', url: '/api/admin/factoring/invoices/999999/packet.pdf' })).statusCode).toBe(404);
    expect((await operations.request({ method: 'GET', url: `/api/admin/factoring/invoices/${factored.id}/packet.pdf` })).statusCode).toBe(
      403,
    );
    expect((await operations.request({ method: 'GET', url: `/api/admin/factoring/schedule?${MARCH}` })).statusCode).toBe(403);
  });
});

describe('a factored account with no factor on file yet', () => {
  it('still refuses payments, and asks the customer to contact us for the remit-to', async () => {
    await database.db.delete(factoringSettings);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/checkout',
      payload: { referenceId: factored.referenceId },
      remoteAddress: nextClient(),
    });
    expect(refused.statusCode).toBe(409);
    const view = await app.inject({ method: 'GET', url: `/api/service-requests/${factored.referenceId}`, remoteAddress: nextClient() });
    expect(view.json<InvoiceView>().assignment).toEqual({ factor: null });
    const pdf = await owner.request({ method: 'GET', url: `/api/admin/service-requests/${factored.id}/invoice.pdf` });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('This invoice has been assigned to our factoring company. Pay it to them only: ask');
    expect(text).not.toContain('How to pay');
  });
});
