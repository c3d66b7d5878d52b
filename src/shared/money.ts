// Money as exact decimal strings ("1250.00"), the way the database's numeric(10,2) holds it.
// Amounts never pass through floating-point arithmetic on their way in or out.
import { z } from 'zod';
import { formatUsd, MAX_AMOUNT, readAmount, type AmountProblem } from './money-format.js';
import { safeString } from './safe-text.js';
import { codedMessage, type CodedMessage } from './coded-message.js';
import { codedIssue, withCode } from './message-issues.js';
import { SHARED_MESSAGES as MESSAGES } from './shared-messages.js';

export * from './money-format.js';

/** What each refusal says (the page shows it in its language, from the `shared` catalog). */
export const AMOUNT_MESSAGES: Readonly<Record<AmountProblem, CodedMessage>> = {
  empty: codedMessage(MESSAGES.enterAmount),
  format: codedMessage(MESSAGES.amountHowToWrite),
  tooLarge: codedMessage(MESSAGES.amountTooLarge, { max: formatUsd(MAX_AMOUNT) }),
  notPositive: codedMessage(MESSAGES.amountPositive),
};

/**
 * A positive amount in dollars with at most two decimal places, as typed or as a JSON number,
 * read by the one rule of readAmount (money-format.ts): "1,234.5" and 1234.5 become "1234.50";
 * "2,50" or "1.234,56" is refused with AMOUNT_MESSAGES.format, never guessed.
 */
export const moneyAmountSchema = z
  .union([safeString(), z.number()], withCode(MESSAGES.enterAmount))
  .meta({
    description:
      'US dollars, at most two decimals after a point: "1234.56", "1,234.56" (commas only between groups of three digits) or 1234.56; "2,50" is refused (400).',
  })
  .transform((value, context) => {
    const read = readAmount(value);
    if ('amount' in read) return read.amount;
    context.addIssue({ code: 'custom', ...codedIssue(AMOUNT_MESSAGES[read.problem]), input: value });
    return z.NEVER;
  });
