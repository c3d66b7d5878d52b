// The public payment calls of spec section 7 (and the free-form report and Zelle QR code).
// HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { safeString } from '../../../shared/safe-text.js';
import { moneyAmountSchema } from '../../../shared/money.js';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutSessionViewSchema,
  freeFormReportSchema,
  invoicePaySchema,
  invoiceViewSchema,
  manualPaymentResultSchema,
  paymentIntentResponseSchema,
  paymentMemo,
  paymentsConfigSchema,
  paypalCaptureRequestSchema,
  paypalCaptureResultSchema,
  paypalOrderRequestSchema,
  paypalOrderSchema,
  paypalSetupSchema,
  paymentOutcomeSchema,
  receiptEmailSchema,
} from '../../../shared/payments/payments.js';
import { startCheckout, startPaymentIntent, checkoutSessionView } from './card-checkout-service.js';
import type { PaymentDeps } from './deps.js';
import { invoiceView } from './invoice-view-service.js';
import { reportFreeFormPayment, reportInvoicePayment } from './manual-payment-service.js';
import { paymentsConfig } from './payments-config.js';
import { paymentOutcome, sendReceiptTo } from './payment-outcome-service.js';
import { captureWalletOrder, createWalletOrder, walletSetup } from './wallet-checkout-service.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { zelleQrSvg } from './zelle-qr.js';
import { compiledSerializerFor } from '../../plugins/compiled-serializer.js';

const errors = errorResponses(400, 404, 409, 429, 502, 503);
const referenceParams = z.object({ ref: safeString().min(1).max(64) });

// Starting payments costs a provider call each: enough for a customer retrying, not for a script.
const START_LIMIT = { max: 20, timeWindow: '10 minutes' };

/** What every call that starts or reports a payment shares: a small body, the start limit. */
function startsAPayment(bodyLimit: number) {
  return { bodyLimit, config: { rateLimit: START_LIMIT } };
}

