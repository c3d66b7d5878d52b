// What the admin dashboard reads and sends about driver applications and the drivers hired from
// them. One declaration serves the server's validation, its OpenAPI description and the
// dashboard's types.
import { LOCALES } from '../i18n.js';
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema, statusHistoryEntrySchemaOf, statusUpdateSchemaOf } from '../admin-lists.js';
import { adminUploadSchema } from '../service-requests/admin-service-requests.js';
import { isCalendarDate } from '../calendar-date.js';
import { CDL_CLASSES, DRIVER_APPLICATION_STATUSES, DRIVER_PROFILE_STATUSES, LICENSE_TYPES } from './driver-applications.js';
import { withCode } from '../message-issues.js';
import { applicationHistoryRecordSchema } from './application-history-record.js';
import { safeString } from '../safe-text.js';
import { SHARED_MESSAGES } from '../shared-messages.js';
import { optionalSsnField } from '../driver-qualification/ssn.js';

export const driverApplicationListQuerySchema = adminListQuerySchema(DRIVER_APPLICATION_STATUSES);

const nullableText = z.string().nullable();

export const adminDriverApplicationSummarySchema = z.object({
  id: z.number(),
  referenceId: z.string(),
  status: z.enum(DRIVER_APPLICATION_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  licenseType: z.enum(LICENSE_TYPES),
  cdlClass: z.enum(CDL_CLASSES).nullable(),
  yearsExperience: z.number(),
  city: z.string(),
  state: z.string(),
  createdAt: z.string(),
  /** The language the applicant applied in: their e-mails are in it. */
  language: z.enum(LOCALES),
});
export type AdminDriverApplicationSummary = z.infer<typeof adminDriverApplicationSummarySchema>;

export const adminDriverApplicationPageSchema = adminPageSchema(adminDriverApplicationSummarySchema);
export type AdminDriverApplicationPage = z.infer<typeof adminDriverApplicationPageSchema>;

const applicationHistoryEntrySchema = statusHistoryEntrySchemaOf(DRIVER_APPLICATION_STATUSES);

/** The driver profile an application became, as the application shows it. */
export const hiredProfileSchema = z.object({
  id: z.number(),
  profileId: z.string(),
  status: z.enum(DRIVER_PROFILE_STATUSES),
  hireDate: z.string(),
  hiredBy: nullableText,
  createdAt: z.string(),
});
export type HiredProfile = z.infer<typeof hiredProfileSchema>;

export const adminDriverApplicationDetailSchema = adminDriverApplicationSummarySchema.extend({
  address: z.string(),
  zipCode: z.string(),
  dateOfBirth: z.string(),
  licenseNumber: z.string(),
  licenseState: z.string(),
  licenseExpiration: z.string(),
  endorsements: nullableText,
  previousEmployer: nullableText,
  employmentStartDate: nullableText,
  employmentEndDate: nullableText,
  reasonForLeaving: nullableText,
  medicalCardExpiration: nullableText,
  additionalInfo: nullableText,
  canStartDate: nullableText,
  updatedAt: z.string(),
  documents: z.array(adminUploadSchema.extend({ purpose: z.string() })),
  history: z.array(applicationHistoryEntrySchema),
  profile: hiredProfileSchema.nullable(),
  /** 49 CFR 391.21's history (issue 41); null for an application made before it was asked. */
  applicantHistory: applicationHistoryRecordSchema.nullable(),
  /** The name typed under the drawn signature (the signature itself is among the documents), and when the server accepted it. */
  signedName: nullableText,
  certifiedAt: nullableText,
});
export type AdminDriverApplicationDetail = z.infer<typeof adminDriverApplicationDetailSchema>;

export const applicationStatusUpdateSchema = statusUpdateSchemaOf(DRIVER_APPLICATION_STATUSES);
export type ApplicationStatusUpdate = z.infer<typeof applicationStatusUpdateSchema>;

const VALID_DATE = withCode(SHARED_MESSAGES.validDate);

const isoDate = safeString().trim().refine(isCalendarDate, VALID_DATE);

/**
 * Hire: the first working day, the medical card's expiry as the admin read it on the card, and
 * the driver's Social Security number when recruiting has it (stored encrypted, never answered).
 */
export const hireApplicantSchema = z.object({
  hireDate: isoDate,
  ssn: optionalSsnField,
  medicalCardExpiration: safeString()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isCalendarDate(value), VALID_DATE),
});
export type HireApplicant = z.infer<typeof hireApplicantSchema>;

// The Drivers list.

export const EXPIRY_WINDOWS = ['all', '60', '30'] as const;
export type ExpiryWindow = (typeof EXPIRY_WINDOWS)[number];

export const driverProfileListQuerySchema = adminListQuerySchema(DRIVER_PROFILE_STATUSES).extend({
  /** Only drivers whose license or medical card expires within this many days (or has expired). */
  expiring: z.enum(EXPIRY_WINDOWS).default('all'),
});
export type DriverProfileListQuery = z.infer<typeof driverProfileListQuerySchema>;

const adminDriverProfileSchema = z.object({
  id: z.number(),
  profileId: z.string(),
  driverApplicationId: z.number(),
  applicationReferenceId: z.string(),
  status: z.enum(DRIVER_PROFILE_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  licenseType: z.enum(LICENSE_TYPES),
  cdlClass: z.enum(CDL_CLASSES).nullable(),
  licenseState: z.string(),
  licenseExpiration: z.string(),
  medicalCardExpiration: nullableText,
  hireDate: z.string(),
  /** The driver's language (from their application): their e-mails are in it. */
  language: z.enum(LOCALES),
});
export type AdminDriverProfile = z.infer<typeof adminDriverProfileSchema>;

export const adminDriverProfilePageSchema = adminPageSchema(adminDriverProfileSchema);
export type AdminDriverProfilePage = z.infer<typeof adminDriverProfilePageSchema>;

/** The answer to an application id that does not exist (the application's page and its audit history). */
export const APPLICATION_NOT_FOUND = 'There is no driver application with that id.';
