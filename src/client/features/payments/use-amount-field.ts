// An amount typed by the customer: valid when it is a positive amount with at most two decimals,
// from the card provider's floor ($0.50) to the site's online maximum. Checked as typed, so an
// amount the server would refuse is never offered a method to pay with.
import { useState } from 'react';
import { MIN_PAYMENT_AMOUNT } from '@shared/payment-methods';
import { amountToCents, formatUsd, moneyAmountSchema } from '@shared/money';

/** "From $0.50 to $25,000.00": shown next to the amount before anything is typed. */
export function amountRange(maxAmount: string): string {
  return `From ${formatUsd(MIN_PAYMENT_AMOUNT)} to ${formatUsd(maxAmount)}`;
}

export function useAmountField(initial: string, maxAmount: string | undefined) {
  const [text, setText] = useState(initial);
  const parsed = moneyAmountSchema.safeParse(text);
  let error = text && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  if (parsed.success && amountToCents(parsed.data) < amountToCents(MIN_PAYMENT_AMOUNT)) {
    error = `The smallest amount we can take is ${formatUsd(MIN_PAYMENT_AMOUNT)}.`;
  } else if (parsed.success && maxAmount && amountToCents(parsed.data) > amountToCents(maxAmount)) {
    error = `The largest amount we take online is ${formatUsd(maxAmount)}. For more, please call us.`;
  }
  return { text, setText, amount: parsed.success && !error ? parsed.data : undefined, error };
}
