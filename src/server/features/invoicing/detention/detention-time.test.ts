// Detention's arithmetic: free time, completed 15-minute steps, the cap, appointments, bad data.
import { describe, expect, it } from 'vitest';
import { billedDetention, durationWords, hoursOf, type DetentionTerms } from './detention-time.js';

const TERMS: DetentionTerms = { freeMinutes: 120, stepMinutes: 15, capMinutes: 480 };
const ARRIVED = new Date('2026-03-04T15:02:00Z');

/** A stay of `minutes` (and `seconds`) from ARRIVED, with no appointment. */
function stay(minutes: number, seconds = 0, appointmentAt: Date | null = null) {
  return { arrivedAt: ARRIVED, departedAt: new Date(ARRIVED.getTime() + minutes * 60_000 + seconds * 1000), appointmentAt };
}

const minutesFromArrival = (minutes: number) => new Date(ARRIVED.getTime() + minutes * 60_000);

describe('billedDetention', () => {
  it('bills nothing within the free time, exactly at it, or less than one step past it', () => {
    expect(billedDetention(stay(0), TERMS)).toBeNull();
    expect(billedDetention(stay(60), TERMS)).toBeNull();
    expect(billedDetention(stay(120), TERMS)).toBeNull();
    expect(billedDetention(stay(120, 59), TERMS)).toBeNull();
    expect(billedDetention(stay(121), TERMS)).toBeNull();
    expect(billedDetention(stay(134, 59), TERMS)).toBeNull();
  });

  it('bills the first quarter hour once it is complete', () => {
    expect(billedDetention(stay(135), TERMS)).toMatchObject({
      billedMinutes: 15,
      quantity: '0.25',
      dwellMinutes: 135,
      fromAppointment: false,
    });
  });

  it('bills completed steps only, at and around each boundary', () => {
    const cases: [number, number, string][] = [
      [149, 15, '0.25'],
      [150, 30, '0.5'],
      [164, 30, '0.5'],
      [165, 45, '0.75'],
      [179, 45, '0.75'],
      [180, 60, '1'],
      [254, 120, '2'],
      [255, 135, '2.25'],
      [599, 465, '7.75'],
    ];
    for (const [minutes, billed, quantity] of cases) {
      expect(billedDetention(stay(minutes), TERMS), `${minutes} minutes`).toMatchObject({ billedMinutes: billed, quantity });
    }
  });

  it('stops at the cap', () => {
    expect(billedDetention(stay(600), TERMS)).toMatchObject({ billedMinutes: 480, quantity: '8' });
    expect(billedDetention(stay(601), TERMS)).toMatchObject({ billedMinutes: 480, quantity: '8' });
    expect(billedDetention(stay(3 * 24 * 60), TERMS)).toMatchObject({ billedMinutes: 480, quantity: '8' });
  });

  it('caps at whole steps when the cap is not a multiple of the step', () => {
    expect(billedDetention(stay(300), { freeMinutes: 0, stepMinutes: 15, capMinutes: 100 })).toMatchObject({
      billedMinutes: 90,
      quantity: '1.5',
    });
  });

  it('starts the clock at the appointment when the driver arrived before it', () => {
    const appointment = minutesFromArrival(60);
    // 4 h 15 min on site, but only 3 h 15 min from the appointment: 1 h 15 min over free time.
    const billed = billedDetention(stay(255, 0, appointment), TERMS);
    expect(billed).toMatchObject({ fromAppointment: true, dwellMinutes: 195, billedMinutes: 75, quantity: '1.25' });
    expect(billed?.clockStartedAt.toISOString()).toBe(appointment.toISOString());
  });

  it('bills nothing when an early driver left within the free time after the appointment', () => {
    expect(billedDetention(stay(179, 0, minutesFromArrival(60)), TERMS)).toBeNull();
    expect(billedDetention(stay(30, 0, minutesFromArrival(60)), TERMS)).toBeNull();
  });

  it('starts the clock at arrival when the driver was late for the appointment', () => {
    const billed = billedDetention(stay(255, 0, minutesFromArrival(-45)), TERMS);
    expect(billed).toMatchObject({ fromAppointment: false, dwellMinutes: 255, billedMinutes: 135, quantity: '2.25' });
    expect(billed?.clockStartedAt.toISOString()).toBe(ARRIVED.toISOString());
  });

  it('starts the clock at arrival when the driver arrived exactly at the appointment', () => {
    expect(billedDetention(stay(180, 0, ARRIVED), TERMS)).toMatchObject({ fromAppointment: false, billedMinutes: 60 });
  });

  it('bills nothing, and does not throw, for a departure before the arrival or at the same instant', () => {
    expect(billedDetention(stay(-300), TERMS)).toBeNull();
    expect(billedDetention(stay(0), TERMS)).toBeNull();
    expect(billedDetention({ arrivedAt: new Date('not a date'), departedAt: ARRIVED, appointmentAt: null }, TERMS)).toBeNull();
  });

  it('bills from arrival with no free time', () => {
    expect(billedDetention(stay(15), { freeMinutes: 0, stepMinutes: 15, capMinutes: 480 })).toMatchObject({
      billedMinutes: 15,
      quantity: '0.25',
    });
  });

  it('bills in tenths of an hour with a 6-minute step', () => {
    expect(billedDetention(stay(131), { freeMinutes: 120, stepMinutes: 6, capMinutes: 480 })).toMatchObject({
      billedMinutes: 6,
      quantity: '0.1',
    });
    expect(billedDetention(stay(200), { freeMinutes: 120, stepMinutes: 6, capMinutes: 480 })).toMatchObject({
      billedMinutes: 78,
      quantity: '1.3',
    });
  });

  it('refuses nonsense terms by billing nothing', () => {
    expect(billedDetention(stay(600), { freeMinutes: 120, stepMinutes: 0, capMinutes: 480 })).toBeNull();
    expect(billedDetention(stay(600), { freeMinutes: -1, stepMinutes: 15, capMinutes: 480 })).toBeNull();
    expect(billedDetention(stay(600), { freeMinutes: 120, stepMinutes: 15, capMinutes: 0 })).toBeNull();
  });

  it('counts whole elapsed minutes whatever the seconds of each instant', () => {
    const arrivedAt = new Date('2026-03-04T15:02:40Z');
    const departedAt = new Date('2026-03-04T17:17:39Z'); // 134 min 59 s
    expect(billedDetention({ arrivedAt, departedAt, appointmentAt: null }, TERMS)).toBeNull();
    expect(billedDetention({ arrivedAt, departedAt: new Date('2026-03-04T17:17:40Z'), appointmentAt: null }, TERMS)).toMatchObject({
      billedMinutes: 15,
    });
  });
});

describe('hoursOf', () => {
  it('writes minutes as exact decimal hours', () => {
    expect(hoursOf(15)).toBe('0.25');
    expect(hoursOf(30)).toBe('0.5');
    expect(hoursOf(60)).toBe('1');
    expect(hoursOf(135)).toBe('2.25');
    expect(hoursOf(6)).toBe('0.1');
    expect(hoursOf(12)).toBe('0.2');
    expect(hoursOf(480)).toBe('8');
  });

  it('rounds a minute count that is not exact down to the thousandth', () => {
    expect(hoursOf(10)).toBe('0.166');
  });
});

describe('durationWords', () => {
  it('says hours and minutes as the line reads them', () => {
    expect(durationWords(135)).toBe('2 h 15 min');
    expect(durationWords(120)).toBe('2 h');
    expect(durationWords(45)).toBe('45 min');
    expect(durationWords(0)).toBe('0 min');
  });
});
