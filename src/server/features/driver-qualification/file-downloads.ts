// The files of a driver's qualification file, each only through its driver's path: a record's
// attached document, an employer's answer, and the request letter we made. Each download is
// audited like every document download; a record or inquiry of another driver is not found.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.js';
import { sendPrivateFile } from '../../infra/send-private-file.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { recordDocumentDownload, uploadView } from '../uploads/index.js';
import type { QualificationDeps } from './deps.js';
import { findInquiryOfDriver, findRecordOfDriver, findUpload } from './file-repository.js';
import { INQUIRY_NOT_FOUND } from './inquiries-service.js';
import { inquiryLetterFile } from './inquiry-letter.js';

const NO_RECORD_FILE = 'This driver has no record with that id, or it has no file.';
const NO_RESPONSE_FILE = 'This driver has no inquiry with that id, or no answer file is recorded for it.';

export async function sendRecordFile(
  deps: QualificationDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  ids: { driverId: number; recordId: number },
) {
  const record = await findRecordOfDriver(deps.db, ids.driverId, ids.recordId);
  return sendStoredUpload(deps, request, reply, record?.uploadId ?? null, NO_RECORD_FILE);
}

export async function sendResponseFile(
  deps: QualificationDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  ids: { driverId: number; inquiryId: number },
) {
  const inquiry = await findInquiryOfDriver(deps.db, ids.driverId, ids.inquiryId);
  return sendStoredUpload(deps, request, reply, inquiry?.responseUploadId ?? null, NO_RESPONSE_FILE);
}

export async function sendInquiryLetter(
  deps: QualificationDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  ids: { driverId: number; inquiryId: number },
) {
  const inquiry = await findInquiryOfDriver(deps.db, ids.driverId, ids.inquiryId);
  const file = inquiry && (await inquiryLetterFile(deps.db, deps, inquiry));
  if (!inquiry || !file) throw notFound(INQUIRY_NOT_FOUND);
  await recordAuditEvent(deps.db, auditContextOf(request), {
    action: 'document.downloaded',
    recordType: 'driver_profile',
    recordId: ids.driverId,
    changes: factsOf({ document: 'previous_employer_inquiry_letter', inquiryId: inquiry.id }),
  });
  return sendPrivateFile(reply, {
    contentType: 'application/pdf',
    sizeBytes: file.content.length,
    body: file.content,
    disposition: { attachment: file.filename },
  });
}

async function sendStoredUpload(
  deps: QualificationDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  uploadId: string | null,
  missing: string,
) {
  const upload = uploadId ? await findUpload(deps.db, uploadId) : undefined;
  if (!upload) throw notFound(missing);
  const file = await deps.storage.openReadStream(upload.storageKey).catch((error: unknown) => {
    request.log.error({ err: error, uploadId: upload.id }, 'a qualification file document is missing from storage');
    throw notFound(missing);
  });
  // Recorded once the file is there to send: a missing file was not downloaded.
  await recordDocumentDownload(deps.db, auditContextOf(request), upload);
  const { originalName, contentType } = uploadView(upload);
  return sendPrivateFile(reply, { contentType, sizeBytes: upload.sizeBytes, body: file, disposition: { attachment: originalName } });
}
