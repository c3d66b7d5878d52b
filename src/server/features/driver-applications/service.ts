// Accepting a driver application: validate the fields with the shared schema, require the resume
// and the license copy, and store the application, its first status, its documents and its two
// e-mails in one transaction, so an accepted application is complete before the applicant sees
// its reference ID.
import type { CodedMessage } from '../../../shared/coded-message.js';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n.js';
import {
  DRIVER_DOCUMENTS,
  driverApplicationSchema,
  MEDICAL_CARD_EXPIRATION_NEEDED,
  missingDocumentMessage,
  type DriverApplicationSubmission,
  type DriverDocument,
} from '../../../shared/driver-applications/driver-application-schema.js';
import { REFERENCE_PREFIXES } from '../../../shared/reference-id.js';
import { generateReferenceId } from '../../infra/reference-ids.js';
import type { MultipartForm, MultipartFormSpec, StoredUpload } from '../../infra/storage/multipart-form.js';
import { memoizeLast } from '../../infra/memoize-last.js';
import { earliestTodayInTheUs, latestTodayInTheUs } from '../../infra/us-dates.js';
import { fieldErrorsFailed, validationFailed } from '../../infra/validation-failed.js';
import { storeUnderFreshId } from '../../db/fresh-id.js';
import { actingAs, CUSTOMER_ACTOR, type AuditOrigin } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import type { DriverApplicationDeps } from './deps.js';
import { applicationReceivedEmails } from './emails.js';
import { insertApplicationDocuments, insertDriverApplication, type NewDriverApplicationRow } from './repository.js';

/** The form's files: one each, under the names of spec section 3. */
export const DRIVER_APPLICATION_FORM: MultipartFormSpec = {
  files: Object.fromEntries(DRIVER_DOCUMENTS.map((document) => [document.field, document.rules])),
  storageFolder: 'driver-applications',
  maxFields: 40,
};

export interface SubmitApplicationDeps extends Pick<DriverApplicationDeps, 'outbox' | 'company' | 'publicBaseUrl' | 'recruitingEmail'> {
  now?: () => Date;
}

export async function submitDriverApplication(
  deps: SubmitApplicationDeps,
  form: MultipartForm,
  origin: AuditOrigin,
  /** The language of the page it was sent from: the applicant's e-mails are written in it. */
  language: Locale = DEFAULT_LOCALE,
): Promise<{ referenceId: string }> {
  const application = parseApplication(form, deps.now?.() ?? new Date());
  const documents = DRIVER_DOCUMENTS.flatMap((document) => {
    const upload = form.files.find((file) => file.field === document.field);
    return upload ? [{ document, upload }] : [];
  });
  const values = { ...toRow(application), language };

  const newReferenceId = () => generateReferenceId(REFERENCE_PREFIXES.driverApplication);
  return storeUnderFreshId(newReferenceId, 'driver_applications_reference_id_key', (referenceId) =>
    deps.outbox.transaction(async (tx) => {
      const row = await insertDriverApplication(tx, { ...values, referenceId });
      await insertApplicationDocuments(tx, row.id, documents);
      // The kind of driver only: never the applicant's name, contacts or licence number. (Named
      // `qualification`: the audit log refuses any field named like a licence, see audit-changes.ts.)
      await recordAuditEvent(tx, actingAs(origin, CUSTOMER_ACTOR), {
        action: 'driver_application.submitted',
        recordType: 'driver_application',
        recordId: row.id,
        changes: factsOf({ referenceId, qualification: row.licenseType, cdlClass: row.cdlClass }),
      });
      await deps.outbox.enqueue(
        tx,
        applicationReceivedEmails(
          row,
          documents.map(({ document }) => document),
          deps,
        ),
      );
      return { referenceId };
    }),
  );
}

// The schema depends on the date only: built once a day (see memoize-last.ts).
const schemaForDays = memoizeLast((days) => {
  const [earliestToday = '', latestToday = ''] = days.split('/');
  return driverApplicationSchema({ earliestToday, latestToday });
});

/** The fields and the files together, so one answer names every problem at once. */

function parseApplication(form: MultipartForm, now: Date): DriverApplicationSubmission {
  const result = schemaForDays(`${earliestTodayInTheUs(now)}/${latestTodayInTheUs(now)}`).safeParse(form.fields);
  const fileErrors = documentErrors(form.files, form.fields);
  if (!result.success) throw validationFailed(result.error, fileErrors);
  if (Object.keys(fileErrors).length > 0) throw fieldErrorsFailed(fileErrors);
  return result.data;
}

function documentErrors(files: readonly StoredUpload[], fields: Record<string, string>): Record<string, CodedMessage> {
  const errors: Record<string, CodedMessage> = {};
  const has = (document: DriverDocument) => files.some((file) => file.field === document.field);
  for (const document of DRIVER_DOCUMENTS) {
    if (document.required && !has(document)) errors[document.field] = missingDocumentMessage(document);
  }
  // The Drivers list warns before a medical card runs out, so a card comes with its date.
  const medicalCard = DRIVER_DOCUMENTS.find((document) => document.purpose === 'medical_card');
  if (medicalCard && has(medicalCard) && !fields.medicalCardExpiration?.trim()) {
    errors.medicalCardExpiration = MEDICAL_CARD_EXPIRATION_NEEDED;
  }
  return errors;
}

function toRow(application: DriverApplicationSubmission): Omit<NewDriverApplicationRow, 'referenceId'> {
  return { ...application, cdlClass: application.cdlClass ?? null };
}
