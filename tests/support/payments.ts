// Payments in tests: live providers pointed at the local fakes, Stripe webhooks signed with the
// SDK's own test-header helper, and invoiced requests to pay.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../src/server/db/client.js';
import { payments, serviceRequests } from '../../src/server/db/schema.js';
import type { PaymentProviders } from '../../src/server/features/payments/payment-providers.js';
import { paypalProvider } from '../../src/server/features/payments/providers/paypal-client.js';
import {
  createStripeClient,
  stripeCardProvider,
  verifyStripeEvent,
} from '../../src/server/features/payments/providers/stripe-card-provider.js';
import type { FakePaypal } from './fake-paypal.js';
import type { FakeStripe } from './fake-stripe.js';
import { brokerRequest, nextClientAddress, submitRequest } from './service-requests.js';
import { recordInvoiceAsSent } from '../../src/server/features/invoicing/index.js';

export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fakekey000000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fakekey000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_fakesecret00000',
} as const;

export function paypalEnv(fake: FakePaypal) {
  return { PAYPAL_CLIENT_ID: fake.clientId, PAYPAL_CLIENT_SECRET: fake.clientSecret };
}

export function stripeClientFor(fake: FakeStripe): Stripe {
  return createStripeClient({ secretKey: STRIPE_ENV.STRIPE_SECRET_KEY, host: fake.host, port: fake.port, protocol: 'http' });
}

export function liveProviders(fakeStripe: FakeStripe, fakePaypal: FakePaypal): PaymentProviders {
  const stripe = stripeClientFor(fakeStripe);
  return {
    card: stripeCardProvider(stripe),
    wallet: paypalProvider({ clientId: fakePaypal.clientId, clientSecret: fakePaypal.clientSecret, baseUrl: fakePaypal.baseUrl }),
    verifyWebhook: (rawBody, signature) => verifyStripeEvent(stripe, rawBody, signature, STRIPE_ENV.STRIPE_WEBHOOK_SECRET),
  };
}

let eventCounter = 0;

/** A Stripe event envelope around `object`. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_fake_${++eventCounter}_${Date.now()}`,
): Record<string, unknown> {
  return {
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
}

/** POSTs an event to the webhook, signed as Stripe would sign it (or with another secret or time). */
export function postWebhook(
  app: FastifyInstance,
  stripe: Stripe,
  event: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
          timestamp: options.timestamp,
        })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}

/** POST /paypal/order, as the PayPal buttons send it, from a fresh client address. */
export function createPaypalOrder(app: FastifyInstance, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/paypal/order', remoteAddress: nextClientAddress(), payload: body });
}

/** POST /paypal/order/:id/capture from a fresh client address, with the invoice's reference ID when the order pays one. */
export function capturePaypalOrder(app: FastifyInstance, orderId: string, referenceId?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/paypal/order/${orderId}/capture`,
    remoteAddress: nextClientAddress(),
    payload: referenceId ? { referenceId } : {},
  });
}

/** A broker request with an invoice of `amount` sent, as an admin would have done. */
export async function invoicedRequest(
  app: FastifyInstance,
  db: Database,
  amount: string,
  email = 'payer@customer.example',
): Promise<string> {
  const referenceId = await submitRequest(app, brokerRequest({ contactEmail: email, contactName: 'Pat Payer' }));
  const [row] = await db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
  if (!row) throw new Error(`no request ${referenceId}`);
  // Recorded as a send records it: its number, a sent document and its one linehaul line.
  await db.transaction((tx) => recordInvoiceAsSent(tx, { serviceRequestId: row.id, amount, sentAt: new Date() }));
  return referenceId;
}

export async function invoiceState(db: Database, referenceId: string) {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
  if (!row) throw new Error(`no request ${referenceId}`);
  const ledger = await db.select().from(payments).where(eq(payments.serviceRequestId, row.id));
  return { request: row, ledger };
}

/** The ledger rows of free-form payments (no invoice) that carry the customer's reference. */
export async function freeFormLedger(db: Database, customerReference: string) {
  return db
    .select()
    .from(payments)
    .where(and(isNull(payments.serviceRequestId), eq(payments.customerReference, customerReference)));
}

/** What a browser test checks of a ledger row: how much, how, by whom, and where it stands. */
export function ledgerFacts(row: typeof payments.$inferSelect) {
  return { amount: row.amount, method: row.method, provider: row.provider, status: row.status, overpayment: row.overpayment };
}
