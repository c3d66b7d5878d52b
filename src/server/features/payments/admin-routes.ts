// The dashboard's payment calls, under /api/admin behind the session guard: the ledger, confirming
// or rejecting a reported transfer, and which mode payments run in.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_COUNT_CAP } from '../../../shared/admin-lists.js';
import { adminPaymentPageSchema, paymentListQuerySchema, paymentSettingsSchema, rejectPaymentSchema } from '../../../shared/admin-payments.js';
import { signedInAdmin } from '../admin/auth/guard.js';
import type { PaymentDeps } from './deps.js';
import { countMatchingPayments, findLedgerPage } from './ledger-repository.js';
import { confirmReportedPayment, rejectReportedPayment } from './manual-payments.js';

const ErrorSchema = z.object({ error: z.string(), message: z.string() });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const idParams = z.object({ id: z.uuid() });

export async function paymentAdminRoutes(app: FastifyInstance, options: { deps: () => PaymentDeps }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = options;

  routes.get(
    '/payments',
    {
      schema: {
        summary: 'The payments ledger',
        description: 'Every attempt, newest first. `search` matches part of a reference, e-mail or provider id.',
        querystring: paymentListQuerySchema,
        response: { 200: adminPaymentPageSchema, ...errors },
      },
    },
    async (request) => {
      const [rows, total] = await Promise.all([findLedgerPage(app.database.db, request.query), countMatchingPayments(app.database.db, request.query)]);
      return {
        items: rows.map(({ serviceRequestReference, customerReference, ...row }) => ({
          ...row,
          reference: serviceRequestReference ?? customerReference,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          verifiedAt: row.verifiedAt?.toISOString() ?? null,
        })),
        page: request.query.page,
        pageSize: request.query.pageSize,
        total,
        totalIsCapped: total >= ADMIN_COUNT_CAP,
      };
    },
  );

  routes.post(
    '/payments/:id/confirm',
    { schema: { summary: 'Confirm a reported transfer arrived (marks the invoice paid)', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await confirmReportedPayment(deps(), request.params.id, signedInAdmin(request).id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/payments/:id/reject',
    { schema: { summary: 'Reject a reported transfer that never arrived', params: idParams, body: rejectPaymentSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await rejectReportedPayment(deps(), request.params.id, signedInAdmin(request).id, request.body.reason);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/payment-settings',
    { schema: { summary: 'Which payment mode is active', response: { 200: paymentSettingsSchema, 401: ErrorSchema } } },
    async () => {
      const { settings } = deps();
      return { mode: settings.mode, stripe: settings.stripe !== undefined, paypal: settings.paypal?.environment ?? null };
    },
  );
}
