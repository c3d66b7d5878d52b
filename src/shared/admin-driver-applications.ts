// What the admin dashboard reads about driver applications.
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin-lists.js';
import { adminUploadSchema } from './admin-service-requests.js';
import { CDL_CLASSES, DRIVER_APPLICATION_STATUSES, LICENSE_TYPES } from './driver-applications.js';

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
});
export type AdminDriverApplicationSummary = z.infer<typeof adminDriverApplicationSummarySchema>;

export const adminDriverApplicationPageSchema = adminPageSchema(adminDriverApplicationSummarySchema);
export type AdminDriverApplicationPage = z.infer<typeof adminDriverApplicationPageSchema>;

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
  additionalInfo: nullableText,
  canStartDate: nullableText,
  updatedAt: z.string(),
  documents: z.array(adminUploadSchema.extend({ purpose: z.string() })),
});
export type AdminDriverApplicationDetail = z.infer<typeof adminDriverApplicationDetailSchema>;
