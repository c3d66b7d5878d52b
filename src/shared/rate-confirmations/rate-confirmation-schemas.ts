// The rate confirmation's API (issue 39; decision 080): what the office sends to make a version,
// what the broker sends to sign one, and what each side reads back. The content's shape is
// rate-confirmation.ts's; these are its zod forms for the answers.
import { z } from 'zod';
import { PAYMENT_TERMS } from '../accounts/accounts.js';
import { isCalendarDate } from '../calendar-date.js';
import { LINE_KINDS, LINE_UNITS } from '../invoicing/invoice-lines.js';
import { maxCharacters, optionalLine, requiredLine, REQUIRED_ERROR, zipCodeField } from '../form-schema-fields.js';
import { safeString } from '../safe-text.js';
import { US_STATES } from '../us-states.js';
import { RATE_CONFIRMATION_SOURCES, RATE_CONFIRMATION_STATES } from './rate-confirmation.js';
import { STOP_NEEDS_A_DAY_MESSAGE } from './rate-confirmation-texts.js';

// The texts live apart, without zod, so pages that only show them load no schema.
export { RATE_CONFIRMATION_CONSENT, RATE_CONFIRMATION_OFFICE_MESSAGES, STOP_NEEDS_A_DAY_MESSAGE } from './rate-confirmation-texts.js';

// ---------------------------------------------------------------------------------------------
// The office makes a version: POST /api/admin/service-requests/:id/rate-confirmations

const calendarDay = z.iso.date({ error: 'Use a date like 2026-11-24' }).refine(isCalendarDate, { error: 'Use a date like 2026-11-24' });

const stopInputSchema = z
  .object({
    address: optionalLine(200),
    city: requiredLine(100),
    state: z.enum(US_STATES, { error: 'Choose a state' }),
    zip: zipCodeField,
    /** An appointment agreed with the dock: an instant with its offset. */
    appointmentAt: z.iso.datetime({ offset: true, error: 'Enter the appointment as a date and time' }).nullish(),
    date: calendarDay.nullish(),
  })
  .refine((stop) => Boolean(stop.appointmentAt || stop.date), { error: STOP_NEEDS_A_DAY_MESSAGE, path: ['date'] });

export const makeRateConfirmationSchema = z.object({
  pickup: stopInputSchema,
  delivery: stopInputSchema,
  equipment: requiredLine(200),
  commodity: requiredLine(200),
  /** Pounds; null when not known. */
  weightLbs: z.number({ error: 'Enter the weight in whole pounds' }).int().positive().max(200_000).nullish(),
});
export type MakeRateConfirmation = z.input<typeof makeRateConfirmationSchema>;
export type MadeRateConfirmationInput = z.output<typeof makeRateConfirmationSchema>;

/** What the office's dialog starts from (GET …/rate-confirmations/new): the request's and the assignment's facts. */
export const rateConfirmationPrefillSchema = z.object({
  pickup: z.object({
    address: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    appointmentAt: z.string().nullable(),
    date: z.string().nullable(),
  }),
  delivery: z.object({
    address: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    appointmentAt: z.string().nullable(),
    date: z.string().nullable(),
  }),
  equipment: z.string(),
  commodity: z.string(),
  weightLbs: z.number().nullable(),
});
export type RateConfirmationPrefill = z.infer<typeof rateConfirmationPrefillSchema>;

export const reviewUploadSchema = z.object({
  note: safeString().trim().max(1000, maxCharacters(1000)).optional(),
});
export const rejectUploadSchema = z.object({
  note: safeString(REQUIRED_ERROR).trim().min(1, { error: 'Say why the upload is rejected' }).max(1000, maxCharacters(1000)),
});

// ---------------------------------------------------------------------------------------------
// The broker signs: POST /api/account/requests/:ref/rate-confirmations/:version/sign

