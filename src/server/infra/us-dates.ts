// 'Today' for rules about dates a customer typed. Their today is not the server's: the US spans
// UTC-12 (the uninhabited islands; UTC-11 for American Samoa) to UTC+12 (Wake Island; UTC+10 for
// Guam). A rule is checked against whichever end lets a real customer through.
import { calendarDayOf } from '../../shared/calendar-date.js';

const HOUR = 60 * 60 * 1000;

/** The earliest 'today' anywhere in the US, YYYY-MM-DD: for "not before today" and "in the future". */
export function earliestTodayInTheUs(now: Date): string {
  return calendarDayOf(new Date(now.getTime() - 12 * HOUR));
}

/** The latest 'today' anywhere in the US, YYYY-MM-DD: for "at least N years old" and "not in the future". */
export function latestTodayInTheUs(now: Date): string {
  return calendarDayOf(new Date(now.getTime() + 12 * HOUR));
}
