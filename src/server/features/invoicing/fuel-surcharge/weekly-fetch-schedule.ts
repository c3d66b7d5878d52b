// When the weekly fetch expects a new week (decision 067). The EIA publishes the week's price on
// Monday afternoon, Eastern time (Tuesday after a Monday holiday): from 4 p.m. ET on Monday the
// week is due, and the fetch tries every hour until it is recorded. Before that, the week due is
// the one before. Pure, so a test can ask about any moment.
import { addDays, isCalendarDate } from '../../../../shared/calendar-date.js';
import { mondayOf } from '../../../../shared/invoicing/fuel-surcharge.js';

export const EIA_TIME_ZONE = 'America/New_York';
/** The hour (ET, 24-hour clock) of Monday from which the week's price is looked for. */
export const FIRST_ATTEMPT_HOUR_ET = 16;

const easternParts = new Intl.DateTimeFormat('en-US', {
  timeZone: EIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The calendar day and hour a moment is in Eastern time (daylight saving included). */
export function easternDayAndHour(moment: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(easternParts.formatToParts(moment).map((part) => [part.type, part.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  if (!isCalendarDate(day)) throw new Error(`could not read the Eastern date of ${moment.toISOString()}`);
  return { day, hour: Number(parts.hour) };
}

/** The latest week (its Monday) the EIA should have published by `now`. */
export function weekDueAt(now: Date): string {
  const { day, hour } = easternDayAndHour(now);
  const monday = mondayOf(day);
  const publishedThisWeek = day !== monday || hour >= FIRST_ATTEMPT_HOUR_ET;
  return publishedThisWeek ? monday : addDays(monday, -7);
}
