import { formatDate } from '@shared/calendar-date';

/**
 * A calendar date ("2026-03-04": a birthday, a hire date) as "Mar 4, 2026". Read at noon local
 * time, so that no time zone moves it to the day before or after.
 */
export function formatCalendarDate(date: string): string {
  return formatDate(`${date}T12:00:00`);
}
