// The qualification file's PDFs (issue 41), under /api/admin in the 'qualification-file' area
// (registered behind the session and role guards by src/server/staff-api.ts): a record's produced
// document, the next annual review's form, and the whole file for an auditor. Each is a private
// download, never cached. HTTP only: params in, service call, file out.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { sendPrivateFile } from '../../infra/send-private-file.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import {
  exportQualificationFile,
  nextAnnualReviewPdf,
  recordDocumentPdf,
  type QualificationDocumentDeps,
  type QualificationPdf,
} from './file-documents-service.js';

const errors = errorResponses(400, 401, 403, 404);
// A document is made on every download: enough for a busy office, not for a loop. The whole file is heavier.
const DOCUMENT_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
const EXPORT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
const recordParams = rowIdParams.extend({ recordId: rowIdParams.shape.id });

function sendPdf(reply: FastifyReply, pdf: QualificationPdf): FastifyReply {
  return sendPrivateFile(reply, {
    contentType: 'application/pdf',
    sizeBytes: pdf.content.length,
    body: pdf.content,
    disposition: { attachment: pdf.filename },
  });
}

export async function qualificationExportRoutes(app: FastifyInstance, deps: QualificationDocumentDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/drivers/:id/qualification-file/records/:recordId/document.pdf',
    {
      config: { staffArea: 'qualification-file', rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "A record's document as we produce it: the road test certificate (391.31(e)) or the annual review (391.25, 391.27)",
        description:
          'application/pdf, as an attachment. 404 for a record of another kind, or one that is not in this driver’s file. Audited as a download.',
        params: recordParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await recordDocumentPdf(deps, request.params.id, request.params.recordId, auditContextOf(request))),
  );

  routes.get(
    '/drivers/:id/qualification-file/annual-review-form.pdf',
    {
      config: { staffArea: 'qualification-file', rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "The next annual review's form, pre-filled with the driver, to print and sign",
        description:
          'application/pdf, as an attachment. Due when the current review lapses (a year after the last one found the driver fit, or after hire). Audited as a download.',
        params: rowIdParams,
        response: errors,
      },
    },
    async (request, reply) => sendPdf(reply, await nextAnnualReviewPdf(deps, request.params.id, auditContextOf(request))),
  );

  routes.get(
    '/drivers/:id/qualification-file.pdf',
    {
      config: { staffArea: 'qualification-file', rateLimit: EXPORT_RATE_LIMIT },
      schema: {
        summary: 'The whole qualification file as one PDF, for an auditor',
        description:
          'application/pdf, as an attachment: a cover with the checklist, each item’s state and dates and the contents, then every document in checklist order: the application with its history and signature, the records’ files and the documents we produce, each previous employer’s request and answer. Never the Social Security number. Audited as qualification.file_exported.',
        params: rowIdParams,
        response: errors,
      },
    },
    async (request, reply) => sendPdf(reply, await exportQualificationFile(deps, request.params.id, auditContextOf(request))),
  );
}
