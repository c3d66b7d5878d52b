// Paying part of an invoice (issue 38, decision 073) by card, PayPal and reported transfer, with
// transfers that arrive short or long, the overpayment of a last part, and refunds and credit notes
// moving the balance. After every step the books add up (tests/support/invoice-books.ts): what was
// applied, less what refunds took back of it, plus credit notes, plus the balance, is the total
// (anything past it is owed back and flagged). Against the local Stripe and PayPal stand-ins.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, type AdminClient } from '../../../../tests/support/admin.js';
import type { FakePaypal } from '../../../../tests/support/fake-paypal.js';
import type { FakeStripe } from '../../../../tests/support/fake-stripe.js';
import { booksEquation, invoiceBooks } from '../../../../tests/support/invoice-books.js';
import { startLivePaymentsTestApp, stopLivePaymentsTestApp } from '../../../../tests/support/live-payments-app.js';
import { invoicedRequest, invoiceState, postWebhook, stripeClientFor, stripeEvent } from '../../../../tests/support/payments.js';
import { nextClientAddress } from '../../../../tests/support/service-requests.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import type { AnalyticsReport } from '../../../shared/analytics/analytics-report.js';
import { amountToCents, centsToAmount } from '../../../shared/money.js';
import type { InvoiceView } from '../../../shared/payments/payments.js';
import type { DatabaseHandle } from '../../db/client.js';
import { auditEvents, creditNotes, emailOutbox, payments } from '../../db/schema.js';
import { lookUpRequestStatus } from '../service-requests/index.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let fakeStripe: FakeStripe;
let fakePaypal: FakePaypal;
let stripe: Stripe;
let admin: AdminClient;

beforeAll(async () => {
  ({ database, app, fakeStripe, fakePaypal } = await startLivePaymentsTestApp());
  stripe = stripeClientFor(fakeStripe);
  await createTestAdmin(database.db);
  admin = await signIn(app);
});
afterAll(() => stopLivePaymentsTestApp({ app, database, fakeStripe, fakePaypal }));

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, remoteAddress: nextClientAddress(), payload });

