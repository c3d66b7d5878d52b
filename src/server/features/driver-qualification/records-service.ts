// Adding a record to a driver's qualification file (issue 41): the fields checked with the shared
// schema and the date rules, the file required where the kind needs one, then in one transaction
// the file's upload row, the record, the profile's license or medical card when renewed, and the
// audit event. Records are never edited or deleted: a newer one supersedes an older one.
import type { CodedMessage } from '../../../shared/coded-message.js';
import { API_ERROR_CODES } from '../../../shared/api-error-codes.js';
import type { QualificationFileView } from '../../../shared/driver-qualification/qualification-file-view.js';
import {
  qualificationRecordSchema,
  RECORD_FILE_REQUIRED,
  type QualificationRecordInput,
} from '../../../shared/driver-qualification/qualification-records.js';
import { notFound } from '../../errors.js';
import type { MultipartForm, StoredUpload } from '../../infra/storage/multipart-form.js';
import { fieldErrorsFailed, validationFailed } from '../../infra/validation-failed.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { qualificationToday, type QualificationDeps } from './deps.js';
import { insertFileUpload, insertQualificationRecord, lockQualificationDriver, updateDriverCredentials } from './file-repository.js';
import { DRIVER_NOT_FOUND, qualificationFileView } from './file-view.js';
import { auditedDates, recordColumns, recordDateProblems } from './record-rules.js';
import { FILE_FIELD } from './file-form.js';

const FILE_NEEDED: CodedMessage = { code: API_ERROR_CODES.invalidInput, message: 'Attach the document (PDF, JPEG or PNG)' };

export async function addQualificationRecord(
  deps: QualificationDeps,
  driverProfileId: number,
  form: MultipartForm,
  audit: MemberAuditContext,
): Promise<QualificationFileView> {
  const today = qualificationToday(deps);
  const file = form.files.find((upload) => upload.field === FILE_FIELD);
  const input = parseRecord(form.fields, file, today);
  const record = await deps.outbox.transaction(async (tx) => {
    const driver = await lockQualificationDriver(tx, driverProfileId);
    if (!driver) throw notFound(DRIVER_NOT_FOUND);
    const uploadId = file
      ? await insertFileUpload(tx, { purpose: 'qualification_document', driverApplicationId: driver.driverApplicationId, upload: file })
      : null;
    const { kind, ...details } = input;
    const row = await insertQualificationRecord(tx, {
      driverProfileId,
      kind,
      details: definedFields(details),
      ...recordColumns(input, today),
      uploadId,
      addedByAdminId: audit.actor.adminId,
    });
    // The Drivers list and dispatch's license and medical card rules read the profile: it follows the renewal.
    if (input.kind === 'license') {
      await updateDriverCredentials(tx, driverProfileId, {
        licenseNumber: input.number,
        licenseState: input.state,
        licenseExpiration: input.expiresOn,
      });
    }
    if (input.kind === 'medical_certificate') {
      await updateDriverCredentials(tx, driverProfileId, { medicalCardExpiration: input.expiresOn, medicalCardUploadId: uploadId });
    }
    // The kind and its dates: never a license or registry number.
    await recordAuditEvent(tx, audit, {
      action: 'qualification.record_added',
      recordType: 'driver_profile',
      recordId: driverProfileId,
      changes: factsOf({ recordId: row.id, kind, ...auditedDates(input), withFile: uploadId !== null }),
    });
    return row;
  });
  return qualificationFileView(deps.db, record.driverProfileId, today);
}

/** The fields given (an optional field left out is not stored as a key). */
function definedFields(details: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The fields and the file together, so one answer names every problem at once. */
function parseRecord(fields: Record<string, string>, file: StoredUpload | undefined, today: string): QualificationRecordInput {
  const result = qualificationRecordSchema.safeParse(fields);
  const fileErrors: Record<string, CodedMessage> = {};
  if (result.success && RECORD_FILE_REQUIRED[result.data.kind] && !file) fileErrors[FILE_FIELD] = FILE_NEEDED;
  if (!result.success) throw validationFailed(result.error, fileErrors);
  const problems = { ...recordDateProblems(result.data, today), ...fileErrors };
  if (Object.keys(problems).length > 0) throw fieldErrorsFailed(problems);
  return result.data;
}
