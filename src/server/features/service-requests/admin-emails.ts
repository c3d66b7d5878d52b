// Mails the customer gets when the team acts on their request: a new status, a quote, an invoice.
// Each has a button to the customer's own page for the request (the text part has the same URL),
// and is written in the language the request was sent in.
import type { I18n } from '@lingui/core';
import type { BilledLine } from '../../../shared/invoicing/billed-lines.js';
import { formatRate } from '../../../shared/invoicing/invoice-lines.js';
import { lineKindText } from '../../../shared/invoicing/invoice-line-format.js';
import { LINE_UNIT_MESSAGES } from '../../../shared/labels/invoice-labels.js';
import { paymentPageUrl } from '../../../shared/service-requests/admin-service-requests.js';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n.js';
import { formatUsd } from '../../../shared/money.js';
import { sharedLabelText } from '../../../shared/shared-texts.js';
import { portalButton, portalRequestUrl, type PortalButtonKind } from '../../infra/email/branded/portal-links.js';
import { greetingLine } from '../../infra/email/branded/typed-line.js';
import { companySignature, mailBody } from '../../infra/email/compose.js';
import { translator } from '../../i18n/translator.js';
import type { EmailContext } from './emails.js';
import type { ServiceRequestRow } from './repository.js';
import { type OutgoingEmail } from '../../infra/email/outgoing-email.js';
import type { InvoiceAssignment } from '../../../shared/receivables/invoice-assignment.js';
import { assignmentNotice } from '../../../shared/receivables/factoring-notice.js';

export type CustomerEmailContext = Pick<EmailContext, 'company' | 'publicBaseUrl'>;

function trackUrl(request: ServiceRequestRow, publicBaseUrl: string): string {
  return `${publicBaseUrl}/track?ref=${encodeURIComponent(request.referenceId)}`;
}

export interface CustomerMail {
  subject: string;
  kind: string;
  body: string[];
  links: string[];
  /** What the button to the customer's page for this request says. */
  button: PortalButtonKind;
  preview: string;
}

export function customerEmail(request: ServiceRequestRow, i18n: I18n, mail: CustomerMail, context: CustomerEmailContext): OutgoingEmail {
  const lines = [greetingLine(i18n, request.contactName), '', ...mail.body, '', ...companySignature(context.company, { i18n })];
  const button = portalButton(i18n, mail.button, portalRequestUrl(context.publicBaseUrl, request.referenceId));
  return {
    to: request.contactEmail,
    subject: mail.subject,
    ...mailBody(lines, mail.links, { button, preview: mail.preview, lang: request.language }),
    kind: mail.kind,
  };
}

export function statusChangedEmail(request: ServiceRequestRow, context: CustomerEmailContext): OutgoingEmail {
  const i18n = translator(request.language);
  const track = trackUrl(request, context.publicBaseUrl);
  const values = { ref: request.referenceId, status: sharedLabelText(i18n, 'requestStatus', request.status) };
  const now = i18n._('email.status.now', values);
  return customerEmail(
    request,
    i18n,
    {
      subject: i18n._('email.status.subject', values),
      kind: 'service-request-status-changed',
      body: [now, '', i18n._('email.status.everyStep', { url: track })],
      links: [track],
      button: 'request',
      preview: now,
    },
    context,
  );
}

/** The quote mail: the amount, each of the quote's lines when it has more than one, until when it holds, how to answer. */
export function quoteEmail(request: ServiceRequestRow, lines: readonly BilledLine[], context: CustomerEmailContext): OutgoingEmail {
  const i18n = translator(request.language);
  const amount = formatUsd(request.estimatedQuote, request.language);
  const ref = request.referenceId;
  const validity = request.quoteValidUntil
    ? ` ${i18n._('email.quote.validUntil', { date: formatCalendarDay(request.quoteValidUntil, request.language) })}`
    : '';
  return customerEmail(
    request,
    i18n,
    {
      subject: i18n._('email.quote.subject', { ref, amount }),
      kind: 'service-request-quote',
      body: [
        `${i18n._('email.quote.amount', { ref, amount })}${validity}`,
        // One line is the amount again (the Quote dialog's all-in price): listed only when there is more to say.
        ...(lines.length > 1
          ? [i18n._('email.quote.linesIntro'), ...lines.map((line) => invoiceLineText(i18n, line, request.language))]
          : []),
        i18n._('email.quote.estimateOnly'),
        '',
        i18n._('email.quote.howToAnswer'),
        i18n._('email.quote.questions'),
      ],
      links: [],
      button: 'quote',
      preview: `${i18n._('email.quote.preview', { amount })}${validity}`,
    },
    context,
  );
}

