// Small named pieces the public forms' schemas are built from (the service request and the
// driver application): one rule, one message, the same in the browser and on the server. Every
// piece starts from safeString(): no field takes text the database cannot store.
import { z } from 'zod';
import { formatPhone } from './format.js';
import type { RegisteredMessage } from './coded-message.js';
import { safeString } from './safe-text.js';
import { withCode } from './message-issues.js';
import { SHARED_MESSAGES as MESSAGES } from './shared-messages.js';

/** The options every rule of a required field refuses emptiness with ('Required'). */
export const REQUIRED_ERROR = withCode(MESSAGES.required);

/** A length limit's refusal: 'Must be at most 254 characters'. */
export const maxCharacters = (max: number) => withCode(MESSAGES.maxCharacters, { max });

export const TEXT_LIMITS = { short: 200, long: 2000 } as const;

/** Required text: whitespace-only counts as empty. */
export function requiredText(max: number = TEXT_LIMITS.short) {
  return safeString(REQUIRED_ERROR).trim().min(1, REQUIRED_ERROR).max(max, maxCharacters(max));
}

/** Optional text: empty or whitespace-only becomes "not given". */
export function optionalText(max: number = TEXT_LIMITS.long) {
  return safeString()
    .trim()
    .max(max, maxCharacters(max))
    .optional()
    .transform((value) => value || undefined);
}

/**
 * What a one-line field (a name, an address, a phone number, an e-mail, a reference) never
 * holds: line breaks (CR, LF, U+2028, U+2029), tabs and every other control character, and the
 * invisible marks that reverse or isolate the direction of text. In a name they would let the
 * sender write whole lines of our e-mails, or make it read as something else.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const ONE_LINE_MESSAGE = MESSAGES.oneLine.message;

/** The options a one-line rule refuses with. */
export const ONE_LINE_ERROR = withCode(MESSAGES.oneLine);

export const isOneLine = (value: string) => !NOT_ONE_LINE.test(value);

/** Required one-line text (names, addresses, cities): see NOT_ONE_LINE. */
export function requiredLine(max: number = TEXT_LIMITS.short) {
  return requiredText(max).refine(isOneLine, ONE_LINE_ERROR);
}

/** Optional one-line text; free text that may run over several lines is optionalText. */
export function optionalLine(max: number = TEXT_LIMITS.short) {
  return optionalText(max).refine((value) => value === undefined || isOneLine(value), ONE_LINE_ERROR);
}

/** One of a fixed list; empty (or only spaces) is 'Required', anything else unknown is `invalid`. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, invalid: RegisteredMessage) {
  return safeString(REQUIRED_ERROR)
    .trim()
    .min(1, REQUIRED_ERROR)
    .pipe(z.enum(values, withCode(invalid)));
}

export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, invalid: RegisteredMessage) {
  return safeString()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.enum(values, withCode(invalid)).optional());
}

export const emailField = safeString(REQUIRED_ERROR)
  .trim()
  .min(1, REQUIRED_ERROR)
  .max(254, maxCharacters(254))
  .refine(isOneLine, ONE_LINE_ERROR)
  .pipe(z.email(withCode(MESSAGES.invalidEmail)));

/** Ten US digits, however typed; stored as (###) ###-####. */
export const usPhoneField = safeString(REQUIRED_ERROR)
  .trim()
  .min(1, REQUIRED_ERROR)
  .refine(isOneLine, ONE_LINE_ERROR)
  .refine((value) => /^\+?1?\D*(\d\D*){10}$/.test(value), withCode(MESSAGES.usPhone))
  .transform(formatPhone);

export const zipCodeField = safeString(REQUIRED_ERROR)
  .trim()
  .min(1, REQUIRED_ERROR)
  .regex(/^\d{5}(-\d{4})?$/, withCode(MESSAGES.zipCode));
