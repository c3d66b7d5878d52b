// The customer's own page (issue 21): signing in without a password. A customer types the e-mail
// used on their requests and gets a one-time link and a 6-digit code; either works once. The
// browser and the server read these shapes; the server's routes live under /api/account.
import { z } from 'zod';
import { safeString } from '../safe-text.js';
import { codedMessage } from '../coded-message.js';
import { maxCharacters } from '../form-schema-fields.js';
import { withCode } from '../message-issues.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';

/** How long a sign-in link and its code work. */
export const CUSTOMER_SIGN_IN_VALID_MINUTES = 15;
/** Wrong codes after which a sign-in's code stops working (its link does not; decision 055). */
export const CUSTOMER_SIGN_IN_MAX_CODE_FAILURES = 5;
/** A customer session ends after this many days without use, or at sign-out. */
export const CUSTOMER_SESSION_IDLE_DAYS = 30;

/**
 * The one way an address is compared with a request's contact e-mail: trimmed and lower-cased.
 * The database compares lower(trim(contact_email)) with it (an index on that expression).
 */
export function normalizeCustomerEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_REQUIRED = withCode(MESSAGES.customerEmailRequired);

export const customerEmailField = safeString(EMAIL_REQUIRED)
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, maxCharacters(254))
  .pipe(z.email(withCode(MESSAGES.validEmailAddress)))
  .transform(normalizeCustomerEmail);

/** POST /api/account/sign-in/request */
export const customerSignInRequestSchema = z.object({ email: customerEmailField });
export type CustomerSignInRequest = z.input<typeof customerSignInRequestSchema>;

/**
 * The one answer to a sign-in request, whether or not the address has requests (a different
 * answer would tell a stranger who our customers are).
 */
export const CUSTOMER_SIGN_IN_SENT_MESSAGE = codedMessage(MESSAGES.customerSignInSent);
export const CUSTOMER_SIGN_IN_INVALID_MESSAGE = codedMessage(MESSAGES.signInInvalid);
export const CUSTOMER_SIGN_IN_REQUIRED_MESSAGE = codedMessage(MESSAGES.customerSignInRequired);

export const customerSignInSentSchema = z.object({ message: z.string() });

/** POST /api/account/sign-in/code: the code typed with the address it was sent to. */
export const customerSignInCodeSchema = z.object({
  email: customerEmailField,
  code: safeString(withCode(MESSAGES.signInCode))
    .trim()
    .regex(/^\d{6}$/, withCode(MESSAGES.signInCode)),
});
export type CustomerSignInCode = z.input<typeof customerSignInCodeSchema>;

/** POST /api/account/sign-in/link: the token from the link's fragment (#token=...). */
export const customerSignInLinkSchema = z.object({
  token: safeString().regex(/^[A-Za-z0-9_-]{43}$/, withCode(MESSAGES.signInInvalid)),
});
export type CustomerSignInLink = z.infer<typeof customerSignInLinkSchema>;

/** GET /api/account/session (and the answer to a successful sign-in). */
export const customerSessionSchema = z.object({
  email: z.string(),
  signedInAt: z.iso.datetime({ offset: true }),
});
export type CustomerSession = z.infer<typeof customerSessionSchema>;

/** POST /api/account/sign-out-everywhere: how many sessions (browsers) were signed out, this one included. */
export const customerSignedOutEverywhereSchema = z.object({ ended: z.number().int().nonnegative() });
