// The arrival estimate (issue 40): travel time with the hours-of-service breaks and rests, the
// window around it, "arriving soon", and the window as the consignee reads it.
import { describe, expect, it } from 'vitest';
import {
  ARRIVING_SOON_MILES,
  ARRIVING_SOON_MINUTES,
  arrivalWindow,
  AVERAGE_SPEED_MPH,
  etaViewOf,
  isArrivingSoon,
  travelTime,
} from './eta.js';
import { formatEtaWindow } from './eta-format.js';

describe('travelTime', () => {
  it('drives at the average speed with no break up to 8 hours', () => {
    // 400 mi / 50 mph = 8 h = 480 min: exactly 8 hours needs no break.
    expect(travelTime(400)).toEqual({ drivingMinutes: 480, breaks: 0, rests: 0, totalMinutes: 480 });
    expect(travelTime(0)).toEqual({ drivingMinutes: 0, breaks: 0, rests: 0, totalMinutes: 0 });
    expect(travelTime(-3).totalMinutes).toBe(0);
  });

  it('adds the 30-minute break past 8 hours of driving', () => {
    // 450 mi = 9 h = 540 min of driving, one break: 570 min.
    expect(travelTime(450)).toEqual({ drivingMinutes: 540, breaks: 1, rests: 0, totalMinutes: 570 });
    // 550 mi = 11 h exactly: one shift, one break, no rest.
    expect(travelTime(550)).toEqual({ drivingMinutes: 660, breaks: 1, rests: 0, totalMinutes: 690 });
  });

  it('rests 10 hours after 11 hours of driving, and breaks again in a long second shift', () => {
    // 551 mi: 661.2 min; shift 1 660 (a break), a rest, shift 2 1.2 min (no break).
    expect(travelTime(551)).toMatchObject({ breaks: 1, rests: 1 });
    expect(travelTime(551).totalMinutes).toBeCloseTo(661.2 + 30 + 600, 6);
    // 1,500 mi = 30 h = 1,800 min: shifts 660 + 660 + 480; breaks 1 + 1 + 0; rests 2.
    // 1,800 + 2 × 30 + 2 × 600 = 3,060 min.
    expect(travelTime(1500)).toEqual({ drivingMinutes: 1800, breaks: 2, rests: 2, totalMinutes: 3060 });
    // 1,550 mi = 31 h: the third shift drives 9 h, so it breaks too: 1,860 + 90 + 1,200 = 3,150 min.
    expect(travelTime(1550)).toEqual({ drivingMinutes: 1860, breaks: 3, rests: 2, totalMinutes: 3150 });
  });
});

describe('arrivalWindow', () => {
  it('equals the window computed by hand for a fixture', () => {
    // 700 road miles from 14:00 UTC on 10 March 2026.
    // Driving: 700 / 50 = 14 h = 840 min. Shifts: 660 (over 8 h: a 30-min break), then a 10-h
    // rest, then 180 (no break). Travel: 840 + 30 + 600 = 1,470 min (24 h 30 min).
    // Early side: max(10 % × 1,470 = 147, 15) = 147 → 1,470 − 147 = 1,323 min = 22 h 03 min
    //   → 12:03 UTC on 11 March, down to the five minutes: 12:00.
    // Late side: max(15 % × 1,470 = 220.5, 15) = 220.5 → 1,690.5 min = 28 h 10.5 min
    //   → 18:10:30 UTC on 11 March, up to the five minutes: 18:15.
    const window = arrivalWindow(700, new Date('2026-03-10T14:00:00Z'));
    expect(window.earliest.toISOString()).toBe('2026-03-11T12:00:00.000Z');
    expect(window.latest.toISOString()).toBe('2026-03-11T18:15:00.000Z');
    expect(window.travel.totalMinutes).toBe(1470);
    expect(window.arrivingSoon).toBe(false);
  });

  it('keeps at least 15 minutes each side of a short run', () => {
    // 40 mi = 48 min; 10 % = 4.8 and 15 % = 7.2 are under 15: 48 − 15 = 33, 48 + 15 = 63 min.
    // From 09:02 UTC: 09:35 → 09:35; 10:05 → 10:05.
    const window = arrivalWindow(40, new Date('2026-03-10T09:02:00Z'));
    expect(window.earliest.toISOString()).toBe('2026-03-10T09:35:00.000Z');
    expect(window.latest.toISOString()).toBe('2026-03-10T10:05:00.000Z');
  });

  it('never starts before the update: at the dock, from now to 15 minutes on', () => {
    const window = arrivalWindow(0, new Date('2026-03-10T09:00:00Z'));
    expect(window.earliest.toISOString()).toBe('2026-03-10T09:00:00.000Z');
    expect(window.latest.toISOString()).toBe('2026-03-10T09:15:00.000Z');
    expect(window.arrivingSoon).toBe(true);
  });
});

