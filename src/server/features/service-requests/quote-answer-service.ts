// A customer's answer to a quote on their page (issue 21, docs/decisions/040-quote-acceptance.md):
// accept it, or decline it with a reason. One answer per offer: a second one, same or not, is
// refused (the team revises a declined quote, which makes a new offer to answer). The answer, its
// audit event and the team's notice are written in one transaction, on the locked row.
import type { PortalQuote, QuoteResponse } from '../../../shared/customer-portal/customer-portal.js';
import { PORTAL_NOT_FOUND_MESSAGE, QUOTE_MESSAGES, isQuoteExpired } from '../../../shared/customer-portal/customer-portal.js';
import { normalizeReferenceId } from '../../../shared/reference-id.js';
import { conflict, notFound } from '../../errors.js';
import { actingAs, CUSTOMER_ACTOR, type AuditOrigin } from '../../platform/audit/audit-context.js';
import { changeOf, factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import type { SignedInCustomer } from '../../platform/customer-sessions/customer-session.js';
import { lockCustomerRequest, setQuoteResponse } from './quote-response-repository.js';
import { moveStatusForward } from './status-service.js';
import { STATUS_AFTER_EVENT } from '../../../shared/service-requests/request-status-events.js';
import type { ServiceRequestDeps } from './deps.js';
import { quoteAnsweredNotice } from './quote-answer-emails.js';
import { portalQuoteOf } from './quote-offer.js';
import { utcToday } from '../../../shared/calendar-date.js';

type AnswerDeps = Pick<ServiceRequestDeps, 'outbox' | 'operationsEmail' | 'publicBaseUrl'>;

export type QuoteAnswer =
  /** `shownAmount`: the amount the page showed, when it sent one; a different current quote is refused. */
  { response: 'accepted'; shownAmount: string | undefined } | { response: 'declined'; reason: string };

export async function answerQuote(
  deps: AnswerDeps,
  customer: SignedInCustomer,
  referenceId: string,
  answer: QuoteAnswer,
  origin: AuditOrigin,
): Promise<PortalQuote> {
  const canonical = normalizeReferenceId(referenceId);
  if (!canonical) throw notFound(PORTAL_NOT_FOUND_MESSAGE);
  return deps.outbox.transaction(async (tx) => {
    const current = await lockCustomerRequest(tx, canonical, customer.email);
    if (!current) throw notFound(PORTAL_NOT_FOUND_MESSAGE);
    const today = utcToday();
    if (current.estimatedQuote === null) throw conflict(QUOTE_MESSAGES.noQuote);
    if (current.finalAmount !== null) throw conflict(QUOTE_MESSAGES.invoiced);
    if (answer.response === 'accepted' && answer.shownAmount !== undefined && answer.shownAmount !== current.estimatedQuote) {
      throw conflict(QUOTE_MESSAGES.changed);
    }
    if (current.quoteResponse !== null) throw conflict(QUOTE_MESSAGES.alreadyAnswered);
    // A quote set before quotes had an end date does not lapse (isQuoteExpired).
    if (isQuoteExpired(current.quoteValidUntil, today)) throw conflict(QUOTE_MESSAGES.expired);

    const declineReason = answer.response === 'declined' ? answer.reason : null;
    const answered = await setQuoteResponse(tx, current.id, { response: answer.response, declineReason });
    // Accepting moves the status forward, in the customer's name (docs/decisions/058-status-follows-the-business.md):
    // the row answered is the request as it is now, status included.
    const moved =
      answer.response === 'accepted'
        ? await moveStatusForward(tx, {
            id: current.id,
            event: 'quote_accepted',
            to: STATUS_AFTER_EVENT.quote_accepted,
            adminId: null,
            notes: `Quote of ${answered.estimatedQuote ?? '?'} USD accepted by the customer`,
          })
        : undefined;
    const updated = moved ?? answered;
    await recordAuditEvent(tx, actingAs(origin, CUSTOMER_ACTOR), {
      action: ACTIONS[answer.response],
      recordType: 'service_request',
      recordId: current.id,
      // The amount answered: the quote may be revised later, the event keeps what was agreed to.
      // The reason is the customer's own words and stays on the request, not in the log.
      changes: {
        ...changeOf('quoteResponse', null, answer.response),
        // Accepting moves the status forward (docs/decisions/058-status-follows-the-business.md).
        ...changeOf('status', current.status, updated.status),
        ...factsOf({ amount: updated.estimatedQuote, validUntil: updated.quoteValidUntil, reasonGiven: declineReason !== null }),
      },
    });
    await deps.outbox.enqueue(tx, [quoteAnsweredNotice(updated, deps)]);
    const quote = portalQuoteOf(updated, today);
    if (!quote) throw new Error('an answered quote always has an amount');
    return quote;
  });
}

const ACTIONS = {
  accepted: 'service_request.quote_accepted',
  declined: 'service_request.quote_declined',
} as const satisfies Record<QuoteResponse, string>;
