// PayPal in live mode: our real Orders v2 calls against a local server that speaks PayPal's API.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNothingWritten } from '../../../../tests/support/database-digest.js';
import type { FakePaypal } from '../../../../tests/support/fake-paypal.js';
import type { FakeStripe } from '../../../../tests/support/fake-stripe.js';
import { startLivePaymentsTestApp, stopLivePaymentsTestApp } from '../../../../tests/support/live-payments-app.js';
import { capturePaypalOrder, createPaypalOrder, invoicedRequest, invoiceState } from '../../../../tests/support/payments.js';
import type { DatabaseHandle } from '../../db/client.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let fakeStripe: FakeStripe;
let fakePaypal: FakePaypal;

beforeAll(async () => {
  ({ database, app, fakeStripe, fakePaypal } = await startLivePaymentsTestApp());
});
afterAll(() => stopLivePaymentsTestApp({ app, database, fakeStripe, fakePaypal }));

const createOrder = (body: Record<string, unknown>) => createPaypalOrder(app, body);
const capture = (orderId: string, referenceId?: string) => capturePaypalOrder(app, orderId, referenceId);

describe('PayPal', () => {
  it('gives the browser a client token', async () => {
    const response = await app.inject({ method: 'GET', url: '/paypal/setup' });
    expect(response.json()).toEqual({ clientToken: 'fake-client-token', clientId: fakePaypal.clientId, testMode: false });
  });

  it("orders an invoice's balance from the database and pays the invoice once the capture is COMPLETED", async () => {
    const referenceId = await invoicedRequest(app, database.db, '640.00');
    // Without an amount the order is for the whole balance (with one, for that part of it: decision 073).
    const order = await createOrder({ currency: 'USD', intent: 'CAPTURE', referenceId });
    expect(order.statusCode).toBe(200);
    const { id } = order.json<{ id: string }>();
    expect(fakePaypal.orders.get(id)).toMatchObject({ amount: '640.00', currency: 'USD' });

    const captured = await capture(id, referenceId);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ status: 'COMPLETED', amount: '640.00' });
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'paypal' });
    expect(ledger).toEqual([expect.objectContaining({ provider: 'paypal', status: 'succeeded', providerPaymentId: id })]);

    // A second capture (double click) answers with the first one's result and changes nothing.
    const again = await capture(id, referenceId);
    expect(again.statusCode).toBe(200);
    expect((await invoiceState(database.db, referenceId)).ledger).toHaveLength(1);
  });

  it("refuses to use one invoice's order to pay another", async () => {
    const mine = await invoicedRequest(app, database.db, '10.00');
    const theirs = await invoicedRequest(app, database.db, '900.00');
    const { id } = (await createOrder({ referenceId: mine })).json<{ id: string }>();
    const response = await capture(id, theirs);
    expect(response.statusCode).toBe(409);
    expect((await invoiceState(database.db, theirs)).request.paymentStatus).toBe('unpaid');
    expect(fakePaypal.orders.get(id)?.captured).toBe(false);
  });

  it('does not accept a capture for another amount or currency than the order', async () => {
    const referenceId = await invoicedRequest(app, database.db, '250.00');
    const { id } = (await createOrder({ referenceId })).json<{ id: string }>();
    fakePaypal.nextCapture = (order) => ({
      purchase_units: [
        {
          payments: {
            captures: [
              { id: 'CAPTURE-WRONG', status: 'COMPLETED', amount: { value: '2.50', currency_code: 'USD' }, custom_id: order.customId },
            ],
          },
        },
      ],
    });
    const response = await capture(id, referenceId);
    expect(response.statusCode).toBe(409);
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('unpaid');
    expect(ledger[0]?.failureReason).toContain('amount mismatch');
  });

  it('does not accept a capture PayPal did not complete', async () => {
    const referenceId = await invoicedRequest(app, database.db, '70.00');
    const { id } = (await createOrder({ referenceId })).json<{ id: string }>();
    fakePaypal.nextCapture = () => ({ status: 'PAYER_ACTION_REQUIRED', purchase_units: [] });
    const response = await capture(id, referenceId);
    expect(response.statusCode).toBe(402);
    const { request } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('failed');
  });

  it('takes a bounded free-form amount, and refuses unknown orders', async () => {
    const free = await createOrder({ amount: '15.75' });
    const { id } = free.json<{ id: string }>();
    expect(fakePaypal.orders.get(id)?.amount).toBe('15.75');
    expect((await capture(id)).statusCode).toBe(200);
    const ordersBefore = fakePaypal.orders.size;
    await expectNothingWritten(database.db, async () => {
      expect((await createOrder({ amount: '0.10' })).statusCode).toBe(400);
      expect((await capture('FAKEORDER999999')).statusCode).toBe(404);
    });
    // Nor was PayPal asked to open an order.
    expect(fakePaypal.orders.size).toBe(ordersBefore);
  });
});
