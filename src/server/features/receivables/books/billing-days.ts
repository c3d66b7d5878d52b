// The books count in the billing time zone's days (BILLING_TIME_ZONE, decision 072), as due dates
// do: a payment confirmed at 23:30 in Chicago on the 31st is in that month's books, whatever UTC
// says. A range of days becomes the moments it spans (infra/zone-days.ts finds each midnight).
import { addDays } from '../../../../shared/calendar-date.js';
import type { BooksRange } from '../../../../shared/receivables/books.js';
import { startOfDayIn } from '../../../infra/zone-days.js';

/** The moments a range of days spans: from the first day's midnight up to (not including) the midnight after the last. */
export interface BookWindow {
  from: Date;
  until: Date;
}

export function bookWindowOf(range: BooksRange, timeZone: string): BookWindow {
  return { from: startOfDayIn(range.from, timeZone), until: startOfDayIn(addDays(range.to, 1), timeZone) };
}

/** YYYY-MM-DD as QuickBooks Online's US company files read dates: MM/DD/YYYY. */
export function usDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}
