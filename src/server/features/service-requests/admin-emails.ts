// Mails the customer gets when the team acts on their request: a new status, a quote, an invoice.
// Each has a button to the customer's own page for the request (the text part has the same URL).
import { paymentPageUrl } from '../../../shared/admin-service-requests.js';
import { formatUsd } from '../../../shared/money.js';
import { STATUS_LABELS } from '../../../shared/service-requests.js';
import { portalButton, portalRequestUrl, type PORTAL_BUTTON_LABELS } from '../../infra/email/branded/portal-links.js';
import { companySignature, line, mailBody, typed } from '../../infra/email/compose.js';
import type { OutgoingEmail } from '../../infra/email/outbox.js';
import type { EmailContext } from './emails.js';
import type { ServiceRequestRow } from './repository.js';

type CustomerEmailContext = Pick<EmailContext, 'company' | 'publicBaseUrl'>;

function trackUrl(request: ServiceRequestRow, publicBaseUrl: string): string {
  return `${publicBaseUrl}/track?ref=${encodeURIComponent(request.referenceId)}`;
}

interface CustomerMail {
  subject: string;
  kind: string;
  body: string[];
  links: string[];
  /** What the button to the customer's page for this request says. */
  button: keyof typeof PORTAL_BUTTON_LABELS;
  preview: string;
}

function customerEmail(request: ServiceRequestRow, mail: CustomerMail, context: CustomerEmailContext): OutgoingEmail {
  const lines = [line`Hello ${typed(request.contactName)},`, '', ...mail.body, '', ...companySignature(context.company)];
  const button = portalButton(mail.button, portalRequestUrl(context.publicBaseUrl, request.referenceId));
  return {
    to: request.contactEmail,
    subject: mail.subject,
    ...mailBody(lines, mail.links, { button, preview: mail.preview }),
    kind: mail.kind,
  };
}

export function statusChangedEmail(request: ServiceRequestRow, context: CustomerEmailContext): OutgoingEmail {
  const track = trackUrl(request, context.publicBaseUrl);
  const status = STATUS_LABELS[request.status];
  return customerEmail(
    request,
    {
      subject: `Your request ${request.referenceId} is now ${status}`,
      kind: 'service-request-status-changed',
      body: [
        `Your request ${request.referenceId} is now: ${status}.`,
        '',
        `See every step of your request at ${track} (with this e-mail address).`,
      ],
      links: [track],
      button: 'request',
      preview: `Your request ${request.referenceId} is now: ${status}.`,
    },
    context,
  );
}

export function quoteEmail(request: ServiceRequestRow, context: CustomerEmailContext): OutgoingEmail {
  const amount = formatUsd(request.estimatedQuote);
  const validity = request.quoteValidUntil ? ` It is valid until ${formatCalendarDay(request.quoteValidUntil)}.` : '';
  return customerEmail(
    request,
    {
      subject: `Your estimate for request ${request.referenceId}: ${amount}`,
      kind: 'service-request-quote',
      body: [
        `Our estimate for your request ${request.referenceId} is ${amount}.${validity}`,
        'This is an estimate: the final price may vary with the details of the shipment. Your invoice will show the final amount.',
        '',
        'You can accept or decline it on your page with us (the button below), where you sign in with this e-mail address.',
        'Questions about the estimate? Reply to this e-mail or call us.',
      ],
      links: [],
      button: 'quote',
      preview: `Our estimate: ${amount}.${validity}`,
    },
    context,
  );
}

export function invoiceEmail(request: ServiceRequestRow, context: CustomerEmailContext): OutgoingEmail {
  const payUrl = paymentPageUrl(context.publicBaseUrl, request.referenceId);
  const amount = formatUsd(request.finalAmount);
  return {
    ...customerEmail(
      request,
      {
        subject: `Invoice for request ${request.referenceId}: ${amount}`,
        kind: 'service-request-invoice',
        body: [
          `Your invoice for request ${request.referenceId} is ready.`,
          `Amount due: ${amount} (USD)`,
          '',
          `Pay online by card, PayPal, bank transfer, Zelle, wire or ACH: ${payUrl}`,
          'The invoice is attached as a PDF.',
        ],
        links: [payUrl],
        button: 'invoice',
        preview: `Amount due: ${amount} (USD)`,
      },
      context,
    ),
    attachments: [{ kind: 'invoice', serviceRequestId: request.id }],
  };
}

/** "Mar 20, 2026" for a YYYY-MM-DD calendar day (read at noon UTC, so no time zone moves the day). */
function formatCalendarDay(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
