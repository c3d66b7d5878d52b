// The time zone a stop's clock times are written in, by its state (infra/state-time-zones.ts;
// docs/decisions/068-detention-and-accessorials.md), and those times as the line and its evidence
// print them.
import { timeZoneOfState as stateTimeZone } from '../../../infra/state-time-zones.js';

/** For a state we do not know (a typo in an old request): the middle of the country's zones, at most an hour or two off. */
export const FALLBACK_TIME_ZONE = 'America/Chicago';

export function timeZoneOfState(state: string): string {
  return stateTimeZone(state, FALLBACK_TIME_ZONE);
}

/**
 * "9:02 AM" in the zone; with the date ("Mar 4, 9:02 AM") when `withDate`; with the zone's
 * abbreviation ("1:17 PM CDT") when `withZone`.
 */
export function clockTime(at: Date, timeZone: string, options: { withDate?: boolean; withZone?: boolean } = {}): string {
  return (
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(options.withDate ? { month: 'short', day: 'numeric' } : {}),
      ...(options.withZone ? { timeZoneName: 'short' } : {}),
    })
      .format(at)
      // ICU writes a narrow no-break space before AM/PM; the PDF's standard fonts and plain-text mail have no such glyph.
      .replace(/[\u202f\u00a0]/g, ' ')
  );
}

/** The calendar day in the zone (2026-03-04), to tell whether two instants fall on one day there. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
