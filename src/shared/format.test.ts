import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref, todayIsoDate } from './format.js';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['555', '555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567 ext', '(555) 123-4567'],
    ['55512345678999', '(555) 123-4567'],
    ['+1 (313) 555-0142', '(313) 555-0142'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe('phoneHref', () => {
  it('dials the US number with its country code', () => {
    expect(phoneHref('(555) 123-4567')).toBe('tel:+15551234567');
    expect(phoneHref('1-555-123-4567')).toBe('tel:+15551234567');
  });
});

describe('todayIsoDate', () => {
  it('uses the local calendar date, zero-padded', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIsoDate(new Date(2026, 10, 22, 0, 0))).toBe('2026-11-22');
  });
});
