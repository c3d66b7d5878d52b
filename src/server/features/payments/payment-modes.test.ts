// Modes that cannot surprise: production never falls into simulated payments for lack of a key.
// Without keys it offers only the bank methods (card and PayPal are refused, the test routes do
// not exist); simulated payments there need PAYMENTS_TEST_MODE=true, said out loud.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicedRequest, invoiceState } from '../../../../tests/support/payments.js';
import { nextClientAddress } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import { PAYMENT_MESSAGES } from '../../../shared/payment-messages.js';
import { ConfigError, loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';

describe('choosing the payment mode', () => {
  it('keeps test mode without keys in development and tests, never in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).payments.mode).toBe('test');
    expect(loadConfig({ NODE_ENV: 'test' }).payments.mode).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production' }).payments.mode).toBe('manual');
    expect(loadConfig({}).payments.mode).toBe('test'); // NODE_ENV defaults to development
  });

  it('runs test mode in production only when asked by name, and turns it off elsewhere when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }).payments.mode).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'false' }).payments.mode).toBe('manual');
    expect(loadConfig({ NODE_ENV: 'development', PAYMENTS_TEST_MODE: 'false' }).payments.mode).toBe('manual');
  });

  it('refuses simulated payments beside real keys, and a switch that is not true or false', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return error instanceof ConfigError ? error.problems : [String(error)];
      }
    };
    expect(
      problems({
        NODE_ENV: 'production',
        PAYMENTS_TEST_MODE: 'true',
        PAYPAL_CLIENT_ID: 'paypal-client-id-1',
        PAYPAL_CLIENT_SECRET: 'paypal-client-secret-1',
      }),
    ).toEqual(['PAYMENTS_TEST_MODE must not be true while Stripe or PayPal keys are set: test mode simulates the providers (got "true")']);
    expect(problems({ PAYMENTS_TEST_MODE: 'yes' })).toEqual(['PAYMENTS_TEST_MODE must be true or false (got "yes")']);
  });
});

describe('production without payment keys', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, app } = await startTestApp({ config: testConfig({ NODE_ENV: 'production' }) }));
  });
  afterAll(() => stopTestApp(app, database));

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url, remoteAddress: nextClientAddress(), payload });

  it('offers no card or PayPal, and says so', async () => {
    const config = (await app.inject({ method: 'GET', url: '/api/payments/config' })).json<Record<string, unknown>>();
    expect(config).toMatchObject({
      mode: 'manual',
      cardAvailable: false,
      paypalAvailable: false,
      stripePublishableKey: null,
      paypalClientId: null,
    });
    const referenceId = await invoicedRequest(app, database.db, '120.00');
    for (const [url, message] of [
      ['/api/payments/stripe/checkout', PAYMENT_MESSAGES.cardsUnavailable],
      ['/api/create-payment-intent', PAYMENT_MESSAGES.cardsUnavailable],
      ['/paypal/order', PAYMENT_MESSAGES.paypalUnavailable],
    ] as const) {
      const refused = await post(url, { referenceId });
      expect(refused.statusCode).toBe(503);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    expect((await invoiceState(database.db, referenceId)).ledger).toEqual([]);
  });

  it('has no test checkout: its routes do not exist, so nothing can be marked paid through them', async () => {
    const referenceId = await invoicedRequest(app, database.db, '70.00');
    for (const url of [
      '/api/payments/test-checkout/cs_test_0123456789abcdef01234567/complete',
      '/api/payments/test-checkout/cs_test_0123456789abcdef01234567/cancel',
      '/api/payments/test-intents/pi_test_0123456789abcdef01234567/confirm',
    ]) {
      expect((await post(url)).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/api/payments/test-checkout/cs_test_0123456789abcdef01234567' })).statusCode).toBe(404);
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('unpaid');
  });

  it('still takes bank transfer, Zelle, wire and ACH reports', async () => {
    const referenceId = await invoicedRequest(app, database.db, '95.00');
    const reported = await post(`/api/service-requests/${referenceId}/pay`, { paymentMethod: 'ach' });
    expect(reported.statusCode).toBe(200);
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('pending_verification');
  });
});

describe('production with PAYMENTS_TEST_MODE=true', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, app } = await startTestApp({ config: testConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }) }));
  });
  afterAll(() => stopTestApp(app, database));

  it('simulates card payments, labelled as test on the config, the outcome and the ledger', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toMatchObject({
      mode: 'test',
      cardAvailable: true,
      paypalAvailable: true,
    });
    const referenceId = await invoicedRequest(app, database.db, '12.00');
    const started = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: nextClientAddress(),
      payload: { referenceId },
    });
    const intentId = started.json<{ paymentIntentId: string }>().paymentIntentId;
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/payments/test-intents/${intentId}/confirm`,
      remoteAddress: nextClientAddress(),
    });
    expect(confirmed.json()).toMatchObject({ status: 'paid', testMode: true });
    const { request, ledger } = await invoiceState(database.db, referenceId);
    expect(request.paymentStatus).toBe('paid');
    expect(ledger).toEqual([expect.objectContaining({ provider: 'test', status: 'succeeded' })]);
  });
});
