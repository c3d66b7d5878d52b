// Bank transfer, Zelle, wire and ACH: reported by the customer, confirmed or rejected by an admin.
// Runs in test mode (no provider keys), as a fresh install does.
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, type AdminClient } from '../../../../tests/support/admin.js';
import { invoicedRequest, invoiceState } from '../../../../tests/support/payments.js';
import { brokerRequest, nextClientAddress, submitRequest } from '../../../../tests/support/service-requests.js';
import { startTestAppWithAdmin, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import type { AdminPaymentPage } from '../../../shared/payments/admin-payments.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, emailOutbox, payments, serviceRequests, serviceRequestStatusHistory } from '../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: AdminClient;

beforeAll(async () => {
  ({ database, app, admin } = await startTestAppWithAdmin({
    config: testConfig({ OPERATIONS_EMAIL: 'ops@freight.example', ZELLE_EMAIL: 'pay@freight.example' }),
  }));
});
afterAll(() => stopTestApp(app, database));

function pay(referenceId: string, paymentMethod: string) {
  return app.inject({
    method: 'POST',
    url: `/api/service-requests/${referenceId}/pay`,
    remoteAddress: nextClientAddress(),
    payload: { paymentMethod },
  });
}

/**
 * What a report, a confirmation or a rejection could change: the requests, the whole ledger, the
 * status histories, the audit log and the mail queue. A refusal leaves all of it as it was.
 */
async function paymentsState(referenceIds: string[]) {
  const { db } = database;
  const requests = await db
    .select()
    .from(serviceRequests)
    .where(inArray(serviceRequests.referenceId, referenceIds))
    .orderBy(asc(serviceRequests.id));
  return {
    requests,
    ledger: await db.select().from(payments).orderBy(asc(payments.createdAt), asc(payments.id)),
    history: await db.select().from(serviceRequestStatusHistory).orderBy(asc(serviceRequestStatusHistory.id)),
    audit: await db.select().from(auditEvents).orderBy(asc(auditEvents.id)),
    outbox: await db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)),
  };
}

async function pendingPaymentFor(referenceId: string) {
  const page = (
    await admin.request({ method: 'GET', url: `/api/admin/payments?status=pending_verification&search=${referenceId}` })
  ).json<AdminPaymentPage>();
  const [payment] = page.items;
  if (!payment) throw new Error(`no pending payment for ${referenceId}`);
  return payment;
}

describe('the invoice view', () => {
  it('shows the invoice with the e-mail masked, and one 404 for anything unknown', async () => {
    const referenceId = await invoicedRequest(app, database.db, '1250.00', 'jordan@rivera.example');
    const response = await app.inject({ method: 'GET', url: `/api/service-requests/${referenceId.toLowerCase()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { request } = await invoiceState(database.db, referenceId);
    expect(request.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(response.json()).toEqual({
      referenceId,
      customerName: 'Pat Payer',
      contactEmail: 'j***@rivera.example',
      finalAmount: '1250.00',
      invoiceNumber: request.invoiceNumber,
      invoiceStatus: 'sent',
      paymentStatus: 'unpaid',
      paymentMethod: null,
      paidAt: null,
      paymentId: null,
      amountRefunded: '0.00',
      pendingTransfer: null,
      // Its billed lines: the one linehaul line the invoice was sent with (the broker's route is TBD).
      lines: [expect.objectContaining({ kind: 'linehaul', quantity: '1', unit: 'flat' })],
      invoiceTotal: '1250.00',
      creditNotes: [],
      // What is still owed, and what was paid of it (decision 073).
      balance: '1250.00',
      amountPaid: '0.00',
      // Not a factored account: ours to be paid (decision 078).
      assignment: null,
    });
    const unknown = await app.inject({ method: 'GET', url: '/api/service-requests/SR-0000-0000-0000-0000' });
    const malformed = await app.inject({ method: 'GET', url: '/api/service-requests/robert-tables' });
    const driver = await app.inject({ method: 'GET', url: '/api/service-requests/DA-0000-0000-0000-0000' });
    expect([unknown.statusCode, malformed.statusCode, driver.statusCode]).toEqual([404, 404, 404]);
    expect(unknown.json()).toEqual(malformed.json());
    expect(unknown.json()).toEqual(driver.json());
  });

  it('limits look-ups per client (30 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await app.inject({ method: 'GET', url: '/api/service-requests/SR-0000-0000-0000-0001', remoteAddress: '10.123.0.1' })).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('a reported Zelle payment', () => {
  it('marks the invoice pending verification, once, and tells operations', async () => {
    const referenceId = await invoicedRequest(app, database.db, '300.00');
    const response = await pay(referenceId, 'zelle');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paymentStatus: 'pending_verification',
      method: 'zelle',
      amount: '300.00',
      memo: `Payment for ${referenceId}`,
    });
    await pay(referenceId, 'zelle');
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request).toMatchObject({ paymentStatus: 'pending_verification', paymentMethod: 'zelle' });
    expect(ledger).toEqual([
      expect.objectContaining({ provider: 'manual', method: 'zelle', status: 'pending_verification', amount: '300.00' }),
    ]);
    const notes = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-reported-notification'));
    expect(notes.filter((mail) => mail.subject.includes(referenceId))).toHaveLength(1);
  });

  it('becomes paid only when an admin confirms it, who is recorded, and the customer gets a receipt', async () => {
    const referenceId = await invoicedRequest(app, database.db, '410.00', 'zelle-payer@customer.example');
    await pay(referenceId, 'zelle');
    const payment = await pendingPaymentFor(referenceId);
    const confirmed = await admin.request({ method: 'POST', url: `/api/admin/payments/${payment.id}/confirm` });
    expect(confirmed.statusCode).toBe(204);
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('paid');
    expect(ledger[0]).toMatchObject({ status: 'succeeded' });
    expect(ledger[0]?.verifiedAt).toBeInstanceOf(Date);
    const page = (await admin.request({ method: 'GET', url: `/api/admin/payments?search=${referenceId}` })).json<AdminPaymentPage>();
    expect(page.items[0]).toMatchObject({ status: 'succeeded', verifiedBy: TEST_ADMIN.email, reference: referenceId });
    const receipts = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'zelle-payer@customer.example'));
    expect(receipts.map((mail) => mail.kind)).toContain('payment-receipt');

    // Confirmed once: a second confirmation is refused and records, mails and moves nothing.
    const before = await paymentsState([referenceId]);
    expect((await admin.request({ method: 'POST', url: `/api/admin/payments/${payment.id}/confirm` })).statusCode).toBe(409);
    expect(await paymentsState([referenceId])).toEqual(before);
  });

  it('an admin can reject it, with a reason; the invoice asks for payment again', async () => {
    const referenceId = await invoicedRequest(app, database.db, '55.00');
    await pay(referenceId, 'wire_transfer');
    const payment = await pendingPaymentFor(referenceId);
    const before = await paymentsState([referenceId]);
    expect(
      (await admin.request({ method: 'POST', url: `/api/admin/payments/${payment.id}/reject`, payload: { reason: '' } })).statusCode,
    ).toBe(400);
    expect(await paymentsState([referenceId])).toEqual(before);
    const rejected = await admin.request({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/reject`,
      payload: { reason: 'No wire arrived by Friday' },
    });
    expect(rejected.statusCode).toBe(204);
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('failed');
    expect(ledger[0]).toMatchObject({ status: 'rejected', failureReason: 'No wire arrived by Friday' });
  });

  it('refuses card and PayPal on the report call, unknown methods, and uninvoiced or unknown requests, changing nothing', async () => {
    const referenceId = await invoicedRequest(app, database.db, '20.00');
    const notInvoiced = await submitRequest(app, brokerRequest());
    const before = await paymentsState([referenceId, notInvoiced]);
    expect((await pay(referenceId, 'credit_card')).statusCode).toBe(400);
    expect((await pay(referenceId, 'paypal')).statusCode).toBe(400);
    expect((await pay(referenceId, 'bitcoin')).statusCode).toBe(400);
    expect((await pay(notInvoiced, 'zelle')).statusCode).toBe(409);
    expect((await pay('SR-0000-0000-0000-0000', 'zelle')).statusCode).toBe(404);
    expect(await paymentsState([referenceId, notInvoiced])).toEqual(before);
    expect(before.requests.map((request) => request.paymentStatus)).toEqual(['unpaid', 'unpaid']);
  });
});

