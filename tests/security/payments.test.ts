// Attack battery: money. What a browser says about an invoice's amount is at most a part of the
// balance the server keeps (decision 073), never more; webhooks must be signed and fresh; one
// event pays once however often or however concurrently it arrives; a late failure cannot undo a
// payment; a PayPal order pays only its own invoice, for the amount it was made for. Runs against local servers speaking Stripe's and PayPal's APIs (tests/support/fake-*).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { serviceRequests } from '../../src/server/db/schema.js';
import type { FakePaypal } from '../support/fake-paypal.js';
import type { FakeStripe } from '../support/fake-stripe.js';
import { startLivePaymentsTestApp, stopLivePaymentsTestApp } from '../support/live-payments-app.js';
import { invoicedRequest, invoiceState, postWebhook, stripeClientFor, stripeEvent } from '../support/payments.js';
import { nextClientAddress } from '../support/service-requests.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let fakeStripe: FakeStripe;
let fakePaypal: FakePaypal;
let stripe: Stripe;

beforeAll(async () => {
  ({ database, app, fakeStripe, fakePaypal } = await startLivePaymentsTestApp());
  stripe = stripeClientFor(fakeStripe);
});
afterAll(() => stopLivePaymentsTestApp({ app, database, fakeStripe, fakePaypal }));

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, remoteAddress: nextClientAddress(), payload });

async function paidEventFor(referenceId: string) {
  const { url } = (await post('/api/payments/stripe/checkout', { referenceId })).json<{ url: string }>();
  const session = fakeStripe.sessions.get(url.split('/').pop() ?? '');
  if (!session) throw new Error('no checkout session');
  return {
    session,
    event: stripeEvent('checkout.session.completed', {
      ...session,
      payment_status: 'paid',
      status: 'complete',
      payment_intent: `pi_${String(session.id)}`,
    }),
  };
}

describe('client-sent amounts', () => {
  // Every route that starts a payment for an invoice, and where the provider records the amount.
  const STARTS = [
    { url: '/api/payments/stripe/checkout', charged: () => fakeStripe.requests.at(-1)?.form['line_items[0][price_data][unit_amount]'] },
    { url: '/api/create-payment-intent', charged: () => fakeStripe.requests.at(-1)?.form.amount },
  ];

  it.each(STARTS)('$url charges the invoice balance, or a part of it sent, and never more', async ({ url, charged }) => {
    const referenceId = await invoicedRequest(app, database.db, '987.65');
    // No amount: the balance. A part of it: that part. More than the balance, less than the
    // smallest payment, or malformed: refused before the provider is asked for anything.
    const outcomes = [
      [undefined, 200, '98765'],
      ['0.50', 200, '50'],
      ['1', 200, '100'],
      ['987.65', 200, '98765'],
      ['0.49', 400, undefined],
      ['0', 400, undefined],
      ['-5', 400, undefined],
      ['987.66', 400, undefined],
      ['99999999', 400, undefined],
    ] as const;
    for (const [amount, status, cents] of outcomes) {
      const providerCallsBefore = fakeStripe.requests.length;
      const response = await post(url, { referenceId, ...(amount === undefined ? {} : { amount }) });
      expect({ amount, status: response.statusCode }).toEqual({ amount, status });
      // Accepted: the provider was asked (so charged() reads this call's amount); refused: it was not.
      expect({ amount, providerAsked: fakeStripe.requests.length > providerCallsBefore }).toEqual({
        amount,
        providerAsked: status === 200,
      });
      if (cents) expect(charged()).toBe(cents);
    }
  });

  it('/paypal/order orders the invoice balance, or a part of it, and never more', async () => {
    const referenceId = await invoicedRequest(app, database.db, '432.10');
    const order = (amount?: string) =>
      post('/paypal/order', { referenceId, currency: 'USD', intent: 'CAPTURE', ...(amount === undefined ? {} : { amount }) });
    const ordersBefore = fakePaypal.orders.size;
    for (const amount of ['0.01', '432.11', '1e3']) expect((await order(amount)).statusCode, amount).toBe(400);
    expect(fakePaypal.orders.size).toBe(ordersBefore);
    const whole = (await order()).json<{ id: string }>().id;
    expect(fakePaypal.orders.get(whole)).toMatchObject({ amount: '432.10' });
    const part = (await order('32.10')).json<{ id: string }>().id;
    expect(fakePaypal.orders.get(part)).toMatchObject({ amount: '32.10' });
  });
});

