// Which reminder an open invoice is owed today (decision 076): the rule alone, no database.
//
// A reminder day is the due day plus one of the account's offsets (-3, 1, 15, 30 by default).
// One is owed when its day has come, it is on or after the day the invoice was sent, and no
// reminder for that day or a later one went already. A day that passed more than
// REMINDER_CATCH_UP_DAYS ago is never sent late: after an outage, a new deployment or a pause
// lifted, an old invoice gets the next reminder when its day comes, not a pile of stale ones.
// When several days are owed at once, only the latest goes: one mail, never two the same hour.
import { addDays } from '../../../../shared/calendar-date.js';

/**
 * How late a reminder may still go: three days cover a long weekend with the site down, and are
 * fewer than the four days between the closest default reminder days (-3 and +1), so a late
 * reminder never lands beside the next one.
 */
export const REMINDER_CATCH_UP_DAYS = 3;

export interface ReminderFacts {
  /** The account's reminder days relative to the due day, in any order. */
  offsets: readonly number[];
  /** YYYY-MM-DD, in the billing time zone. */
  dueOn: string;
  /** The day the invoice was sent, YYYY-MM-DD in the billing time zone. */
  sentOn: string;
  /** The latest reminder day already sent for the invoice, or null when none was. */
  latestSentOffset: number | null;
}

export interface OwedReminder {
  offsetDays: number;
  /** The last day of the account's schedule: worded as a final notice. */
  finalNotice: boolean;
}

/** The reminder owed on `today` (YYYY-MM-DD, billing time zone), or null. */
export function reminderOwed(facts: ReminderFacts, today: string): OwedReminder | null {
  const days = [...new Set(facts.offsets)].sort((a, b) => a - b);
  const oldestAllowed = addDays(today, -REMINDER_CATCH_UP_DAYS);
  const owed = days.filter((offset) => {
    if (facts.latestSentOffset !== null && offset <= facts.latestSentOffset) return false;
    const day = addDays(facts.dueOn, offset);
    return day <= today && day >= oldestAllowed && day >= facts.sentOn;
  });
  const offsetDays = owed.at(-1);
  if (offsetDays === undefined) return null;
  return { offsetDays, finalNotice: offsetDays === days.at(-1) };
}

/** The due days (YYYY-MM-DD, inclusive) an invoice may have for any reminder to be owed on `today`. */
export function dueDaysToLookAt(today: string, bounds: { minOffset: number; maxOffset: number }): { from: string; to: string } {
  return { from: addDays(today, -bounds.maxOffset - REMINDER_CATCH_UP_DAYS), to: addDays(today, -bounds.minOffset) };
}