describe('a transfer reported on a paid invoice', () => {
  it('is refused (409), adding no ledger row and sending no mail', async () => {
    const referenceId = await invoicedRequest(app, database.db, '75.00', 'already-paid@customer.example');
    await pay(referenceId, 'zelle');
    const payment = await pendingPaymentFor(referenceId);
    expect((await admin.request({ method: 'POST', url: `/api/admin/payments/${payment.id}/confirm` })).statusCode).toBe(204);
    const before = await invoiceState(database.db, referenceId);
    expect(before.request.paymentStatus).toBe('paid');
    expect(before.ledger).toHaveLength(1);
    const mailsBefore = await database.db.select().from(emailOutbox);

    const response = await pay(referenceId, 'bank_transfer');
    expect(response.statusCode).toBe(409);

    const after = await invoiceState(database.db, referenceId);
    expect(after.ledger).toEqual(before.ledger);
    expect(after.request).toEqual(before.request);
    expect(await database.db.select().from(emailOutbox)).toEqual(mailsBefore);
  });
});

describe('free-form reports', () => {
  it('records a Zelle payment without an invoice for an admin to confirm', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/report',
      remoteAddress: nextClientAddress(),
      payload: { method: 'zelle', amount: '125', email: 'walk-in@shipper.example', referenceId: 'LOAD 4411', notes: 'Sent from Chase' },
    });
    expect(response.statusCode).toBe(200);
    const [entry] = await database.db.select().from(payments).where(eq(payments.customerReference, 'LOAD 4411'));
    expect(entry).toMatchObject({
      serviceRequestId: null,
      amount: '125.00',
      status: 'pending_verification',
      payerEmail: 'walk-in@shipper.example',
      notes: 'Sent from Chase',
    });
  });

  it('draws the Zelle QR code as SVG', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payments/zelle-qr.svg?amount=125.00&reference=LOAD%204411' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toMatch(/^<svg[^>]+viewBox/);
  });
});

describe('payment settings', () => {
  it('tells the pages and the dashboard that payments run in test mode', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toMatchObject({
      mode: 'test',
      cardAvailable: true,
      paypalAvailable: true,
      stripePublishableKey: null,
      zelle: { email: 'pay@freight.example', name: 'OTP Freight & Delivery' },
    });
    expect((await admin.request({ method: 'GET', url: '/api/admin/payment-settings' })).json()).toEqual({
      mode: 'test',
      stripe: false,
      paypal: null,
    });
  });
});
