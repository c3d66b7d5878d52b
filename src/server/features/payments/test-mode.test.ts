// Test mode (no keys): the local checkout completes or cancels through the same event handler a
// real Stripe webhook reaches, and PayPal's stand-in captures exactly the ordered amount.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturePaypalOrder, createPaypalOrder, invoicedRequest, invoiceState } from '../../../../tests/support/payments.js';
import { nextClientAddress } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import type { DatabaseHandle } from '../../db/client.js';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, app } = await startTestApp({ config: testConfig({ PUBLIC_BASE_URL: 'https://freight.example' }) }));
});
afterAll(() => stopTestApp(app, database));

async function startCheckout(referenceId: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/stripe/checkout',
    remoteAddress: nextClientAddress(),
    // No amount: the invoice's balance is charged (an amount would be a part of it, decision 073).
    payload: { referenceId },
  });
  const { url } = response.json<{ url: string }>();
  expect(url).toMatch(/^\/payment\/test-checkout\?session=cs_test_[0-9a-f]{24}$/);
  return new URL(url, 'https://freight.example').searchParams.get('session') ?? '';
}

describe('test mode', () => {
  it('completes a checkout through the webhook path: paid, ledger, success page', async () => {
    const referenceId = await invoicedRequest(app, database.db, '88.80');
    const session = await startCheckout(referenceId);
    const view = await app.inject({ method: 'GET', url: `/api/payments/test-checkout/${session}` });
    expect(view.json()).toMatchObject({ amount: '88.80', reference: referenceId, status: 'created' });

    const completed = await app.inject({ method: 'POST', url: `/api/payments/test-checkout/${session}/complete` });
    expect(completed.json()).toEqual({ redirectUrl: `/payment/success?session_id=${session}&reference=${referenceId}` });
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('paid');
    expect(ledger[0]).toMatchObject({ provider: 'test', status: 'succeeded' });

    const success = await app.inject({ method: 'GET', url: `/api/checkout-session/${session}` });
    expect(success.json()).toMatchObject({ amount_total: 8880, payment_status: 'paid', reference: referenceId, test_mode: true });
  });

  it('cancels a checkout: the attempt ends, the invoice is untouched', async () => {
    const referenceId = await invoicedRequest(app, database.db, '12.00');
    const session = await startCheckout(referenceId);
    const cancelled = await app.inject({ method: 'POST', url: `/api/payments/test-checkout/${session}/cancel` });
    expect(cancelled.json()).toEqual({ redirectUrl: `/payment/cancel?reference=${referenceId}` });
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('unpaid');
    expect(ledger[0]).toMatchObject({ status: 'canceled', failureReason: 'checkout abandoned or expired' });
  });

  it('pays with the embedded card form stand-in', async () => {
    const referenceId = await invoicedRequest(app, database.db, '19.99');
    const intent = (
      await app.inject({ method: 'POST', url: '/api/create-payment-intent', remoteAddress: nextClientAddress(), payload: { referenceId } })
    ).json<{ paymentIntentId: string }>();
    const confirmed = await app.inject({ method: 'POST', url: `/api/payments/test-intents/${intent.paymentIntentId}/confirm` });
    expect(confirmed.json()).toMatchObject({
      status: 'paid',
      amount: '19.99',
      method: 'credit_card',
      reference: referenceId,
      testMode: true,
      overpayment: false,
    });
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('paid');
  });

  it("captures a PayPal stand-in order for the invoice's balance", async () => {
    const referenceId = await invoicedRequest(app, database.db, '45.00');
    const { id } = (await createPaypalOrder(app, { referenceId })).json<{ id: string }>();
    const captured = await capturePaypalOrder(app, id, referenceId);
    expect(captured.json()).toMatchObject({ status: 'COMPLETED', amount: '45.00' });
    expect((await invoiceState(database.db, referenceId)).request).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'paypal' });
  });

  it('has no Stripe webhook to post to', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
