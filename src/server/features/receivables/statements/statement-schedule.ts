// When the monthly statements are made: at midnight on the 1st in the billing time zone, for the month
// that just ended (the midnight itself: infra/zone-days.ts).

/** The first day of the month after the one `day` (YYYY-MM-DD) is in. */
export function firstOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
