// A previous-employer inquiry's steps (issue 41; 49 CFR 391.23): the letter sent (e-mailed by us
// with the letter attached, or printed and posted by recruiting; sent again when needed, each
// send audited), then settled once: the employer's answer with its file, or, after the letter went
// out, the good-faith effort recorded when none came (391.23(c)(2)).
import type { CodedMessage } from '../../../shared/coded-message.js';
import { API_ERROR_CODES } from '../../../shared/api-error-codes.js';
import type { QualificationFileView } from '../../../shared/driver-qualification/qualification-file-view.js';
import {
  inquiryResponseSchema,
  type InquiryResponseInput,
  type InquirySendMethod,
} from '../../../shared/driver-qualification/qualification-records.js';
import { calendarDayIn } from '../../../shared/calendar-date.js';
import { conflict, notFound } from '../../errors.js';
import type { MultipartForm, StoredUpload } from '../../infra/storage/multipart-form.js';
import { fieldErrorsFailed, validationFailed } from '../../infra/validation-failed.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { qualificationToday, type QualificationDeps } from './deps.js';
import { FILE_FIELD } from './file-form.js';
import {
  findInquiryOfDriver,
  insertFileUpload,
  lockQualificationDriver,
  markInquirySent,
  recordInquiryOutcome,
} from './file-repository.js';
import { DRIVER_NOT_FOUND, qualificationFileView } from './file-view.js';
import { inquiryLetterEmail } from './inquiry-emails.js';

export const INQUIRY_NOT_FOUND = 'This driver has no inquiry with that id.';
export const NO_EMPLOYER_EMAIL = 'This employer has no e-mail: print the letter and post it';
const ALREADY_SETTLED = "This inquiry is already settled: the employer's answer or the good-faith effort is recorded.";
const NOT_SENT_YET = 'Send the letter first: no response can be recorded for a letter that never went out.';
const invalid = (message: string): CodedMessage => ({ code: API_ERROR_CODES.invalidInput, message });

export async function sendInquiry(
  deps: QualificationDeps,
  driverProfileId: number,
  inquiryId: number,
  method: InquirySendMethod,
  audit: MemberAuditContext,
): Promise<QualificationFileView> {
  const now = deps.now?.() ?? new Date();
  await deps.outbox.transaction(async (tx) => {
    const driver = await lockQualificationDriver(tx, driverProfileId);
    if (!driver) throw notFound(DRIVER_NOT_FOUND);
    const inquiry = await findInquiryOfDriver(tx, driverProfileId, inquiryId, { lock: true });
    if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
    if (inquiry.outcome) throw conflict(ALREADY_SETTLED);
    if (method === 'email') {
      const email = inquiry.employer.email;
      if (!email) throw conflict(NO_EMPLOYER_EMAIL);
      await deps.outbox.enqueue(tx, [
        inquiryLetterEmail({ ...inquiry, employer: { ...inquiry.employer, email } }, `${driver.firstName} ${driver.lastName}`, deps),
      ]);
    }
    await markInquirySent(tx, inquiry.id, { sentAt: now, sentMethod: method, sentByAdminId: audit.actor.adminId });
    // How it went and whether it went before; never the employer's address.
    await recordAuditEvent(tx, audit, {
      action: 'qualification.inquiry_sent',
      recordType: 'driver_profile',
      recordId: driverProfileId,
      changes: factsOf({ inquiryId: inquiry.id, method, sentBefore: inquiry.sentAt !== null }),
    });
  });
  return qualificationFileView(deps.db, driverProfileId, qualificationToday(deps));
}

export async function recordInquiryResponse(
  deps: QualificationDeps,
  driverProfileId: number,
  inquiryId: number,
  form: MultipartForm,
  audit: MemberAuditContext,
): Promise<QualificationFileView> {
  const today = qualificationToday(deps);
  const file = form.files.find((upload) => upload.field === FILE_FIELD);
  const input = parseResponse(form.fields, file, today);
  await deps.outbox.transaction(async (tx) => {
    const driver = await lockQualificationDriver(tx, driverProfileId);
    if (!driver) throw notFound(DRIVER_NOT_FOUND);
    const inquiry = await findInquiryOfDriver(tx, driverProfileId, inquiryId, { lock: true });
    if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
    if (inquiry.outcome) throw conflict(ALREADY_SETTLED);
    if (!inquiry.sentAt) throw conflict(NOT_SENT_YET);
    if (input.outcome === 'answered' && input.receivedOn < calendarDayIn(inquiry.sentAt, deps.billingTimeZone)) {
      throw fieldErrorsFailed({ receivedOn: invalid('Cannot be before the letter was sent') });
    }
    const responseUploadId = file
      ? await insertFileUpload(tx, { purpose: 'inquiry_response', driverApplicationId: driver.driverApplicationId, upload: file })
      : null;
    await recordInquiryOutcome(tx, inquiry.id, {
      outcome: input.outcome,
      receivedOn: input.outcome === 'answered' ? input.receivedOn : null,
      note: input.outcome === 'no_response' ? input.note : null,
      responseUploadId,
      recordedByAdminId: audit.actor.adminId,
      recordedAt: deps.now?.() ?? new Date(),
    });
    // The outcome and its day; the note and the answer stay in the file.
    await recordAuditEvent(tx, audit, {
      action: 'qualification.inquiry_recorded',
      recordType: 'driver_profile',
      recordId: driverProfileId,
      changes: factsOf({
        inquiryId: inquiry.id,
        outcome: input.outcome,
        receivedOn: input.outcome === 'answered' ? input.receivedOn : null,
      }),
    });
  });
  return qualificationFileView(deps.db, driverProfileId, today);
}

/** The answer's fields and its file together: an answer comes with the employer's document, a no-response with none. */
function parseResponse(fields: Record<string, string>, file: StoredUpload | undefined, today: string): InquiryResponseInput {
  const result = inquiryResponseSchema.safeParse(fields);
  if (!result.success) throw validationFailed(result.error, !file && fields.outcome === 'answered' ? { [FILE_FIELD]: FILE_NEEDED } : {});
  const problems: Record<string, CodedMessage> = {};
  if (result.data.outcome === 'answered') {
    if (!file) problems[FILE_FIELD] = FILE_NEEDED;
    if (result.data.receivedOn > today) problems.receivedOn = invalid('Cannot be after today');
  } else if (file) {
    problems[FILE_FIELD] = invalid('A no-response is recorded without a file: record an answer when one came');
  }
  if (Object.keys(problems).length > 0) throw fieldErrorsFailed(problems);
  return result.data;
}

const FILE_NEEDED = invalid("Attach the employer's answer (PDF, JPEG or PNG)");
