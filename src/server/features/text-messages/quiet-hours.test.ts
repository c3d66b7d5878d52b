// Quiet hours in the recipient's own zone (decision 084): 9 PM to 8 AM, across midnight and a
// daylight-saving change, with 'arriving_soon' and 'delivered' exempt; and what an inbound text asks.
import { describe, expect, it } from 'vitest';
import { keywordOf } from './keywords.js';
import { earliestSendTime } from './quiet-hours.js';
import { timeZoneOfPlace } from '../../infra/place-time-zone.js';
import { timeZoneOfState } from '../../infra/state-time-zones.js';

describe('earliestSendTime', () => {
  it.each([
    // [now (UTC), zone, expected (UTC)]
    ['2026-07-01T18:00:00Z', 'America/Chicago', '2026-07-01T18:00:00.000Z'], // 1 PM CDT: at once
    ['2026-07-02T01:59:00Z', 'America/Chicago', '2026-07-02T01:59:00.000Z'], // 8:59 PM CDT: at once
    ['2026-07-02T02:00:00Z', 'America/Chicago', '2026-07-02T13:00:00.000Z'], // 9 PM CDT: 8 AM next morning
    ['2026-07-02T06:30:00Z', 'America/Chicago', '2026-07-02T13:00:00.000Z'], // 1:30 AM CDT: 8 AM this morning
    ['2026-07-02T13:00:00Z', 'America/Chicago', '2026-07-02T13:00:00.000Z'], // 8 AM sharp: at once
    ['2026-01-15T04:00:00Z', 'America/New_York', '2026-01-15T13:00:00.000Z'], // 11 PM EST: 8 AM EST
    ['2026-03-08T05:00:00Z', 'America/Chicago', '2026-03-08T13:00:00.000Z'], // 11 PM CST on the eve of DST: 8 AM CDT
    ['2026-07-02T06:00:00Z', 'America/Phoenix', '2026-07-02T15:00:00.000Z'], // 11 PM MST (no DST): 8 AM MST
  ])('a picked_up at %s in %s goes at %s', (now, zone, expected) => {
    expect(earliestSendTime('picked_up', new Date(now), zone).toISOString()).toBe(expected);
  });

  it.each(['arriving_soon', 'delivered'] as const)('%s goes at once, at any hour', (kind) => {
    const night = new Date('2026-07-02T05:00:00Z'); // midnight CDT
    expect(earliestSendTime(kind, night, 'America/Chicago')).toEqual(night);
  });
});

describe('timeZoneOfState', () => {
  it("is the state's main zone, or the fallback for none", () => {
    expect(timeZoneOfState('IL', 'America/New_York')).toBe('America/Chicago');
    expect(timeZoneOfState('ca', 'America/New_York')).toBe('America/Los_Angeles');
    expect(timeZoneOfState('', 'America/New_York')).toBe('America/New_York');
    expect(timeZoneOfState('TBD', 'America/Denver')).toBe('America/Denver');
  });
});

describe('timeZoneOfPlace', () => {
  it("is the ZIP code's own zone where a state has two, the state's for a ZIP code we do not know, else the fallback", () => {
    // El Paso keeps Mountain time; most of Texas is Central.
    expect(timeZoneOfPlace({ zip: '79901', state: 'TX' }, 'America/New_York')).toBe('America/Denver');
    expect(timeZoneOfPlace({ zip: '75201', state: 'TX' }, 'America/New_York')).toBe('America/Chicago');
    expect(timeZoneOfPlace({ zip: '00000', state: 'TX' }, 'America/New_York')).toBe('America/Chicago');
    expect(timeZoneOfPlace({ zip: '00000', state: 'TBD' }, 'America/Denver')).toBe('America/Denver');
  });
});

describe('keywordOf', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop. ', 'stop'],
    ['Unsubscribe', 'stop'],
    ['parar', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
    ['help', 'help'],
    ['Ayuda!', 'help'],
    ['stop texting me please', undefined],
    ['thanks', undefined],
    ['', undefined],
  ])('%j asks %s', (body, expected) => {
    expect(keywordOf(body)).toBe(expected);
  });
});
