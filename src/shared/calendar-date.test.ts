// Calendar-day arithmetic and date display. The arithmetic runs under a US time zone with
// daylight saving, to prove a clock change never makes a day longer or shorter than one day.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  calendarDayOf,
  daysBetween,
  formatDate,
  formatDateTime,
  formatViewerDateTime,
  isCalendarDate,
  isCalendarMonth,
  subtractYears,
} from './calendar-date.js';

/** Runs the block's tests with the local time zone set to one that keeps daylight saving. */
function inDaylightSavingTimeZone() {
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/Detroit');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}

describe('calendar-day arithmetic', () => {
  inDaylightSavingTimeZone();

  it('runs where the clocks change (or the rest would prove nothing)', () => {
    expect(new Date(2026, 2, 7, 12).getTimezoneOffset()).toBe(300);
    expect(new Date(2026, 2, 9, 12).getTimezoneOffset()).toBe(240);
  });

  describe('isCalendarDate', () => {
    it.each(['2026-11-23', '2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29'])('takes %s', (value) => {
      expect(isCalendarDate(value)).toBe(true);
    });

    it.each([
      '2027-02-29',
      '1900-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-05',
      '26-01-05',
      '2026-01-05T00:00',
      '',
      'yesterday',
    ])('refuses %j', (value) => {
      expect(isCalendarDate(value)).toBe(false);
    });
  });

  describe('isCalendarMonth', () => {
    it.each(['2026-01', '2026-12', '1900-01'])('takes %s', (value) => {
      expect(isCalendarMonth(value)).toBe(true);
    });

    it.each(['2026-00', '2026-13', '2026-1', '1899-12', '2026-01-01', '', 'May 2026'])('refuses %j', (value) => {
      expect(isCalendarMonth(value)).toBe(false);
    });
  });

  describe('calendarDayOf', () => {
    it('is the UTC day of the moment, whatever the local time zone', () => {
      expect(calendarDayOf(new Date('2026-03-08T06:59:59.999Z'))).toBe('2026-03-08');
      // 8 PM in Detroit on 31 December is already New Year's Day in UTC.
      expect(calendarDayOf(new Date('2027-01-01T01:00:00Z'))).toBe('2027-01-01');
    });

    it('throws on an invalid moment', () => {
      expect(() => calendarDayOf(new Date('not a date'))).toThrow(RangeError);
    });
  });

  describe('addDays', () => {
    it.each([
      ['2026-11-23', 1, '2026-11-24'],
      ['2026-11-23', 0, '2026-11-23'],
      ['2026-01-31', 1, '2026-02-01'],
      ['2026-12-31', 1, '2027-01-01'],
      ['2027-01-01', -1, '2026-12-31'],
      ['2026-03-01', -1, '2026-02-28'],
      ['2028-02-28', 1, '2028-02-29'],
      ['2028-02-29', 1, '2028-03-01'],
      ['2028-03-01', -1, '2028-02-29'],
      ['2026-03-31', -30, '2026-03-01'],
      ['2026-11-23', 366, '2027-11-24'],
      ['2026-11-23', -366, '2025-11-22'],
      // US daylight saving starts on 8 March 2026 and ends on 1 November 2026.
      ['2026-03-07', 1, '2026-03-08'],
      ['2026-03-08', 1, '2026-03-09'],
      ['2026-03-09', -2, '2026-03-07'],
      ['2026-10-31', 1, '2026-11-01'],
      ['2026-11-01', 1, '2026-11-02'],
    ] as const)('%s %i days is %s', (date, days, expected) => {
      expect(addDays(date, days)).toBe(expected);
    });

    it('throws on text that is no date', () => {
      expect(() => addDays('not a date', 1)).toThrow(RangeError);
    });
  });

  describe('daysBetween', () => {
    it.each([
      ['2026-11-23', '2026-11-23', 0],
      ['2026-11-23', '2026-11-24', 1],
      ['2026-11-23', '2026-11-20', -3],
      ['2026-01-31', '2026-03-01', 29],
      ['2028-01-31', '2028-03-01', 30],
      ['2028-02-28', '2028-03-01', 2],
      ['2026-12-31', '2027-01-01', 1],
      ['2026-01-01', '2027-01-01', 365],
      ['2028-01-01', '2029-01-01', 366],
      // Across the clock changes (8 March and 1 November 2026; 14 March 2027): whole days still.
      ['2026-03-07', '2026-03-09', 2],
      ['2026-10-31', '2026-11-02', 2],
      ['2027-03-10', '2027-03-15', 5],
    ] as const)('from %s to %s is %i', (from, to, expected) => {
      expect(daysBetween(from, to)).toBe(expected);
    });

    it('undoes addDays', () => {
      for (const days of [-400, -1, 0, 1, 59, 400]) expect(daysBetween('2028-02-29', addDays('2028-02-29', days))).toBe(days);
    });

    it('is not a number for text that is no date', () => {
      expect(daysBetween('not a date', '2026-11-23')).toBeNaN();
    });
  });

  describe('subtractYears', () => {
    it.each([
      ['2026-11-23', 18, '2008-11-23'],
      ['2026-02-28', 18, '2008-02-28'],
      ['2028-02-29', 18, '2010-02-28'],
      ['2028-02-29', 4, '2024-02-29'],
      ['2026-01-01', 1, '2025-01-01'],
      ['2026-12-31', 100, '1926-12-31'],
      ['2026-03-08', 0, '2026-03-08'],
    ] as const)('%s minus %i years is %s', (date, years, expected) => {
      expect(subtractYears(date, years)).toBe(expected);
    });

    it('throws on text that is no date', () => {
      expect(() => subtractYears('not a date', 1)).toThrow(RangeError);
    });
  });
});

// The formatters take the viewer's time zone when the module loads, so they are tested in the zone the
// tests run in.
describe('formatDate and formatDateTime', () => {
  // Local times (no zone): shown as they are, in whatever zone the viewer is.
  it('read as people write them', () => {
    expect(formatDate('2026-11-23T12:00:00')).toBe('Nov 23, 2026');
    expect(formatDateTime('2026-11-23T15:04:00')).toBe('Nov 23, 2026, 3:04 PM');
  });

  it('say N/A without a date or for one that is not a date', () => {
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatDate(missing)).toBe('N/A');
      expect(formatDateTime(missing)).toBe('N/A');
    }
  });
});

describe('formatViewerDateTime', () => {
  // Its language is the browser's: tests/e2e/track-request.test.ts reads it in en-GB.
  it('says N/A without a date or for one that is not a date', () => {
    for (const missing of [null, undefined, '', 'not a date']) expect(formatViewerDateTime(missing)).toBe('N/A');
  });
});
