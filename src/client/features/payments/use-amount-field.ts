// An amount typed by the customer: valid when it is a positive amount with at most two decimals,
// from the card provider's floor ($0.50) to the site's online maximum. Checked as typed, so an
// amount the server would refuse is never offered a method to pay with.
import type { I18n } from '@lingui/core';
import { useState } from 'react';
import type { MessageOrText } from '@shared/coded-message';
import type { Locale } from '@shared/i18n';
import { issueMessage } from '@shared/message-issues';
import { MIN_PAYMENT_AMOUNT } from '@shared/payments/payment-methods';
import { amountToCents, formatUsd, moneyAmountSchema } from '@shared/money';
import { useI18n, useLocale } from '@/i18n/use-i18n';

/** "From $0.50 to $25,000.00": shown next to the amount before anything is typed. */
export function amountRange(i18n: I18n, locale: Locale, maxAmount: string): string {
  return i18n._('payments.amount.range', { min: formatUsd(MIN_PAYMENT_AMOUNT, locale), max: formatUsd(maxAmount, locale) });
}

export function useAmountField(initial: string, maxAmount: string | undefined) {
  const i18n = useI18n();
  const locale = useLocale();
  const [text, setText] = useState(initial);
  const parsed = moneyAmountSchema.safeParse(text);
  // The schema's message with its code; the field's error line shows it in the page's language.
  const [issue] = parsed.success ? [] : parsed.error.issues;
  let error: MessageOrText | undefined = text && issue ? issueMessage(issue) : undefined;
  if (parsed.success && amountToCents(parsed.data) < amountToCents(MIN_PAYMENT_AMOUNT)) {
    error = i18n._('payments.amount.tooSmall', { min: formatUsd(MIN_PAYMENT_AMOUNT, locale) });
  } else if (parsed.success && maxAmount && amountToCents(parsed.data) > amountToCents(maxAmount)) {
    error = i18n._('payments.amount.tooLarge', { max: formatUsd(maxAmount, locale) });
  }
  return { text, setText, amount: parsed.success && !error ? parsed.data : undefined, error };
}
