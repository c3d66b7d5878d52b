// The driver application's rules (spec sections 2, 3 and 5). The browser validates every change
// with this schema and the server validates every submission with the same one, so a field is
// refused with the same message on both sides.
import { z } from 'zod';
import { isCalendarDate, isCalendarMonth, subtractYears } from '../calendar-date.js';
import { CDL_CLASSES, LICENSE_TYPES } from './driver-applications.js';
import {
  emailField,
  optionalChoice,
  optionalLine,
  optionalText,
  requiredChoice,
  requiredLine,
  REQUIRED_ERROR,
  usPhoneField,
  zipCodeField,
} from '../form-schema-fields.js';
import { RESUME_RULES, SCANNED_DOCUMENT_RULES, SIGNATURE_RULES, type UploadPurpose, type UploadRules } from '../uploads.js';
import { US_STATES } from '../us-states.js';
import { safeString } from '../safe-text.js';
import { englishLabels } from '../labels/label-message.js';
import { DRIVER_DOCUMENT_MESSAGES } from '../labels/driver-labels.js';
import { codedMessage, type CodedMessage } from '../coded-message.js';
import { codedIssue, withCode } from '../message-issues.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';
import { applicationHistorySchema, employmentGapIssues } from './application-history-schema.js';

export const MINIMUM_DRIVER_AGE = 18;
export const MAX_YEARS_EXPERIENCE = 60;

export interface DriverApplicationSchemaOptions {
  /**
   * Today, YYYY-MM-DD, for the date rules. The browser passes its own today for both; the server
   * passes the earliest and the latest 'today' in the US, so no applicant is refused because of
   * the time zone the server runs in.
   */
  earliestToday: string;
  latestToday: string;
}

function requiredDate() {
  return safeString(REQUIRED_ERROR).trim().min(1, REQUIRED_ERROR).refine(isCalendarDate, withCode(MESSAGES.validDate));
}

function optionalDate() {
  return safeString()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isCalendarDate(value), withCode(MESSAGES.validDate));
}

function optionalMonth() {
  return safeString()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isCalendarMonth(value), withCode(MESSAGES.monthFormat));
}

/** A whole number of years typed into a box; empty means 0 (spec section 5). */
const yearsExperience = safeString()
  .trim()
  .optional()
  .refine(
    (value) => !value || (/^\d{1,2}$/.test(value) && Number(value) <= MAX_YEARS_EXPERIENCE),
    withCode(MESSAGES.yearsExperience, { max: MAX_YEARS_EXPERIENCE }),
  )
  .transform((value) => (value ? Number(value) : 0));

/** Letters, digits, spaces and dashes, as states print them. */
const licenseNumber = requiredLine(25).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, withCode(MESSAGES.licenseNumberCharacters));

/** Each field's own rules; driverApplicationSchema adds the rules that tie fields together. */
function driverApplicationFields(options: DriverApplicationSchemaOptions) {
  // Born on or before this day: 18 today, wherever in the US the applicant is.
  const latestBirthDate = subtractYears(options.latestToday, MINIMUM_DRIVER_AGE);
  const earliestBirthDate = subtractYears(options.earliestToday, 100);
  const currentMonth = options.latestToday.slice(0, 7);

  // Fields typed into an input are one line (requiredLine/optionalLine: no line breaks or control
  // characters); only the reason for leaving and the additional information are free text.
  return z.object({
    firstName: requiredLine(100),
    lastName: requiredLine(100),
    email: emailField,
    phone: usPhoneField,
    dateOfBirth: requiredDate()
      .refine((value) => value <= latestBirthDate, withCode(MESSAGES.minimumAge, { age: MINIMUM_DRIVER_AGE }))
      .refine((value) => value >= earliestBirthDate, withCode(MESSAGES.validBirthDate)),
    address: requiredLine(),
    city: requiredLine(100),
    state: requiredChoice(US_STATES, MESSAGES.selectState),
    zipCode: zipCodeField,

    licenseType: requiredChoice(LICENSE_TYPES, MESSAGES.selectLicenseType),
    cdlClass: optionalChoice(CDL_CLASSES, MESSAGES.selectCdlClass),
    licenseNumber,
    licenseState: requiredChoice(US_STATES, MESSAGES.selectState),
    licenseExpiration: requiredDate().refine((value) => value > options.earliestToday, withCode(MESSAGES.licenseExpirationPast)),
    endorsements: optionalLine(),

    yearsExperience,
    previousEmployer: optionalLine(),
    employmentStartDate: optionalMonth().refine(
      (value) => value === undefined || value <= currentMonth,
      withCode(MESSAGES.employmentStartFuture),
    ),
    employmentEndDate: optionalMonth(),
    reasonForLeaving: optionalText(),

    medicalCardExpiration: optionalDate().refine(
      (value) => value === undefined || value > options.earliestToday,
      withCode(MESSAGES.medicalCardExpirationPast),
    ),
    canStartDate: optionalDate().refine((value) => value === undefined || value >= options.earliestToday, withCode(MESSAGES.canStartPast)),
    additionalInfo: optionalText(),

    // 49 CFR 391.21's history (issue 41): addresses, licenses, experience, accidents, convictions,
    // employment, license actions, the certification. Sent as one JSON field of the multipart form.
    history: applicationHistorySchema(options),
  });
}

