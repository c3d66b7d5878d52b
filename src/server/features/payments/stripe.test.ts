// Card payments in live mode: our real `stripe` SDK calls against a local server that speaks
// Stripe's API, and webhooks signed with the SDK's own test-header helper.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import type { FakePaypal } from '../../../../tests/support/fake-paypal.js';
import type { FakeStripe } from '../../../../tests/support/fake-stripe.js';
import { startLivePaymentsTestApp, stopLivePaymentsTestApp } from '../../../../tests/support/live-payments-app.js';
import {
  invoicedRequest,
  invoiceState,
  postWebhook,
  STRIPE_ENV,
  stripeClientFor,
  stripeEvent,
} from '../../../../tests/support/payments.js';
import { nextClientAddress } from '../../../../tests/support/service-requests.js';
import type { DatabaseHandle } from '../../db/client.js';
import { emailOutbox, payments } from '../../db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let fakeStripe: FakeStripe;
let fakePaypal: FakePaypal;
let stripe: Stripe;

beforeAll(async () => {
  ({ database, app, fakeStripe, fakePaypal } = await startLivePaymentsTestApp({
    PUBLIC_BASE_URL: 'https://pay.freight.example',
    PAYMENT_MAX_AMOUNT: '5000',
  }));
  stripe = stripeClientFor(fakeStripe);
});
afterAll(() => stopLivePaymentsTestApp({ app, database, fakeStripe, fakePaypal }));

function checkout(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/payments/stripe/checkout', remoteAddress: nextClientAddress(), payload: body });
}

function sessionOf(url: string): Record<string, unknown> {
  const id = url.split('/').pop() ?? '';
  const session = fakeStripe.sessions.get(id);
  if (!session) throw new Error(`no session ${id}`);
  return session;
}

/** What Stripe would send once the customer paid the session. */
function paidSessionEvent(session: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return stripeEvent('checkout.session.completed', {
    ...session,
    payment_status: 'paid',
    status: 'complete',
    payment_intent: `pi_for_${String(session.id)}`,
    ...overrides,
  });
}

describe('starting a card checkout', () => {
  it("charges an invoice's balance from the database; an amount the browser sends is at most a part of it", async () => {
    const referenceId = await invoicedRequest(app, database.db, '1250.50');
    // More than the invoice owes is refused, and nothing is started (decision 073).
    const tooMuch = await checkout({ amount: '1250.51', referenceId });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject(PAYMENT_MESSAGES.amountOverBalance('1250.50'));
    expect((await invoiceState(database.db, referenceId)).ledger).toEqual([]);

    const response = await checkout({ referenceId: referenceId.toLowerCase(), email: 'someone-else@evil.example' });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const sent = fakeStripe.requests.at(-1);
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '125050',
      'line_items[0][price_data][currency]': 'usd',
      customer_email: 'payer@customer.example',
      client_reference_id: referenceId,
      success_url: `https://pay.freight.example/payment/success?session_id={CHECKOUT_SESSION_ID}&reference=${referenceId}`,
      cancel_url: `https://pay.freight.example/payment/cancel?reference=${referenceId}`,
    });
    expect(sent?.idempotencyKey).toMatch(/^checkout-/);
    const { ledger } = await invoiceState(database.db, referenceId);
    expect(ledger).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        method: 'credit_card',
        amount: '1250.50',
        status: 'created',
        providerPaymentId: sessionOf(url).id,
      }),
    ]);
  });

  it('takes a free-form amount between 0.50 and the configured maximum', async () => {
    const ok = await checkout({ amount: '42.10', referenceId: 'LOAD-7731', email: 'shipper@acme.example' });
    expect(ok.statusCode).toBe(200);
    expect(fakeStripe.requests.at(-1)?.form['line_items[0][price_data][unit_amount]']).toBe('4210');
    expect((await checkout({ amount: '0.49' })).json<{ message: string }>().message).toBe('The smallest payment we can take is $0.50.');
    expect((await checkout({ amount: '5000.01' })).statusCode).toBe(400);
    expect((await checkout({ amount: '5000.00' })).statusCode).toBe(200);
    expect((await checkout({})).statusCode).toBe(400);
    expect((await checkout({ amount: '12.345' })).statusCode).toBe(400);
  });

  it('refuses to charge an invoice that is already paid', async () => {
    const referenceId = await invoicedRequest(app, database.db, '80.00');
    const { url } = (await checkout({ referenceId })).json<{ url: string }>();
    await postWebhook(app, stripe, paidSessionEvent(sessionOf(url)));
    const again = await checkout({ referenceId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(PAYMENT_MESSAGES.invoiceAlreadyPaid(referenceId));
  });

  it('records a failed attempt when Stripe is down, and says so', async () => {
    fakeStripe.failNext(500);
    const referenceId = await invoicedRequest(app, database.db, '99.00');
    const response = await checkout({ referenceId });
    expect(response.statusCode).toBe(502);
    expect(response.json<{ message: string }>().message).toBe('Failed to create checkout session');
    const { ledger } = await invoiceState(database.db, referenceId);
    expect(ledger[0]).toMatchObject({ status: 'failed' });
    expect(ledger[0]?.failureReason).toContain('provider error');
  });

  it("creates a payment intent for the embedded card form, for the invoice's balance or the part asked", async () => {
    const referenceId = await invoicedRequest(app, database.db, '310.00');
    const intent = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/create-payment-intent', remoteAddress: nextClientAddress(), payload });
    const response = await intent({ referenceId });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ clientSecret: string }>().clientSecret).toMatch(/^pi_fake\d+_secret_fake$/);
    expect(fakeStripe.requests.at(-1)?.form).toMatchObject({ amount: '31000', currency: 'usd' });
    // The spec's call sends an amount with the reference: for an invoice, the part to pay now.
    expect((await intent({ amount: '3.10', referenceId })).statusCode).toBe(200);
    expect(fakeStripe.requests.at(-1)?.form).toMatchObject({ amount: '310', currency: 'usd' });
  });
});

