// Small named pieces the public forms' schemas are built from (the service request and the
// driver application): one rule, one message, the same in the browser and on the server. Every
// piece starts from safeString(): no field takes text the database cannot store.
import { z } from 'zod';
import { formatPhone } from './format.js';
import { safeString } from './safe-text.js';
import { englishMessage, SHARED_MESSAGES as MESSAGES } from './shared-messages.js';

export const REQUIRED = MESSAGES.required.message;

export const TEXT_LIMITS = { short: 200, long: 2000 } as const;

/** Required text: whitespace-only counts as empty. */
export function requiredText(max: number = TEXT_LIMITS.short) {
  return safeString({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: englishMessage(MESSAGES.maxCharacters, { max }) });
}

/** Optional text: empty or whitespace-only becomes "not given". */
export function optionalText(max: number = TEXT_LIMITS.long) {
  return safeString()
    .trim()
    .max(max, { error: englishMessage(MESSAGES.maxCharacters, { max }) })
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

export const isOneLine = (value: string) => !NOT_ONE_LINE.test(value);

/** Required one-line text (names, addresses, cities): see NOT_ONE_LINE. */
export function requiredLine(max: number = TEXT_LIMITS.short) {
  return requiredText(max).refine(isOneLine, { error: ONE_LINE_MESSAGE });
}

/** Optional one-line text; free text that may run over several lines is optionalText. */
export function optionalLine(max: number = TEXT_LIMITS.short) {
  return optionalText(max).refine((value) => value === undefined || isOneLine(value), { error: ONE_LINE_MESSAGE });
}

/** One of a fixed list; empty (or only spaces) is 'Required', anything else unknown is `invalid`. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, invalid: string) {
  return safeString({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .pipe(z.enum(values, { error: invalid }));
}

export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, invalid: string) {
  return safeString()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.enum(values, { error: invalid }).optional());
}

export const emailField = safeString({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(254, { error: englishMessage(MESSAGES.maxCharacters, { max: 254 }) })
  .refine(isOneLine, { error: ONE_LINE_MESSAGE })
  .pipe(z.email({ error: MESSAGES.invalidEmail.message }));

/** Ten US digits, however typed; stored as (###) ###-####. */
export const usPhoneField = safeString({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .refine(isOneLine, { error: ONE_LINE_MESSAGE })
  .refine((value) => /^\+?1?\D*(\d\D*){10}$/.test(value), { error: MESSAGES.usPhone.message })
  .transform(formatPhone);

export const zipCodeField = safeString({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .regex(/^\d{5}(-\d{4})?$/, { error: MESSAGES.zipCode.message });
