// Accepting a driver application: validate the fields with the shared schema, require the resume
// and the license copy, and store the application, its first status, its documents and its two
// e-mails in one transaction, so an accepted application is complete before the applicant sees
// its reference ID.
import { codedMessage, type CodedMessage } from '../../../shared/coded-message.js';
import { isSafeText } from '../../../shared/safe-text.js';
import { SHARED_MESSAGES } from '../../../shared/shared-messages.js';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n.js';
import type { ApplicationHistory, EmploymentEntry } from '../../../shared/driver-applications/application-history.js';
import { HISTORY_UNREADABLE, SIGNATURE_REQUIRED } from '../../../shared/driver-applications/application-history-schema.js';
import {
  APPLICATION_SIGNATURE,
  DRIVER_DOCUMENTS,
  driverApplicationSchema,
  MEDICAL_CARD_EXPIRATION_NEEDED,
  missingDocumentMessage,
  type DriverApplicationSubmission,
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

/**
 * The `history` field's JSON at its longest: every list at its limit with every line at its length
 * stays under it (forty employers of about 1.5 KB each is the bulk); a longer one is refused (413)
 * before it is read.
 */
export const HISTORY_FIELD_MAX_BYTES = 256 * 1024;

/** The form's files: one each, under the names of spec section 3, and the drawn signature (issue 41). */
export const DRIVER_APPLICATION_FORM: MultipartFormSpec = {
  files: {
    ...Object.fromEntries(DRIVER_DOCUMENTS.map((document) => [document.field, document.rules])),
    [APPLICATION_SIGNATURE.field]: APPLICATION_SIGNATURE.rules,
  },
  storageFolder: 'driver-applications',
  maxFields: 40,
  maxFieldBytes: HISTORY_FIELD_MAX_BYTES,
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
  const now = deps.now?.() ?? new Date();
  const application = parseApplication(form, now);
  const documents = DRIVER_DOCUMENTS.flatMap((document) => {
    const upload = form.files.find((file) => file.field === document.field);
    return upload ? [{ document, upload }] : [];
  });
  const signature = form.files.filter((file) => file.field === APPLICATION_SIGNATURE.field);
  const uploads = [
    ...documents.map(({ document, upload }) => ({ purpose: document.purpose, upload })),
    ...signature.map((upload) => ({ purpose: APPLICATION_SIGNATURE.purpose, upload })),
  ];
  // Certified when the server accepted it: the applicant's clock is not evidence.
  const values = { ...toRow(application), certifiedAt: now, language };

  const newReferenceId = () => generateReferenceId(REFERENCE_PREFIXES.driverApplication);
  return storeUnderFreshId(newReferenceId, 'driver_applications_reference_id_key', (referenceId) =>
    deps.outbox.transaction(async (tx) => {
      const row = await insertDriverApplication(tx, { ...values, referenceId });
      await insertApplicationDocuments(tx, row.id, uploads);
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
  const history = parsedHistory(form.fields.history);
  const result = schemaForDays(`${earliestTodayInTheUs(now)}/${latestTodayInTheUs(now)}`).safeParse({ ...form.fields, history });
  const fileErrors = documentErrors(form.files, form.fields);
  // Text that cannot be stored is named as in any other field; text that is not JSON as unreadable.
  if (form.fields.history !== undefined && !isSafeText(form.fields.history)) fileErrors.history = codedMessage(SHARED_MESSAGES.unsafeText);
  else if (history === undefined) fileErrors.history = HISTORY_UNREADABLE;
  if (!result.success) throw validationFailed(result.error, fileErrors);
  if (Object.keys(fileErrors).length > 0) throw fieldErrorsFailed(fileErrors);
  return result.data;
}

/** The `history` field's JSON (the schema checks what it holds); undefined when it is missing or not JSON. */
function parsedHistory(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function documentErrors(files: readonly StoredUpload[], fields: Record<string, string>): Record<string, CodedMessage> {
  const errors: Record<string, CodedMessage> = {};
  const has = (document: { field: string }) => files.some((file) => file.field === document.field);
  if (!has(APPLICATION_SIGNATURE)) errors[APPLICATION_SIGNATURE.field] = SIGNATURE_REQUIRED;
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
  return {
    ...application,
    ...latestEmployerColumns(application.history),
    cdlClass: application.cdlClass ?? null,
    signedName: application.history.certification.signedName,
  };
}

/**
 * The spec's previous-employer columns (the list, the CSV, the e-mail to recruiting read them),
 * from the most recent employer of the history: the one still held, else the one left last.
 * Without any employer (only explained gaps) the form's own fields stay as sent.
 */
function latestEmployerColumns(history: ApplicationHistory) {
  const employers = history.employment.filter((entry): entry is EmploymentEntry => entry.kind === 'employer');
  const endOf = (entry: EmploymentEntry) => entry.toMonth ?? '9999-12';
  const [latest] = employers.toSorted((a, b) => endOf(b).localeCompare(endOf(a)) || b.fromMonth.localeCompare(a.fromMonth));
  if (!latest) return {};
  return {
    previousEmployer: latest.name,
    employmentStartDate: latest.fromMonth,
    employmentEndDate: latest.toMonth ?? undefined,
    reasonForLeaving: latest.reasonForLeaving,
  };
}
