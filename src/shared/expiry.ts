// How soon a license or medical card runs out, for the Drivers list's highlighting: expired,
// within 30 days, within 60 days, or later. Dates are calendar days (YYYY-MM-DD).

export type ExpiryUrgency = 'expired' | 'within-30-days' | 'within-60-days' | 'later';

export const EXPIRY_WARNING_DAYS = [30, 60] as const;

/** Whole days from `today` to `expiration`; negative once it has passed. */
export function daysUntil(expiration: string, today: string): number {
  const dayMs = 24 * 60 * 60 * 1000;
  return Math.round((Date.parse(`${expiration}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / dayMs);
}

/** A document is still valid on its expiration day; it has expired the day after. */
export function expiryUrgency(expiration: string, today: string): ExpiryUrgency {
  const days = daysUntil(expiration, today);
  if (days < 0) return 'expired';
  if (days <= 30) return 'within-30-days';
  if (days <= 60) return 'within-60-days';
  return 'later';
}
