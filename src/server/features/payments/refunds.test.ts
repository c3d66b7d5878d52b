// Refunds, overpayments and the filtered ledger, through the HTTP API on a real database, with the
// live providers pointed at the local Stripe and PayPal fakes: admins refunding card, PayPal and
// bank payments; Stripe's refund webhooks (replayed, from its dashboard, pending then settled or
// failed); two refunds at once; a provider refusing; money that arrived twice; the ledger's
// filters, totals and CSV export; and the revenue the analytics report counts.
//
// The database's sessions run in America/Detroit, not UTC (as a server installed in Michigan
// would): the ledger's day filters and the revenue months must be UTC whatever the server's zone.
import type { PGlite } from '@electric-sql/pglite';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signIn, SITE_ORIGIN, TEST_ADMIN, type AdminClient } from '../../../../tests/support/admin.js';
import { startFakePaypal, type FakePaypal } from '../../../../tests/support/fake-paypal.js';
import { startFakeStripe, type FakeStripe, type FakeStripeRefund } from '../../../../tests/support/fake-stripe.js';
import {
  capturePaypalOrder,
  createPaypalOrder,
  invoicedRequest,
  invoiceState,
  liveProviders,
  paypalEnv,
  postWebhook,
  STRIPE_ENV,
  stripeClientFor,
  stripeEvent,
} from '../../../../tests/support/payments.js';
import { nextClientAddress } from '../../../../tests/support/service-requests.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../../tests/support/test-database.js';
import type { AdminPayment, AdminPaymentPage, AdminRefund } from '../../../shared/payments/admin-payments.js';
import type { AdminServiceRequestPage } from '../../../shared/service-requests/admin-service-requests.js';
import type { AnalyticsReport } from '../../../shared/analytics/analytics-report.js';
import { amountToCents, centsToAmount } from '../../../shared/money.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { emailOutbox, paymentRefunds, payments } from '../../db/schema.js';

const OPERATIONS_EMAIL = 'ops@freight.example';
const SECOND_ADMIN = { email: 'second-admin@freight.example', password: 'another long enough test password' } as const;
/** Not UTC, and with daylight saving: four or five hours off UTC midnight. */
const SERVER_TIME_ZONE = 'America/Detroit';

let database: DatabaseHandle;
let app: FastifyInstance;
let fakeStripe: FakeStripe;
let fakePaypal: FakePaypal;
let stripe: Stripe;
let admin: AdminClient;
let secondAdmin: AdminClient;

beforeAll(async () => {
  database = await openTestDatabase();
  await putSessionsInZone(database, SERVER_TIME_ZONE);
  fakeStripe = await startFakeStripe();
  fakePaypal = await startFakePaypal();
  stripe = stripeClientFor(fakeStripe);
  const config = testConfig({ ...STRIPE_ENV, ...paypalEnv(fakePaypal), OPERATIONS_EMAIL, PAYMENT_MAX_AMOUNT: '5000' });
  app = await buildApp({ config, database, logger: false, paymentProviders: liveProviders(fakeStripe, fakePaypal) });
  await app.ready();
  await createTestAdmin(database.db);
  await createTestAdmin(database.db, SECOND_ADMIN);
  admin = await signIn(app);
  secondAdmin = await signIn(app, SECOND_ADMIN, '10.200.0.2');
});
afterAll(async () => {
  await app?.close();
  await fakeStripe?.close();
  await fakePaypal?.close();
  await database?.close();
});

/** Every session of the database (PGlite's one, or each pooled connection, now and later) in `zone`. */
async function putSessionsInZone(handle: DatabaseHandle, zone: string): Promise<void> {
  const setZone = `set time zone '${zone}'`;
  if (handle.driver === 'pglite') {
    await (handle.client as PGlite).exec(setZone);
    return;
  }
  const pool = handle.client as pg.Pool;
  const { rows } = await pool.query<{ name: string }>('select current_database() as name');
  // New connections take the database's default; the ones the migrations left open are set here.
  await pool.query(`alter database "${rows[0]?.name ?? ''}" set timezone to '${zone}'`);
  const open = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  for (const client of open) {
    await client.query(setZone);
    client.release();
  }
}

// --- paying -----------------------------------------------------------------------------------

function checkout(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/payments/stripe/checkout', remoteAddress: nextClientAddress(), payload: body });
}

interface CardPayment {
  paymentId: string;
  sessionId: string;
  intentId: string;
}

/** The customer pays the invoice in Stripe Checkout; Stripe's signed checkout.session.completed says so. */
async function payByCard(referenceId: string, options: { acknowledgeReportedTransfer?: boolean } = {}): Promise<CardPayment> {
  const started = await checkout({ referenceId, ...options });
  expect(started.statusCode).toBe(200);
  const sessionId = started.json<{ url: string }>().url.split('/').pop() ?? '';
  const session = fakeStripe.completeSession(sessionId);
  const webhook = await postWebhook(app, stripe, stripeEvent('checkout.session.completed', { ...session }));
  expect(webhook.json()).toEqual({ received: true, outcome: 'processed' });
  const intentId = String(session.payment_intent);
  const [row] = await database.db.select().from(payments).where(eq(payments.providerCaptureId, intentId));
  expect(row?.status).toBe('succeeded');
  return { paymentId: row?.id ?? '', sessionId, intentId };
}

function reportTransfer(referenceId: string, paymentMethod: string) {
  return app.inject({
    method: 'POST',
    url: `/api/service-requests/${referenceId}/pay`,
    remoteAddress: nextClientAddress(),
    payload: { paymentMethod },
  });
}

/** The reported transfer of an invoice, still waiting for an admin. */
async function reportedPaymentId(referenceId: string): Promise<string> {
  const { ledger } = await invoiceState(database.db, referenceId);
  const reported = ledger.filter((row) => row.status === 'pending_verification');
  expect(reported).toHaveLength(1);
  return reported[0]?.id ?? '';
}

function confirm(paymentId: string, body?: Record<string, unknown>) {
  return admin.request({ method: 'POST', url: `/api/admin/payments/${paymentId}/confirm`, ...(body ? { payload: body } : {}) });
}

