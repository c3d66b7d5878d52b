// Approving or waiving a proposed line of a request's draft invoice (issue 37), registered behind
// the session and role guards by src/server/staff-api.ts: the 'invoice-proposals' staff area
// (the owner, operations and accounting). HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import { invoiceLineSchema, waiveLineSchema } from '../../../../shared/invoicing/invoice-line-schemas.js';
import type { Database } from '../../../db/client.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import { approveProposedLine, waiveProposedLine } from './decision-service.js';

const lineParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  lineId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const responses = { 200: invoiceLineSchema, ...errorResponses(400, 401, 403, 404, 409) };

export async function invoiceProposalRoutes(app: FastifyInstance, deps: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/service-requests/:id/invoice/lines/:lineId/approve',
    {
      config: { staffArea: 'invoice-proposals' },
      schema: {
        summary: 'Approve a proposed line of the draft invoice: it is billed',
        description: "404 for a line not on this request's invoices; 409 when it is no longer proposed or its invoice is not a draft.",
        params: lineParams,
        response: responses,
      },
    },
    async (request) =>
      approveProposedLine(deps.db, { serviceRequestId: request.params.id, lineId: request.params.lineId }, auditContextOf(request)),
  );

  routes.post(
    '/service-requests/:id/invoice/lines/:lineId/waive',
    {
      config: { staffArea: 'invoice-proposals' },
      schema: {
        summary: 'Waive a proposed line of the draft invoice, with the reason: it is never billed',
        description: "404 for a line not on this request's invoices; 409 when it is no longer proposed or its invoice is not a draft.",
        params: lineParams,
        body: waiveLineSchema,
        response: responses,
      },
    },
    async (request) =>
      waiveProposedLine(
        deps.db,
        { serviceRequestId: request.params.id, lineId: request.params.lineId },
        request.body.reason,
        auditContextOf(request),
      ),
  );
}
