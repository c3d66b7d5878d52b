// "5 minutes ago", "yesterday", "3 weeks ago": how long ago a session was used, read at a glance.
// The exact moment is shown beside it (formatDateTime), since "2 hours ago" alone goes stale.
const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long before `now` the moment `iso` was, in the largest whole unit; "just now" under a minute. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  for (const [unit, unitSeconds] of UNITS) {
    if (seconds >= unitSeconds) return relativeFormat.format(-Math.floor(seconds / unitSeconds), unit);
  }
  return 'just now';
}
