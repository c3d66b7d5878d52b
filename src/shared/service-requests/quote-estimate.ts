// The Quote Calculator's server help: the road distance between two ZIP codes, and a request's
// calculator inputs filled in from the request itself.
import { z } from 'zod';
import { QUOTE_URGENCIES } from './quote-calculator.js';
import { safeString } from '../safe-text.js';

const zipCodeSchema = safeString()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, { error: 'A ZIP code has 5 digits' })
  .transform((zip) => zip.slice(0, 5));

export const zipDistanceQuerySchema = z.object({ from: zipCodeSchema, to: zipCodeSchema });

export const zipDistanceSchema = z.object({
  fromZip: z.string(),
  toZip: z.string(),
  /** Great-circle miles between the ZIP codes' centroids. */
  straightLineMiles: z.number(),
  /** Roads are longer than the straight line by this factor. */
  roadFactor: z.number(),
  /** straightLineMiles times roadFactor, to a tenth of a mile: an estimate. */
  estimatedRoadMiles: z.number(),
});
export type ZipDistance = z.infer<typeof zipDistanceSchema>;

export const requestQuoteInputsSchema = z.object({
  id: z.number().int(),
  referenceId: z.string(),
  serviceType: z.string(),
  /** Null when the request gave no weight. */
  weightPounds: z.number().nullable(),
  urgency: z.enum(QUOTE_URGENCIES),
  pickupZip: z.string(),
  deliveryZip: z.string(),
  /** Null when a ZIP code is unknown (broker and dispatcher requests have none). */
  distance: zipDistanceSchema.nullable(),
  /** Why there is no estimate (no distance, or a weight beyond the calculator's), for the admin to read. */
  problem: z.string().nullable(),
  /** The request's current quote, if an admin set one. */
  estimatedQuote: z.string().nullable(),
  /** The calculator's answer for these inputs, computed by the server; null without a distance. */
  estimate: z
    .object({
      ratePerMile: z.number(),
      weightFactor: z.number(),
      urgencyMultiplier: z.number(),
      baseCents: z.number().int(),
      weightSurchargeCents: z.number().int(),
      urgencyCents: z.number().int(),
      flatFeeCents: z.number().int(),
      totalCents: z.number().int(),
    })
    .nullable(),
});
export type RequestQuoteInputs = z.infer<typeof requestQuoteInputsSchema>;
