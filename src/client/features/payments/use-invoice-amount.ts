// How much of an invoice the customer pays now (decision 073): its whole balance (the default), or
// a part they type, from the smallest payment a card provider takes (the whole balance, when less
// is left) up to the balance. Checked as typed by the server's own rules, in its words.
import { useState } from 'react';
import { formatUsd } from '@shared/money-format';
import type { MessageOrText } from '@shared/coded-message';
import { issueMessage } from '@shared/message-issues';
import { amountToCents, centsToAmount, moneyAmountSchema } from '@shared/money';
import { PAYMENT_MESSAGES } from '@shared/payments/payment-messages';
import { MIN_PAYMENT_AMOUNT } from '@shared/payments/payment-methods';
import { useI18n, useLocale } from '@/i18n/use-i18n';

export type AmountMode = 'balance' | 'part';

/** The smallest part of `balance` that may be paid now. */
export function smallestPart(balance: string): string {
  return centsToAmount(Math.min(amountToCents(MIN_PAYMENT_AMOUNT), amountToCents(balance)));
}

export interface InvoiceAmount {
  mode: AmountMode;
  setMode: (mode: AmountMode) => void;
  text: string;
  setText: (text: string) => void;
  /** What will be charged: the balance, or the valid part typed; undefined while the part is not valid. */
  amount: string | undefined;
  /** What the payment calls send: the part typed; undefined for the whole balance (the server's own). */
  part: string | undefined;
  error: MessageOrText | undefined;
}

export function useInvoiceAmount(balance: string): InvoiceAmount {
  const i18n = useI18n();
  const locale = useLocale();
  const [mode, setMode] = useState<AmountMode>('balance');
  const [text, setText] = useState('');
  if (mode === 'balance') return { mode, setMode, text, setText, amount: balance, part: undefined, error: undefined };

  const parsed = moneyAmountSchema.safeParse(text);
  const [issue] = parsed.success ? [] : parsed.error.issues;
  let error: MessageOrText | undefined = text && issue ? issueMessage(issue) : undefined;
  if (parsed.success && amountToCents(parsed.data) > amountToCents(balance)) {
    error = PAYMENT_MESSAGES.amountOverBalance(balance);
  } else if (parsed.success && amountToCents(parsed.data) < amountToCents(smallestPart(balance))) {
    error = i18n._('payments.amount.tooSmall', { min: formatUsd(smallestPart(balance), locale) });
  }
  const valid = parsed.success && !error ? parsed.data : undefined;
  return { mode, setMode, text, setText, amount: valid, part: valid, error };
}
