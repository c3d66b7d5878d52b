// The books count in the billing time zone's days (BILLING_TIME_ZONE, decision 072), as due dates
// do: a payment confirmed at 23:30 in Chicago on the 31st is in that month's books, whatever UTC
// says. A range of days becomes the moments it spans, and a moment the day it is booked on.
import { addDays, calendarDayIn, daysBetween } from '../../../../shared/calendar-date.js';
import type { BooksRange } from '../../../../shared/receivables/books.js';

/** The moments a range of days spans: from the first day's midnight up to (not including) the midnight after the last. */
export interface BookWindow {
  from: Date;
  until: Date;
}

export function bookWindowOf(range: BooksRange, timeZone: string): BookWindow {
  return { from: startOfDayIn(range.from, timeZone), until: startOfDayIn(addDays(range.to, 1), timeZone) };
}

/**
 * The first moment of a calendar day in a time zone. Starts from that midnight in UTC and steps
 * by how far the zone's calendar is from it (a day each way at most); a day that begins at a
 * daylight-saving change settles within three steps.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  let moment = Date.parse(`${day}T00:00:00Z`);
  for (let step = 0; step < 3; step++) {
    const shownDay = calendarDayIn(new Date(moment), timeZone);
    const shownMinutes = minutesIntoDay(new Date(moment), timeZone);
    const offMinutes = daysBetween(day, shownDay) * 1440 + shownMinutes;
    if (offMinutes === 0) break;
    moment -= offMinutes * 60_000;
  }
  return new Date(moment);
}

function minutesIntoDay(moment: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(moment);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

/** YYYY-MM-DD as QuickBooks Online's US company files read dates: MM/DD/YYYY. */
export function usDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}
