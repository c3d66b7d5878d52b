// Money as exact decimal strings ("1250.00"), the way the database's numeric(10,2) holds it:
// formatting and exact conversion, without the form schema (money.ts), so a page that only shows
// amounts does not download zod.
import { DEFAULT_LOCALE, INTL_LOCALES, NOT_AVAILABLE, type Locale } from './i18n.js';

/** numeric(10,2): eight digits before the point, two after. */
export const MAX_AMOUNT = '99999999.99';
const MAX_WHOLE_DIGITS = 8;

/**
 * An amount as people type it (docs/decisions/054-unambiguous-amounts.md): an optional `$`, the
 * dollars either as plain digits or grouped in threes by commas (1,234,567), then an optional
 * point and one or two digits of cents. A comma is only ever a thousands separator, so it must be
 * followed by exactly three digits: "2,50", "1.234,56" and "1,2345" match nothing, never a guess.
 */
const TYPED_AMOUNT = /^\$?(\d+|[1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;
/** What String() makes of a JSON number we take: digits and at most two decimals (no exponent). */
const NUMBER_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Why an amount was refused: nothing typed, not written as an amount, over MAX_AMOUNT, or 0. */
export type AmountProblem = 'empty' | 'format' | 'tooLarge' | 'notPositive';

/**
 * The one reading of an amount, typed ("$1,234.5", " 12 ") or a JSON number (12.5): its
 * canonical form ("1234.50"), or why it is refused. Anything ambiguous is a 'format' problem.
 */
export function readAmount(value: string | number): { amount: string } | { problem: AmountProblem } {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return { problem: 'empty' };
  const match = (typeof value === 'number' ? NUMBER_AMOUNT : TYPED_AMOUNT).exec(text);
  if (!match) return { problem: 'format' };
  const whole = (match[1] ?? '').replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return { problem: 'tooLarge' };
  const amount = canonicalAmount(`${whole}.${match[2] ?? ''}`);
  return /[1-9]/.test(amount) ? { amount } : { problem: 'notPositive' };
}

/** "1250" -> "1250.00", "7.5" -> "7.50", "007.10" -> "7.10". Expects a valid amount. */
export function canonicalAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

const usd = {
  en: new Intl.NumberFormat(INTL_LOCALES.en, { style: 'currency', currency: 'USD' }),
  es: new Intl.NumberFormat(INTL_LOCALES.es, { style: 'currency', currency: 'USD' }),
};

/** "1250.00" -> "$1,250.00" (es-US writes it the same way). Two-decimal amounts below 10^15 survive the trip through Number exactly. */
export function formatUsd(amount: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (amount === null || amount === undefined || amount === '') return NOT_AVAILABLE[locale];
  return usd[locale].format(Number(amount));
}

/** "1250.50" -> 125050. Exact: the digits are read, never multiplied as a float. */
export function amountToCents(amount: string): number {
  const [whole = '0', fraction = ''] = canonicalAmount(amount).split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 125050 -> "1250.50"; -150 -> "-1.50" (a month whose refunds outweigh its payments). */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}