/** A Zelle payment the customer reported and an admin confirmed: the invoice is paid. */
async function payByZelle(referenceId: string): Promise<string> {
  expect((await reportTransfer(referenceId, 'zelle')).statusCode).toBe(200);
  const paymentId = await reportedPaymentId(referenceId);
  expect((await confirm(paymentId)).statusCode).toBe(204);
  return paymentId;
}

/**
 * Money that arrived twice: a Zelle reported, then the invoice paid by card, then the Zelle
 * confirmed as an overpayment (due for a refund).
 */
async function paidTwice(referenceId: string): Promise<{ card: CardPayment; zelleId: string }> {
  expect((await reportTransfer(referenceId, 'zelle')).statusCode).toBe(200);
  const zelleId = await reportedPaymentId(referenceId);
  const card = await payByCard(referenceId, { acknowledgeReportedTransfer: true });
  expect((await confirm(zelleId, { recordAsOverpayment: true })).statusCode).toBe(204);
  return { card, zelleId };
}

// --- refunding and reading back ---------------------------------------------------------------

function refund(paymentId: string, amount: string, reason = 'The customer cancelled the load', client: AdminClient = admin) {
  return client.request({ method: 'POST', url: `/api/admin/payments/${paymentId}/refunds`, payload: { amount, reason } });
}

/**
 * A refund of what paid an invoice in full, with the credit note that says the customer no longer
 * owes it (decision 073): the invoice stays closed and reads refunded in part or whole. A refund
 * without it makes the customer owe the refunded part again.
 */
function refundAndCredit(paymentId: string, amount: string, reason = 'The customer cancelled the load', client: AdminClient = admin) {
  return client.request({ method: 'POST', url: `/api/admin/payments/${paymentId}/refunds`, payload: { amount, reason, creditNote: true } });
}

function refundRows(paymentId: string) {
  return database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)).orderBy(asc(paymentRefunds.createdAt));
}

async function ledgerPage(query: string): Promise<AdminPaymentPage> {
  const response = await admin.request({ method: 'GET', url: `/api/admin/payments?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<AdminPaymentPage>();
}

/** A payment as the Payments tab shows it (found by its invoice's reference). */
async function ledgerEntry(referenceId: string, paymentId: string): Promise<AdminPayment> {
  const page = await ledgerPage(`search=${encodeURIComponent(referenceId)}&pageSize=100`);
  const entry = page.items.find((item) => item.id === paymentId);
  if (!entry) throw new Error(`payment ${paymentId} is not on the ledger page`);
  return entry;
}

/** How much of a payment the ledger page shows refunded, held by pending refunds, and still refundable. */
async function refundAmounts(referenceId: string, paymentId: string) {
  const entry = await ledgerEntry(referenceId, paymentId);
  return { refunded: entry.refundedAmount, pending: entry.refundPendingAmount, refundable: entry.refundableAmount };
}

async function mailsTo(address: string, kind: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, kind)));
}

function messageOf(response: LightMyRequestResponse): string {
  return response.json<{ message: string }>().message;
}

function outcomeOf(response: LightMyRequestResponse): string {
  expect(response.statusCode).toBe(200);
  return response.json<{ outcome: string }>().outcome;
}

/** Stripe's refund.created / refund.updated / refund.failed event for a refund at the fake. */
function refundEvent(type: 'refund.created' | 'refund.updated' | 'refund.failed', refund: FakeStripeRefund | undefined) {
  if (!refund) throw new Error('no such refund at the fake');
  return stripeEvent(type, { ...refund, metadata: { ...refund.metadata } });
}

/** charge.refunded: older API versions embed the charge's refunds, newer ones leave them out. */
function chargeRefundedEvent(intentId: string, embedded: FakeStripeRefund[] | 'not embedded') {
  const charge: Record<string, unknown> = { id: `ch_for_${intentId}`, object: 'charge', payment_intent: intentId, refunded: true };
  if (embedded !== 'not embedded') charge.refunds = { object: 'list', data: embedded.map((refund) => ({ ...refund })), has_more: false };
  return stripeEvent('charge.refunded', charge);
}

/** A refund made in Stripe's own dashboard: at Stripe, with none of our metadata. */
async function dashboardRefund(intentId: string, amountCents: number): Promise<FakeStripeRefund> {
  const made = await stripe.refunds.create({ payment_intent: intentId, amount: amountCents });
  const refund = fakeStripe.refunds.get(made.id);
  if (!refund) throw new Error('the fake kept no refund');
  expect(refund.metadata).toEqual({});
  return refund;
}

function stripeRefundsOf(intentId: string): FakeStripeRefund[] {
  return [...fakeStripe.refunds.values()].filter((refund) => refund.payment_intent === intentId);
}

describe('refunding a card payment', () => {
  it('refunds part, then the rest, through Stripe; never a cent more; the ledger shows who and how much', async () => {
    const email = 'card-refund@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '100.00', email);
    const { paymentId, intentId, sessionId } = await payByCard(referenceId);

    const first = await refundAndCredit(paymentId, '30.00', 'One pallet arrived damaged');
    expect(first.statusCode).toBe(201);
    const made = first.json<AdminRefund>();
    expect(made).toMatchObject({
      amount: '30.00',
      currency: 'USD',
      status: 'succeeded',
      reason: 'One pallet arrived damaged',
      failureReason: null,
      requestedBy: TEST_ADMIN.email,
    });
    expect(made.providerRefundId).toMatch(/^re_fake\d+$/);
    // Stripe was asked once, for this intent and amount, with our idempotency key and our id back.
    const asked = fakeStripe.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/refunds' && request.form.payment_intent === intentId,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ idempotencyKey: `refund-${made.id}`, form: { amount: '3000', 'metadata[refundId]': made.id } });
    expect(fakeStripe.refunds.get(made.providerRefundId ?? '')).toMatchObject({
      amount: 3000,
      status: 'succeeded',
      payment_intent: intentId,
      metadata: { refundId: made.id },
    });
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('partially_refunded');
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(1);

    const rest = await refundAndCredit(paymentId, '70.00', 'The rest of the load was cancelled');
    expect(rest.statusCode).toBe(201);
    expect(rest.json<AdminRefund>()).toMatchObject({ amount: '70.00', status: 'succeeded' });
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('refunded');
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(2);

    const oneCentMore = await refund(paymentId, '0.01');
    expect(oneCentMore.statusCode).toBe(409);
    expect(messageOf(oneCentMore)).toBe(PAYMENT_MESSAGES.refundTooLarge('0.00'));
    expect(await refundRows(paymentId)).toHaveLength(2);
    expect(stripeRefundsOf(intentId)).toHaveLength(2);

    const entry = await ledgerEntry(referenceId, paymentId);
    expect(entry).toMatchObject({
      status: 'succeeded',
      amount: '100.00',
      providerPaymentId: sessionId,
      providerCaptureId: intentId,
      refundedAmount: '100.00',
      refundPendingAmount: '0.00',
      refundableAmount: '0.00',
      overpayment: false,
      refundDue: null,
    });
    expect(entry.refunds.map((row) => [row.amount, row.status, row.requestedBy, row.reason])).toEqual([
      ['30.00', 'succeeded', TEST_ADMIN.email, 'One pallet arrived damaged'],
      ['70.00', 'succeeded', TEST_ADMIN.email, 'The rest of the load was cancelled'],
    ]);
    // The customer's invoice page says what came back.
    const view = await app.inject({ method: 'GET', url: `/api/service-requests/${referenceId}` });
    expect(view.json()).toMatchObject({ paymentStatus: 'refunded', amountRefunded: '100.00' });
  });

  it('refuses what is not a refund: no session, a bad amount or reason, an unknown or unconfirmed payment', async () => {
    const referenceId = await invoicedRequest(app, database.db, '20.00', 'not-refundable@customer.example');
    const started = await checkout({ referenceId });
    expect(started.statusCode).toBe(200);
    const [open] = (await invoiceState(database.db, referenceId)).ledger;
    const openId = open?.id ?? '';
    expect(open?.status).toBe('created');

    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${openId}/refunds`,
      headers: { origin: SITE_ORIGIN },
      payload: { amount: '1.00', reason: 'No session' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await refund(openId, '0.00')).statusCode).toBe(400);
    expect((await refund(openId, '1.005')).statusCode).toBe(400);
    expect((await refund(openId, '1.00', 'no')).statusCode).toBe(400);
    expect((await refund('00000000-0000-4000-8000-000000000000', '1.00')).statusCode).toBe(404);
    const unconfirmed = await refund(openId, '1.00');
    expect(unconfirmed.statusCode).toBe(409);
    expect(messageOf(unconfirmed)).toBe(PAYMENT_MESSAGES.notRefundable);
    expect(await refundRows(openId)).toHaveLength(0);
  });
});