describe('the Stripe webhook', () => {
  it('marks the invoice paid on checkout.session.completed, records the ledger and queues receipts', async () => {
    const referenceId = await invoicedRequest(app, database.db, '2400.00', 'receipt@customer.example');
    const session = sessionOf((await checkout({ referenceId })).json<{ url: string }>().url);
    const response = await postWebhook(app, stripe, paidSessionEvent(session));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'processed' });

    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request).toMatchObject({
      paymentStatus: 'paid',
      invoiceStatus: 'paid',
      paymentMethod: 'credit_card',
      paymentReference: `pi_for_${String(session.id)}`,
    });
    expect(request.paidAt).toBeInstanceOf(Date);
    expect(ledger).toEqual([expect.objectContaining({ status: 'succeeded', providerCaptureId: `pi_for_${String(session.id)}` })]);
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-receipt'));
    expect(mails.map((mail) => mail.toAddress)).toContain('receipt@customer.example');
  });

  it('acts on the same event once, replayed or delivered twice at the same moment', async () => {
    const referenceId = await invoicedRequest(app, database.db, '75.25', 'twice@customer.example');
    const session = sessionOf((await checkout({ referenceId })).json<{ url: string }>().url);
    const event = paidSessionEvent(session);
    const outcomes = await Promise.all([postWebhook(app, stripe, event), postWebhook(app, stripe, event)]);
    expect(outcomes.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(outcomes.map((response) => response.json<{ outcome: string }>().outcome).sort()).toEqual(['duplicate', 'processed']);
    const replay = await postWebhook(app, stripe, event);
    expect(replay.json<{ outcome: string }>().outcome).toBe('duplicate');
    const receipts = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'payment-receipt'), eq(emailOutbox.toAddress, 'twice@customer.example')));
    expect(receipts).toHaveLength(1);
  });

  it('treats the payment intent announced with the session as the same payment', async () => {
    const referenceId = await invoicedRequest(app, database.db, '60.00', 'order@customer.example');
    const session = sessionOf((await checkout({ referenceId })).json<{ url: string }>().url);
    // Stripe may announce the payment intent first; its metadata carries our ledger id.
    const intent = stripeEvent('payment_intent.succeeded', {
      id: `pi_for_${String(session.id)}`,
      object: 'payment_intent',
      amount_received: 6000,
      currency: 'usd',
      metadata: session.metadata,
    });
    expect((await postWebhook(app, stripe, intent)).json<{ outcome: string }>().outcome).toBe('processed');
    expect((await postWebhook(app, stripe, paidSessionEvent(session))).json<{ outcome: string }>().outcome).toBe('processed');
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('paid');
    expect(ledger).toHaveLength(1);
    const receipts = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'payment-receipt'), eq(emailOutbox.toAddress, 'order@customer.example')));
    expect(receipts).toHaveLength(1);
  });

  it('refuses a bad signature, a missing one and a stale one (400), changing nothing', async () => {
    const referenceId = await invoicedRequest(app, database.db, '15.00');
    const session = sessionOf((await checkout({ referenceId })).json<{ url: string }>().url);
    const event = paidSessionEvent(session);
    expect((await postWebhook(app, stripe, event, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    expect((await postWebhook(app, stripe, event, { signature: null })).statusCode).toBe(400);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect((await postWebhook(app, stripe, event, { timestamp: tenMinutesAgo })).statusCode).toBe(400);
    // A body changed after signing fails too.
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET });
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('unpaid');
  });

  it('does not accept a payment whose amount differs from the one recorded', async () => {
    const referenceId = await invoicedRequest(app, database.db, '500.00');
    const session = sessionOf((await checkout({ referenceId })).json<{ url: string }>().url);
    const response = await postWebhook(app, stripe, paidSessionEvent(session, { amount_total: 100 }));
    expect(response.json<{ outcome: string }>().outcome).toBe('amount-mismatch');
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('unpaid');
    expect(ledger[0]?.status).toBe('failed');
    expect(ledger[0]?.failureReason).toContain('amount mismatch');
  });

  it('never moves a paid invoice backwards: a failure event after payment changes nothing', async () => {
    const referenceId = await invoicedRequest(app, database.db, '44.00');
    const session = sessionOf((await checkout({ referenceId })).json<{ url: string }>().url);
    await postWebhook(app, stripe, paidSessionEvent(session));
    await postWebhook(app, stripe, stripeEvent('checkout.session.async_payment_failed', { ...session }));
    await postWebhook(
      app,
      stripe,
      stripeEvent('payment_intent.payment_failed', {
        id: `pi_for_${String(session.id)}`,
        object: 'payment_intent',
        last_payment_error: { message: 'Your card was declined.' },
      }),
    );
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('paid');
    expect(ledger[0]?.status).toBe('succeeded');
  });

  it('marks a failed card payment, and a later success still pays the invoice', async () => {
    const referenceId = await invoicedRequest(app, database.db, '33.00');
    const intent = (
      await app.inject({ method: 'POST', url: '/api/create-payment-intent', remoteAddress: nextClientAddress(), payload: { referenceId } })
    ).json<{ paymentIntentId: string }>();
    await postWebhook(
      app,
      stripe,
      stripeEvent('payment_intent.payment_failed', {
        id: intent.paymentIntentId,
        object: 'payment_intent',
        last_payment_error: { message: 'Your card was declined.' },
      }),
    );
    let state = await invoiceState(database.db, referenceId);
    expect(state.request.paymentStatus).toBe('failed');
    expect(state.ledger[0]).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' });

    const retry = (
      await app.inject({ method: 'POST', url: '/api/create-payment-intent', remoteAddress: nextClientAddress(), payload: { referenceId } })
    ).json<{ paymentIntentId: string }>();
    await postWebhook(
      app,
      stripe,
      stripeEvent('payment_intent.succeeded', {
        id: retry.paymentIntentId,
        object: 'payment_intent',
        amount_received: 3300,
        currency: 'usd',
        metadata: {},
      }),
    );
    state = await invoiceState(database.db, referenceId);
    expect(state.request.paymentStatus).toBe('paid');
  });

  it('answers 200 to events it does not act on, and to payments it did not start', async () => {
    expect((await postWebhook(app, stripe, stripeEvent('customer.created', { id: 'cus_1' }))).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
    const stranger = stripeEvent('checkout.session.completed', {
      id: 'cs_test_not_ours',
      payment_status: 'paid',
      amount_total: 100,
      currency: 'usd',
      metadata: {},
    });
    expect((await postWebhook(app, stripe, stranger)).json()).toEqual({ received: true, outcome: 'unknown-payment' });
    expect(await database.db.select().from(payments).where(eq(payments.providerPaymentId, 'cs_test_not_ours'))).toHaveLength(0);
  });
});

describe('the success page read', () => {
  it('shows a session we started, from Stripe, and nothing for one we did not', async () => {
    const { url } = (await checkout({ amount: '20.00', referenceId: 'PO-1001', email: 'reader@acme.example' })).json<{ url: string }>();
    const session = sessionOf(url);
    const response = await app.inject({ method: 'GET', url: `/api/checkout-session/${String(session.id)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ amount_total: 2000, payment_status: 'unpaid', reference: 'PO-1001', test_mode: false });
    expect((await app.inject({ method: 'GET', url: '/api/checkout-session/cs_test_someone_elses' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/checkout-session/not-a-session' })).statusCode).toBe(400);
  });
});
