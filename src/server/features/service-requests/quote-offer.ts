// The rules of a quote as an offer (issue 21, docs/decisions/040-quote-acceptance.md): until
// when it holds, when it has lapsed, and when saving it again makes a new offer. Dates are
// calendar days in UTC, as YYYY-MM-DD, the way the quote_valid_until column holds them.
import type { QuoteResponse } from '../../../shared/customer-portal.js';

/** Today's date in UTC: every instance agrees on it, whatever its time zone. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The last day an offer made on `today` holds. */
export function quoteValidUntil(today: string, validityDays: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + validityDays)).toISOString().slice(0, 10);
}

/** The offer has lapsed: its last day is behind us. An offer without a date (set before issue 21) never lapses. */
export function isQuoteExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}

interface OfferState {
  estimatedQuote: string | null;
  quoteValidUntil: string | null;
  quoteResponse: QuoteResponse | null;
}

/**
 * Whether saving `quote` makes a new offer (a new validity date, the customer's answer cleared).
 * A new amount always does. The same amount does when there is something to renew: an offer the
 * customer declined or let lapse, or one set before offers had a date. Saving the same amount
 * over an open or accepted offer changes nothing, so it never wipes an acceptance by accident.
 */
export function makesNewOffer(current: OfferState, quote: string, today: string): boolean {
  if (current.estimatedQuote !== quote) return true;
  if (current.quoteResponse !== null) return current.quoteResponse === 'declined';
  return current.quoteValidUntil === null || isQuoteExpired(current.quoteValidUntil, today);
}