describe('webhook signatures', () => {
  it.each([
    ['no signature', { signature: null }],
    ['a forged signature', { signature: 't=1700000000,v1=deadbeef' }],
    ['another secret', { secret: 'whsec_not_ours_000000' }],
    ['a stale timestamp (10 minutes old)', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
  ] as const)('%s: 400, nothing paid', async (_name, options) => {
    const referenceId = await invoicedRequest(app, database.db, '50.00');
    const { event } = await paidEventFor(referenceId);
    const response = await postWebhook(app, stripe, event, options);
    expect(response.statusCode).toBe(400);
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('unpaid');
  });
});

describe('one event, one payment', () => {
  it('the same event twice, and five at once, record one payment', async () => {
    const referenceId = await invoicedRequest(app, database.db, '75.00');
    const { event } = await paidEventFor(referenceId);
    const responses = await Promise.all(Array.from({ length: 5 }, () => postWebhook(app, stripe, event)));
    responses.push(await postWebhook(app, stripe, event));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(responses.filter((response) => response.json<{ outcome: string }>().outcome === 'processed')).toHaveLength(1);
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('paid');
    expect(ledger.filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });

  it('a failed event after the paid one changes nothing', async () => {
    const referenceId = await invoicedRequest(app, database.db, '120.00');
    const { session, event } = await paidEventFor(referenceId);
    await postWebhook(app, stripe, event);
    const failures = [
      stripeEvent('checkout.session.async_payment_failed', { ...session, payment_status: 'unpaid' }),
      stripeEvent('checkout.session.expired', { ...session, status: 'expired' }),
      stripeEvent('payment_intent.payment_failed', {
        id: `pi_${String(session.id)}`,
        object: 'payment_intent',
        amount: 12000,
        currency: 'usd',
        metadata: session.metadata,
      }),
    ];
    for (const failure of failures) expect((await postWebhook(app, stripe, failure)).statusCode).toBe(200);
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request).toMatchObject({ paymentStatus: 'paid', invoiceStatus: 'paid' });
    expect(ledger.map((row) => row.status)).toEqual(['succeeded']);
  });
});

describe('PayPal captures', () => {
  const capture = (orderId: string, referenceId: string) => post(`/paypal/order/${orderId}/capture`, { referenceId });

  it("refuses another invoice's order (409), capturing nothing", async () => {
    const mine = await invoicedRequest(app, database.db, '10.00');
    const theirs = await invoicedRequest(app, database.db, '900.00');
    const { id } = (await post('/paypal/order', { referenceId: mine })).json<{ id: string }>();
    expect((await capture(id, theirs)).statusCode).toBe(409);
    expect(fakePaypal.orders.get(id)?.captured).toBe(false);
    expect((await invoiceState(database.db, theirs)).request.paymentStatus).toBe('unpaid');
  });

  it('refuses a capture of the wrong amount (409)', async () => {
    const referenceId = await invoicedRequest(app, database.db, '250.00');
    const { id } = (await post('/paypal/order', { referenceId })).json<{ id: string }>();
    fakePaypal.nextCapture = (order) => ({
      purchase_units: [
        {
          payments: {
            captures: [
              { id: 'CAPTURE-SHORT', status: 'COMPLETED', amount: { value: '2.50', currency_code: 'USD' }, custom_id: order.customId },
            ],
          },
        },
      ],
    });
    expect((await capture(id, referenceId)).statusCode).toBe(409);
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('unpaid');
  });
});

// Paid once: whatever state a settled invoice is in (paid, partly or wholly refunded), no route
// starts, reports or captures another payment of it, and nothing reaches the ledger or provider.
describe('a settled invoice takes no more money', () => {
  const SETTLED_STATES = ['paid', 'partially_refunded', 'refunded'] as const;
  const START_ROUTES = [
    ['/api/payments/stripe/checkout', (referenceId: string) => ({ referenceId, acknowledgeReportedTransfer: true })],
    ['/api/create-payment-intent', (referenceId: string) => ({ referenceId })],
    ['/paypal/order', (referenceId: string) => ({ referenceId })],
    ['/api/payments/report', (referenceId: string) => ({ method: 'wire_transfer', amount: '1.00', referenceId, email: 'a@b.example' })],
  ] as const;

  for (const state of SETTLED_STATES) {
    it(`refuses every start on a ${state} invoice (409), recording nothing`, async () => {
      const referenceId = await invoicedRequest(app, database.db, '40.00');
      const { request } = await invoiceState(database.db, referenceId);
      await database.db
        .update(serviceRequests)
        .set({ paymentStatus: state, invoiceStatus: 'paid' })
        .where(eq(serviceRequests.id, request.id));
      const providerCalls = fakeStripe.requests.length;
      const ordersBefore = fakePaypal.orders.size;
      for (const [url, body] of START_ROUTES) expect((await post(url, body(referenceId))).statusCode, url).toBe(409);
      for (const method of ['bank_transfer', 'zelle', 'wire_transfer', 'ach']) {
        expect((await post(`/api/service-requests/${referenceId}/pay`, { paymentMethod: method })).statusCode).toBe(409);
      }
      expect(fakeStripe.requests.length).toBe(providerCalls);
      expect(fakePaypal.orders.size).toBe(ordersBefore);
      expect((await invoiceState(database.db, referenceId)).ledger).toEqual([]);
    });
  }

  it('a capture of an order opened before the invoice was paid is refused before PayPal is asked', async () => {
    const referenceId = await invoicedRequest(app, database.db, '18.00');
    const { id } = (await post('/paypal/order', { referenceId })).json<{ id: string }>();
    const { event } = await paidEventFor(referenceId);
    expect((await postWebhook(app, stripe, event)).statusCode).toBe(200);
    expect((await post(`/paypal/order/${id}/capture`, { referenceId })).statusCode).toBe(409);
    expect(fakePaypal.orders.get(id)?.captured).toBe(false);
  });
});

describe('receipts sent afterwards', () => {
  it('never redirect a receipt that already has an address, and answer one 404 for unknown ids', async () => {
    const referenceId = await invoicedRequest(app, database.db, '22.00', 'owner@customer.example');
    const { session, event } = await paidEventFor(referenceId);
    await postWebhook(app, stripe, event);
    const stolen = await post(`/api/payments/${String(session.id)}/receipt`, { email: 'attacker@evil.example' });
    expect(stolen.statusCode).toBe(409);
    for (const id of ['cs_test_unknown000000000', 'pi_unknown00000', 'ORDER123456789']) {
      expect((await post(`/api/payments/${id}/receipt`, { email: 'attacker@evil.example' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/payments/${id}/outcome` })).statusCode).toBe(404);
    }
    for (const [id, status] of [
      ['../etc', 400],
      ['a b', 400],
      ['x'.repeat(300), 414],
    ] as const) {
      expect((await app.inject({ method: 'GET', url: `/api/payments/${encodeURIComponent(id)}/outcome` })).statusCode).toBe(status);
    }
    const [row] = (await invoiceState(database.db, referenceId)).ledger;
    expect(row?.payerEmail).toBe('owner@customer.example');
  });
});
