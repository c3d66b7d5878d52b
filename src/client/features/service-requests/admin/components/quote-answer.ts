// Where the customer's answer to the quote stands, in the words the dashboard shows (issue 21):
// accepted or declined and when, or still open until its last day, or lapsed without an answer.
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { calendarDayOf, formatDate } from '@shared/calendar-date';
import { isQuoteExpired } from '@shared/customer-portal/customer-portal';
import { formatCalendarDate } from '@/lib/format-calendar-date';

type QuoteState = Pick<
  AdminServiceRequestSummary,
  'estimatedQuote' | 'quoteValidUntil' | 'quoteResponse' | 'quoteRespondedAt' | 'quoteDeclineReason'
>;

/** The answer line, or null without a quote. */
export function quoteAnswerText(request: QuoteState, today: string = calendarDayOf(new Date())): string | null {
  if (request.estimatedQuote === null) return null;
  const answeredOn = request.quoteRespondedAt ? formatDate(request.quoteRespondedAt) : '';
  if (request.quoteResponse === 'accepted') return `Accepted on ${answeredOn}`;
  if (request.quoteResponse === 'declined') return `Declined on ${answeredOn}: ${request.quoteDeclineReason ?? ''}`;
  // A quote set before quotes had an end date does not lapse.
  if (request.quoteValidUntil === null) return "Waiting for the customer's answer";
  const lastDay = formatCalendarDate(request.quoteValidUntil);
  if (isQuoteExpired(request.quoteValidUntil, today)) return `Expired on ${lastDay} without an answer`;
  return `Waiting for the customer's answer (valid until ${lastDay})`;
}
