// The dashboard's payment calls, under /api/admin behind the session guard: the ledger (filtered,
// totalled, exported), confirming or rejecting a reported transfer, refunds, one request's
// payments, and which mode payments run in.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaymentPageSchema,
  adminRefundSchema,
  confirmPaymentSchema,
  paymentListQuerySchema,
  paymentSettingsSchema,
  refundRequestSchema,
  rejectPaymentSchema,
  requestPaymentsSchema,
} from '../../../shared/payments/admin-payments.js';
import { errorResponses } from '../../../shared/api-errors.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { sendCsvDownload } from '../../platform/http/csv-download.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import type { PaymentDeps } from './deps.js';
import { adminRefundOf, exportLedger, invoiceStandingOf, ledgerOfRequest, ledgerPage } from './ledger-report-service.js';
import { confirmReportedPayment, rejectReportedPayment } from './manual-payment-service.js';
import { refundPayment } from './refund-service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const paymentIdParams = z.object({ id: z.uuid() });
// Calls to Stripe or PayPal: more than a team clicks (two a second, from one address), far less
// than a script with a stolen session would send.
const PROVIDER_CALL_LIMIT = { max: 120, timeWindow: '1 minute' };

export async function paymentAdminRoutes(app: FastifyInstance, deps: PaymentDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    '/payments',
    {
      config: { staffArea: 'payments' },
      schema: {
        summary: 'The payments ledger',
        description:
          'Every attempt, newest first, with its refunds, and totals over every matching row. `search` matches part of a reference, e-mail or provider id; `status` is a ledger status or `refund_due`; `from`/`to` are UTC days (inclusive) of when the payment was confirmed (or started).',
        querystring: paymentListQuerySchema,
        response: { 200: adminPaymentPageSchema, ...errors },
      },
    },
    async (request) => ledgerPage(db, request.query),
  );

  routes.get(
    '/export/payments',
    {
      config: { staffArea: 'exports:payments' },
      schema: {
        summary: 'Download the matching ledger as CSV: payments, and each refund on a line of its own',
        description: 'Streamed; the same filters as the list (paging aside).',
        querystring: paymentListQuerySchema,
      },
    },
    async (request, reply) => sendCsvDownload(reply, 'payments-', await exportLedger(db, request.query, auditContextOf(request))),
  );

  routes.get(
    '/service-requests/:id/payments',
    {
      config: { staffArea: 'request-payments' },
      schema: {
        summary: "One request's payments and refunds, and what its invoice still owes",
        params: rowIdParams,
        response: { 200: requestPaymentsSchema, ...errors },
      },
    },
    async (request) => ({ items: await ledgerOfRequest(db, request.params.id), invoice: await invoiceStandingOf(db, request.params.id) }),
  );

  routes.post(
    '/payments/:id/confirm',
    {
      // Confirming closes the invoice's other attempts at the card provider.
      config: { staffArea: 'payments', rateLimit: PROVIDER_CALL_LIMIT },
      schema: {
        summary: 'Confirm a reported transfer arrived (applies it to the invoice)',
        description:
          'Applied to the invoice up to its balance; the rest is an overpayment, due for a refund. `amount`: what actually arrived, when it differs from what was reported (both are recorded). On an invoice already paid, only with `recordAsOverpayment: true` (409 otherwise).',
        params: paymentIdParams,
        body: confirmPaymentSchema.nullish(),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await confirmReportedPayment(deps, request.params.id, auditContextOf(request), {
        recordAsOverpayment: request.body?.recordAsOverpayment ?? false,
        receivedAmount: request.body?.amount,
      });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/payments/:id/reject',
    {
      config: { staffArea: 'payments' },
      schema: {
        summary: 'Reject a reported transfer that never arrived',
        params: paymentIdParams,
        body: rejectPaymentSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await rejectReportedPayment(deps, request.params.id, auditContextOf(request), request.body.reason);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/payments/:id/refunds',
    {
      bodyLimit: 4 * 1024,
      config: { staffArea: 'refunds', rateLimit: PROVIDER_CALL_LIMIT },
      schema: {
        summary: 'Refund part or all of a confirmed payment',
        description:
          'Card and PayPal payments are refunded through their provider; bank transfer, Zelle, wire, ACH and direct deposit are refunded at the bank and recorded here. Never more than what is left to refund (409). Refunding what paid an invoice makes it owed again, unless `creditNote: true` issues a credit note for that part (only on an invoice that owes nothing; 409 otherwise).',
        params: paymentIdParams,
        body: refundRequestSchema,
        response: { 201: adminRefundSchema, ...errorResponses(502), ...errors },
      },
    },
    async (request, reply) => {
      const refund = await refundPayment(deps, request.params.id, auditContextOf(request), request.body);
      return reply.status(201).send(await adminRefundOf(db, refund));
    },
  );

  routes.get(
    '/payment-settings',
    {
      config: { staffArea: 'payment-settings' },
      schema: { summary: 'Which payment mode is active', response: { 200: paymentSettingsSchema, ...errorResponses(401) } },
    },
    async () => {
      const { settings } = deps;
      return { mode: settings.mode, stripe: settings.stripe !== undefined, paypal: settings.paypal?.environment ?? null };
    },
  );
}
