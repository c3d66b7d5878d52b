// The office's rate confirmation routes under /api/admin (issue 39; decision 080): a request's
// versions, the dialog's prefilled fields, making a version, a version's file, and accepting or
// rejecting a broker's upload. HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import {
  makeRateConfirmationSchema,
  officeRateConfirmationSchema,
  officeRateConfirmationsSchema,
  RATE_CONFIRMATION_OFFICE_MESSAGES as OFFICE,
  rateConfirmationPrefillSchema,
  rejectUploadSchema,
  reviewUploadSchema,
} from '../../../shared/rate-confirmations/rate-confirmation-schemas.js';
import { notFound } from '../../errors.js';
import { sendPrivateFile } from '../../infra/send-private-file.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import type { RateConfirmationDeps } from './deps.js';
import { makeRateConfirmation, officeRateConfirmations, rateConfirmationPrefill, reviewUpload } from './office-service.js';
import { findRequestFacts, findVersionById } from './repository.js';
import { versionFile } from './version-files.js';

const errors = errorResponses(400, 401, 403, 404, 409);
// Making a PDF costs more than reading a row: enough for any person, not for a script.
const FILE_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

export async function rateConfirmationAdminRoutes(app: FastifyInstance, deps: RateConfirmationDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/service-requests/:id/rate-confirmations',
    {
      config: { staffArea: 'paperwork' },
      schema: {
        summary: "A request's rate confirmations, newest first, and whether one can be made now",
        params: rowIdParams,
        response: { 200: officeRateConfirmationsSchema, ...errors },
      },
    },
    async (request) => officeRateConfirmations(deps.db, request.params.id),
  );

  routes.get(
    '/service-requests/:id/rate-confirmations/new',
    {
      config: { staffArea: 'paperwork-updates' },
      schema: {
        summary: 'The fields a new rate confirmation starts from',
        description:
          "The request's lane when it has one (a broker's is 'TBD': empty), the assignment's appointments or planned day, the equipment, commodity and weight the request gave.",
        params: rowIdParams,
        response: { 200: rateConfirmationPrefillSchema, ...errors },
      },
    },
    async (request) => rateConfirmationPrefill(deps.db, request.params.id),
  );

  routes.post(
    '/service-requests/:id/rate-confirmations',
    {
      config: { staffArea: 'paperwork-updates' },
      schema: {
        summary: "Make a rate confirmation from a broker's accepted quote, and mail the broker to sign it",
        description:
          "The lines and total are the quote's, detention's terms the catalogue's, the payment terms the account's. A version still waiting is superseded. 409 when the request is not a broker's, its quote is not accepted, or a version is already signed or accepted.",
        params: rowIdParams,
        body: makeRateConfirmationSchema,
        response: { 201: officeRateConfirmationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const made = await makeRateConfirmation(deps, request.params.id, request.body, auditContextOf(request));
      return reply.status(201).send(made);
    },
  );

  routes.get(
    '/rate-confirmations/:id/file',
    {
      config: { staffArea: 'paperwork', rateLimit: FILE_RATE_LIMIT },
      schema: {
        summary: "A rate confirmation's file: the PDF (with its certificate page once signed) or the broker's upload",
        params: rowIdParams,
        response: errorResponses(401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const row = await findVersionById(deps.db, request.params.id);
      const owner = row ? await findRequestFacts(deps.db, row.serviceRequestId) : undefined;
      const file = row && owner ? await versionFile(deps.db, deps, row, owner.referenceId) : undefined;
      if (!row || !file) throw notFound(OFFICE.notFound);
      await recordAuditEvent(deps.db, auditContextOf(request), {
        action: 'document.downloaded',
        recordType: 'rate_confirmation',
        recordId: row.id,
        changes: factsOf({ document: 'rate_confirmation', serviceRequestId: row.serviceRequestId, version: row.version }),
      });
      return sendPrivateFile(reply, {
        contentType: file.contentType,
        sizeBytes: file.content.length,
        body: file.content,
        disposition: { attachment: file.filename },
      });
    },
  );

  routes.post(
    '/rate-confirmations/:id/accept',
    {
      config: { staffArea: 'paperwork-updates' },
      schema: {
        summary: "Accept a broker's own rate confirmation: it counts as their signature",
        params: rowIdParams,
        body: reviewUploadSchema.nullish(),
        response: { 200: officeRateConfirmationSchema, ...errors },
      },
    },
    async (request) =>
      reviewUpload(deps, request.params.id, { decision: 'accepted', note: request.body?.note || undefined }, auditContextOf(request)),
  );

  routes.post(
    '/rate-confirmations/:id/reject',
    {
      config: { staffArea: 'paperwork-updates' },
      schema: {
        summary: "Reject a broker's own rate confirmation, with a note",
        params: rowIdParams,
        body: rejectUploadSchema,
        response: { 200: officeRateConfirmationSchema, ...errors },
      },
    },
    async (request) => reviewUpload(deps, request.params.id, { decision: 'rejected', note: request.body.note }, auditContextOf(request)),
  );
}
