// The office's bill of lading draft as it travels (issue 39; decision 079): saved as typed, so
// every field may be empty or absent, but a value that is there must be well formed (a count is a
// positive whole number, a class one of the 18, a state a US state, a ZIP five digits, no text
// over its length). One schema checks the draft in the browser as the office types and on the
// server when it is saved; what is still missing before it can be issued is bol-missing-fields.ts.
// Office texts: English only. No transforms, so the same schema describes the stored draft in
// answers.
import { z } from 'zod';
import { isOneLine } from '../form-schema-fields.js';
import { safeString } from '../safe-text.js';
import { US_STATES } from '../us-states.js';
import { FREIGHT_CLASSES, FREIGHT_TERMS, PACKAGE_TYPES, type BolDraft } from './bill-of-lading.js';

export const BOL_LIMITS = {
  line: 200,
  phone: 40,
  /** A unit's commodity description. */
  description: 500,
  nmfcItem: 20,
  equipmentNumber: 40,
  specialInstructions: 2000,
  units: 20,
  /** Pounds on one line: well above a full truckload (80,000 lbs gross). */
  weightLbs: 200_000,
  count: 100_000,
} as const;

function text(max: number) {
  return safeString()
    .trim()
    .max(max, { error: `Use at most ${max} characters.` });
}

function line(max: number = BOL_LIMITS.line) {
  return text(max).refine(isOneLine, { error: 'Keep this on one line.' });
}

const stateField = z.union([z.literal(''), z.enum(US_STATES)], { error: 'Choose a US state (two letters, e.g. MI).' });
const zipField = safeString()
  .trim()
  .regex(/^(\d{5})?$/, { error: 'A ZIP code is 5 digits.' });

export const bolPartySchema = z.object({
  name: line().optional(),
  address: line().optional(),
  address2: line().optional(),
  city: line().optional(),
  state: stateField.optional(),
  zip: zipField.optional(),
  phone: line(BOL_LIMITS.phone).optional(),
});

export const bolUnitSchema = z.object({
  count: z
    .number({ error: 'The count is a whole number greater than 0.' })
    .int({ error: 'The count is a whole number greater than 0.' })
    .positive({ error: 'The count is a whole number greater than 0.' })
    .max(BOL_LIMITS.count, { error: `The count is at most ${BOL_LIMITS.count.toLocaleString('en-US')}.` })
    .optional(),
  packageType: z.enum(PACKAGE_TYPES, { error: 'Choose a package type from the list.' }).optional(),
  weightLbs: z
    .number({ error: 'The weight is a number of pounds greater than 0.' })
    .positive({ error: 'The weight is a number of pounds greater than 0.' })
    .max(BOL_LIMITS.weightLbs, { error: `The weight is at most ${BOL_LIMITS.weightLbs.toLocaleString('en-US')} lbs.` })
    .optional(),
  description: text(BOL_LIMITS.description).optional(),
  nmfcItem: line(BOL_LIMITS.nmfcItem).optional(),
  freightClass: z.enum(FREIGHT_CLASSES, { error: 'Choose a freight class from the list (50 to 500).' }).optional(),
  hazmat: z.boolean().optional(),
});

export const bolHazmatSchema = z.object({
  idNumber: line(20)
    .regex(/^((UN|NA)\d{4})?$/, { error: 'The identification number is UN or NA and 4 digits, e.g. UN1203.' })
    .optional(),
  properShippingName: line().optional(),
  hazardClass: line(20).optional(),
  packingGroup: z.enum(['I', 'II', 'III'], { error: 'The packing group is I, II or III.' }).optional(),
  emergencyContactName: line().optional(),
  emergencyPhone: line(BOL_LIMITS.phone).optional(),
});

/** The draft as the office saves it (PUT …/bill-of-lading): every field optional, each present value checked. */
export const bolDraftSchema = z.object({
  shipFrom: bolPartySchema.optional(),
  shipTo: bolPartySchema.optional(),
  thirdPartyBillTo: bolPartySchema.nullable().optional(),
  freightTerms: z.enum(FREIGHT_TERMS, { error: 'Choose prepaid, collect or third party.' }).optional(),
  trailerNumber: line(BOL_LIMITS.equipmentNumber).optional(),
  sealNumber: line(BOL_LIMITS.equipmentNumber).optional(),
  customerOrderNumber: line().optional(),
  units: z
    .array(bolUnitSchema)
    .max(BOL_LIMITS.units, { error: `A bill of lading lists at most ${BOL_LIMITS.units} lines.` })
    .optional(),
  hazmat: bolHazmatSchema.nullable().optional(),
  specialInstructions: text(BOL_LIMITS.specialInstructions).optional(),
}) satisfies z.ZodType<BolDraft>;

/** One thing the draft still lacks before it can be issued: its path (as fieldErrors name it) and what to do. */
export const bolMissingFieldSchema = z.object({ field: z.string(), message: z.string() });
export type BolMissingField = z.infer<typeof bolMissingFieldSchema>;

export const bolVersionSummarySchema = z.object({
  version: z.number().int().positive(),
  issuedAt: z.iso.datetime({ offset: true }),
  /** The staff member who issued it (e-mail), null when they were removed since. */
  issuedBy: z.string().nullable(),
  /** When it was signed at pickup, or null. Only the newest version is ever signed. */
  signedAt: z.iso.datetime({ offset: true }).nullable(),
  shipperSignerName: z.string().nullable(),
});
export type BolVersionSummary = z.infer<typeof bolVersionSummarySchema>;

/** GET and PUT …/bill-of-lading answer this. */
export const billOfLadingSchema = z.object({
  bolNumber: z.string(),
  draft: bolDraftSchema,
  missing: z.array(bolMissingFieldSchema),
  /** Newest first. */
  versions: z.array(bolVersionSummarySchema),
  /** The newest version is signed: the draft can no longer be saved or issued. */
  signed: z.boolean(),
});
export type BillOfLading = z.infer<typeof billOfLadingSchema>;