export function driverApplicationSchema(options: DriverApplicationSchemaOptions) {
  return (
    driverApplicationFields(options)
      .superRefine((application, context) => {
        if (application.licenseType === 'CDL' && !application.cdlClass) {
          context.addIssue({ code: 'custom', path: ['cdlClass'], ...codedIssue(MESSAGES.selectCdlClass) });
        }
        const { employmentStartDate: start, employmentEndDate: end } = application;
        if (start && end && end < start) {
          context.addIssue({ code: 'custom', path: ['employmentEndDate'], ...codedIssue(MESSAGES.employmentEndBeforeStart) });
        }
        // Ten years of employment with a CDL, three otherwise: the history alone cannot know which.
        for (const issue of employmentGapIssues(application.history.employment, application.licenseType, options)) {
          context.addIssue({ code: 'custom', path: ['history', ...issue.path], ...issue.message });
        }
      })
      // The class belongs to a CDL only; a class left over from switching the type is dropped.
      .transform((application) => ({
        ...application,
        cdlClass: application.licenseType === 'CDL' ? application.cdlClass : undefined,
      }))
  );
}

export type DriverApplicationSubmission = z.output<ReturnType<typeof driverApplicationSchema>>;
/** What the form holds and sends: the text as typed, before the schema trims and parses it. */
export type DriverApplicationInput = z.input<ReturnType<typeof driverApplicationSchema>>;
export type DriverApplicationField = keyof DriverApplicationInput;

/** The text fields the form marks required (spec section 5), in the order the form shows them. */
export const DRIVER_APPLICATION_REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'address',
  'city',
  'state',
  'zipCode',
  'licenseType',
  'licenseNumber',
  'licenseState',
  'licenseExpiration',
] as const satisfies readonly DriverApplicationField[];

/**
 * Every field of the form, in the form's order, read from the schema (the security tests send
 * each one): the text fields and `history`, the JSON of the 391.21 history. Only the names are
 * read, so any day will do for the date rules.
 */
export const DRIVER_APPLICATION_FIELDS: readonly DriverApplicationField[] = driverApplicationFields({
  earliestToday: '2000-01-01',
  latestToday: '2000-01-01',
}).keyof().options;

export interface DriverDocument {
  /** The multipart field it is sent under (spec section 3: resumeFile, licenseFile, medicalCardFile). */
  field: 'resumeFile' | 'licenseFile' | 'medicalCardFile';
  purpose: Extract<UploadPurpose, 'resume' | 'license' | 'medical_card'>;
  label: string;
  required: boolean;
  rules: UploadRules;
}

const DRIVER_DOCUMENT_LABELS = /* @__PURE__ */ englishLabels(DRIVER_DOCUMENT_MESSAGES);

export const DRIVER_DOCUMENTS: readonly DriverDocument[] = [
  { field: 'resumeFile', purpose: 'resume', label: DRIVER_DOCUMENT_LABELS.resumeFile, required: true, rules: RESUME_RULES },
  { field: 'licenseFile', purpose: 'license', label: DRIVER_DOCUMENT_LABELS.licenseFile, required: true, rules: SCANNED_DOCUMENT_RULES },
  {
    field: 'medicalCardFile',
    purpose: 'medical_card',
    label: DRIVER_DOCUMENT_LABELS.medicalCardFile,
    required: false,
    rules: SCANNED_DOCUMENT_RULES,
  },
];

/**
 * The applicant's signature drawn under the certification (391.21(b)(12)): one PNG from the
 * screen, required, kept with the documents as a private upload.
 */
export const APPLICATION_SIGNATURE = {
  field: 'signatureFile',
  purpose: 'application_signature',
  rules: SIGNATURE_RULES,
} as const satisfies { field: string; purpose: UploadPurpose; rules: UploadRules };

/** A required document that was not attached: 'Resume is required'. */
export const missingDocumentMessage = (document: DriverDocument): CodedMessage =>
  codedMessage(MESSAGES.documentRequired, { document: document.field });

/** What the medical card's expiration field says when a card is attached without its date. */
export const MEDICAL_CARD_EXPIRATION_NEEDED = codedMessage(MESSAGES.medicalCardExpirationNeeded);
