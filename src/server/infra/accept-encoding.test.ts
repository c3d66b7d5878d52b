import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accept-encoding.js';

describe('acceptsGzip', () => {
  it.each([
    'gzip',
    'gzip, deflate, br, zstd',
    'br;q=1.0, gzip;q=0.8, *;q=0.1',
    'GZIP',
    ' gzip ; q=0.5 ',
    'x-gzip',
    '*',
    'identity, *;q=0.5',
    'gzip;q=1',
    'gzip;q=0.001',
  ])('takes gzip from %j', (header) => {
    expect(acceptsGzip(header)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'identity',
    'br, deflate',
    'gzip;q=0',
    'gzip;q=0.000',
    'GZIP;Q=0',
    '*;q=0',
    'gzip;q=0, *',
    '*, gzip;q=0',
    'gzip, gzip;q=0',
    // Malformed weights count as refusals: the plain answer is always readable.
    'gzip;q=abc',
    'gzip;q=2',
    'gzip;q=-1',
    'gzip;q=0.0001',
    'gzip;q=',
    'gzipx',
    'gzip deflate',
    ',,,;;;===',
    'gzip\u0000',
    `${'a'.repeat(8_000)},gzip;q=0`,
  ])('refuses gzip for %j', (header) => {
    expect(acceptsGzip(header)).toBe(false);
  });

  it('reads a header sent several times as one list', () => {
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
    expect(acceptsGzip(['gzip', 'gzip;q=0'])).toBe(false);
  });
});
