// The office's bill of lading under /api/admin/service-requests/:id/bill-of-lading (issue 39),
// registered behind the session and role guards by src/server/staff-api.ts: reading it is the
// 'paperwork' staff area (operations, accounting), changing it 'paperwork-updates' (operations).
// HTTP only: schema in, service call, reply out. The PDFs download through the documents
// feature's route (…/documents/bill_of_lading/:version).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { billOfLadingSchema, bolDraftSchema } from '../../../shared/bills-of-lading/bol-draft-schema.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import { issueBillOfLading, openBillOfLading, saveBillOfLadingDraft } from './bol-service.js';
import type { BillOfLadingDeps } from './deps.js';

const errors = errorResponses(400, 401, 403, 404);

export async function billOfLadingAdminRoutes(app: FastifyInstance, deps: BillOfLadingDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/service-requests/:id/bill-of-lading',
    {
      config: { staffArea: 'paperwork' },
      schema: {
        summary: "A load's bill of lading: its number, the office's draft, what is missing, and its versions",
        description:
          'The first look makes the draft, numbered (17 digits with a GS1 check digit) and filled from the request and its dispatch. 404 for no request, or a cancelled one without a bill of lading.',
        params: rowIdParams,
        response: { 200: billOfLadingSchema, ...errors },
      },
    },
    async (request) => openBillOfLading(deps, request.params.id),
  );

  routes.put(
    '/service-requests/:id/bill-of-lading',
    {
      config: { staffArea: 'paperwork-updates' },
      // The body is checked in full by the service, so a refusal names every malformed field at once.
      attachValidation: true,
      schema: {
        summary: 'Save the bill of lading draft as typed',
        description:
          'Any field may be empty; a malformed value (a count that is not a positive whole number, a class not in the list, a state not a US state, a ZIP not 5 digits, text too long) is a 400 with fieldErrors by path (e.g. `units.0.count`), and the stored draft is unchanged. 409 once the newest version is signed at pickup, or the request is cancelled.',
        params: rowIdParams,
        body: bolDraftSchema,
        response: { 200: billOfLadingSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => saveBillOfLadingDraft(deps, request.params.id, request.body, auditContextOf(request)),
  );

  routes.post(
    '/service-requests/:id/bill-of-lading/issue',
    {
      config: { staffArea: 'paperwork-updates' },
      schema: {
        summary: 'Issue the saved draft as the next version of the bill of lading',
        description:
          'A 400 with fieldErrors naming every missing field while the draft is incomplete. Otherwise the draft, the carrier (name, MC, DOT, SCAC), the BOL number and the reference ID are frozen as version 1, 2, ...; a draft unchanged since the newest version makes no new one. 409 once the newest version is signed at pickup.',
        params: rowIdParams,
        response: { 200: billOfLadingSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => issueBillOfLading(deps, request.params.id, auditContextOf(request)),
  );
}
