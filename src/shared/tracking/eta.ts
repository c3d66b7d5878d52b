// The arrival estimate (issue 40; docs/decisions/083-tracking-links-and-eta.md, "ETA"): from the
// road miles left and the moment they were measured, when the truck should arrive, as a window.
// Pure arithmetic on documented constants, so the server (after each update of the driver's
// phone) and a test computing a figure by hand get the same answer.
import type { EtaBasis, EtaView } from './load-tracking.js';

/**
 * A loaded truck's average over a run, traffic, fuel stops and slow-downs included, in miles per
 * hour. Trucks cruise at 60 to 65 on interstates (many states limit trucks to 55 to 65 mph, and
 * most fleets govern their trucks at 62 to 68); cities, grades, weigh stations and fuel bring the
 * door-to-door average down to about 50, the figure dispatchers plan with ("500 to 550 miles a
 * day" on 11 hours of driving). It is a planning figure, not one measured on our loads: decision
 * 083 says to revisit it once the phones' positions give our own.
 */
export const AVERAGE_SPEED_MPH = 50;

/** 49 CFR 395.3(a)(3)(ii): a 30-minute break once a driver has driven 8 hours without one. */
export const BREAK_AFTER_DRIVING_MINUTES = 8 * 60;
export const BREAK_MINUTES = 30;
/** 49 CFR 395.3(a)(3)(i): at most 11 hours of driving after 10 consecutive hours off duty... */
export const MAX_DRIVING_MINUTES_PER_SHIFT = 11 * 60;
/** ...49 CFR 395.3(a)(1): ...and 10 consecutive hours off duty before driving again. */
export const OFF_DUTY_MINUTES = 10 * 60;

/**
 * The window around the central estimate: from 10 % of the travel time early to 15 % late, and at
 * least 15 minutes on each side. Late is wider than early because what goes wrong on the road
 * (traffic, a closed ramp, a long line at the dock's gate) makes a truck late far more often than
 * anything makes it early; 15 minutes is the least a receiver can plan a dock door around.
 */
export const WINDOW_EARLY_SHARE = 0.1;
export const WINDOW_LATE_SHARE = 0.15;
export const WINDOW_MIN_MINUTES = 15;
/** The window's edges go out to the clock's five minutes (earliest down, latest up): "2:40 - 3:30". */
export const WINDOW_ROUNDING_MINUTES = 5;

/**
 * "Arriving soon": within 15 road miles of the delivery place, or 30 minutes of its estimated
 * arrival (about the notice a receiver needs to free a door and a forklift). At AVERAGE_SPEED_MPH
 * the time rule comes first on the road (30 minutes is 25 miles); the distance rule holds whatever
 * the speed constant becomes.
 */
export const ARRIVING_SOON_MILES = 15;
export const ARRIVING_SOON_MINUTES = 30;

const MINUTE = 60_000;

/** The travel time for `miles` of road, broken down: driving, the 30-minute breaks, the 10-hour rests. */
export interface TravelTime {
  drivingMinutes: number;
  breaks: number;
  rests: number;
  totalMinutes: number;
}

/**
 * Driving at AVERAGE_SPEED_MPH, with the breaks and rests the hours-of-service rules require,
 * counted as if the driver's hours started afresh at the update: we do not know the hours they
 * have already used today (their logbook is not ours), and each update recomputes. Each shift
 * drives up to 11 hours, with a 30-minute break when it drives more than 8; a 10-hour rest comes
 * between shifts, never after the last.
 */
export function travelTime(miles: number): TravelTime {
  const drivingMinutes = (Math.max(0, miles) / AVERAGE_SPEED_MPH) * 60;
  const shifts = Math.max(1, Math.ceil(drivingMinutes / MAX_DRIVING_MINUTES_PER_SHIFT));
  const lastShiftMinutes = drivingMinutes - (shifts - 1) * MAX_DRIVING_MINUTES_PER_SHIFT;
  const breaks = shifts - 1 + (lastShiftMinutes > BREAK_AFTER_DRIVING_MINUTES ? 1 : 0);
  const rests = shifts - 1;
  return { drivingMinutes, breaks, rests, totalMinutes: drivingMinutes + breaks * BREAK_MINUTES + rests * OFF_DUTY_MINUTES };
}

export function isArrivingSoon(remainingMiles: number, travelMinutes: number): boolean {
  return remainingMiles <= ARRIVING_SOON_MILES || travelMinutes <= ARRIVING_SOON_MINUTES;
}

export interface ArrivalWindow {
  earliest: Date;
  latest: Date;
  travel: TravelTime;
  arrivingSoon: boolean;
}

function roundTo(instant: number, direction: 'down' | 'up'): Date {
  const step = WINDOW_ROUNDING_MINUTES * MINUTE;
  return new Date((direction === 'down' ? Math.floor(instant / step) : Math.ceil(instant / step)) * step);
}

/** The window for `remainingMiles` of road from `from` (its earliest edge never before `from`'s five minutes). */
export function arrivalWindow(remainingMiles: number, from: Date): ArrivalWindow {
  const travel = travelTime(remainingMiles);
  const total = travel.totalMinutes;
  const early = Math.max(total * WINDOW_EARLY_SHARE, WINDOW_MIN_MINUTES);
  const late = Math.max(total * WINDOW_LATE_SHARE, WINDOW_MIN_MINUTES);
  const start = from.getTime();
  return {
    earliest: roundTo(start + Math.max(0, total - early) * MINUTE, 'down'),
    latest: roundTo(start + (total + late) * MINUTE, 'up'),
    travel,
    arrivingSoon: isArrivingSoon(remainingMiles, total),
  };
}

/** The estimate as a tracking link reads it (load-tracking.ts's EtaView). */
export function etaViewOf(input: { remainingMiles: number; from: Date; timeZone: string; basis: EtaBasis }): EtaView {
  const window = arrivalWindow(input.remainingMiles, input.from);
  return {
    earliest: window.earliest.toISOString(),
    latest: window.latest.toISOString(),
    timeZone: input.timeZone,
    remainingMiles: Math.round(input.remainingMiles),
    arrivingSoon: window.arrivingSoon,
    basis: input.basis,
    computedAt: input.from.toISOString(),
  };
}
