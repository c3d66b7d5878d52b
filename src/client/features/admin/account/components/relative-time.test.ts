import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const NOW = Date.parse('2026-04-20T12:00:00.000Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo(before(20), NOW)).toBe('just now');
    expect(timeAgo(before(60), NOW)).toBe('1 minute ago');
    expect(timeAgo(before(59 * 60), NOW)).toBe('59 minutes ago');
    expect(timeAgo(before(3 * 3600 + 100), NOW)).toBe('3 hours ago');
    expect(timeAgo(before(26 * 3600), NOW)).toBe('yesterday');
    expect(timeAgo(before(15 * 24 * 3600), NOW)).toBe('2 weeks ago');
    expect(timeAgo(before(400 * 24 * 3600), NOW)).toBe('last year');
  });

  it('reads a moment a little ahead (a clock out of step) as just now, never "in 2 minutes"', () => {
    expect(timeAgo(before(-120), NOW)).toBe('just now');
  });
});
