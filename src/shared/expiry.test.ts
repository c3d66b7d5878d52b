import { describe, expect, it } from 'vitest';
import { daysUntil, expiryUrgency } from './expiry.js';

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

  it('counts calendar days across a daylight-saving change and a leap day', () => {
    expect(daysUntil('2027-03-15', '2027-03-10')).toBe(5);
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil('2026-11-20', '2026-11-23')).toBe(-3);
  });
});
