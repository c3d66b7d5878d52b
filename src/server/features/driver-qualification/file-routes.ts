// A driver's qualification file under /api/admin (issue 41), staff area 'qualification-file':
// the view, adding a record, a record's file, and each previous-employer inquiry's letter, send,
// answer and answer file. HTTP only: schema in, service call, reply out. Registered behind the
// session and role guards by src/server/staff-api.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { qualificationFileViewSchema } from '../../../shared/driver-qualification/qualification-file-view-schema.js';
import { sendInquirySchema } from '../../../shared/driver-qualification/qualification-records.js';
import { unsupportedMediaType } from '../../errors.js';
import { readMultipartForm } from '../../infra/storage/multipart-form.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { acceptMultipartForm, discardUploadsOnFailure } from '../uploads/index.js';
import { qualificationToday, type QualificationDeps } from './deps.js';
import { sendInquiryLetter, sendRecordFile, sendResponseFile } from './file-downloads.js';
import { QUALIFICATION_FILE_FORM } from './file-form.js';
import { qualificationFileView } from './file-view.js';
import { recordInquiryResponse, sendInquiry } from './inquiries-service.js';
import { addQualificationRecord } from './records-service.js';

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const driverParams = z.object({ id: rowId });
const recordParams = z.object({ id: rowId, recordId: rowId });
const inquiryParams = z.object({ id: rowId, inquiryId: rowId });
const errors = errorResponses(400, 401, 403, 404);
const area = { staffArea: 'qualification-file' } as const;
// Reading a stored file or making a letter costs more than reading a row: enough for any person, not for a script.
const FILE_CONFIG = { ...area, rateLimit: { max: 120, timeWindow: '1 minute' } };
const FORM_FILES = 'one document under `file` (PDF, JPEG or PNG, 5 MB, checked by content)';

export async function qualificationFileRoutes(app: FastifyInstance, deps: QualificationDeps) {
  await acceptMultipartForm(app, QUALIFICATION_FILE_FORM);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = '/drivers/:id/qualification-file';

  routes.get(
    base,
    {
      config: area,
      schema: {
        summary: "A driver's qualification file: the 391.51 checklist, records and previous-employer inquiries",
        description:
          'Each item is present, due, expired or missing on today (the billing time zone); `assignable` is false when a required one is missing or lapsed. Records newest first; the SSN masked.',
        params: driverParams,
        response: { 200: qualificationFileViewSchema, ...errors },
      },
    },
    async (request) => qualificationFileView(deps.db, request.params.id, qualificationToday(deps)),
  );

  routes.post(
    `${base}/records`,
    {
      config: area,
      schema: {
        summary: "Add a record to a driver's qualification file (never edited or deleted)",
        description: `multipart/form-data: the fields of qualificationRecordSchema (src/shared/driver-qualification/qualification-records.ts) by \`kind\`, and ${FORM_FILES}, required for an application, license, motor vehicle record and medical certificate. No date after today, except a license's or medical certificate's expiry, which must be after today. A license or medical certificate updates the driver's profile.`,
        params: driverParams,
        response: { 201: qualificationFileViewSchema, ...errorResponses(413, 415), ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw unsupportedMediaType('Send the record as multipart/form-data.');
      const form = await readMultipartForm(request, deps.storage, QUALIFICATION_FILE_FORM);
      const view = await discardUploadsOnFailure(deps.storage, form.files, () =>
        addQualificationRecord(deps, request.params.id, form, auditContextOf(request)),
      );
      return reply.status(201).send(view);
    },
  );

  routes.get(
    `${base}/records/:recordId/file`,
    {
      config: FILE_CONFIG,
      schema: {
        summary: "A qualification record's attached document (as an attachment)",
        description: '404 when the driver has no such record, or it has no file. Audited as a download.',
        params: recordParams,
        response: errorResponses(401, 403, 404, 429),
      },
    },
    async (request, reply) => sendRecordFile(deps, request, reply, { driverId: request.params.id, recordId: request.params.recordId }),
  );

  routes.get(
    `${base}/inquiries/:inquiryId/letter.pdf`,
    {
      config: FILE_CONFIG,
      schema: {
        summary: 'The safety performance history request letter (391.23) to a previous employer, as a PDF',
        description: 'The same bytes for the same data. Audited as a download.',
        params: inquiryParams,
        response: errorResponses(401, 403, 404, 429),
      },
    },
    async (request, reply) => sendInquiryLetter(deps, request, reply, { driverId: request.params.id, inquiryId: request.params.inquiryId }),
  );

  routes.post(
    `${base}/inquiries/:inquiryId/send`,
    {
      config: area,
      schema: {
        summary: 'Send the request letter to a previous employer: e-mailed by us, or recorded as posted',
        description:
          "`email` mails the letter as a PDF to the employer's e-mail (409 when the application gave none); `mail` records that recruiting printed and posted it. Either may be done again. 409 once the inquiry is settled.",
        params: inquiryParams,
        body: sendInquirySchema,
        response: { 200: qualificationFileViewSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => sendInquiry(deps, request.params.id, request.params.inquiryId, request.body.method, auditContextOf(request)),
  );

  routes.post(
    `${base}/inquiries/:inquiryId/response`,
    {
      config: area,
      schema: {
        summary: "Record a previous employer's answer, or the good-faith effort when none came",
        description: `multipart/form-data: \`outcome\` 'answered' with \`receivedOn\` (not before the letter was sent, not after today) and ${FORM_FILES}; or 'no_response' with a \`note\` (391.23(c)(2)). Only once the letter was sent; 409 when already settled.`,
        params: inquiryParams,
        response: { 200: qualificationFileViewSchema, ...errorResponses(409, 413, 415), ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType("Send the employer's answer as multipart/form-data.");
      const form = await readMultipartForm(request, deps.storage, QUALIFICATION_FILE_FORM);
      return discardUploadsOnFailure(deps.storage, form.files, () =>
        recordInquiryResponse(deps, request.params.id, request.params.inquiryId, form, auditContextOf(request)),
      );
    },
  );

  routes.get(
    `${base}/inquiries/:inquiryId/response`,
    {
      config: FILE_CONFIG,
      schema: {
        summary: "A previous employer's answer file (as an attachment)",
        description: 'Audited as a download; 404 when none is recorded.',
        params: inquiryParams,
        response: errorResponses(401, 403, 404, 429),
      },
    },
    async (request, reply) => sendResponseFile(deps, request, reply, { driverId: request.params.id, inquiryId: request.params.inquiryId }),
  );
}
