// Invoice and receipt PDFs: what they say (read back with pdf.js), that the same data makes the
// same file, who may download them (the customer whose they are, staff by role), the audit rows,
// and the invoice mail carrying the same PDF to a real SMTP server.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import { customerSession } from '../../../../tests/support/customers.js';
import { pdfText } from '../../../../tests/support/pdf-text.js';
import { sentInvoiceColumns, shipperFields, submitRequest } from '../../../../tests/support/service-requests.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../../../tests/support/smtp-test-server.js';
import { scratchFolder, testConfig } from '../../../../tests/support/test-config.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { PORTAL_NOT_FOUND_MESSAGE } from '../../../shared/customer-portal/customer-portal.js';
import type { StaffRole } from '../../../shared/staff-roles.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, emailOutbox, paymentRefunds, payments, serviceRequests } from '../../db/schema.js';
import { enqueueEmails } from '../../infra/email/outbox-repository.js';
import { localDiskStorage } from '../../infra/storage/local-disk-storage.js';
import { createMailTransport } from '../../infra/email/transports.js';
import { createOutboxWorker } from '../../infra/email/worker.js';
import { loadInvoiceDocument, loadReceiptDocument, type DocumentContext } from './document-data.js';
import { mailDocumentRenderer } from './document-files.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { renderReceiptPdf } from './receipt-pdf.js';

const config = testConfig();
// Invoices and receipts read nothing from storage; the proof of delivery (proof-of-delivery.test.ts) does.
const context: DocumentContext = {
  company: config.company,
  publicBaseUrl: config.publicBaseUrl,
  storage: localDiskStorage(scratchFolder('documents-storage-')),
};
const OWNER_EMAIL = 'Dana.Owner@Shipper.example';
const STRANGER_EMAIL = 'someone.else@shipper.example';
const INVOICED_AT = new Date('2026-03-02T15:30:00Z');
const PAID_AT = new Date('2026-03-04T09:10:00Z');
const REFUNDED_AT = new Date('2026-03-09T12:00:00Z');

let database: DatabaseHandle;
let app: FastifyInstance;
let owner: AdminClient;

beforeAll(async () => {
  ({ database, app, admin: owner } = await startTestAppWithAdmin());
});
afterAll(async () => {
  await stopTestApp(app, database);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A shipper request from `email`, invoiced for `amount` on INVOICED_AT. */
async function invoicedRequest(email = OWNER_EMAIL, amount = '1250.00') {
  const referenceId = await submitRequest(
    app,
    shipperFields({ contactEmail: email, contactName: 'Dana Owner', contactCompany: 'Owner Goods LLC' }),
  );
  const [row] = await database.db
    .update(serviceRequests)
    .set({ estimatedQuote: '1100.00', finalAmount: amount, invoiceStatus: 'sent', ...(await sentInvoiceColumns(database.db, INVOICED_AT)) })
    .where(eq(serviceRequests.referenceId, referenceId))
    .returning({ id: serviceRequests.id, invoiceNumber: serviceRequests.invoiceNumber });
  return { referenceId, id: row!.id, invoiceNumber: row!.invoiceNumber ?? '' };
}

/** Money confirmed for the request (Zelle, confirmed on PAID_AT), the invoice marked paid. */
async function pay(request: { id: number }, amount = '1250.00', payerEmail = 'payer.person@bank.example') {
  const [payment] = await database.db
    .insert(payments)
    .values({
      serviceRequestId: request.id,
      provider: 'manual',
      method: 'zelle',
      amount,
      status: 'succeeded',
      payerEmail,
      confirmedAt: PAID_AT,
    })
    .returning({ id: payments.id });
  await database.db
    .update(serviceRequests)
    .set({ paymentStatus: 'paid', invoiceStatus: 'paid', paidAt: PAID_AT, paymentMethod: 'zelle' })
    .where(eq(serviceRequests.id, request.id));
  return payment!.id;
}

async function refund(paymentId: string, amount: string) {
  await database.db
    .insert(paymentRefunds)
    .values({ paymentId, provider: 'manual', amount, status: 'succeeded', reason: 'Damaged item', createdAt: REFUNDED_AT });
}

async function invoicePdf(serviceRequestId: number) {
  const invoice = await loadInvoiceDocument(database.db, context, serviceRequestId);
  if (!invoice) throw new Error('no invoice');
  return renderInvoicePdf(invoice);
}

async function receiptPdf(paymentId: string) {
  const receipt = await loadReceiptDocument(database.db, context, paymentId);
  if (!receipt) throw new Error('no receipt');
  return renderReceiptPdf(receipt);
}

async function staff(role: StaffRole): Promise<AdminClient> {
  const account = { email: `${role}@freight.example`, password: `a long enough ${role} password` };
  await createTestAdmin(database.db, account, role);
  return signIn(app, account);
}

async function downloadsOf(recordType: 'service_request' | 'payment', recordId: string | number) {
  return database.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'document.downloaded'),
        eq(auditEvents.recordType, recordType),
        eq(auditEvents.recordId, String(recordId)),
      ),
    );
}