describe("Stripe's refund webhooks", () => {
  it('records charge.refunded once, embedded or listed from Stripe, including refunds made in its dashboard', async () => {
    const email = 'charge-refunded@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '100.00', email);
    const { paymentId, intentId } = await payByCard(referenceId);
    expect((await refund(paymentId, '20.00')).statusCode).toBe(201);
    const ours = stripeRefundsOf(intentId)[0];
    expect(ours?.metadata.refundId).toBeDefined();
    const fromDashboard = await dashboardRefund(intentId, 3000);

    // Both refunds embedded: ours is known already, the dashboard's is new and recorded.
    const event = chargeRefundedEvent(intentId, [fromDashboard, ours as FakeStripeRefund]);
    expect(outcomeOf(await postWebhook(app, stripe, event))).toBe('processed');
    let rows = await refundRows(paymentId);
    expect(rows.map((row) => [row.amount, row.status, row.providerRefundId, row.requestedByAdminId === null])).toEqual([
      ['20.00', 'succeeded', ours?.id, false],
      ['30.00', 'succeeded', fromDashboard.id, true],
    ]);
    // Refunds with no credit note (decision 073): the customer owes what was returned again.
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('partially_paid');
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(2);

    // The same event again, and the same news in an event of its own without the refunds embedded
    // (the server lists them at Stripe): nothing new.
    expect(outcomeOf(await postWebhook(app, stripe, event))).toBe('duplicate');
    const listedBefore = fakeStripe.requests.filter((request) => request.method === 'GET' && request.path === '/v1/refunds').length;
    expect(outcomeOf(await postWebhook(app, stripe, chargeRefundedEvent(intentId, 'not embedded')))).toBe('processed');
    expect(fakeStripe.requests.filter((request) => request.method === 'GET' && request.path === '/v1/refunds')).toHaveLength(
      listedBefore + 1,
    );
    rows = await refundRows(paymentId);
    expect(rows).toHaveLength(2);
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(2);

    // Another dashboard refund, announced without the refunds embedded, twice: recorded once.
    const last = await dashboardRefund(intentId, 5000);
    const listed = chargeRefundedEvent(intentId, 'not embedded');
    expect(outcomeOf(await postWebhook(app, stripe, listed))).toBe('processed');
    expect(outcomeOf(await postWebhook(app, stripe, listed))).toBe('duplicate');
    expect(outcomeOf(await postWebhook(app, stripe, chargeRefundedEvent(intentId, 'not embedded')))).toBe('processed');
    rows = await refundRows(paymentId);
    expect(rows.map((row) => [row.amount, row.providerRefundId])).toEqual([
      ['20.00', ours?.id],
      ['30.00', fromDashboard.id],
      ['50.00', last.id],
    ]);
    // Everything returned, nothing credited: the whole invoice is owed again.
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('unpaid');
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(3);
    const entry = await ledgerEntry(referenceId, paymentId);
    expect(entry).toMatchObject({ refundedAmount: '100.00', refundableAmount: '0.00' });
    expect(entry.refunds.map((row) => row.requestedBy)).toEqual([TEST_ADMIN.email, null, null]);
  });

  it('records a refund made in Stripe’s dashboard once from refund.created, with no admin, and moves the invoice', async () => {
    const email = 'dashboard-refund@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '80.00', email);
    const { paymentId, intentId } = await payByCard(referenceId);
    const made = await dashboardRefund(intentId, 2500);

    expect(outcomeOf(await postWebhook(app, stripe, refundEvent('refund.created', made)))).toBe('processed');
    // Stripe also sends refund.updated and charge.refunded for the same refund: still one row.
    expect(outcomeOf(await postWebhook(app, stripe, refundEvent('refund.updated', made)))).toBe('processed');
    expect(outcomeOf(await postWebhook(app, stripe, chargeRefundedEvent(intentId, [made])))).toBe('processed');

    const rows = await refundRows(paymentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'stripe',
      providerRefundId: made.id,
      amount: '25.00',
      status: 'succeeded',
      requestedByAdminId: null,
    });
    const entry = await ledgerEntry(referenceId, paymentId);
    expect(entry).toMatchObject({ refundedAmount: '25.00', refundableAmount: '55.00' });
    expect(entry.refunds).toEqual([
      expect.objectContaining({ amount: '25.00', status: 'succeeded', requestedBy: null, providerRefundId: made.id }),
    ]);
    // A refund made in the dashboard comes with no credit note: the customer owes it again (decision 073).
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('partially_paid');
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(1);
    // What Stripe refunded is no longer refundable here.
    const tooMuch = await refund(paymentId, '55.01');
    expect(tooMuch.statusCode).toBe(409);
    expect(messageOf(tooMuch)).toBe(PAYMENT_MESSAGES.refundTooLarge('55.00'));
  });

  it('holds a pending refund until refund.updated says it succeeded, then e-mails once and moves the invoice', async () => {
    const email = 'pending-refund@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '100.00', email);
    const { paymentId } = await payByCard(referenceId);
    fakeStripe.nextRefundStatus('pending');
    const asked = await refundAndCredit(paymentId, '25.00');
    expect(asked.statusCode).toBe(201);
    const made = asked.json<AdminRefund>();
    expect(made).toMatchObject({ status: 'pending', amount: '25.00' });
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('paid');
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(0);
    expect(await refundAmounts(referenceId, paymentId)).toEqual({ refunded: '0.00', pending: '25.00', refundable: '75.00' });
    // What is pending is held: not refundable a second time.
    const tooMuch = await refund(paymentId, '75.01');
    expect(tooMuch.statusCode).toBe(409);
    expect(messageOf(tooMuch)).toBe(PAYMENT_MESSAGES.refundTooLarge('75.00'));

    const settled = refundEvent('refund.updated', fakeStripe.setRefundStatus(made.providerRefundId ?? '', 'succeeded'));
    expect(outcomeOf(await postWebhook(app, stripe, settled))).toBe('processed');
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('partially_refunded');
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(1);

    // The same event delivered again, and the same news under another event id: nothing changes.
    expect(outcomeOf(await postWebhook(app, stripe, settled))).toBe('duplicate');
    expect(
      outcomeOf(await postWebhook(app, stripe, refundEvent('refund.updated', fakeStripe.refunds.get(made.providerRefundId ?? '')))),
    ).toBe('processed');
    const rows = await refundRows(paymentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: made.id, status: 'succeeded' });
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(1);
    expect(await refundAmounts(referenceId, paymentId)).toEqual({ refunded: '25.00', pending: '0.00', refundable: '75.00' });
  });

  it('leaves the invoice paid when a pending refund fails (refund.failed), and the money may be refunded again', async () => {
    const email = 'failed-refund@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '60.00', email);
    const { paymentId, intentId } = await payByCard(referenceId);
    fakeStripe.nextRefundStatus('pending');
    const made = (await refundAndCredit(paymentId, '60.00')).json<AdminRefund>();
    expect(made.status).toBe('pending');
    expect((await invoiceState(database.db, referenceId)).request).toMatchObject({ paymentStatus: 'paid', refundDue: false });

    const failed = refundEvent(
      'refund.failed',
      fakeStripe.setRefundStatus(made.providerRefundId ?? '', 'failed', 'expired_or_canceled_card'),
    );
    expect(outcomeOf(await postWebhook(app, stripe, failed))).toBe('processed');
    expect((await refundRows(paymentId))[0]).toMatchObject({ id: made.id, status: 'failed', failureReason: 'expired_or_canceled_card' });
    // The credit note stands: what it credited is now held beyond what is owed, due back.
    const { request } = await invoiceState(database.db, referenceId);
    expect(request).toMatchObject({ paymentStatus: 'paid', refundDue: true });
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(0);
    expect(await refundAmounts(referenceId, paymentId)).toEqual({ refunded: '0.00', pending: '0.00', refundable: '60.00' });

    // Refunded again, without a second credit note (the first one already credits it).
    const again = await refund(paymentId, '60.00');
    expect(again.statusCode).toBe(201);
    expect(again.json<AdminRefund>().status).toBe('succeeded');
    expect(stripeRefundsOf(intentId).map((row) => row.status)).toEqual(['failed', 'succeeded']);
    expect((await invoiceState(database.db, referenceId)).request).toMatchObject({ paymentStatus: 'refunded', refundDue: false });
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(1);
  });
});

