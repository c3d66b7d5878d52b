import { describe, expect, it } from 'vitest';
import { expiryUrgency } from './expiry.js';

describe('expiry urgency', () => {
  it.each([
    ['2026-11-22', 'expired'],
    ['2026-11-23', 'within-30-days'],
    ['2026-12-23', 'within-30-days'],
    ['2026-12-24', 'within-60-days'],
    ['2027-01-22', 'within-60-days'],
    ['2027-01-23', 'later'],
  ] as const)('%s, seen on 2026-11-23, is %s', (expiration, urgency) => {
    expect(expiryUrgency(expiration, '2026-11-23')).toBe(urgency);
  });
});