/** A hosted checkout for `amount` of the invoice (its whole balance without one): the session id. */
async function checkout(referenceId: string, amount?: string): Promise<string> {
  const response = await post('/api/payments/stripe/checkout', { referenceId, ...(amount ? { amount } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url.split('/').pop() ?? '';
}

/**
 * The customer pays the session at Stripe, and Stripe's signed event says so (also for a session
 * our ledger closed meanwhile: money that moved anyway).
 */
async function sessionPaid(sessionId: string): Promise<string> {
  const session = fakeStripe.completeSession(sessionId);
  const event = stripeEvent('checkout.session.completed', { ...session, customer_details: { email: 'payer@customer.example' } });
  const response = await postWebhook(app, stripe, event);
  expect(response.statusCode).toBe(200);
  return response.json<{ outcome: string }>().outcome;
}

async function payByCard(referenceId: string, amount?: string): Promise<void> {
  expect(await sessionPaid(await checkout(referenceId, amount))).toBe('processed');
}

async function payByPaypal(referenceId: string, amount?: string): Promise<LightMyRequestResponse> {
  const order = await post('/paypal/order', { referenceId, ...(amount ? { amount } : {}) });
  expect(order.statusCode, order.body).toBe(200);
  return post(`/paypal/order/${order.json<{ id: string }>().id}/capture`, { referenceId });
}

/** The customer reports a Zelle of `amount`: the ledger id waiting for the office. */
async function reportZelle(referenceId: string, amount?: string): Promise<string> {
  const response = await post(`/api/service-requests/${referenceId}/pay`, { paymentMethod: 'zelle', ...(amount ? { amount } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  const { ledger } = await invoiceState(database.db, referenceId);
  return ledger.find((row) => row.status === 'pending_verification')?.id ?? '';
}

function confirm(paymentId: string, body: Record<string, unknown> = {}) {
  return admin.request({ method: 'POST', url: `/api/admin/payments/${paymentId}/confirm`, payload: body });
}

function refund(paymentId: string, amount: string, creditNote = false) {
  return admin.request({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/refunds`,
    payload: { amount, reason: 'The load was cancelled', ...(creditNote ? { creditNote } : {}) },
  });
}

async function creditNote(referenceId: string, amount: string) {
  const { request } = await invoiceState(database.db, referenceId);
  return admin.request({
    method: 'POST',
    url: `/api/admin/service-requests/${request.id}/invoice/credit-notes`,
    payload: { amount, reason: 'One pallet arrived damaged' },
  });
}

async function view(referenceId: string): Promise<InvoiceView> {
  const response = await app.inject({ method: 'GET', url: `/api/service-requests/${referenceId}`, remoteAddress: nextClientAddress() });
  expect(response.statusCode).toBe(200);
  return response.json<InvoiceView>();
}

/** The invoice's balance and payment status, after checking that its books add up. */
async function standing(referenceId: string) {
  const books = await invoiceBooks(database.db, referenceId);
  const { left, right } = booksEquation(books);
  expect(left, `the books of ${referenceId} add up`).toBe(right);
  // Anything past the total is owed back, and shows as such.
  if (books.excessCents > 0) expect(books.refundDue).toBe(true);
  const { request } = await invoiceState(database.db, referenceId);
  return {
    balance: (books.balanceCents / 100).toFixed(2),
    paymentStatus: request.paymentStatus,
    refundDue: request.refundDue,
    status: request.status,
  };
}

async function succeeded(referenceId: string) {
  const { ledger } = await invoiceState(database.db, referenceId);
  return ledger
    .filter((row) => row.status === 'succeeded')
    .sort((a, b) => (a.confirmedAt?.getTime() ?? 0) - (b.confirmedAt?.getTime() ?? 0))
    .map((row) => ({ method: row.method, amount: row.amount, applied: row.appliedAmount, overpayment: row.overpayment }));
}

async function receiptsTo(email: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'payment-receipt')));
}

describe('paying part of an invoice', () => {
  it('by card: each part lowers the balance; the request moves forward only once it is paid in full', async () => {
    const email = 'part-card@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '1000.00', email);
    await payByCard(referenceId, '400.00');
    expect(await standing(referenceId)).toEqual({
      balance: '600.00',
      paymentStatus: 'partially_paid',
      refundDue: false,
      status: 'received',
    });
    expect(await view(referenceId)).toMatchObject({
      balance: '600.00',
      amountPaid: '400.00',
      finalAmount: '1000.00',
      paymentStatus: 'partially_paid',
    });
    const [firstReceipt] = await receiptsTo(email);
    expect(firstReceipt?.textBody).toContain('Amount: $400.00 (USD)');
    expect(firstReceipt?.textBody).toContain('Balance remaining on the invoice: $600.00 (USD)');

    // The rest, without naming an amount: the balance now.
    await payByCard(referenceId);
    expect(await standing(referenceId)).toEqual({ balance: '0.00', paymentStatus: 'paid', refundDue: false, status: 'in-progress' });
    expect(await succeeded(referenceId)).toEqual([
      { method: 'credit_card', amount: '400.00', applied: '400.00', overpayment: false },
      { method: 'credit_card', amount: '600.00', applied: '600.00', overpayment: false },
    ]);
    expect((await receiptsTo(email)).map((mail) => /Balance remaining on the invoice: (\S+)/.exec(mail.textBody)?.[1])).toEqual([
      '$600.00',
      '$0.00',
    ]);
    expect(await view(referenceId)).toMatchObject({ balance: '0.00', amountPaid: '1000.00', paymentStatus: 'paid' });
  });

  it("the chat's request look-up offers to pay what is still owed", async () => {
    const referenceId = await invoicedRequest(app, database.db, '500.00', 'chat-lookup@customer.example');
    await payByCard(referenceId, '125.00');
    const answer = await lookUpRequestStatus(database.db, { referenceId, email: 'chat-lookup@customer.example' });
    expect(answer).toMatchObject({
      found: true,
      paymentStatus: 'partially_paid',
      details: { amountDue: '375.00', paymentPath: `/payment?ref=${referenceId}` },
    });
  });

  it('refuses more than the balance and less than the smallest payment, with nothing started', async () => {
    const referenceId = await invoicedRequest(app, database.db, '300.00');
    await payByCard(referenceId, '299.75');
    const over = await post('/api/payments/stripe/checkout', { referenceId, amount: '0.26' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject(PAYMENT_MESSAGES.amountOverBalance('0.25'));
    // What is left is below the card minimum: the whole of it may still be paid, nothing less.
    const under = await post('/paypal/order', { referenceId, amount: '0.10' });
    expect(under.statusCode).toBe(400);
    expect(under.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.amountBelowMinimum('0.25'));
    const report = await post(`/api/service-requests/${referenceId}/pay`, { paymentMethod: 'ach', amount: '300.00' });
    expect(report.statusCode).toBe(400);
    expect((await invoiceState(database.db, referenceId)).ledger.filter((row) => row.status !== 'succeeded')).toHaveLength(0);
    expect((await payByPaypal(referenceId, '0.25')).statusCode).toBe(200);
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'paid' });
  });

  it('by PayPal: the order is for the part, and card and PayPal parts add up', async () => {
    const referenceId = await invoicedRequest(app, database.db, '1000.00');
    const captured = await payByPaypal(referenceId, '250.00');
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ status: 'COMPLETED', amount: '250.00' });
    expect(await standing(referenceId)).toMatchObject({ balance: '750.00', paymentStatus: 'partially_paid' });
    await payByCard(referenceId, '500.00');
    expect((await payByPaypal(referenceId)).json()).toMatchObject({ amount: '250.00' });
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'paid', refundDue: false });
    expect((await succeeded(referenceId)).map((row) => [row.method, row.applied])).toEqual([
      ['paypal', '250.00'],
      ['credit_card', '500.00'],
      ['paypal', '250.00'],
    ]);
  });

  it('by transfer, short: the office confirms what arrived; both amounts are on record', async () => {
    const referenceId = await invoicedRequest(app, database.db, '1000.00');
    const zelle = await reportZelle(referenceId, '500.00');
    expect(await standing(referenceId)).toMatchObject({ balance: '1000.00', paymentStatus: 'pending_verification' });
    expect((await confirm(zelle, { amount: '480.00' })).statusCode).toBe(204);
    expect(await standing(referenceId)).toMatchObject({ balance: '520.00', paymentStatus: 'partially_paid', refundDue: false });
    expect(await succeeded(referenceId)).toEqual([{ method: 'zelle', amount: '480.00', applied: '480.00', overpayment: false }]);
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, zelle), eq(auditEvents.action, 'payment.confirmed')));
    expect(event?.changes).toMatchObject({
      amount: { before: '500.00', after: '480.00' },
      status: { before: 'pending_verification', after: 'succeeded' },
    });
    // The customer can report the rest, and a card payment is refused for more than what is left.
    expect((await post('/api/payments/stripe/checkout', { referenceId, amount: '520.01' })).statusCode).toBe(400);
    const rest = await reportZelle(referenceId);
    expect((await invoiceState(database.db, referenceId)).ledger.find((row) => row.id === rest)?.amount).toBe('520.00');
  });

  it('by transfer, long: the last part pays the balance and the rest is an overpayment, due for a refund', async () => {
    const email = 'long-wire@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '900.00', email);
    await payByCard(referenceId, '600.00');
    const wire = await reportZelle(referenceId, '300.00');
    expect((await confirm(wire, { amount: '350.00' })).statusCode).toBe(204);
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'paid', refundDue: true, status: 'in-progress' });
    expect((await succeeded(referenceId)).at(-1)).toEqual({ method: 'zelle', amount: '350.00', applied: '300.00', overpayment: true });
    const receipt = (await receiptsTo(email)).find((mail) => mail.textBody.includes('$350.00'));
    expect(receipt?.textBody).toContain('Applied to the invoice: $300.00 (USD)');
    expect(receipt?.textBody).toContain('The remaining $50.00 was more than the invoice still owed: we will refund it');
    const due = await admin.request({ method: 'GET', url: `/api/admin/payments?status=refund_due&search=${referenceId}` });
    expect(due.json<{ items: { id: string; refundDue: string | null }[] }>().items).toEqual([
      expect.objectContaining({ id: wire, refundDue: '50.00' }),
    ]);
    // Refunding the overpaid part clears it and leaves the invoice paid.
    expect((await refund(wire, '50.00')).statusCode).toBe(201);
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'paid', refundDue: false });
  });

  it('two card parts that both went through for more than was left: the last one is applied up to the balance', async () => {
    const referenceId = await invoicedRequest(app, database.db, '300.00');
    const first = await checkout(referenceId, '200.00');
    const second = await checkout(referenceId, '200.00');
    // The second start closed the first in our ledger; Stripe took both anyway.
    expect(await sessionPaid(first)).toBe('processed');
    expect(await sessionPaid(second)).toBe('processed');
    expect(await succeeded(referenceId)).toEqual([
      { method: 'credit_card', amount: '200.00', applied: '200.00', overpayment: false },
      { method: 'credit_card', amount: '200.00', applied: '100.00', overpayment: true },
    ]);
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'paid', refundDue: true });
  });

  it('closes the other open attempts when a part is paid: their amounts were for the old balance', async () => {
    const referenceId = await invoicedRequest(app, database.db, '500.00');
    const order = await post('/paypal/order', { referenceId, amount: '500.00' });
    const orderId = order.json<{ id: string }>().id;
    await payByCard(referenceId, '100.00');
    expect((await invoiceState(database.db, referenceId)).ledger.find((row) => row.providerPaymentId === orderId)).toMatchObject({
      status: 'canceled',
      failureReason: 'another payment changed the balance due',
    });
    const captured = await post(`/paypal/order/${orderId}/capture`, { referenceId });
    expect(captured.statusCode).toBe(409);
    expect(fakePaypal.orders.get(orderId)?.captured).toBe(false);
    expect(await standing(referenceId)).toMatchObject({ balance: '400.00', paymentStatus: 'partially_paid' });
  });

  it('a webhook delivered twice, or confirmed by two events, counts once', async () => {
    const referenceId = await invoicedRequest(app, database.db, '250.00');
    const sessionId = await checkout(referenceId, '100.00');
    const session = fakeStripe.completeSession(sessionId);
    const event = stripeEvent('checkout.session.completed', { ...session });
    expect((await postWebhook(app, stripe, event)).json()).toMatchObject({ outcome: 'processed' });
    expect((await postWebhook(app, stripe, event)).json()).toMatchObject({ outcome: 'duplicate' });
    const intentEvent = stripeEvent('payment_intent.succeeded', {
      id: String(session.payment_intent),
      object: 'payment_intent',
      amount_received: 10_000,
      currency: 'usd',
      metadata: {},
    });
    expect((await postWebhook(app, stripe, intentEvent)).json()).toMatchObject({ outcome: 'processed' });
    expect(await succeeded(referenceId)).toHaveLength(1);
    expect(await standing(referenceId)).toMatchObject({ balance: '150.00', paymentStatus: 'partially_paid' });
  });
});

describe('refunds and credit notes move the balance', () => {
  it('a refund of what paid the invoice makes it owed again; the customer pays it again', async () => {
    const referenceId = await invoicedRequest(app, database.db, '1000.00');
    await payByCard(referenceId, '400.00');
    const zelle = await reportZelle(referenceId, '600.00');
    expect((await confirm(zelle)).statusCode).toBe(204);
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'paid' });
    const [card] = (await invoiceState(database.db, referenceId)).ledger.filter((row) => row.method === 'credit_card');

    expect((await refund(card?.id ?? '', '100.00')).statusCode).toBe(201);
    expect(await standing(referenceId)).toMatchObject({ balance: '100.00', paymentStatus: 'partially_paid', refundDue: false });
    expect(await view(referenceId)).toMatchObject({ balance: '100.00', amountPaid: '900.00' });
    await payByCard(referenceId);
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'paid' });
  });

  it('a refund with its credit note keeps the invoice closed: refunded in part, then in whole', async () => {
    const email = 'cancelled-deal@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '1000.00', email);
    await payByCard(referenceId, '400.00');
    const zelle = await reportZelle(referenceId);
    expect((await confirm(zelle)).statusCode).toBe(204);
    const [card] = (await invoiceState(database.db, referenceId)).ledger.filter((row) => row.method === 'credit_card');

    expect((await refund(zelle, '600.00', true)).statusCode).toBe(201);
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'partially_refunded', refundDue: false });
    expect((await refund(card?.id ?? '', '400.00', true)).statusCode).toBe(201);
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'refunded', refundDue: false });
    const notes = await database.db.select().from(creditNotes).where(eq(creditNotes.reason, 'The load was cancelled'));
    expect(notes.filter((note) => note.amount === '600.00' || note.amount === '400.00')).toHaveLength(2);
    const creditMails = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'invoice-credit-note')));
    expect(creditMails.map((mail) => mail.textBody.includes('Amount now due: $0.00 (USD)'))).toEqual([true, true]);
    // Nothing owed is not payable.
    expect((await post('/api/payments/stripe/checkout', { referenceId })).statusCode).toBe(409);
  });

  it('refuses a credit note with a refund while the invoice still owes, and for an overpayment only', async () => {
    const referenceId = await invoicedRequest(app, database.db, '500.00');
    await payByCard(referenceId, '200.00');
    const [card] = (await invoiceState(database.db, referenceId)).ledger.filter((row) => row.status === 'succeeded');
    const owing = await refund(card?.id ?? '', '50.00', true);
    expect(owing.statusCode).toBe(409);
    expect(owing.json<{ message: string }>().message).toContain('still owes $300.00');

    const wire = await reportZelle(referenceId);
    expect((await confirm(wire, { amount: '320.00' })).statusCode).toBe(204);
    const overOnly = await refund(wire, '20.00', true);
    expect(overOnly.statusCode).toBe(409);
    expect(overOnly.json<{ message: string }>().message).toContain('nothing owed to credit');
    expect((await database.db.select().from(payments).where(eq(payments.id, wire)))[0]?.amount).toBe('320.00');
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'paid', refundDue: true });
  });

  it('a credit note lowers what is owed after payments; past what was unpaid, the excess is due back', async () => {
    const email = 'credited@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '1000.00', email);
    await payByCard(referenceId, '700.00');
    expect((await creditNote(referenceId, '200.00')).statusCode).toBe(200);
    expect(await standing(referenceId)).toMatchObject({ balance: '100.00', paymentStatus: 'partially_paid', refundDue: false });
    const mail = (
      await database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'invoice-credit-note')))
    )[0];
    // What is due after it counts the payments made, not only the credit notes.
    expect(mail?.textBody).toContain('Amount now due: $100.00 (USD)');

    // The request's Payments section: what the invoice stands at, and each payment's part.
    const { request } = await invoiceState(database.db, referenceId);
    const section = await admin.request({ method: 'GET', url: `/api/admin/service-requests/${request.id}/payments` });
    expect(section.json()).toMatchObject({
      invoice: { total: '1000.00', credited: '200.00', paid: '700.00', balance: '100.00' },
      items: [expect.objectContaining({ amount: '700.00', appliedAmount: '700.00', invoiceBalance: '100.00', refundDue: null })],
    });

    expect((await creditNote(referenceId, '250.00')).statusCode).toBe(200);
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'paid', refundDue: true });
    const [card] = (await invoiceState(database.db, referenceId)).ledger.filter((row) => row.status === 'succeeded');
    expect((await refund(card?.id ?? '', '150.00')).statusCode).toBe(201);
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'partially_refunded', refundDue: false });
  });

  it('a credit note that covers what is left settles a partly paid invoice', async () => {
    const referenceId = await invoicedRequest(app, database.db, '800.00');
    await payByPaypal(referenceId, '500.00');
    expect((await creditNote(referenceId, '300.00')).statusCode).toBe(200);
    expect(await standing(referenceId)).toMatchObject({ balance: '0.00', paymentStatus: 'paid', refundDue: false });
  });

  it('a partly paid invoice is not voided: its payments are refunded first', async () => {
    const referenceId = await invoicedRequest(app, database.db, '600.00');
    await payByCard(referenceId, '100.00');
    const { request } = await invoiceState(database.db, referenceId);
    const voided = await admin.request({
      method: 'POST',
      url: `/api/admin/service-requests/${request.id}/invoice/void`,
      payload: { reason: 'Wrong customer' },
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json<{ message: string }>().message).toContain('is partly paid: refund its payments');
  });
});

describe('revenue in the analytics report', () => {
  async function thisMonthCents(): Promise<number> {
    const response = await admin.request({ method: 'GET', url: '/api/admin/analytics?range=7' });
    const month = new Date().toISOString().slice(0, 7);
    const row = response.json<AnalyticsReport>().monthlyRevenue.find((entry) => entry.month === month);
    return row ? amountToCents(row.amount) : 0;
  }

  it('counts what paid the invoice, never the overpaid part, and takes off refunds of what paid it only', async () => {
    const before = await thisMonthCents();
    const grown = async () => centsToAmount((await thisMonthCents()) - before);
    const referenceId = await invoicedRequest(app, database.db, '900.00');
    await payByCard(referenceId, '600.00');
    const wire = await reportZelle(referenceId, '300.00');
    expect((await confirm(wire, { amount: '350.00' })).statusCode).toBe(204);
    expect(await grown()).toBe('900.00');
    // 50.00 of the wire paid nothing: refunding it is not revenue lost; the next 20.00 is.
    expect((await refund(wire, '50.00')).statusCode).toBe(201);
    expect(await grown()).toBe('900.00');
    expect((await refund(wire, '20.00')).statusCode).toBe(201);
    expect(await grown()).toBe('880.00');
    expect(await standing(referenceId)).toMatchObject({ balance: '20.00', paymentStatus: 'partially_paid' });
  });
});
