// The body of POST /api/track/interaction: one event (the spec's shape) or a batch of them.
// Every part is bounded, and a focused form field never carries a value, so what a visitor
// types can never reach the events table.
import { z } from 'zod';
import { REFERENCE_ID_PATTERN } from '../reference-id.js';
import { INTERACTION_LIMITS, INTERACTION_TYPES, SESSION_ID_PATTERN } from './interaction-types.js';
import { safeString } from '../safe-text.js';

const limits = INTERACTION_LIMITS;

const valueEntry = z.union([safeString().max(limits.valueTextLength), z.number().finite(), z.boolean(), z.null()]);

/** A flat object of short texts, numbers and flags (screen sizes, durations, amounts...). */
const interactionValueSchema = z
  .record(safeString().regex(/^[A-Za-z][\w]{0,39}$/), valueEntry)
  .refine((value) => Object.keys(value).length <= limits.valueKeys, { error: `At most ${limits.valueKeys} values per event` });

const interactionEventSchema = z
  .object({
    interactionType: z.enum(INTERACTION_TYPES),
    // A path only: no query string (payment links carry references there) and no fragment.
    page: safeString()
      .max(limits.pageLength)
      .regex(/^\/[^?#\s]*$/, { error: 'A page is a path such as /make-a-payment' }),
    element: safeString().trim().min(1).max(limits.elementLength).optional(),
    value: interactionValueSchema.optional(),
    /** The reference ID of the service request the event is about (e.g. the one just submitted). */
    serviceRequestId: safeString().regex(REFERENCE_ID_PATTERN).optional(),
  })
  .strict()
  .refine((event) => event.interactionType !== 'form_field_focus' || event.value === undefined, {
    error: 'A focused form field is recorded without a value',
    path: ['value'],
  });
export type InteractionEvent = z.infer<typeof interactionEventSchema>;

const sessionId = safeString().regex(SESSION_ID_PATTERN, { error: 'A session id is 16 to 64 letters, digits, - or _' });

const interactionBatchSchema = z
  .object({
    /** Only for beacons, which cannot send the session header. */
    sessionId: sessionId.optional(),
    events: z.array(interactionEventSchema).min(1).max(limits.eventsPerBatch),
  })
  .strict();

export const interactionPayloadSchema = z.union([interactionBatchSchema, interactionEventSchema]);
export type InteractionPayload = z.infer<typeof interactionPayloadSchema>;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}
