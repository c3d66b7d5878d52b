// Quiet hours (issue 40; decision 084): no text between 9 PM and 8 AM in the recipient's own zone,
// but for the ones a person waiting at the dock wants at any hour. A text queued inside them waits
// for 8 AM, their time.
import { QUIET_HOURS, QUIET_HOURS_EXEMPT, type TextKind } from '../../../shared/text-messages/text-messages.js';

/** When a text queued `now` may go: now, or the next 8 AM in `timeZone` when now is inside quiet hours. */
export function earliestSendTime(kind: TextKind, now: Date, timeZone: string): Date {
  if (QUIET_HOURS_EXEMPT.includes(kind)) return now;
  const local = wallClock(now, timeZone);
  const quiet = local.hour >= QUIET_HOURS.startHour || local.hour < QUIET_HOURS.endHour;
  if (!quiet) return now;
  // The morning after the evening, or this morning when it is past midnight.
  const morning = local.hour >= QUIET_HOURS.startHour ? addDays(local, 1) : local;
  return instantOf({ ...morning, hour: QUIET_HOURS.endHour, minute: 0, second: 0 }, timeZone);
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(at: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

function addDays(clock: WallClock, days: number): WallClock {
  const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + days));
  return { ...clock, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

// The instant a wall clock reads in a zone: guess it as UTC, then correct by the zone's offset at
// that guess (twice, so a guess across a daylight-saving change settles).
function instantOf(clock: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  let instant = asUtc;
  for (let pass = 0; pass < 2; pass++) {
    const seen = wallClock(new Date(instant), timeZone);
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    instant += asUtc - seenAsUtc;
  }
  return new Date(instant);
}
