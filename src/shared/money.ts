// Money as exact decimal strings ("1250.00"), the way the database's numeric(10,2) holds it.
// Amounts never pass through floating-point arithmetic on their way in or out.
import { z } from 'zod';
import { canonicalAmount, MAX_AMOUNT } from './money-format.js';
import { safeString } from './safe-text.js';
import { englishMessage, SHARED_MESSAGES as MESSAGES } from './shared-messages.js';

export * from './money-format.js';

const AMOUNT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * A positive amount in dollars with at most two decimal places, as typed or as a JSON number;
 * the result is canonical: "1250" and "1250.0" both become "1250.00".
 */
export const moneyAmountSchema = z
  .union([safeString(), z.number()], { error: MESSAGES.enterAmount.message })
  .transform((value) => String(value).trim().replace(/,/g, '').replace(/^\$/, ''))
  .pipe(
    safeString()
      .min(1, { error: MESSAGES.enterAmount.message })
      .regex(AMOUNT_PATTERN, { error: englishMessage(MESSAGES.amountFormat, { max: MAX_AMOUNT }) })
      .refine((value) => /[1-9]/.test(value), { error: MESSAGES.amountPositive.message })
      .transform(canonicalAmount),
  );
