// The team's notice that a customer answered a quote on their page: who, which request, which
// amount, and (for a decline) their reason, quoted so it can never pass for a line of ours.
import { formatUsd } from '../../../shared/money.js';
import { line, quotedBlock, textFromLines, typed, type MailLines } from '../../infra/email/compose.js';
import type { ServiceRequestRow } from './repository.js';
import type { ServiceRequestDeps } from './deps.js';
import { type OutgoingEmail } from '../../infra/email/outgoing-email.js';

type NoticeContext = Pick<ServiceRequestDeps, 'operationsEmail' | 'publicBaseUrl'>;

export function quoteAnsweredNotice(request: ServiceRequestRow, { operationsEmail, publicBaseUrl }: NoticeContext): OutgoingEmail {
  const accepted = request.quoteResponse === 'accepted';
  const amount = formatUsd(request.estimatedQuote);
  const lines: MailLines = [
    accepted
      ? `The customer accepted the quote of ${amount} for request ${request.referenceId}.`
      : `The customer declined the quote of ${amount} for request ${request.referenceId}.`,
    '',
    line`Contact: ${typed(request.contactName)}`,
    line`E-mail: ${typed(request.contactEmail)}`,
    line`Phone: ${typed(request.contactPhone)}`,
    ...(request.quoteDeclineReason ? ['', ...quotedBlock('Their reason', request.quoteDeclineReason)] : []),
    '',
    accepted ? 'Next: send the invoice from the admin dashboard.' : 'Next: revise the quote from the admin dashboard, or contact them.',
    `Open the admin dashboard: ${publicBaseUrl}/admin`,
  ];
  return {
    to: operationsEmail,
    subject: `Quote ${accepted ? 'accepted' : 'declined'} for request ${request.referenceId}: ${amount}`,
    text: textFromLines(lines),
    kind: accepted ? 'service-request-quote-accepted' : 'service-request-quote-declined',
  };
}
