import { describe, expect, it } from 'vitest';
import { addressEntries, addressEntryProblem, addressMatcher } from './address-list.js';

describe('address lists', () => {
  it('splits on commas and spaces', () => {
    expect(addressEntries(' 10.0.0.0/8,192.0.2.7  ::1 ')).toEqual(['10.0.0.0/8', '192.0.2.7', '::1']);
  });

  it('accepts addresses and ranges of both families, and names what it refuses', () => {
    for (const entry of ['10.0.0.0/8', '192.0.2.7', '::1', 'fd00::/8', '0.0.0.0/0']) expect(addressEntryProblem(entry)).toBeUndefined();
    expect(addressEntryProblem('prometheus.internal')).toContain('"prometheus.internal" is not an IP address');
    expect(addressEntryProblem('10.0.0.0/33')).toContain('prefix length outside 0 to 32');
    expect(addressEntryProblem('fd00::/129')).toContain('prefix length outside 0 to 128');
    expect(addressEntryProblem('10.0.0.0/8/1')).toContain('is not an IP address');
  });

  it('matches plain, ranged and IPv4-mapped addresses, and nothing else', () => {
    const allowed = addressMatcher(['10.20.0.0/16', '192.0.2.7', 'fd00::/8']);
    expect(allowed('10.20.255.1')).toBe(true);
    expect(allowed('::ffff:10.20.0.9')).toBe(true);
    expect(allowed('192.0.2.7')).toBe(true);
    expect(allowed('fd00::1234')).toBe(true);
    expect(allowed('10.21.0.1')).toBe(false);
    expect(allowed('192.0.2.8')).toBe(false);
    expect(allowed('fe80::1')).toBe(false);
    expect(allowed(undefined)).toBe(false);
    expect(addressMatcher([])('127.0.0.1')).toBe(false);
  });
});
