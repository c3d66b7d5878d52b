// The time zone a stop's clock times are written in, by its state. Approximate for the states a
// zone boundary splits (Florida's panhandle, west Texas, most of Idaho's north, and others): the
// zone of most of each state's people is used (docs/decisions/068-detention-and-accessorials.md).
// Arizona keeps no daylight saving time outside the Navajo Nation: America/Phoenix.
const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** For a state we do not know (a typo in an old request): the middle of the country's zones, at most an hour or two off. */
export const FALLBACK_TIME_ZONE = 'America/Chicago';

export function timeZoneOfState(state: string): string {
  return STATE_TIME_ZONES[state.trim().toUpperCase()] ?? FALLBACK_TIME_ZONE;
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
