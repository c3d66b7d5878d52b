// What the assistant says about a looked-up request. An unknown ID gets the same neutral answer
// whatever the reason; a found one its status and payment status; the details only when the
// look-up returned them (the message carried the request's contact e-mail).
import { chatLink } from '../../../shared/chat-text.js';
import { PAYMENT_STATUS_LABELS, STATUS_LABELS, type InvoiceStatus } from '../../../shared/service-requests.js';
import type { RequestStatusAnswer } from '../service-requests/status-lookup-service.js';
import { formatUsd } from '../../../shared/money.js';

const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'not sent yet',
  sent: 'sent',
  paid: 'paid',
  void: 'void',
};

export function requestStatusReply(answer: RequestStatusAnswer, askedFor: string, emailGiven: boolean): string {
  if (!answer.found) {
    return (
      `I couldn't find a request with the reference ID ${askedFor}. Please check it against your confirmation ` +
      'e-mail (it looks like SR-XXXX-XXXX-XXXX-XXXX), or contact our team.'
    );
  }
  const { referenceId, status, paymentStatus, details } = answer;
  const summary = `Request ${referenceId} is ${STATUS_LABELS[status]}. Payment status: ${PAYMENT_STATUS_LABELS[paymentStatus]}.`;
  const track = `Follow every step on ${chatLink('Track a Request', `/track?ref=${referenceId}`)}.`;
  if (!details) {
    // A wrong e-mail is told only that it is not the one on the request: no more than the
    // customer would learn from the details being absent.
    const needEmail = emailGiven
      ? 'I can share amounts and route details only when your message includes the e-mail address on the request.'
      : 'For amounts and route details, send the reference ID together with the e-mail address on the request.';
    return `${summary}\n${needEmail} ${track}`;
  }
  const lines = [`${summary}`, `- Service: ${details.serviceType}`];
  if (details.route) lines.push(`- Route: ${details.route.from} to ${details.route.to}`);
  if (details.estimatedQuote) lines.push(`- Quote: ${formatUsd(details.estimatedQuote)}`);
  if (details.amountDue) {
    lines.push(`- Amount due: ${formatUsd(details.amountDue)} (invoice ${INVOICE_STATUS_LABELS[details.invoiceStatus]})`);
  } else {
    lines.push('- No invoice yet: our team sends one once the final price is set.');
  }
  if (details.paymentPath && details.amountDue) {
    lines.push(`You can pay here: ${chatLink(`Pay ${formatUsd(details.amountDue)} for ${referenceId}`, details.paymentPath)}`);
  }
  lines.push(track);
  return lines.join('\n');
}

/** For a message with several reference IDs: only the first is looked up. */
export function oneLookUpPerMessage(lookedUp: string): string {
  return `I look up one reference ID per message, so I checked ${lookedUp}. Send the others one at a time.`;
}

export function malformedReferenceReply(typed: string): string {
  return (
    `"${typed}" doesn't look like a complete reference ID. Reference IDs look like SR-XXXX-XXXX-XXXX-XXXX: SR and ` +
    'four groups of four letters and digits. You will find yours in your confirmation e-mail.'
  );
}

export function driverApplicationReply(phone: string, email: string): string {
  return (
    'That looks like a driver application reference (DA-...). I can only look up service requests here; ' +
    `for your application, call ${phone} or e-mail ${email}.`
  );
}