// Every answer here is `no-store` by default (plugins/api-caching.ts): an invoice view, a checkout
// or an outcome is never kept by a browser or a proxy.
export async function paymentRoutes(app: FastifyInstance, deps: PaymentDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/payments/config',
    { schema: { summary: 'What the payment pages offer (mode, methods, public keys)', response: { 200: paymentsConfigSchema } } },
    async () => paymentsConfig(deps),
  );

  routes.get(
    '/api/service-requests/:ref',
    {
      // Reference IDs are unguessable; limiting look-ups makes trying them hopeless too.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      // The busiest answer: written by a serializer compiled from its schema (same checks, same text).
      serializerCompiler: compiledSerializerFor(['200']),
      schema: {
        summary: 'The invoice view of a service request',
        params: referenceParams,
        response: { 200: invoiceViewSchema, ...errors },
      },
    },
    async (request) => invoiceView(deps.db, request.params.ref),
  );

  routes.post(
    '/api/service-requests/:ref/pay',
    {
      ...startsAPayment(1024),
      schema: {
        summary: 'Report a bank transfer, Zelle, wire or ACH payment of an invoice',
        description:
          'Marks the invoice pending verification until an admin confirms the money arrived. `amount`: the part of the balance sent (the whole balance when absent); more than the balance is refused (400).',
        params: referenceParams,
        body: invoicePaySchema,
        response: { 200: manualPaymentResultSchema, ...errors },
      },
    },
    async (request) =>
      reportInvoicePayment(deps, request.params.ref, request.body.paymentMethod, auditOriginOf(request), request.body.amount),
  );

  routes.post(
    '/api/payments/report',
    {
      ...startsAPayment(4 * 1024),
      schema: {
        summary: 'Report a free-form Zelle, wire or direct deposit payment',
        body: freeFormReportSchema,
        response: { 200: manualPaymentResultSchema, ...errors },
      },
    },
    async (request) => reportFreeFormPayment(deps, request.body, auditOriginOf(request)),
  );

  routes.post(
    '/api/payments/stripe/checkout',
    {
      ...startsAPayment(4 * 1024),
      schema: {
        summary: 'Start a hosted card checkout',
        description:
          "For an invoice's reference ID: its balance, or the part of it in `amount` (at least the smallest payment, at most the balance: 400 otherwise); otherwise a free-form amount.",
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request) => startCheckout(deps, request.body),
  );

  routes.post(
    '/api/create-payment-intent',
    {
      ...startsAPayment(4 * 1024),
      schema: {
        summary: 'Start a card payment on our page (embedded card form)',
        body: checkoutRequestSchema,
        response: { 200: paymentIntentResponseSchema, ...errors },
      },
    },
    async (request) => startPaymentIntent(deps, request.body),
  );

  routes.get(
    '/api/checkout-session/:sessionId',
    {
      // The success page polls every 2 s for up to a minute while a confirmation is on its way.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: 'A finished checkout, for the success page',
        params: z.object({ sessionId: safeString().regex(/^cs_\w{8,200}$/) }),
        response: { 200: checkoutSessionViewSchema, ...errors },
      },
    },
    async (request) => checkoutSessionView(deps, request.params.sessionId),
  );

  // A checkout session, payment intent or PayPal order id: long, random, and given only to the
  // page that started the payment.
  const providerIdParams = z.object({ id: safeString().regex(/^[\w-]{5,200}$/) });

  routes.get(
    '/api/payments/:id/outcome',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: 'What became of a payment this page started',
        description: 'paid only once the provider (or an admin) confirmed it; processing while its confirmation is on the way.',
        params: providerIdParams,
        response: { 200: paymentOutcomeSchema, ...errors },
      },
    },
    async (request) => paymentOutcome(deps, request.params.id),
  );

  routes.post(
    '/api/payments/:id/receipt',
    {
      bodyLimit: 1024,
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        summary: 'E-mail the receipt of a confirmed payment made without an e-mail address',
        description: 'Once per payment; an address already on the payment is never replaced (409).',
        params: providerIdParams,
        body: receiptEmailSchema,
        response: { 200: paymentOutcomeSchema, ...errors },
      },
    },
    async (request) => sendReceiptTo(deps, request.params.id, request.body.email),
  );

  routes.get(
    '/api/payments/zelle-qr.svg',
    {
      schema: {
        summary: 'The Zelle QR code for a payment',
        querystring: z.object({ amount: moneyAmountSchema.optional(), reference: safeString().trim().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { zelle } = deps.settings;
      const svg = await zelleQrSvg({ ...zelle, amount: request.query.amount, memo: paymentMemo(request.query.reference || undefined) });
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
    },
  );

  routes.get(
    '/paypal/setup',
    {
      // Each visit of a payment page asks once; the token is a PayPal call (shared a few minutes).
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { summary: "PayPal's client token for the browser SDK", response: { 200: paypalSetupSchema, ...errors } },
    },
    async () => walletSetup(deps),
  );

  routes.post(
    '/paypal/order',
    {
      ...startsAPayment(4 * 1024),
      schema: {
        summary: 'Create a PayPal order (capture intent)',
        description: "For an invoice's reference ID: its balance, or the part of it in `amount` (at most the balance: 400 otherwise).",
        body: paypalOrderRequestSchema,
        response: { 200: paypalOrderSchema, ...errors },
      },
    },
    async (request) => createWalletOrder(deps, request.body),
  );

  routes.post(
    '/paypal/order/:id/capture',
    {
      ...startsAPayment(1024),
      schema: {
        summary: 'Capture an approved PayPal order',
        params: z.object({ id: safeString().regex(/^[\w-]{5,64}$/) }),
        body: paypalCaptureRequestSchema.optional(),
        response: { 200: paypalCaptureResultSchema, ...errorResponses(402), ...errors },
      },
    },
    async (request) => captureWalletOrder(deps, request.params.id, request.body?.referenceId, auditOriginOf(request)),
  );
}
