// Which alert a lapsing item is owed on a day (issue 41): the latest of 60, 30 and 10 days reached,
// none before 60 days or after the lapse day.
import { describe, expect, it } from 'vitest';
import { alertOwed } from './alert-schedule.js';

describe('alertOwed', () => {
  it.each([
    ['2031-01-29', null],
    ['2031-01-30', 60],
    ['2031-02-28', 60],
    ['2031-03-01', 30],
    ['2031-03-20', 30],
    ['2031-03-21', 10],
    ['2031-03-31', 10],
    ['2031-04-01', null],
  ] as const)('on %s for a lapse on 2031-03-31: %s', (today, owed) => {
    expect(alertOwed(today, '2031-03-31')).toBe(owed);
  });
});
