// Which alert a lapsing item is owed on a day (issue 41): 60, 30 and 10 days before a license, a
// medical certificate or an annual review lapses, the latest of those thresholds already reached,
// and nothing once the lapse day is past (the file's checklist shows it then). A job that did not
// run for a while sends the threshold it is at, never the ones it missed on the way.
import { QUALIFICATION_ALERT_DAYS, type QualificationAlertDays } from '../../../shared/driver-qualification/qualification-file.js';

const DAY_MS = 86_400_000;

/** Whole days from `today` to `lapsesOn` (both YYYY-MM-DD); negative once it has passed. */
export function daysUntil(today: string, lapsesOn: string): number {
  return Math.round((Date.parse(`${lapsesOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** The threshold owed on `today` for an item lapsing on `lapsesOn` (valid through it), or null. */
export function alertOwed(today: string, lapsesOn: string): QualificationAlertDays | null {
  const left = daysUntil(today, lapsesOn);
  if (left < 0) return null;
  // The smallest threshold not below the days left: 25 days left is the 30-day alert.
  const reached = QUALIFICATION_ALERT_DAYS.filter((days) => left <= days);
  return reached.length === 0 ? null : (Math.min(...reached) as QualificationAlertDays);
}
