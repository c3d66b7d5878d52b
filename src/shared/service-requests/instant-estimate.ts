// The instant estimate at the API: the query GET /api/estimate takes and the answer it gives, as
// zod schemas for the route (and its OpenAPI page). The plain shapes, the texts and the browser's
// "ready to ask" rule are in instant-estimate-texts.ts, which stays zod-free for the home page.
import { z } from 'zod';
import { estimateWeightPounds, type EstimateQuery, type InstantEstimate } from './instant-estimate-texts.js';
import { safeString } from '../safe-text.js';
import { codedMessage, type CodedMessage } from '../coded-message.js';
import { codedIssue, withCode } from '../message-issues.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';
import { SERVICE_TYPES_BY_ROLE, URGENCY_LEVELS } from './service-request-values.js';

export * from './instant-estimate-texts.js';

const zipCode = safeString(withCode(MESSAGES.zipCode))
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, withCode(MESSAGES.zipCode))
  // ZIP+4 is accepted as the form accepts it; the location is the 5-digit code's.
  .transform((zip) => zip.slice(0, 5));

export const estimateQuerySchema = z.object({
  pickupZip: zipCode,
  deliveryZip: zipCode,
  serviceType: z.enum(SERVICE_TYPES_BY_ROLE.shipper, withCode(MESSAGES.selectShippingServiceType)),
  /** Pounds as the form's weight field holds them ('1250', '12.5'). */
  weight: safeString(withCode(MESSAGES.enterWeight))
    .trim()
    .transform((typed, context) => {
      const pounds = estimateWeightPounds(typed);
      if (pounds === undefined) {
        context.issues.push({ code: 'custom', input: typed, ...codedIssue(MESSAGES.weightRange, { max: '200,000' }) });
        return z.NEVER;
      }
      return pounds;
    }),
  urgency: z
    .enum(URGENCY_LEVELS, withCode(MESSAGES.selectUrgency))
    .optional()
    .transform((urgency) => urgency ?? 'standard'),
}) satisfies z.ZodType<unknown, EstimateQuery>;

export const instantEstimateSchema = z.object({
  lowCents: z.number().int(),
  highCents: z.number().int(),
  estimatedMiles: z.number(),
  pickupZip: z.string(),
  deliveryZip: z.string(),
  serviceType: z.string(),
  weightPounds: z.number(),
  urgency: z.enum(URGENCY_LEVELS),
  fuelSurcharge: z
    .object({ lowCents: z.number().int(), highCents: z.number().int(), dieselPrice: z.string(), weekOf: z.string() })
    .optional(),
  fuelNote: z.string().optional(),
}) satisfies z.ZodType<InstantEstimate>;

/** The customer's words for a ZIP code the estimate has no location for. */
export function unknownZipEstimateMessage(zips: readonly string[]): CodedMessage {
  const [first = '', ...others] = [...new Set(zips)];
  if (others.length === 0) return codedMessage(MESSAGES.unknownZip, { zip: first });
  return codedMessage(MESSAGES.unknownZips, { first, second: others.join(' and ') });
}

/** Pickup and delivery in one ZIP code: the road distance is too uncertain to estimate. */
export function sameZipEstimateMessage(zip: string): CodedMessage {
  return codedMessage(MESSAGES.sameZip, { zip });
}
