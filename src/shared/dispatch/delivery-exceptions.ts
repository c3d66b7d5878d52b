// What the receiver notes on the proof of delivery when the freight is not as shipped (issue 39):
// over (more pieces than the bill of lading), short (fewer) or damaged, with the pieces concerned
// and their words. Recorded by the driver with the delivery, flagged to operations, printed on
// the proof of delivery. The proofs_of_delivery.exceptions column holds a list of these.
import { z } from 'zod';
import { codedIssue, withCode } from '../message-issues.js';
import { safeString } from '../safe-text.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';
import { DRIVER_PHOTO_RULES, type UploadRules } from '../uploads.js';

export const DELIVERY_EXCEPTION_KINDS = ['over', 'short', 'damaged'] as const;
export type DeliveryExceptionKind = (typeof DELIVERY_EXCEPTION_KINDS)[number];

export interface DeliveryException {
  kind: DeliveryExceptionKind;
  /** How many pieces are over, short or damaged. */
  pieces: number;
  /** The receiver's words, e.g. "2 cartons crushed on the corner". */
  note: string;
}

/** At most this many exception lines with one delivery, and this many photos of them. */
export const MAX_DELIVERY_EXCEPTIONS = 10;
export const MAX_EXCEPTION_PHOTOS = 6;

/** Longest receiver's note on one exception line. */
export const MAX_EXCEPTION_NOTE_LENGTH = 500;
/** The most pieces one line may name (a full trailer of cartons is a few thousand). */
export const MAX_EXCEPTION_PIECES = 100_000;

const EXCEPTIONS_INVALID = withCode(MESSAGES.exceptionsInvalid);

export const deliveryExceptionSchema = z.object({
  kind: z.enum(DELIVERY_EXCEPTION_KINDS, EXCEPTIONS_INVALID),
  pieces: z.number(EXCEPTIONS_INVALID).int(EXCEPTIONS_INVALID).min(1, EXCEPTIONS_INVALID).max(MAX_EXCEPTION_PIECES, EXCEPTIONS_INVALID),
  note: safeString(EXCEPTIONS_INVALID).trim().min(1, EXCEPTIONS_INVALID).max(MAX_EXCEPTION_NOTE_LENGTH, EXCEPTIONS_INVALID),
});

export const deliveryExceptionListSchema = z.array(deliveryExceptionSchema).max(MAX_DELIVERY_EXCEPTIONS, EXCEPTIONS_INVALID);

/**
 * The `exceptions` text field of a delivered update (multipart: one JSON text, since a form field
 * holds no list of objects): absent or empty is none. Anything that is not such a list is the one
 * coded message on the field itself (never on a line inside it), which the phone shows on its form.
 */
export const deliveryExceptionsField = z
  .unknown()
  .optional()
  .transform((value, ctx): DeliveryException[] => {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) return [];
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value) as unknown;
      } catch {
        parsed = undefined;
      }
    }
    const list = deliveryExceptionListSchema.safeParse(parsed);
    if (list.success) return list.data;
    ctx.addIssue({ code: 'custom', ...codedIssue(MESSAGES.exceptionsInvalid) });
    return z.NEVER;
  });

/** The exception photos' rules: camera images as the delivery photos, at most MAX_EXCEPTION_PHOTOS. */
export const EXCEPTION_PHOTO_RULES: UploadRules = { ...DRIVER_PHOTO_RULES, maxFiles: MAX_EXCEPTION_PHOTOS };
