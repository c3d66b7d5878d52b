// The back office's invoice calls, under /api/admin (behind the session and role guards of
// src/server/staff-api.ts): the spec's one-amount Invoice dialog, and the editor's draft with lines.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { draftLinesSchema, invoiceDocumentSchema } from '../../../shared/invoicing/invoice-line-schemas.js';
import { adminServiceRequestSummarySchema, invoiceSchema } from '../../../shared/service-requests/admin-service-requests.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import {
  calculatorSurchargeQuerySchema,
  calculatorSurchargeSchema,
  loadSurchargeQuerySchema,
  loadSurchargeSchema,
} from '../../../shared/invoicing/load-surcharge.js';
import type { InvoicingDeps } from './deps.js';
import { calculatorFuelSurcharge, loadFuelSurcharge } from './fuel-surcharge/load-surcharge-service.js';
import { invoicesOf, saveDraftLines } from './draft-service.js';
import { sendDraft, sendSingleAmount } from './sending-service.js';

const errors = errorResponses(400, 401, 403, 404);

export async function invoiceAdminRoutes(app: FastifyInstance, deps: InvoicingDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/service-requests/:id/invoice',
    {
      config: { staffArea: 'invoices' },
      schema: {
        summary: 'Send the invoice: sets the final amount once and e-mails the payment link',
        description:
          "The spec's Invoice dialog: the amount becomes one linehaul line (quantity 1, flat) and the invoice is sent at once, with its number. 409 when the request is already invoiced, or has a draft with lines (the editor sends those).",
        params: rowIdParams,
        body: invoiceSchema,
        response: { 200: adminServiceRequestSummarySchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => sendSingleAmount(deps, request.params.id, request.body.finalAmount, auditContextOf(request)),
  );

  routes.get(
    '/service-requests/:id/invoices',
    {
      config: { staffArea: 'service-requests' },
      schema: {
        summary: "A request's invoices: its draft, the sent invoice and any voided one, with their lines",
        params: rowIdParams,
        response: { 200: z.object({ invoices: z.array(invoiceDocumentSchema) }), ...errors },
      },
    },
    async (request) => ({ invoices: await invoicesOf(deps.db, request.params.id) }),
  );

  routes.put(
    '/service-requests/:id/invoice/draft',
    {
      config: { staffArea: 'invoices' },
      schema: {
        summary: "Save the draft invoice's billed lines, in order",
        description:
          'Each line: kind, description, quantity, unit and rate; the server computes every amount and the total (quantity x rate, rounded half up to the cent; decision 066) and refuses a line that sends an amount. A line with an id changes that billed line; one without is added; a billed line left out is removed. Proposed and waived lines are kept.',
        params: rowIdParams,
        body: draftLinesSchema,
        response: { 200: invoiceDocumentSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => saveDraftLines(deps, request.params.id, request.body.lines, auditContextOf(request)),
  );

  // "Add fuel surcharge" in the invoice editor and in the quote lines editor: one computation
  // (decision 070), asked under each editor's own staff area.
  for (const [path, staffArea] of [
    ['/service-requests/:id/invoice/fuel-surcharge', 'invoices'],
    ['/service-requests/:id/quote/fuel-surcharge', 'service-request-updates'],
  ] as const) {
    routes.get(
      path,
      {
        config: { staffArea },
        schema: {
          summary: "The load's fuel surcharge line, or why it has none",
          description:
            "The schedule and the week's diesel price in force on the pickup date (the dispatch's planned pickup date, else the preferred date, else today), the load's miles (the instant estimate's, else the ZIP codes' road distance) and `linehaul` (the editor's linehaul total, for a percentage schedule). Nothing is saved: the editor adds the line and saves it with the others.",
          params: rowIdParams,
          querystring: loadSurchargeQuerySchema,
          response: { 200: loadSurchargeSchema, ...errors },
        },
      },
      async (request) => loadFuelSurcharge(deps.db, request.params.id, request.query.linehaul ?? null, deps.now?.()),
    );
  }

  routes.get(
    '/fuel-surcharge/calculator',
    {
      config: { staffArea: 'quote-calculator' },
      schema: {
        summary: "The quote calculator's fuel surcharge line, or why it has none",
        description:
          "The schedule and the week's diesel price in force on `pickupDate` (today when absent) applied to the calculator's distance (`miles`) and total (`linehaul`, for a percentage schedule): the surcharge shown as its own line beside the estimate (decision 070).",
        querystring: calculatorSurchargeQuerySchema,
        response: { 200: calculatorSurchargeSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => calculatorFuelSurcharge(deps.db, request.query, deps.now?.()),
  );

  routes.post(
    '/service-requests/:id/invoice/draft/send',
    {
      config: { staffArea: 'invoices' },
      schema: {
        summary: 'Send the draft invoice: it takes its number, never changes again, and the customer is e-mailed',
        params: rowIdParams,
        response: { 200: adminServiceRequestSummarySchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => sendDraft(deps, request.params.id, auditContextOf(request)),
  );
}