describe('the invoice PDF', () => {
  it('prints the company, MC and DOT numbers, the reference, the customer, the service and the amounts; unpaid: no stamp, the payment page', async () => {
    const request = await invoicedRequest();
    const text = await pdfText(await invoicePdf(request.id));
    expect(text).toContain('OTP Freight & Delivery');
    expect(text).toContain('MC# 123456');
    expect(text).toContain('USDOT# 1234567');
    expect(text).toContain('(555) 123-4567');
    expect(text).toContain('info@otpfreight.example');
    expect(text).toContain('INVOICE');
    // Numbered in the year it was sent (docs/decisions/065-invoice-numbers.md).
    expect(request.invoiceNumber).toMatch(/^INV-2026-\d{6}$/);
    expect(text).toContain(`Invoice number ${request.invoiceNumber}`);
    expect(text).toContain(request.referenceId);
    expect(text).toContain('Mar 2, 2026');
    expect(text).toContain('Dana Owner');
    expect(text).toContain('Owner Goods LLC');
    expect(text).toContain(OWNER_EMAIL);
    expect(text).toContain('Detroit, MI -> Chicago, IL');
    expect(text).toContain('Furniture');
    expect(text).toMatch(/Total \$1,250\.00/);
    expect(text).toMatch(/Amount paid \$0\.00/);
    expect(text).toMatch(/Balance due \$1,250\.00/);
    expect(text).toContain(`${config.publicBaseUrl}/payment?ref=${request.referenceId}`);
    // The quote was an offer, not a charge.
    expect(text).not.toContain('1,100.00');
    expect(text).not.toContain('PAID');
  });

  it('once paid: the PAID stamp with its date, nothing due, and each refund', async () => {
    const request = await invoicedRequest();
    const paymentId = await pay(request);
    const paid = await pdfText(await invoicePdf(request.id));
    expect(paid).toContain('PAID');
    expect(paid).toContain('Mar 4, 2026');
    expect(paid).toMatch(/Amount paid \$1,250\.00/);
    expect(paid).toMatch(/Balance due \$0\.00/);
    expect(paid).not.toContain('/payment?ref=');

    await refund(paymentId, '200.00');
    await database.db.update(serviceRequests).set({ paymentStatus: 'partially_refunded' }).where(eq(serviceRequests.id, request.id));
    const refunded = await pdfText(await invoicePdf(request.id));
    expect(refunded).toContain('PAID');
    expect(refunded).toMatch(/Refunded Mar 9, 2026 -\$200\.00/);
  });

  it('does not exist before the invoice is sent', async () => {
    const referenceId = await submitRequest(app, shipperFields({ contactEmail: OWNER_EMAIL }));
    const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
    expect(await loadInvoiceDocument(database.db, context, row!.id)).toBeUndefined();
  });

  it('is the same file, byte for byte, every time, whatever the clock says', async () => {
    const request = await invoicedRequest();
    await pay(request);
    const first = await invoicePdf(request.id);
    vi.useFakeTimers({ now: new Date('2031-07-01T00:00:00Z'), toFake: ['Date'] });
    const second = await invoicePdf(request.id);
    expect(second.equals(first)).toBe(true);
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('the receipt PDF', () => {
  it('prints the payment, its invoice, date, method, amount, the masked payer, refunds and the PAID stamp', async () => {
    const request = await invoicedRequest();
    const paymentId = await pay(request);
    await refund(paymentId, '50.00');
    const text = await pdfText(await receiptPdf(paymentId));
    expect(text).toContain('OTP Freight & Delivery');
    expect(text).toContain('MC# 123456');
    expect(text).toContain('RECEIPT');
    expect(text).toContain(paymentId.slice(0, 8).toUpperCase());
    expect(text).toContain(`Invoice number ${request.invoiceNumber}`);
    expect(text).toContain(request.referenceId);
    expect(text).toContain('Mar 4, 2026');
    expect(text).toContain('Zelle');
    expect(text).toMatch(/Amount received \$1,250\.00/);
    expect(text).toMatch(/Refunded Mar 9, 2026 -\$50\.00/);
    expect(text).toContain('p***@bank.example');
    expect(text).not.toContain('payer.person');
    expect(text).toContain('PAID');
  });

  it('is the same file every time, and there is none for money not confirmed', async () => {
    const request = await invoicedRequest();
    const paymentId = await pay(request);
    const first = await receiptPdf(paymentId);
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date'] });
    expect((await receiptPdf(paymentId)).equals(first)).toBe(true);
    vi.useRealTimers();

    const [pending] = await database.db
      .insert(payments)
      .values({ serviceRequestId: null, provider: 'manual', method: 'wire_transfer', amount: '10.00', status: 'pending_verification' })
      .returning({ id: payments.id });
    expect(await loadReceiptDocument(database.db, context, pending!.id)).toBeUndefined();
  });
});

describe("the customer's downloads", () => {
  it('gives the customer their invoice as a PDF attachment, and records the download as theirs', async () => {
    const request = await invoicedRequest();
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    const response = await customer.request({ method: 'GET', url: `/api/account/requests/${request.referenceId}/invoice.pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="invoice-${request.referenceId}.pdf"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(await invoicePdf(request.id))).toBe(true);
    expect(await pdfText(response.rawPayload)).toContain(request.referenceId);

    const [event] = await downloadsOf('service_request', request.id);
    expect(event).toMatchObject({ actorKind: 'customer', actorAdminId: null });
    expect(event!.changes).toMatchObject({ document: { after: 'invoice' } });
    expect(JSON.stringify(event!.changes)).not.toContain('@');
  });

  it("answers another customer's invoice and receipt exactly as ones that do not exist", async () => {
    const request = await invoicedRequest();
    const paymentId = await pay(request);
    const stranger = await customerSession(app, database.db, STRANGER_EMAIL);
    for (const url of [
      `/api/account/requests/${request.referenceId}/invoice.pdf`,
      '/api/account/requests/SR-0000-0000-0000-0000/invoice.pdf',
    ]) {
      const response = await stranger.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(PORTAL_NOT_FOUND_MESSAGE);
    }
    const theirs = await stranger.request({ method: 'GET', url: `/api/account/payments/${paymentId}/receipt.pdf` });
    const missing = await stranger.request({
      method: 'GET',
      url: '/api/account/payments/00000000-0000-4000-8000-000000000000/receipt.pdf',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect(await downloadsOf('payment', paymentId)).toHaveLength(0);
  });

  it('gives the customer the receipt of their payment; a payment without an invoice by its payer address', async () => {
    const request = await invoicedRequest();
    const paymentId = await pay(request);
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    const receipt = await customer.request({ method: 'GET', url: `/api/account/payments/${paymentId}/receipt.pdf` });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-disposition']).toContain(`receipt-${request.referenceId}-${paymentId.slice(0, 8).toUpperCase()}.pdf`);
    expect(await pdfText(receipt.rawPayload)).toContain('RECEIPT');
    expect(await downloadsOf('payment', paymentId)).toMatchObject([{ actorKind: 'customer' }]);

    const [freeForm] = await database.db
      .insert(payments)
      .values({
        provider: 'test',
        method: 'credit_card',
        amount: '75.50',
        status: 'succeeded',
        payerEmail: OWNER_EMAIL,
        confirmedAt: PAID_AT,
      })
      .returning({ id: payments.id });
    const own = await customer.request({ method: 'GET', url: `/api/account/payments/${freeForm!.id}/receipt.pdf` });
    expect(own.statusCode).toBe(200);
    expect(await pdfText(own.rawPayload)).toMatch(/Amount received \$75\.50/);
    const stranger = await customerSession(app, database.db, STRANGER_EMAIL);
    expect((await stranger.request({ method: 'GET', url: `/api/account/payments/${freeForm!.id}/receipt.pdf` })).statusCode).toBe(404);
  });

  it('refuses without a customer session (401), and a malformed payment id (400)', async () => {
    const request = await invoicedRequest();
    const anonymous = await app.inject({ method: 'GET', url: `/api/account/requests/${request.referenceId}/invoice.pdf` });
    expect(anonymous.statusCode).toBe(401);
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    expect((await customer.request({ method: 'GET', url: '/api/account/payments/not-a-uuid/receipt.pdf' })).statusCode).toBe(400);
  });

  it('says plainly when their own request has no invoice yet', async () => {
    const referenceId = await submitRequest(app, shipperFields({ contactEmail: OWNER_EMAIL }));
    const customer = await customerSession(app, database.db, OWNER_EMAIL);
    const response = await customer.request({ method: 'GET', url: `/api/account/requests/${referenceId}/invoice.pdf` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'This request has no invoice yet.' });
  });
});

describe('the back office downloads', () => {
  it('gives invoices to the roles that send them and receipts to the roles that keep the ledger, audited under the member', async () => {
    const request = await invoicedRequest();
    const paymentId = await pay(request);
    const invoiceUrl = `/api/admin/service-requests/${request.id}/invoice.pdf`;
    const receiptUrl = `/api/admin/payments/${paymentId}/receipt.pdf`;

    const byOwner = await owner.request({ method: 'GET', url: invoiceUrl });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.headers['content-type']).toBe('application/pdf');
    expect(byOwner.rawPayload.equals(await invoicePdf(request.id))).toBe(true);

    const accounting = await staff('accounting');
    expect((await accounting.request({ method: 'GET', url: invoiceUrl })).statusCode).toBe(200);
    const receipt = await accounting.request({ method: 'GET', url: receiptUrl });
    expect(receipt.statusCode).toBe(200);
    expect(await pdfText(receipt.rawPayload)).toContain(request.referenceId);

    const operations = await staff('operations');
    expect((await operations.request({ method: 'GET', url: invoiceUrl })).statusCode).toBe(200);
    expect((await operations.request({ method: 'GET', url: receiptUrl })).statusCode).toBe(403);

    const recruiting = await staff('recruiting');
    expect((await recruiting.request({ method: 'GET', url: invoiceUrl })).statusCode).toBe(403);
    expect((await recruiting.request({ method: 'GET', url: receiptUrl })).statusCode).toBe(403);

    const invoiceDownloads = await downloadsOf('service_request', request.id);
    expect(invoiceDownloads.map((event) => event.actorLabel).sort()).toEqual([
      'accounting@freight.example',
      'operations@freight.example',
      'ops-lead@freight.example',
    ]);
    expect(invoiceDownloads.every((event) => event.actorKind === 'member')).toBe(true);
    expect(await downloadsOf('payment', paymentId)).toMatchObject([{ actorKind: 'member', actorLabel: 'accounting@freight.example' }]);
  });

  it('answers 404 for a request with no invoice sent and a payment never confirmed', async () => {
    const referenceId = await submitRequest(app, shipperFields());
    const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
    expect((await owner.request({ method: 'GET', url: `/api/admin/service-requests/${row!.id}/invoice.pdf` })).statusCode).toBe(404);
    const missing = await owner.request({ method: 'GET', url: '/api/admin/payments/00000000-0000-4000-8000-000000000000/receipt.pdf' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('documents on mail', () => {
  let smtp: SmtpTestServer;
  beforeEach(async () => {
    smtp = await startSmtpTestServer();
  });
  afterEach(async () => {
    await smtp.close();
  });

  it('the invoice mail carries the invoice PDF, made when sent, the same file the customer downloads', async () => {
    const request = await invoicedRequest();
    // Only the mail under test: not the request's own confirmation mails.
    await database.db.delete(emailOutbox);
    await enqueueEmails(database.db, [
      {
        to: OWNER_EMAIL,
        subject: `Invoice ${request.referenceId}`,
        text: 'Your invoice',
        kind: 'invoice',
        attachments: [{ kind: 'invoice', serviceRequestId: request.id }],
      },
    ]);
    const [queued] = await database.db.select().from(emailOutbox);
    expect(queued!.attachments).toEqual([{ kind: 'invoice', serviceRequestId: request.id }]);

    const transport = createMailTransport({ smtpUrl: smtp.url, mailDir: 'unused', logger: pino({ level: 'silent' }), ignoreTLS: true });
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      from: config.mail.from,
      logger: pino({ level: 'silent' }),
      renderMailDocument: mailDocumentRenderer(database.db, context),
    });
    try {
      expect(await worker.runOnce()).toBe(1);
    } finally {
      transport.close();
    }
    expect(smtp.received).toHaveLength(1);
    const attachment = pdfAttachmentOf(smtp.received[0]!.raw);
    expect(attachment.filename).toBe(`invoice-${request.referenceId}.pdf`);
    expect(attachment.content.equals(await invoicePdf(request.id))).toBe(true);
    const text = await pdfText(attachment.content);
    expect(text).toContain(request.referenceId);
    expect(text).toMatch(/Balance due \$1,250\.00/);
  });

  it('a worker with no way to make documents never sends the mail without them: the attempt fails and is retried', async () => {
    const request = await invoicedRequest();
    // Only the mail under test: not the request's own confirmation mails.
    await database.db.delete(emailOutbox);
    await enqueueEmails(database.db, [
      {
        to: OWNER_EMAIL,
        subject: 'Invoice',
        text: 'Your invoice',
        kind: 'invoice',
        attachments: [{ kind: 'invoice', serviceRequestId: request.id }],
      },
    ]);
    const transport = createMailTransport({ smtpUrl: smtp.url, mailDir: 'unused', logger: pino({ level: 'silent' }), ignoreTLS: true });
    const worker = createOutboxWorker({ db: database.db, transport, from: config.mail.from, logger: pino({ level: 'silent' }) });
    try {
      expect(await worker.runOnce()).toBe(0);
    } finally {
      transport.close();
    }
    expect(smtp.received).toHaveLength(0);
    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('renderMailDocument');
  });

  it('the file transport (no SMTP) writes the attachment into the .eml too', async () => {
    const request = await invoicedRequest();
    // Only the mail under test: not the request's own confirmation mails.
    await database.db.delete(emailOutbox);
    await enqueueEmails(database.db, [
      {
        to: OWNER_EMAIL,
        subject: 'Invoice',
        text: 'Your invoice',
        kind: 'invoice',
        attachments: [{ kind: 'invoice', serviceRequestId: request.id }],
      },
    ]);
    const mailDir = scratchFolder('mail-');
    const transport = createMailTransport({ smtpUrl: undefined, mailDir, logger: pino({ level: 'silent' }) });
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      from: config.mail.from,
      logger: pino({ level: 'silent' }),
      renderMailDocument: mailDocumentRenderer(database.db, context),
    });
    expect(await worker.runOnce()).toBe(1);
    const [file] = await readdir(mailDir);
    const attachment = pdfAttachmentOf(await readFile(join(mailDir, file!), 'utf8'));
    expect(attachment.content.equals(await invoicePdf(request.id))).toBe(true);
  });
});

/** The one application/pdf part of a raw MIME message: its file name and decoded bytes. */
function pdfAttachmentOf(raw: string): { filename: string; content: Buffer } {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const pdfParts = parts.filter((part) => /^Content-Type: application\/pdf/im.test(part));
  expect(pdfParts).toHaveLength(1);
  const part = pdfParts[0]!;
  const blank = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, blank);
  const body = part.slice(blank);
  expect(headers).toMatch(/Content-Transfer-Encoding: base64/i);
  const filename = /filename="?([^";\r\n]+)"?/i.exec(headers.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
  return { filename, content: Buffer.from(body.replace(/--[^\r\n]*--\s*$/, '').replace(/\s+/g, ''), 'base64') };
}
