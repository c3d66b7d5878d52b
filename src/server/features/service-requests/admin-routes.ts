// The admin dashboard's service-request calls, under /api/admin (registered behind the session
// guard by src/server/staff-api.ts). HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminServiceRequestDetailSchema,
  adminServiceRequestPageSchema,
  adminServiceRequestSummarySchema,
  contactEmailUpdateSchema,
  quoteUpdateSchema,
  serviceRequestListQuerySchema,
  statusUpdateSchema,
} from '../../../shared/service-requests/admin-service-requests.js';
import { quoteLinesSchema, quoteLinesViewSchema } from '../../../shared/invoicing/quote-line-schemas.js';
import { errorResponses } from '../../../shared/api-errors.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { sendCsvDownload } from '../../platform/http/csv-download.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import {
  changeContactEmail,
  changeStatus,
  exportServiceRequests,
  listServiceRequests,
  serviceRequestDetail,
  setQuote,
  toSummary,
} from './admin-service.js';
import { quoteLinesOf, saveQuoteLines } from './quote-lines-service.js';
import type { ServiceRequestDeps } from './deps.js';

const errors = errorResponses(400, 401, 403, 404);
/** A quote write is also refused once a broker signed its rate confirmation (issue 39). */
const quoteErrors = errorResponses(400, 401, 403, 404, 409);
/** What saving the quote's lines answers: the request as the list shows it, and the lines as priced. */
const quotedRequestSchema = quoteLinesViewSchema.extend({ request: adminServiceRequestSummarySchema });
const exportQuerySchema = serviceRequestListQuerySchema.pick({ search: true, status: true });

export async function serviceRequestAdminRoutes(app: FastifyInstance, deps: ServiceRequestDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/service-requests',
    {
      config: { staffArea: 'service-requests' },
      schema: {
        summary: 'Find service requests',
        description: 'Newest first, a page at a time. `search` matches part of a reference ID, name or e-mail, ignoring case.',
        querystring: serviceRequestListQuerySchema,
        response: { 200: adminServiceRequestPageSchema, ...errors },
      },
    },
    async (request) => listServiceRequests(deps, request.query),
  );

  routes.get(
    '/service-requests/:id',
    {
      config: { staffArea: 'service-requests' },
      schema: {
        summary: 'One service request with its photos and status history',
        params: rowIdParams,
        response: { 200: adminServiceRequestDetailSchema, ...errors },
      },
    },
    async (request) => serviceRequestDetail(deps, request.params.id),
  );

  routes.patch(
    '/service-requests/:id/status',
    {
      config: { staffArea: 'service-request-updates' },
      schema: {
        summary: 'Change the status (recorded in the history; the customer is e-mailed)',
        params: rowIdParams,
        body: statusUpdateSchema,
        response: { 200: adminServiceRequestSummarySchema, ...errors },
      },
    },
    async (request) => changeStatus(deps, request.params.id, request.body, auditContextOf(request)),
  );

  routes.patch(
    '/service-requests/:id/quote',
    {
      config: { staffArea: 'service-request-updates' },
      schema: {
        summary: 'Set the estimated quote (USD, two decimals)',
        params: rowIdParams,
        body: quoteUpdateSchema,
        response: { 200: adminServiceRequestSummarySchema, ...quoteErrors },
      },
    },
    async (request) => setQuote(deps, request.params.id, request.body.quote, auditContextOf(request)),
  );

  routes.get(
    '/service-requests/:id/quote/lines',
    {
      config: { staffArea: 'service-requests' },
      schema: {
        summary: "The quote's lines, in order (empty before any quote)",
        params: rowIdParams,
        response: { 200: quoteLinesViewSchema, ...errors },
      },
    },
    async (request) => ({ lines: await quoteLinesOf(deps.db, request.params.id) }),
  );

  routes.put(
    '/service-requests/:id/quote/lines',
    {
      config: { staffArea: 'service-request-updates' },
      schema: {
        summary: 'Set the quote as lines; their total becomes the estimated quote',
        description:
          "Each line: kind, description, quantity, unit and rate; the server computes every amount and the total (quantity x rate, rounded half up to the cent; decision 066) and refuses a line that sends an amount. The lines replace the quote's lines; a new total is a new offer, mailed to the customer with its lines.",
        params: rowIdParams,
        body: quoteLinesSchema,
        response: { 200: quotedRequestSchema, ...quoteErrors },
      },
    },
    async (request) => {
      const { row, lines } = await saveQuoteLines(deps, request.params.id, request.body.lines, auditContextOf(request));
      return { request: toSummary(row, deps.publicBaseUrl), lines };
    },
  );

  routes.patch(
    '/service-requests/:id/contact-email',
    {
      config: { staffArea: 'service-request-updates' },
      schema: {
        summary: "Change the contact e-mail (moves the request to that address's customer page)",
        description:
          "The customer's page lists the requests whose contact e-mail is the signed-in address, so the request leaves the old address's page and appears on the new one. Recorded in the audit log with both addresses; nobody is e-mailed.",
        params: rowIdParams,
        body: contactEmailUpdateSchema,
        response: { 200: adminServiceRequestSummarySchema, ...errors },
      },
    },
    async (request) => changeContactEmail(deps, request.params.id, request.body.email, auditContextOf(request)),
  );

  routes.get(
    '/export/service-requests',
    {
      config: { staffArea: 'exports:service-requests' },
      schema: {
        summary: 'Download the matching service requests as CSV',
        description: 'Streamed; the same `search` and `status` filters as the list.',
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) =>
      sendCsvDownload(reply, 'service-requests-', await exportServiceRequests(deps, request.query, auditContextOf(request))),
  );
}
