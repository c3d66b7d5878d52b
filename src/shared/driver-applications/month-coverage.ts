// Which months of a look-back window a list of month ranges leaves uncovered: the holes in an
// applicant's addresses or employment (49 CFR 391.21(b)(3) and (b)(11)). Months are YYYY-MM; a
// range runs from its first month to its last, both included, and a range with no end runs to the
// window's end. A month is covered only when some range holds the whole month: a hole of one
// month is a hole. Plain functions: the schema and the form both read them.
import { isCalendarMonth } from '../calendar-date.js';

export interface MonthRange {
  fromMonth: string;
  /** The last month, included; null: to this day. */
  toMonth: string | null;
}

/** 2024-03 -> a count of months, so months add and compare as numbers. */
export function monthNumber(month: string): number {
  const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
  return year * 12 + monthOfYear - 1;
}

export function monthOf(number: number): string {
  const year = Math.floor(number / 12);
  return `${String(year).padStart(4, '0')}-${String((number % 12) + 1).padStart(2, '0')}`;
}

/**
 * The window of `years` ending with `currentMonth`: the current month and the months before it,
 * 12 a year (three years back from 2026-05 starts at 2023-06).
 */
export function lookBackWindow(currentMonth: string, years: number): { first: string; last: string } {
  return { first: monthOf(monthNumber(currentMonth) - years * 12 + 1), last: currentMonth };
}

/** The runs of months of the window no range covers, earliest first. Ranges with unreadable months count for nothing. */
export function uncoveredMonths(ranges: readonly MonthRange[], window: { first: string; last: string }): { from: string; to: string }[] {
  const first = monthNumber(window.first);
  const last = monthNumber(window.last);
  const covered = new Set<number>();
  for (const range of ranges) {
    if (!isCalendarMonth(range.fromMonth) || (range.toMonth !== null && !isCalendarMonth(range.toMonth))) continue;
    const from = Math.max(monthNumber(range.fromMonth), first);
    const to = Math.min(range.toMonth === null ? last : monthNumber(range.toMonth), last);
    for (let month = from; month <= to; month++) covered.add(month);
  }
  const holes: { from: string; to: string }[] = [];
  for (let month = first; month <= last; month++) {
    if (covered.has(month)) continue;
    const previous = holes.at(-1);
    if (previous && monthNumber(previous.to) === month - 1) previous.to = monthOf(month);
    else holes.push({ from: monthOf(month), to: monthOf(month) });
  }
  return holes;
}