/**
 * The invoice mail: its number, each billed line, the amount due and the way to pay. A factored
 * invoice (decision 078) carries the notice of assignment and the factor's remit-to instead: no
 * payment link and no pay button, since it is paid to the factor only. With `packet`, the load's
 * document packet is attached beside the invoice (decision 081).
 */
export function invoiceEmail(
  request: ServiceRequestRow,
  lines: readonly BilledLine[],
  context: CustomerEmailContext,
  assignment: InvoiceAssignment | null = null,
  options: { packet?: boolean } = {},
): OutgoingEmail {
  const i18n = translator(request.language);
  const payUrl = paymentPageUrl(context.publicBaseUrl, request.referenceId);
  const values = { ref: request.referenceId, amount: formatUsd(request.finalAmount, request.language) };
  const amountDue = i18n._('email.invoice.amountDue', values);
  const howToPay = assignment
    ? assignmentNoticeLines(i18n, assignment, { company: context.company.name, invoiceNumber: invoiceNumberOf(request) })
    : [i18n._('email.invoice.payOnline', { url: payUrl })];
  return {
    ...customerEmail(
      request,
      i18n,
      {
        subject: i18n._('email.invoice.subject', values),
        kind: 'service-request-invoice',
        body: [
          i18n._('email.invoice.ready', values),
          i18n._('email.invoice.number', { number: invoiceNumberOf(request) }),
          ...lines.map((line) => invoiceLineText(i18n, line, request.language)),
          amountDue,
          '',
          ...howToPay,
          i18n._('email.invoice.attached'),
          ...(options.packet ? [i18n._('email.invoice.packetAttached')] : []),
        ],
        links: assignment ? [] : [payUrl],
        button: assignment ? 'request' : 'invoice',
        preview: amountDue,
      },
      context,
    ),
    attachments: [
      { kind: 'invoice', serviceRequestId: request.id },
      ...(options.packet ? [{ kind: 'document_packet' as const, serviceRequestId: request.id }] : []),
    ],
  };
}

/** The notice of assignment as lines of a mail: the notice, where to remit, whom to ask, what to write on the payment. */
export function assignmentNoticeLines(
  i18n: I18n,
  assignment: InvoiceAssignment,
  context: { company: string; invoiceNumber: string },
): string[] {
  const notice = assignmentNotice(i18n, assignment, context);
  return [
    `${notice.title}: ${notice.notice}`,
    ...(notice.remitToHeading ? [`${notice.remitToHeading}:`, ...notice.remitTo] : []),
    ...(notice.contact ? [notice.contact] : []),
    ...(notice.reference ? [notice.reference] : []),
    '',
  ];
}

/** "Linehaul: Detroit, MI to Chicago, IL, $1,200.00"; a line by quantity says its arithmetic. */
function invoiceLineText(i18n: I18n, line: BilledLine, locale: Locale): string {
  const kind = lineKindText(i18n, line);
  const amount = formatUsd(line.amount, locale);
  if (line.unit === 'flat' && line.quantity === '1') return i18n._('email.invoice.line', { kind, description: line.description, amount });
  return i18n._('email.invoice.lineWithQuantity', {
    kind,
    description: line.description,
    quantity: line.quantity,
    unit: i18n._(LINE_UNIT_MESSAGES[line.unit]),
    rate: formatRate(line.rate, locale),
    amount,
  });
}

/** An invoice is mailed only once sent, and a sent invoice has its number (a check constraint says so). */
function invoiceNumberOf(request: ServiceRequestRow): string {
  if (request.invoiceNumber === null) throw new Error(`request ${request.id} is invoiced without an invoice number`);
  return request.invoiceNumber;
}

/** "Mar 20, 2026" ("20 mar 2026") for a YYYY-MM-DD calendar day (read at noon UTC, so no time zone moves the day). */
function formatCalendarDay(isoDate: string, locale: Locale): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(INTL_LOCALES[locale], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
