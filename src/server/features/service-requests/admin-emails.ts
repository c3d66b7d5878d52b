// Mails the customer gets when the team acts on their request: a new status, a quote, an invoice.
import { paymentPageUrl } from '../../../shared/admin-service-requests.js';
import { formatUsd } from '../../../shared/money.js';
import { STATUS_LABELS } from '../../../shared/service-requests.js';
import { companySignature, line, mailBody, typed } from '../../infra/email/compose.js';
import type { OutgoingEmail } from '../../infra/email/outbox.js';
import type { EmailContext } from './emails.js';
import type { ServiceRequestRow } from './repository.js';

type CustomerEmailContext = Pick<EmailContext, 'company' | 'publicBaseUrl'>;

function trackUrl(request: ServiceRequestRow, publicBaseUrl: string): string {
  return `${publicBaseUrl}/track?ref=${encodeURIComponent(request.referenceId)}`;
}

function customerEmail(
  request: ServiceRequestRow,
  subject: string,
  kind: string,
  body: string[],
  links: string[],
  context: CustomerEmailContext,
): OutgoingEmail {
  const lines = [line`Hello ${typed(request.contactName)},`, '', ...body, '', ...companySignature(context.company)];
  return { to: request.contactEmail, subject, ...mailBody(lines, links), kind };
}

export function statusChangedEmail(request: ServiceRequestRow, context: CustomerEmailContext): OutgoingEmail {
  const track = trackUrl(request, context.publicBaseUrl);
  const status = STATUS_LABELS[request.status];
  return customerEmail(
    request,
    `Your request ${request.referenceId} is now ${status}`,
    'service-request-status-changed',
    [
      `Your request ${request.referenceId} is now: ${status}.`,
      '',
      `See every step of your request at ${track} (with this e-mail address).`,
    ],
    [track],
    context,
  );
}

export function quoteEmail(request: ServiceRequestRow, context: CustomerEmailContext): OutgoingEmail {
  return customerEmail(
    request,
    `Your estimate for request ${request.referenceId}: ${formatUsd(request.estimatedQuote)}`,
    'service-request-quote',
    [
      `Our estimate for your request ${request.referenceId} is ${formatUsd(request.estimatedQuote)}.`,
      'This is an estimate: the final price may vary with the details of the shipment. Your invoice will show the final amount.',
      '',
      'Questions about the estimate? Reply to this e-mail or call us.',
    ],
    [],
    context,
  );
}

export function invoiceEmail(request: ServiceRequestRow, context: CustomerEmailContext): OutgoingEmail {
  const payUrl = paymentPageUrl(context.publicBaseUrl, request.referenceId);
  return customerEmail(
    request,
    `Invoice for request ${request.referenceId}: ${formatUsd(request.finalAmount)}`,
    'service-request-invoice',
    [
      `Your invoice for request ${request.referenceId} is ready.`,
      `Amount due: ${formatUsd(request.finalAmount)} (USD)`,
      '',
      `Pay online by card, PayPal, bank transfer, Zelle, wire or ACH: ${payUrl}`,
    ],
    [payUrl],
    context,
  );
}
