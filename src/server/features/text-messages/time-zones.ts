// A recipient's time zone, for quiet hours (decision 084): the zone of the place's ZIP code
// (infra/us-places.ts: GeoNames' ZIP codes, tz-lookup's zones), else the state's main zone from a
// small table of our own (a ZIP code GeoNames lacks): a state split between zones takes the zone
// most of its people live in. An unknown place (a broker's lane still 'TBD') takes the company's
// billing zone.
import { placeOfZip } from '../../infra/us-places.js';
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
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
  PR: 'America/Puerto_Rico',
};

/** The IANA zone of a US state (two letters), or `fallback` when it is not one. */
export function timeZoneOfState(state: string | null | undefined, fallback: string): string {
  return (state && STATE_TIME_ZONES[state.trim().toUpperCase()]) || fallback;
}

/** The zone of a place named by its ZIP code and state: the ZIP code's own, else the state's, else `fallback`. */
export function timeZoneOfPlace(place: { zip: string; state: string }, fallback: string): string {
  return placeOfZip(place.zip)?.timeZone ?? timeZoneOfState(place.state, fallback);
}
