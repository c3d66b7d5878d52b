import { formatDate } from '@shared/calendar-date';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n';

/**
 * A calendar date ("2026-03-04": a birthday, a hire date) as "Mar 4, 2026" ("4 mar 2026" in
 * Spanish). Read at noon local time, so that no time zone moves it to the day before or after.
 */
export function formatCalendarDate(date: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatDate(`${date}T12:00:00`, locale);
}
