// The rules of a quote as an offer (issue 21, docs/decisions/040-quote-acceptance.md): until
// when it holds, when it has lapsed, and when saving it again makes a new offer. Dates are
// calendar days in UTC, as YYYY-MM-DD, the way the quote_valid_until column holds them.
import { addDays, calendarDayOf } from '../../../shared/calendar-date.js';
import { isQuoteExpired, type QuoteResponse } from '../../../shared/customer-portal.js';

export { isQuoteExpired };

/** Today's date in UTC: every instance agrees on it, whatever its time zone. */
export function utcToday(now: Date = new Date()): string {
  return calendarDayOf(now);
}

/** The last day an offer made on `today` holds. */
export function quoteValidUntil(today: string, validityDays: number): string {
  return addDays(today, validityDays);
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