describe('two refunds at the same moment', () => {
  it('lets one through and refuses the others: never more than came in', async () => {
    const referenceId = await invoicedRequest(app, database.db, '100.00', 'race@customer.example');
    const { paymentId, intentId } = await payByCard(referenceId);
    // The payment's row is locked while each refund is written, so the later ones wait for the
    // first and then see it counted. On the embedded database (PGlite) transactions run one at a
    // time, so the race is real only on PostgreSQL (the suite runs on PostgreSQL under CI, through
    // TEST_DATABASE_URL); the outcome asserted here holds on both. Both sessions make a call
    // first, so neither request's first use of its session puts it behind the others: without
    // the lock, PostgreSQL then lets more than one refund through.
    await Promise.all([admin, secondAdmin].map((client) => client.request({ method: 'GET', url: '/api/admin/payment-settings' })));
    const answers = await Promise.all([
      refundAndCredit(paymentId, '60.00', 'First admin refunds', admin),
      refundAndCredit(paymentId, '60.00', 'Second admin refunds', secondAdmin),
      refundAndCredit(paymentId, '60.00', 'First admin clicks again', admin),
      refundAndCredit(paymentId, '60.00', 'Second admin clicks again', secondAdmin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(messageOf(refused)).toBe(PAYMENT_MESSAGES.refundTooLarge('40.00'));
    }

    const rows = await refundRows(paymentId);
    expect(rows.map((row) => [row.amount, row.status])).toEqual([['60.00', 'succeeded']]);
    expect(stripeRefundsOf(intentId).map((row) => row.amount)).toEqual([6000]);
    expect(await ledgerEntry(referenceId, paymentId)).toMatchObject({ refundedAmount: '60.00', refundableAmount: '40.00' });
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('partially_refunded');
  });
});

describe('the provider refusing a refund', () => {
  it('answers 502, records the refund failed, and counts nothing as refunded', async () => {
    const email = 'provider-refuses@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '100.00', email);
    const { paymentId, intentId } = await payByCard(referenceId);

    fakeStripe.failNext(400, 1);
    const refused = await refund(paymentId, '40.00');
    expect(refused.statusCode).toBe(502);
    expect(messageOf(refused)).toContain('nothing was refunded');
    let rows = await refundRows(paymentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('failed');
    expect(rows[0]?.failureReason).toMatch(/^provider error: /);
    expect(stripeRefundsOf(intentId)).toHaveLength(0);
    expect(await refundAmounts(referenceId, paymentId)).toEqual({ refunded: '0.00', pending: '0.00', refundable: '100.00' });
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('paid');

    // More than Stripe has left: someone refunded 70.00 in Stripe's dashboard, not yet announced.
    await dashboardRefund(intentId, 7000);
    const overRefund = await refund(paymentId, '50.00');
    expect(overRefund.statusCode).toBe(502);
    rows = await refundRows(paymentId);
    expect(rows.map((row) => [row.amount, row.status])).toEqual([
      ['40.00', 'failed'],
      ['50.00', 'failed'],
    ]);
    expect(rows[1]?.failureReason).toContain('greater than unrefunded amount');
    expect(await ledgerEntry(referenceId, paymentId)).toMatchObject({ refundedAmount: '0.00', refundableAmount: '100.00' });
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('paid');
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(0);

    // A blip the SDK retries (with the same idempotency key) is one refund, not two.
    fakeStripe.failNext(500, 1);
    const retried = await refund(paymentId, '30.00');
    expect(retried.statusCode).toBe(201);
    const retriedId = retried.json<AdminRefund>().id;
    expect(fakeStripe.requests.filter((request) => request.idempotencyKey === `refund-${retriedId}`)).toHaveLength(2);
    expect(stripeRefundsOf(intentId).map((row) => row.amount)).toEqual([7000, 3000]);
  });
});

describe('refunding a PayPal payment', () => {
  const createOrder = (body: Record<string, unknown>) => createPaypalOrder(app, body);
  const capture = (orderId: string, referenceId?: string) => capturePaypalOrder(app, orderId, referenceId);

  it('refunds part of an invoice paid by PayPal through its refund API', async () => {
    const email = 'paypal-invoice@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '200.00', email);
    fakePaypal.payerEmail = 'invoice-payer@paypal.example';
    const { id: orderId } = (await createOrder({ referenceId })).json<{ id: string }>();
    const captured = await capture(orderId, referenceId);
    expect(captured.statusCode).toBe(200);
    const { captureId } = captured.json<{ captureId: string }>();
    const [payment] = (await invoiceState(database.db, referenceId)).ledger;
    expect(payment).toMatchObject({ provider: 'paypal', method: 'paypal', status: 'succeeded', providerCaptureId: captureId });

    const asked = await refundAndCredit(payment?.id ?? '', '50.00', 'Detention time was billed twice');
    expect(asked.statusCode).toBe(201);
    const made = asked.json<AdminRefund>();
    expect(made).toMatchObject({ amount: '50.00', status: 'succeeded', requestedBy: TEST_ADMIN.email });
    expect(fakePaypal.refunds.get(made.providerRefundId ?? '')).toEqual({
      id: made.providerRefundId,
      captureId,
      status: 'COMPLETED',
      amount: '50.00',
      currency: 'USD',
      noteToPayer: `Refund for ${referenceId}`,
      requestId: `refund-${made.id}`,
    });
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('partially_refunded');
    expect(await ledgerEntry(referenceId, payment?.id ?? '')).toMatchObject({ refundedAmount: '50.00', refundableAmount: '150.00' });
    // The invoice's address is on the payment from the start and is never replaced (decision
    // 023), so its receipts, the refund's included, go there and not to the PayPal account's.
    expect(payment?.payerEmail).toBe(email);
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-refund'));
    expect(mails.filter((mail) => mail.textBody.includes(made.providerRefundId ?? '')).map((mail) => mail.toAddress)).toEqual([email]);
    expect(await mailsTo('invoice-payer@paypal.example', 'payment-refund')).toHaveLength(0);

    const tooMuch = await refund(payment?.id ?? '', '150.01');
    expect(tooMuch.statusCode).toBe(409);
    expect(messageOf(tooMuch)).toBe(PAYMENT_MESSAGES.refundTooLarge('150.00'));
  });

  it('sends the receipts of a PayPal payment made without an e-mail to the address PayPal gives with the capture', async () => {
    const payer = 'free-form-payer@paypal.example';
    fakePaypal.payerEmail = payer;
    const { id: orderId } = (await createOrder({ amount: '45.00' })).json<{ id: string }>();
    const captured = await capture(orderId);
    expect(captured.statusCode).toBe(200);
    const [payment] = await database.db.select().from(payments).where(eq(payments.providerPaymentId, orderId));
    expect(payment).toMatchObject({ status: 'succeeded', payerEmail: payer, serviceRequestId: null });
    expect(await mailsTo(payer, 'payment-receipt')).toHaveLength(1);

    const asked = await refund(payment?.id ?? '', '15.00');
    expect(asked.statusCode).toBe(201);
    expect(asked.json<AdminRefund>().status).toBe('succeeded');
    const mails = await mailsTo(payer, 'payment-refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('$15.00');
  });
});

describe('refunding a bank payment by hand', () => {
  it('records the refund the office made at the bank: succeeded at once, no provider asked', async () => {
    const email = 'zelle-refund@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '90.00', email);
    const paymentId = await payByZelle(referenceId);
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('paid');
    const stripeCalls = fakeStripe.requests.length;
    const paypalRefunds = fakePaypal.refunds.size;

    const recorded = await refundAndCredit(paymentId, '90.00', 'Sent back by Zelle on request');
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json<AdminRefund>()).toMatchObject({
      amount: '90.00',
      status: 'succeeded',
      providerRefundId: null,
      requestedBy: TEST_ADMIN.email,
    });
    expect(fakeStripe.requests).toHaveLength(stripeCalls);
    expect(fakePaypal.refunds.size).toBe(paypalRefunds);
    expect((await refundRows(paymentId)).map((row) => [row.provider, row.status])).toEqual([['manual', 'succeeded']]);
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('refunded');
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(1);
    const again = await refund(paymentId, '0.01');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(PAYMENT_MESSAGES.refundTooLarge('0.00'));
  });
});

describe('money that arrived twice (an overpayment)', () => {
  it('is confirmed only as an overpayment, shown as due for a refund, and cleared by refunding it', async () => {
    const email = 'paid-twice@customer.example';
    const referenceId = await invoicedRequest(app, database.db, '150.00', email);
    expect((await reportTransfer(referenceId, 'zelle')).statusCode).toBe(200);
    const zelleId = await reportedPaymentId(referenceId);
    const card = await payByCard(referenceId, { acknowledgeReportedTransfer: true });
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('paid');

    const plain = await confirm(zelleId);
    expect(plain.statusCode).toBe(409);
    expect(messageOf(plain)).toBe(PAYMENT_MESSAGES.confirmOnPaidInvoice(referenceId));
    expect((await confirm(zelleId, { recordAsOverpayment: false })).statusCode).toBe(409);
    const opsNotes = async () =>
      (await mailsTo(OPERATIONS_EMAIL, 'payment-overpayment-notification')).filter((mail) => mail.subject.includes(referenceId));
    expect(await opsNotes()).toHaveLength(0);

    expect((await confirm(zelleId, { recordAsOverpayment: true })).statusCode).toBe(204);
    let state = await invoiceState(database.db, referenceId);
    expect(state.request).toMatchObject({ paymentStatus: 'paid', refundDue: true });
    expect(await opsNotes()).toHaveLength(1);
    expect(await mailsTo(email, 'payment-overpayment-receipt')).toHaveLength(1);

    const requestList = async () =>
      (await admin.request({ method: 'GET', url: `/api/admin/service-requests?search=${referenceId}` })).json<AdminServiceRequestPage>()
        .items;
    expect(await requestList()).toEqual([expect.objectContaining({ referenceId, paymentStatus: 'paid', refundDue: true })]);

    let due = await ledgerPage(`status=refund_due&search=${referenceId}`);
    expect(due.items.map((item) => [item.id, item.method, item.overpayment, item.refundDue, item.invoiceSettled])).toEqual([
      [zelleId, 'zelle', true, '150.00', true],
    ]);
    expect(due.totals).toEqual({ received: '150.00', refunded: '0.00', net: '150.00', refundDue: '150.00', confirmedCount: 1 });
    const all = await ledgerPage(`search=${referenceId}`);
    expect(all.totals).toEqual({ received: '300.00', refunded: '0.00', net: '300.00', refundDue: '150.00', confirmedCount: 2 });
    expect(all.items.find((item) => item.id === card.paymentId)).toMatchObject({ overpayment: false, refundDue: null });

    // Part of it back: still due for the rest.
    expect((await refund(zelleId, '50.00', 'Returning the second payment')).statusCode).toBe(201);
    state = await invoiceState(database.db, referenceId);
    expect(state.request).toMatchObject({ paymentStatus: 'paid', refundDue: true });
    due = await ledgerPage(`status=refund_due&search=${referenceId}`);
    expect(due.items.map((item) => item.refundDue)).toEqual(['100.00']);
    expect(due.totals.refundDue).toBe('100.00');

    // The rest: nothing is due anywhere, and the invoice, paid once, stays paid.
    expect((await refund(zelleId, '100.00', 'Returning the second payment')).statusCode).toBe(201);
    state = await invoiceState(database.db, referenceId);
    expect(state.request).toMatchObject({ paymentStatus: 'paid', refundDue: false });
    expect(await requestList()).toEqual([expect.objectContaining({ referenceId, paymentStatus: 'paid', refundDue: false })]);
    due = await ledgerPage(`status=refund_due&search=${referenceId}`);
    expect(due.items).toEqual([]);
    expect(due.totals).toEqual({ received: '0.00', refunded: '0.00', net: '0.00', refundDue: '0.00', confirmedCount: 0 });
    expect(await ledgerEntry(referenceId, zelleId)).toMatchObject({ refundDue: null, refundedAmount: '150.00', refundableAmount: '0.00' });
    expect((await ledgerPage(`search=${referenceId}`)).totals).toEqual({
      received: '300.00',
      refunded: '150.00',
      net: '150.00',
      refundDue: '0.00',
      confirmedCount: 2,
    });
    expect(await mailsTo(email, 'payment-refund')).toHaveLength(2);
  });
});

describe('the ledger: filters, totals and export', () => {
  // Rows booked on chosen days long ago, so no other test's rows fall in the window.
  const seeded = {
    referenceA: '',
    referenceB: '',
    referenceC: '',
    card: undefined as CardPayment | undefined,
    zelleOverpaymentId: '',
    wireId: '',
    zelleCId: '',
    cardRefundId: '',
  };

  async function bookOn(paymentId: string, createdAt: string, confirmedAt: string | null) {
    await database.db
      .update(payments)
      .set({ createdAt: new Date(createdAt), confirmedAt: confirmedAt === null ? null : new Date(confirmedAt) })
      .where(eq(payments.id, paymentId));
  }

  beforeAll(async () => {
    // A: 100.00 by card (10.00 of it refunded), and a Zelle of 100.00 kept as an overpayment.
    seeded.referenceA = await invoicedRequest(app, database.db, '100.00', 'ledger-a@customer.example');
    const { card, zelleId } = await paidTwice(seeded.referenceA);
    seeded.card = card;
    seeded.zelleOverpaymentId = zelleId;
    const refunded = await refund(card.paymentId, '10.00', 'Fuel surcharge waived');
    expect(refunded.statusCode).toBe(201);
    seeded.cardRefundId = refunded.json<AdminRefund>().id;
    // B: a wire reported and not confirmed.
    seeded.referenceB = await invoicedRequest(app, database.db, '25.00', 'ledger-b@customer.example');
    expect((await reportTransfer(seeded.referenceB, 'wire_transfer')).statusCode).toBe(200);
    seeded.wireId = await reportedPaymentId(seeded.referenceB);
    // C: 40.00 by Zelle, confirmed.
    seeded.referenceC = await invoicedRequest(app, database.db, '40.00', 'ledger-c@customer.example');
    seeded.zelleCId = await payByZelle(seeded.referenceC);

    // The card payment was started late on June 9 and confirmed at the first instant of June 10
    // (UTC): it counts on the 10th. The last row is confirmed at the last millisecond of the 12th.
    await bookOn(card.paymentId, '2019-06-09T23:50:00.000Z', '2019-06-10T00:00:00.000Z');
    await bookOn(zelleId, '2019-06-09T08:00:00.000Z', '2019-06-11T12:00:00.000Z');
    await bookOn(seeded.wireId, '2019-06-11T08:00:00.000Z', null);
    await bookOn(seeded.zelleCId, '2019-06-12T20:00:00.000Z', '2019-06-12T23:59:59.999Z');
  });

  const window = 'from=2019-06-10&to=2019-06-12';

  it('narrows the list by method, status and UTC days, with exact totals for what matches', async () => {
    const everything = await ledgerPage(window);
    expect(everything.items.map((item) => item.id)).toEqual([
      seeded.zelleCId,
      seeded.wireId,
      seeded.card?.paymentId,
      seeded.zelleOverpaymentId,
    ]);
    expect(everything.total).toBe(4);
    expect(everything.totals).toEqual({ received: '240.00', refunded: '10.00', net: '230.00', refundDue: '100.00', confirmedCount: 3 });

    const byCard = await ledgerPage(`${window}&method=credit_card`);
    expect(byCard.items.map((item) => item.id)).toEqual([seeded.card?.paymentId]);
    expect(byCard.totals).toEqual({ received: '100.00', refunded: '10.00', net: '90.00', refundDue: '0.00', confirmedCount: 1 });
    expect(byCard.items[0]).toMatchObject({ refundedAmount: '10.00', refundableAmount: '90.00' });

    const byZelle = await ledgerPage(`${window}&method=zelle`);
    expect(byZelle.items.map((item) => item.id).sort()).toEqual([seeded.zelleCId, seeded.zelleOverpaymentId].sort());
    expect(byZelle.totals).toEqual({ received: '140.00', refunded: '0.00', net: '140.00', refundDue: '100.00', confirmedCount: 2 });

    const confirmed = await ledgerPage(`${window}&status=succeeded`);
    expect(confirmed.total).toBe(3);
    expect(confirmed.totals).toEqual(everything.totals);

    const waiting = await ledgerPage(`${window}&status=pending_verification`);
    expect(waiting.items.map((item) => [item.id, item.method, item.amount])).toEqual([[seeded.wireId, 'wire_transfer', '25.00']]);
    expect(waiting.totals).toEqual({ received: '0.00', refunded: '0.00', net: '0.00', refundDue: '0.00', confirmedCount: 0 });

    const due = await ledgerPage(`${window}&status=refund_due`);
    expect(due.items.map((item) => item.id)).toEqual([seeded.zelleOverpaymentId]);
    expect(due.totals).toEqual({ received: '100.00', refunded: '0.00', net: '100.00', refundDue: '100.00', confirmedCount: 1 });

    const wireByZelle = await ledgerPage(`${window}&method=zelle&status=pending_verification`);
    expect(wireByZelle.total).toBe(0);
  });

  it('takes from and to as whole UTC days, both included, on the day the money was confirmed', async () => {
    const ids = async (query: string) => (await ledgerPage(query)).items.map((item) => item.id);
    expect(await ids('from=2019-06-10&to=2019-06-10')).toEqual([seeded.card?.paymentId]);
    // Started on the 9th, confirmed on the 10th: not on the 9th.
    expect(await ids('from=2019-06-09&to=2019-06-09')).toEqual([]);
    expect(await ids('from=2019-06-11&to=2019-06-11')).toEqual([seeded.wireId, seeded.zelleOverpaymentId]);
    expect(await ids('from=2019-06-12&to=2019-06-12')).toEqual([seeded.zelleCId]);
    expect(await ids('from=2019-06-13&to=2019-06-13')).toEqual([]);
    expect(await ids('from=2019-06-11&to=2019-06-12')).toEqual([seeded.zelleCId, seeded.wireId, seeded.zelleOverpaymentId]);
    const upTo11th = await ledgerPage('from=2019-06-01&to=2019-06-11');
    expect(upTo11th.items.map((item) => item.id)).toEqual([seeded.wireId, seeded.card?.paymentId, seeded.zelleOverpaymentId]);
    expect(upTo11th.totals).toEqual({ received: '200.00', refunded: '10.00', net: '190.00', refundDue: '100.00', confirmedCount: 2 });
    const empty = await ledgerPage('from=2019-06-13&to=2019-06-30');
    expect(empty.totals).toEqual({ received: '0.00', refunded: '0.00', net: '0.00', refundDue: '0.00', confirmedCount: 0 });
  });

  it('refuses filters that make no sense (400)', async () => {
    for (const query of [
      'from=2019-06-12&to=2019-06-10',
      'method=bitcoin',
      'from=2019-13-01',
      'to=yesterday',
      'from=2019-06-1',
      'status=refunded',
      'pageSize=101',
    ]) {
      const response = await admin.request({ method: 'GET', url: `/api/admin/payments?${query}` });
      expect(response.statusCode, query).toBe(400);
      const exported = await admin.request({ method: 'GET', url: `/api/admin/export/payments?${query}` });
      expect(exported.statusCode, `export ${query}`).toBe(400);
    }
  });

  it('exports the matching payments as CSV, each refund on a line of its own with a negative amount', async () => {
    const dayBefore = new Date().toISOString().slice(0, 10);
    const response = await admin.request({ method: 'GET', url: `/api/admin/export/payments?${window}&method=credit_card` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const fileName = /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1];
    // Dated by the day of the export (UTC): the day it started or, past midnight, the next.
    expect([`payments-${dayBefore}.csv`, `payments-${new Date().toISOString().slice(0, 10)}.csv`]).toContain(fileName);
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const [header, ...lines] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'Type',
      'Date (UTC)',
      'Ledger ID',
      'Refund ID',
      'Reference',
      'Payer Email',
      'Method',
      'Provider',
      'Provider Payment ID',
      'Provider Capture or Refund ID',
      'Amount (USD)',
      'Status',
      'Reason or Notes',
      'Recorded By',
      'Applied to Invoice (USD)',
      'Invoice Balance Now (USD)',
    ]);
    const card = seeded.card as CardPayment;
    const [refundRow] = await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, seeded.cardRefundId));
    expect(lines).toEqual([
      [
        'Payment',
        '2019-06-10T00:00:00.000Z',
        card.paymentId,
        '',
        seeded.referenceA,
        'ledger-a@customer.example',
        'Credit / Debit Card',
        'stripe',
        card.sessionId,
        card.intentId,
        '100.00',
        'Confirmed',
        '',
        '',
        // All of it paid the invoice; its 10.00 refund (no credit note) is owed again.
        '100.00',
        '10.00',
      ],
      [
        'Refund',
        refundRow?.createdAt.toISOString(),
        card.paymentId,
        seeded.cardRefundId,
        seeded.referenceA,
        'ledger-a@customer.example',
        'Credit / Debit Card',
        'stripe',
        card.sessionId,
        refundRow?.providerRefundId,
        '-10.00',
        'Refunded',
        'Fuel surcharge waived',
        TEST_ADMIN.email,
        '',
        '',
      ],
    ]);

    const whole = parseCsv((await admin.request({ method: 'GET', url: `/api/admin/export/payments?${window}` })).body.slice(1));
    expect(whole.slice(1).map((line) => [line[0], line[2], line[10]])).toEqual([
      ['Payment', seeded.zelleCId, '40.00'],
      ['Payment', seeded.wireId, '25.00'],
      ['Payment', card.paymentId, '100.00'],
      ['Refund', card.paymentId, '-10.00'],
      ['Overpayment', seeded.zelleOverpaymentId, '100.00'],
    ]);
  });

  it('neutralises a free-form reference that a spreadsheet would run as a formula', async () => {
    const reference = '=HYPERLINK("https://evil.example","Invoice")';
    const reported = await app.inject({
      method: 'POST',
      url: '/api/payments/report',
      remoteAddress: nextClientAddress(),
      payload: { method: 'zelle', amount: '12.34', email: 'formula@shipper.example', referenceId: reference, notes: '+1 555 0100' },
    });
    expect(reported.statusCode).toBe(200);
    const response = await admin.request({ method: 'GET', url: `/api/admin/export/payments?search=${encodeURIComponent('evil.example')}` });
    expect(response.statusCode).toBe(200);
    const [, ...lines] = parseCsv(response.body.slice(1));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[4]).toBe(`'${reference}`);
    expect(lines[0]?.[12]).toBe("'+1 555 0100");
    expect(lines[0]?.[10]).toBe('12.34');
    expect(response.body).toContain(`"'=HYPERLINK(""https://evil.example"",""Invoice"")"`);
  });
});

