// Calendar days and how people read dates: the one home for date arithmetic and date display.
// A calendar day is written YYYY-MM-DD and has no time zone; arithmetic on it runs in UTC so a
// daylight-saving change can never make a day 23 or 25 hours long.
import { DEFAULT_LOCALE, INTL_LOCALES, NOT_AVAILABLE, type Locale } from './i18n.js';

const DAY_MS = 86_400_000;

/** A real calendar date written YYYY-MM-DD (what a date input gives). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A real month written YYYY-MM (what a month input gives). */
export function isCalendarMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= '1900-01';
}

/** The calendar day (UTC) of a moment, YYYY-MM-DD. */
export function calendarDayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** One formatter per time zone: making one per call costs native memory a GC returns late (an export of 100,000 rows grew by 270 MB). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of a moment in a time zone (an IANA name such as America/Chicago), YYYY-MM-DD. */
export function calendarDayIn(moment: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(moment);
}

/** Today's YYYY-MM-DD in UTC: the day quotes expire and reports end on. */
export function utcToday(now: Date = new Date()): string {
  return calendarDayOf(now);
}

/** YYYY-MM-DD `days` after `date` (before it when `days` is negative). */
export function addDays(date: string, days: number): string {
  return calendarDayOf(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from one YYYY-MM-DD to another; negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The same day `years` earlier (29 February becomes 28 February in other years). */
export function subtractYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year - years, month - 1, day));
  // Date.UTC rolls 29 February over into March in a year without one: step back to the 28th.
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return calendarDayOf(target);
}

const byLocale = (options: Intl.DateTimeFormatOptions) => ({
  en: new Intl.DateTimeFormat(INTL_LOCALES.en, options),
  es: new Intl.DateTimeFormat(INTL_LOCALES.es, options),
});
const dateFormat = byLocale({ year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = byLocale({ dateStyle: 'medium', timeStyle: 'short' });
// A customer's own page in English writes dates as their browser's language does ("3 Mar 2025,
// 14:00" in en-GB); in Spanish, as es-US does. The dashboard keeps one format for the whole team.
const viewerDateTimeFormat = {
  en: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  es: dateTimeFormat.es,
};

function parsed(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 23, 2026" in the viewer's time zone, or N/A without a date (spec: 'created date or N/A'). */
export function formatDate(iso: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const date = parsed(iso);
  return date ? dateFormat[locale].format(date) : NOT_AVAILABLE[locale];
}

/** "Nov 23, 2026, 3:04 PM" in the viewer's time zone, or N/A without a date. */
export function formatDateTime(iso: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const date = parsed(iso);
  return date ? dateTimeFormat[locale].format(date) : NOT_AVAILABLE[locale];
}

/** A moment in the viewer's own language and time zone, or N/A without a date: for customers' pages. */
export function formatViewerDateTime(iso: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const date = parsed(iso);
  return date ? viewerDateTimeFormat[locale].format(date) : NOT_AVAILABLE[locale];
}
