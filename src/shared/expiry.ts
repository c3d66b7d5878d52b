// How soon a license or medical card runs out, for the Drivers list's highlighting: expired,
// within 30 days, within 60 days, or later. Dates are calendar days (YYYY-MM-DD).
import { daysBetween } from './calendar-date.js';

export type ExpiryUrgency = 'expired' | 'within-30-days' | 'within-60-days' | 'later';

/** The two warning windows, in days, as the urgency names say. */
const EXPIRY_WARNING_DAYS = { soon: 30, later: 60 } as const;

/** A document is still valid on its expiration day; it has expired the day after. */
export function expiryUrgency(expiration: string, today: string): ExpiryUrgency {
  const days = daysBetween(today, expiration);
  if (days < 0) return 'expired';
  if (days <= EXPIRY_WARNING_DAYS.soon) return 'within-30-days';
  if (days <= EXPIRY_WARNING_DAYS.later) return 'within-60-days';
  return 'later';
}
