// Looking up a service request's progress by reference ID and contact e-mail: the form in the
// browser and POST /api/track read the same schema, and the answer's shape is declared here too.
import { z } from 'zod';
import { deliveryUpdateSchema, proofOfDeliverySummarySchema } from '../dispatch/dispatch.js';
import { normalizeReferenceId } from '../reference-id.js';
import { SERVICE_REQUEST_STATUSES } from '../service-requests/service-requests.js';
import { safeString } from '../safe-text.js';
import { codedMessage } from '../coded-message.js';
import { maxCharacters } from '../form-schema-fields.js';
import { withCode } from '../message-issues.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';

// One answer for an unknown ID, a wrong e-mail and an ID that cannot exist: a different answer
// for any of them would help someone guessing reference IDs.
/** The proof of delivery's PDF for the same look-up (POST, the lookup as its body). */
export const TRACK_PROOF_OF_DELIVERY_PATH = '/api/track/proof-of-delivery';

export const TRACKING_NOT_FOUND_MESSAGE = codedMessage(MESSAGES.trackingNotFound);

const REFERENCE_ID_REQUIRED = withCode(MESSAGES.referenceIdRequired);
const EMAIL_REQUIRED = withCode(MESSAGES.trackingEmailRequired);

export const trackingLookupSchema = z.object({
  // Canonical when the text can be a reference ID (case, spaces and dashes do not matter);
  // otherwise kept as typed, so that it is simply not found. Applying it twice changes nothing.
  referenceId: safeString(REFERENCE_ID_REQUIRED)
    .trim()
    .min(1, REFERENCE_ID_REQUIRED)
    .transform((typed) => normalizeReferenceId(typed) ?? typed),
  // Lower-cased: e-mail addresses are compared without regard to case.
  email: safeString(EMAIL_REQUIRED)
    .trim()
    .min(1, EMAIL_REQUIRED)
    .max(254, maxCharacters(254))
    .pipe(z.email(withCode(MESSAGES.validEmailAddress)))
    .transform((email) => email.toLowerCase()),
});
export type TrackingLookupInput = z.input<typeof trackingLookupSchema>;
export type TrackingLookup = z.output<typeof trackingLookupSchema>;

const statusSchema = z.enum(SERVICE_REQUEST_STATUSES);

// Dates only, never names, addresses, amounts or notes: anyone holding the ID and the e-mail
// address sees this.
export const trackingResultSchema = z.object({
  referenceId: z.string(),
  status: statusSchema,
  /** ISO 8601. */
  createdAt: z.string(),
  /** Each change of status, oldest first, starting with 'received'. */
  timeline: z.array(z.object({ status: statusSchema, at: z.string() })),
  /** Each update of the driver carrying the load, oldest first (issue 22): first name and stage only. */
  deliveryUpdates: z.array(deliveryUpdateSchema),
  /** Once delivered: when, and who signed (the POD PDF is POST /api/track/proof-of-delivery). */
  proofOfDelivery: proofOfDeliverySummarySchema.nullable(),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;
