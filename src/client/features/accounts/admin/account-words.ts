// How the Accounts screen words an account's figures and flags (English, like the back office).
import { PAYMENT_TERMS_LABELS, type AccountSummary } from '@shared/accounts/account-schemas';
import { amountToCents, formatUsd } from '@shared/money-format';

export function termsLabel(account: Pick<AccountSummary, 'terms'>): string {
  return PAYMENT_TERMS_LABELS[account.terms];
}

export function creditLimitText(creditLimit: string | null): string {
  return creditLimit === null ? 'No limit' : formatUsd(creditLimit);
}

/** The open balance is past the credit limit (the office is warned before quoting more). */
export function isOverLimit(account: Pick<AccountSummary, 'creditLimit' | 'openBalance'>): boolean {
  return account.creditLimit !== null && amountToCents(account.openBalance) > amountToCents(account.creditLimit);
}

/** "3 days before, 1, 15 and 30 days after the due day". */
export function reminderDaysText(days: readonly number[]): string {
  if (days.length === 0) return 'None';
  return days.map((day) => (day < 0 ? `${-day} before` : day === 0 ? 'on the due day' : `${day} after`)).join(', ');
}
