// The rules of a quote as an offer (issue 21, docs/decisions/040-quote-acceptance.md): until
// when it holds, when it has lapsed, and when saving it again makes a new offer. Dates are
// calendar days in UTC, as YYYY-MM-DD, the way the quote_valid_until column holds them.
import { addDays } from '../../../shared/calendar-date.js';
import { isQuoteExpired, type PortalQuote, type QuoteResponse } from '../../../shared/customer-portal/customer-portal.js';
import type { BilledLine } from '../../../shared/invoicing/billed-lines.js';
import type { ServiceRequestRow } from './repository.js';

/** A request's columns that make its quote as an offer. */
type QuoteColumns = Pick<
  ServiceRequestRow,
  'estimatedQuote' | 'quoteValidUntil' | 'quoteResponse' | 'quoteRespondedAt' | 'quoteDeclineReason'
>;

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

/**
 * The quote, once there is one. `today` is YYYY-MM-DD (UTC), as quote-offer.ts reckons lapses;
 * `lines` (quoteLinesOf) for the request's own page, left out of the list.
 */
export function portalQuoteOf(request: QuoteColumns, today: string, lines?: readonly BilledLine[]): PortalQuote | null {
  if (request.estimatedQuote === null) return null;
  return {
    amount: request.estimatedQuote,
    validUntil: request.quoteValidUntil,
    // An answered quote keeps its answer; only an open one lapses.
    expired: request.quoteResponse === null && isQuoteExpired(request.quoteValidUntil, today),
    response: request.quoteResponse,
    respondedAt: request.quoteRespondedAt?.toISOString() ?? null,
    declineReason: request.quoteDeclineReason,
    ...(lines && lines.length > 0 ? { lines: [...lines] } : {}),
  };
}
