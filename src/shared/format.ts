// Formatting helpers shared by the forms and the server (spec section 3).
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from './i18n.js';

/** Formats digits as a US phone number while typing: (###) ###-####, partial from 3 or 6 digits. */
export function formatPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  // A leading country code 1 is not part of the ten digits we show.
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length < 4) return digits;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A tel: link target for a US number, e.g. "tel:+15551234567". */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return `tel:+1${national}`;
}

/** Today's date in the local time zone of whoever runs it (the browser: the viewer's) as YYYY-MM-DD. */
export function todayIsoDate(now: Date = new Date()): string {
  const year = now.getFullYear();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

// ---------------------------------------------------------------------------------------------
// Freight figures as people write them: "48 × 40 × 50 in, 1,800 lb", not the database's
// numeric(10,2) "48.00 × 40.00 × 50.00, 1800.00". Grouped as the language writes numbers (es-US, as
// the site's Spanish money: "1,800"), no trailing zeros (48.5 stays 48.5), up to the two decimals
// stored. A CSV export keeps the raw numbers: a spreadsheet reads "1800.00" as a number.

/** The units a freight figure carries, in each language (inches and pounds: the roads are American). */
export const FREIGHT_UNITS: Readonly<Record<Locale, { inches: string; pounds: string }>> = {
  en: { inches: 'in', pounds: 'lb' },
  es: { inches: 'pulg.', pounds: 'lb' },
};

const measureFormats = new Map<Locale, Intl.NumberFormat>();

function measureFormat(locale: Locale): Intl.NumberFormat {
  let format = measureFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 2 });
    measureFormats.set(locale, format);
  }
  return format;
}

/**
 * "1800.00" -> "1,800", "48.50" -> "48.5"; null for an empty value. Text that is not a plain
 * number (an older free-typed "about 300") is shown as it was typed.
 */
export function formatFreightNumber(value: string | number | null | undefined, locale: Locale = DEFAULT_LOCALE): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  return measureFormat(locale).format(Number(text));
}

/** "48 × 40 × 50 in" ("?" for a side not given); null when no side was given. */
export function formatDimensions(
  item: { length: string | null; width: string | null; height: string | null },
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  const sides = [item.length, item.width, item.height].map((side) => formatFreightNumber(side, locale));
  if (sides.every((side) => side === null)) return null;
  return `${sides.map((side) => side ?? '?').join(' × ')} ${FREIGHT_UNITS[locale].inches}`;
}

/** "1,800 lb"; null when no weight was given. */
export function formatWeight(weight: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string | null {
  const number = formatFreightNumber(weight, locale);
  return number === null ? null : `${number} ${FREIGHT_UNITS[locale].pounds}`;
}