export const signRateConfirmationSchema = z.object({
  name: requiredLine(120),
  title: requiredLine(120),
  /** The consent checkbox: must be ticked. */
  consent: z.literal(true, { error: 'Tick the box to agree' }),
});
export type SignRateConfirmation = z.input<typeof signRateConfirmationSchema>;

// ---------------------------------------------------------------------------------------------
// What each side reads

const stopSchema = z.object({
  address: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  appointmentAt: z.string().optional(),
  date: z.string().optional(),
});

export const rateConfirmationContentSchema = z.object({
  referenceId: z.string(),
  broker: z.object({ name: z.string(), company: z.string().optional(), email: z.string(), phone: z.string() }),
  carrier: z.object({ name: z.string(), mcNumber: z.string(), dotNumber: z.string(), scac: z.string().optional() }),
  pickup: stopSchema,
  delivery: stopSchema,
  equipment: z.string(),
  commodity: z.string(),
  weightLbs: z.number().optional(),
  lines: z.array(
    z.object({
      kind: z.enum(LINE_KINDS),
      description: z.string(),
      quantity: z.string(),
      unit: z.enum(LINE_UNITS),
      rate: z.string(),
      amount: z.string(),
    }),
  ),
  total: z.string(),
  detention: z.object({ freeHours: z.string(), hourlyRate: z.string() }).nullable(),
  paymentTerms: z.enum(PAYMENT_TERMS),
  terms: z.string(),
});

const signatureSchema = z.object({
  name: z.string(),
  title: z.string(),
  email: z.string(),
  signedAt: z.string(),
});

/** One version as the office reads it. */
export const officeRateConfirmationSchema = z.object({
  id: z.number(),
  version: z.number(),
  source: z.enum(RATE_CONFIRMATION_SOURCES),
  state: z.enum(RATE_CONFIRMATION_STATES),
  createdAt: z.string(),
  content: rateConfirmationContentSchema.nullable(),
  signature: signatureSchema.extend({ ipAddress: z.string().nullable(), userAgent: z.string().nullable() }).nullable(),
  upload: z.object({ originalName: z.string(), contentType: z.string(), uploadedBy: z.string().nullable() }).nullable(),
  review: z.object({ reviewedAt: z.string(), note: z.string().nullable() }).nullable(),
  /** GET: the PDF (generated) or the broker's file (uploaded). */
  fileUrl: z.string(),
});
export type OfficeRateConfirmation = z.infer<typeof officeRateConfirmationSchema>;

export const officeRateConfirmationsSchema = z.object({
  /** Whether a version can be made now; when not, why (not a broker's request, the quote not accepted, already agreed). */
  canMake: z.boolean(),
  cannotMakeReason: z.string().nullable(),
  isBrokerRequest: z.boolean(),
  versions: z.array(officeRateConfirmationSchema),
});
export type OfficeRateConfirmations = z.infer<typeof officeRateConfirmationsSchema>;

/** One version as the broker reads it on their page (no superseded or rejected office work beyond its state). */
export const portalRateConfirmationSchema = z.object({
  version: z.number(),
  source: z.enum(RATE_CONFIRMATION_SOURCES),
  state: z.enum(RATE_CONFIRMATION_STATES),
  createdAt: z.string(),
  content: rateConfirmationContentSchema.nullable(),
  signature: signatureSchema.nullable(),
  /** Whether this version is the one to sign now (the newest, sent). */
  signable: z.boolean(),
  fileUrl: z.string(),
});
export type PortalRateConfirmation = z.infer<typeof portalRateConfirmationSchema>;

export const portalRateConfirmationsSchema = z.object({
  /** A broker's request: the section shows (others have no rate confirmation). */
  applies: z.boolean(),
  /** Whether the broker may upload their own (a broker's request with an accepted quote, nothing agreed yet). */
  canUpload: z.boolean(),
  versions: z.array(portalRateConfirmationSchema),
});
export type PortalRateConfirmations = z.infer<typeof portalRateConfirmationsSchema>;
