// The admin dashboard's service-request calls, under /api/admin (registered behind the session
// guard by features/admin/routes.ts). HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminServiceRequestDetailSchema,
  adminServiceRequestPageSchema,
  adminServiceRequestSummarySchema,
  invoiceSchema,
  quoteUpdateSchema,
  serviceRequestListQuerySchema,
  statusUpdateSchema,
} from '../../../shared/admin-service-requests.js';
import { signedInAdmin } from '../admin/auth/guard.js';
import { attachmentDisposition } from '../../infra/attachment.js';
import { csvFileName } from '../../infra/csv-export.js';
import {
  changeStatus,
  exportServiceRequests,
  listServiceRequests,
  sendInvoice,
  serviceRequestDetail,
  setQuote,
  type AdminDeps,
} from './admin-service.js';

const ErrorSchema = z.object({ error: z.string(), message: z.string() });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const exportQuerySchema = serviceRequestListQuerySchema.pick({ search: true, status: true });

export async function serviceRequestAdminRoutes(app: FastifyInstance, options: { onEmailQueued: () => void }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): AdminDeps => ({
    db: app.database.db,
    company: app.config.company,
    publicBaseUrl: app.config.publicBaseUrl,
    onEmailQueued: options.onEmailQueued,
  });

  routes.get(
    '/service-requests',
    {
      schema: {
        summary: 'Find service requests',
        description: 'Newest first, a page at a time. `search` matches part of a reference ID, name or e-mail, ignoring case.',
        querystring: serviceRequestListQuerySchema,
        response: { 200: adminServiceRequestPageSchema, ...errors },
      },
    },
    async (request) => listServiceRequests(deps(), request.query),
  );

  routes.get(
    '/service-requests/:id',
    {
      schema: {
        summary: 'One service request with its photos and status history',
        params: idParams,
        response: { 200: adminServiceRequestDetailSchema, ...errors },
      },
    },
    async (request) => serviceRequestDetail(deps(), request.params.id),
  );

  routes.patch(
    '/service-requests/:id/status',
    {
      schema: {
        summary: 'Change the status (recorded in the history; the customer is e-mailed)',
        params: idParams,
        body: statusUpdateSchema,
        response: { 200: adminServiceRequestSummarySchema, ...errors },
      },
    },
    async (request) => changeStatus(deps(), request.params.id, request.body, signedInAdmin(request).id),
  );

  routes.patch(
    '/service-requests/:id/quote',
    {
      schema: {
        summary: 'Set the estimated quote (USD, two decimals)',
        params: idParams,
        body: quoteUpdateSchema,
        response: { 200: adminServiceRequestSummarySchema, ...errors },
      },
    },
    async (request) => setQuote(deps(), request.params.id, request.body.quote),
  );

  routes.post(
    '/service-requests/:id/invoice',
    {
      schema: {
        summary: 'Send the invoice: sets the final amount once and e-mails the payment link',
        params: idParams,
        body: invoiceSchema,
        response: { 200: adminServiceRequestSummarySchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request) => sendInvoice(deps(), request.params.id, request.body.finalAmount),
  );

  routes.get(
    '/export/service-requests',
    {
      schema: {
        summary: 'Download the matching service requests as CSV',
        description: 'Streamed; the same `search` and `status` filters as the list.',
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(csvFileName('service-requests-')))
        .send(exportServiceRequests(deps(), request.query)),
  );
}
