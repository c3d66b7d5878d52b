import { describe, expect, it } from 'vitest';
import { formatDimensions, formatFreightNumber, formatPhone, formatWeight, phoneHref, todayIsoDate } from './format.js';

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

describe('freight figures as people write them', () => {
  it.each([
    ['1800.00', '1,800'],
    ['48.00', '48'],
    ['48.50', '48.5'],
    ['0.25', '0.25'],
    ['12345678.90', '12,345,678.9'],
    [300, '300'],
  ])('%j reads %j in English and in Spanish (es-US groups the same way)', (value, expected) => {
    expect(formatFreightNumber(value, 'en')).toBe(expected);
    expect(formatFreightNumber(value, 'es')).toBe(expected);
  });

  it('leaves nothing for an empty value, and free text as it was typed', () => {
    expect(formatFreightNumber(null)).toBeNull();
    expect(formatFreightNumber('  ')).toBeNull();
    expect(formatFreightNumber('about 300')).toBe('about 300');
  });

  it('writes dimensions and weight with their units, in each language', () => {
    const item = { length: '48.00', width: '40.00', height: '50.00' };
    expect(`${formatDimensions(item, 'en')}, ${formatWeight('1800.00', 'en')}`).toBe('48 × 40 × 50 in, 1,800 lb');
    expect(`${formatDimensions(item, 'es')}, ${formatWeight('1800.00', 'es')}`).toBe('48 × 40 × 50 pulg., 1,800 lb');
    expect(formatDimensions({ length: '48.50', width: null, height: '12.00' }, 'en')).toBe('48.5 × ? × 12 in');
  });

  it('shows nothing when no size or weight was given', () => {
    expect(formatDimensions({ length: null, width: null, height: null })).toBeNull();
    expect(formatWeight(null, 'es')).toBeNull();
  });
});
