// When the monthly statements are made: at midnight on the 1st in the billing time zone, for the month
// that just ended.

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

/** The first day of the month after the one `day` (YYYY-MM-DD) is in. */
export function firstOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