describe('arriving soon', () => {
  it('holds within the distance or within the time, and not beyond both', () => {
    expect(isArrivingSoon(ARRIVING_SOON_MILES, 999)).toBe(true);
    expect(isArrivingSoon(ARRIVING_SOON_MILES + 0.1, ARRIVING_SOON_MINUTES)).toBe(true);
    expect(isArrivingSoon(ARRIVING_SOON_MILES + 0.1, ARRIVING_SOON_MINUTES + 0.1)).toBe(false);
  });

  it('comes at 25 road miles at the average speed (30 minutes), not at 26', () => {
    const miles = (ARRIVING_SOON_MINUTES / 60) * AVERAGE_SPEED_MPH;
    expect(miles).toBe(25);
    expect(arrivalWindow(25, new Date()).arrivingSoon).toBe(true);
    expect(arrivalWindow(26, new Date()).arrivingSoon).toBe(false);
  });
});

describe('etaViewOf', () => {
  it('carries the window, the time zone, whole miles and the basis', () => {
    expect(
      etaViewOf({ remainingMiles: 700.4, from: new Date('2026-03-10T14:00:00Z'), timeZone: 'America/Chicago', basis: 'position' }),
    ).toEqual({
      earliest: '2026-03-11T12:00:00.000Z',
      // 700.4 mi: 840.48 min driving + 30 + 600 = 1,470.48; × 1.15 = 1,691.05 min → 18:11:03 → 18:15.
      latest: '2026-03-11T18:15:00.000Z',
      timeZone: 'America/Chicago',
      remainingMiles: 700,
      arrivingSoon: false,
      basis: 'position',
      computedAt: '2026-03-10T14:00:00.000Z',
    });
  });
});

describe('formatEtaWindow', () => {
  // 15:00 UTC on 15 July 2026 is 10:00 AM in Chicago (CDT, UTC−5).
  const now = new Date('2026-07-15T15:00:00Z');
  const window = (earliest: string, latest: string, timeZone = 'America/Chicago') => ({ earliest, latest, timeZone });

  it('writes a window later today in the consignee’s time zone', () => {
    expect(formatEtaWindow(window('2026-07-15T19:40:00Z', '2026-07-15T20:30:00Z'), 'en', now)).toBe('2:40 - 3:30 PM CT');
    expect(formatEtaWindow(window('2026-07-15T19:40:00Z', '2026-07-15T20:30:00Z'), 'es', now)).toBe('2:40 - 3:30 p.m. CT');
    expect(formatEtaWindow(window('2026-07-15T14:40:00Z', '2026-07-15T16:30:00Z', 'America/New_York'), 'en', now)).toBe(
      '10:40 AM - 12:30 PM ET',
    );
    // Arizona keeps standard time all year.
    expect(formatEtaWindow(window('2026-07-15T19:40:00Z', '2026-07-15T20:30:00Z', 'America/Phoenix'), 'en', now)).toBe(
      '12:40 - 1:30 PM MST',
    );
  });

  it('names the day of an edge that is not today', () => {
    expect(formatEtaWindow(window('2026-07-15T19:40:00Z', '2026-07-16T06:10:00Z'), 'en', now)).toBe('2:40 PM - Thu, Jul 16 1:10 AM CT');
    expect(formatEtaWindow(window('2026-07-16T19:40:00Z', '2026-07-16T20:30:00Z'), 'en', now)).toBe('Thu, Jul 16 2:40 - 3:30 PM CT');
    expect(formatEtaWindow(window('2026-07-16T19:40:00Z', '2026-07-17T06:10:00Z'), 'es', now)).toBe(
      'jue, 16 de jul 2:40 p.m. - vie, 17 de jul 1:10 a.m. CT',
    );
  });

  it('reads "today" in the consignee’s time zone, not the server’s', () => {
    // 04:30 UTC on 16 July is still 15 July, 11:30 PM, in Chicago.
    const lateEvening = new Date('2026-07-16T04:30:00Z');
    expect(formatEtaWindow(window('2026-07-16T04:40:00Z', '2026-07-16T04:55:00Z'), 'en', lateEvening)).toBe('11:40 - 11:55 PM CT');
  });
});
