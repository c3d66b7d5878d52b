// Modes that cannot surprise: production never falls into simulated payments for lack of a key.
// Without keys it offers only the bank methods (card and PayPal are refused, the test routes do
// not exist); simulated payments there need PAYMENTS_TEST_MODE=true, said out loud.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLivePaymentsTestApp,
  stopLivePaymentsTestApp,
  type LivePaymentsTestApp,
} from '../../../../tests/support/live-payments-app.js';
import { invoicedRequest, invoiceState } from '../../../../tests/support/payments.js';
import { nextClientAddress } from '../../../../tests/support/service-requests.js';
import { startTestApp, stopTestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { ConfigError, loadConfig } from '../../config.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { auditEvents, emailOutbox, payments } from '../../db/schema.js';

/** The test checkout's routes (test-mode-routes.ts), as the router knows them. */
const TEST_MODE_ROUTES: readonly { method: HTTPMethods; url: string }[] = [
  { method: 'GET', url: '/api/payments/test-checkout/:id' },
  { method: 'POST', url: '/api/payments/test-checkout/:id/complete' },
  { method: 'POST', url: '/api/payments/test-checkout/:id/cancel' },
  { method: 'POST', url: '/api/payments/test-intents/:id/confirm' },
];

/**
 * An open card attempt on the invoice as test mode's checkout writes it (a ledger row of the
 * 'test' provider with a session id, and one with an intent id): what the test routes pay.
 */
async function openTestAttempts(db: Database, referenceId: string) {
  const { request } = await invoiceState(db, referenceId);
  if (!request.finalAmount) throw new Error(`${referenceId} has no invoice`);
  const amount = request.finalAmount;
  const attempt = (providerPaymentId: string) => ({
    serviceRequestId: request.id,
    customerReference: referenceId,
    payerEmail: request.contactEmail,
    provider: 'test' as const,
    method: 'credit_card' as const,
    amount,
    status: 'created' as const,
    providerPaymentId,
  });
  const session = `cs_test_${randomBytes(12).toString('hex')}`;
  const intent = `pi_test_${randomBytes(12).toString('hex')}`;
  await db.insert(payments).values([attempt(session), attempt(intent)]);
  return { session, intent };
}

/** What paying through a test route would change: the invoice and its ledger, the mail, the audit log. */
async function paymentState(db: Database, referenceId: string) {
  return {
    ...(await invoiceState(db, referenceId)),
    outbox: await db.select().from(emailOutbox).orderBy(emailOutbox.id),
    audit: await db.select().from(auditEvents).orderBy(auditEvents.id),
  };
}

/**
 * The test checkout is absent, not merely empty: no route in the router's table, and calls that
 * would pay a real open test attempt get the router's own 404 (not the route's "no such test
 * payment"), changing nothing.
 */
async function expectNoTestCheckout(app: FastifyInstance, db: Database, referenceId: string) {
  expect(TEST_MODE_ROUTES.filter((route) => app.hasRoute(route))).toEqual([]);
  expect(app.printRoutes({ commonPrefix: false })).not.toMatch(/test-checkout|test-intents/);

  const { session, intent } = await openTestAttempts(db, referenceId);
  const before = await paymentState(db, referenceId);
  for (const [method, url] of [
    ['GET', `/api/payments/test-checkout/${session}`],
    ['POST', `/api/payments/test-checkout/${session}/complete`],
    ['POST', `/api/payments/test-checkout/${session}/cancel`],
    ['POST', `/api/payments/test-intents/${intent}/confirm`],
  ] as const) {
    const response = await app.inject({ method, url, remoteAddress: nextClientAddress() });
    expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([404, `There is no ${method} ${url}.`]);
  }
  expect(await paymentState(db, referenceId)).toEqual(before);
  expect(before.request.paymentStatus).toBe('unpaid');
}

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
      expect(refused.json()).toMatchObject(message);
    }
    expect((await invoiceState(database.db, referenceId)).ledger).toEqual([]);
  });

  it('has no test checkout: its routes do not exist, so nothing can be marked paid through them', async () => {
    await expectNoTestCheckout(app, database.db, await invoicedRequest(app, database.db, '70.00'));
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

  // The other side of the absence checks above: the same routes, and the same kind of attempt, pay.
  it('has the test checkout routes, which pay an open test attempt', async () => {
    expect(TEST_MODE_ROUTES.filter((route) => !app.hasRoute(route))).toEqual([]);
    expect(app.printRoutes({ commonPrefix: false })).toMatch(/test-checkout[\s\S]*test-intents/);
    const referenceId = await invoicedRequest(app, database.db, '33.00');
    const { session } = await openTestAttempts(database.db, referenceId);
    const completed = await app.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${session}/complete`,
      remoteAddress: nextClientAddress(),
    });
    expect(completed.statusCode).toBe(200);
    expect((await invoiceState(database.db, referenceId)).request.paymentStatus).toBe('paid');
  });
});

describe('production with live payment keys', () => {
  let started: Partial<LivePaymentsTestApp> = {};

  beforeAll(async () => {
    started = await startLivePaymentsTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => stopLivePaymentsTestApp(started));

  it('has no test checkout either', async () => {
    const { app, database } = started as LivePaymentsTestApp;
    expect((await app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toMatchObject({ mode: 'live' });
    await expectNoTestCheckout(app, database.db, await invoicedRequest(app, database.db, '45.00'));
  });
});
