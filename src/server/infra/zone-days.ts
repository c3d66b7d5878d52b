// Calendar days in a time zone as instants: when a daily or monthly job is next due (midnight in
// the billing time zone), and the moments a range of the books' days spans.

/** Minutes the zone's clock is ahead of UTC at `instant` (negative west of Greenwich). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  const wallClockAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a calendar day (YYYY-MM-DD) begins in the zone. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightUtc - zoneOffsetMinutes(new Date(midnightUtc), timeZone) * 60_000;
  // Once more at the guess: the offset there is the one that counts if a clock change lies between.
  return new Date(midnightUtc - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}