describe('revenue in the analytics report', () => {
  async function thisMonth(): Promise<{ cents: number; payments: number }> {
    const response = await admin.request({ method: 'GET', url: '/api/admin/analytics?range=7' });
    expect(response.statusCode).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    const row = response.json<AnalyticsReport>().monthlyRevenue.find((entry) => entry.month === month);
    if (!row) throw new Error(`no revenue row for ${month}`);
    return { cents: amountToCents(row.amount), payments: row.payments };
  }

  it('counts an invoice paid twice once, and takes off a refund of the payment that settled it', async () => {
    const before = await thisMonth();
    const referenceId = await invoicedRequest(app, database.db, '300.00', 'revenue@customer.example');
    const { card, zelleId } = await paidTwice(referenceId);
    let now = await thisMonth();
    // The overpayment is not revenue: it is owed back.
    expect({ amount: centsToAmount(now.cents - before.cents), payments: now.payments - before.payments }).toEqual({
      amount: '300.00',
      payments: 1,
    });

    // Returning the overpayment changes nothing; refunding part of the settling payment does.
    expect((await refund(zelleId, '300.00', 'Returning the second payment')).statusCode).toBe(201);
    now = await thisMonth();
    expect(centsToAmount(now.cents - before.cents)).toBe('300.00');
    expect((await refund(card.paymentId, '45.50', 'Late delivery credit')).statusCode).toBe(201);
    now = await thisMonth();
    expect({ amount: centsToAmount(now.cents - before.cents), payments: now.payments - before.payments }).toEqual({
      amount: '254.50',
      payments: 1,
    });
  });
});

/** RFC 4180, as the export writes it: quoted fields with doubled quotes, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index++;
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
