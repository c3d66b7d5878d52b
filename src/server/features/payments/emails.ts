// Mails about payments: a receipt to the customer and a note to operations when money is
// confirmed (or, for an invoice already paid, word that it will be refunded), a note to operations
// when a customer reports a transfer to verify, and word to the customer of each refund. The
// reference, payer address and notes a customer typed are marked (typed, quotedBlock): quoted in
// the text, escaped and never a link in the HTML. The payer's mails are written in the payer's
// language (payer-language.ts); operations' notes stay English.
import type { I18n } from '@lingui/core';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n.js';
import { amountToCents, centsToAmount, formatUsd } from '../../../shared/money.js';
import { PAYMENT_METHOD_LABELS } from '../../../shared/payments/payments.js';
import { sharedLabelText } from '../../../shared/shared-texts.js';
import {
  companySignature,
  line,
  mailBody,
  quotedBlock,
  textFromLines,
  typed,
  type MailLine,
  type MailLines,
} from '../../infra/email/compose.js';
import type { MailButton } from '../../infra/email/branded/mail-content.js';
import { portalButton, portalHomeUrl, portalRequestUrl } from '../../infra/email/branded/portal-links.js';
import { typedValues } from '../../infra/email/branded/typed-line.js';
import { translator } from '../../i18n/translator.js';
import type { PaymentDeps } from './deps.js';
import type { LedgerRow } from './ledger-repository.js';
import { type OutgoingEmail } from '../../infra/email/outgoing-email.js';

type Context = Pick<PaymentDeps, 'company' | 'publicBaseUrl' | 'operationsEmail'>;

/** The payment's details, in the mail's language (English for operations). */
function describe(entry: LedgerRow, i18n: I18n, locale: Locale): MailLines {
  return [
    i18n._('email.payment.amount', { amount: formatUsd(entry.amount, locale) }),
    i18n._('email.payment.method', { method: sharedLabelText(i18n, 'paymentMethod', entry.method) }),
    referenceLine(entry, i18n),
    paymentIdLine(entry, i18n),
  ];
}

function referenceLine(entry: LedgerRow, i18n: I18n): MailLine | string {
  if (!entry.customerReference) return i18n._('email.payment.noReference');
  const reference = typedValues({ reference: typed(entry.customerReference) });
  return reference.line(i18n._('email.payment.reference', reference.marks));
}

const paymentIdLine = (entry: LedgerRow, i18n: I18n) =>
  i18n._('email.payment.id', { id: entry.providerCaptureId ?? entry.providerPaymentId ?? entry.id });

/**
 * When the payer's mail was written. English keeps the UTC date the receipts have always shown
 * ("Wed, 25 Nov 2026 14:00:00 GMT"); Spanish writes it out, in UTC too.
 */
function mailDate(locale: Locale, now = new Date()): string {
  if (locale === 'en') return now.toUTCString();
  return `${new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(now)} UTC`;
}

/**
 * The button of a mail to the payer: the customer's page for the request paid, or, for a payment
 * made for no request of ours, their page itself. An invoice payment's reference is always the
 * request's own reference ID (payment-target.ts), never what the payer typed.
 */
function portalButtonFor(entry: LedgerRow, publicBaseUrl: string, i18n: I18n): MailButton {
  return entry.serviceRequestId !== null && entry.customerReference
    ? portalButton(i18n, 'request', portalRequestUrl(publicBaseUrl, entry.customerReference))
    : portalButton(i18n, 'account', portalHomeUrl(publicBaseUrl));
}

// Subjects are made one line when queued (enqueueEmails); the text and HTML quote the reference.
const forReference = (entry: LedgerRow) => (entry.customerReference ? ` for ${entry.customerReference}` : '');

/** A note to the operations inbox about one ledger row, with a link to the dashboard. */
function operationsNote(
  entry: LedgerRow,
  context: Context,
  note: { subject: string; intro: string; kind: string; extra?: MailLines },
): OutgoingEmail {
  return {
    to: context.operationsEmail,
    subject: note.subject,
    text: textFromLines([
      note.intro,
      '',
      ...describe(entry, translator('en'), 'en'),
      entry.payerEmail ? line`Payer: ${typed(entry.payerEmail)}` : 'Payer: unknown',
      ...(note.extra ?? []),
      '',
      `${context.publicBaseUrl}/admin`,
    ]),
    kind: note.kind,
  };
}

/** What a confirmed invoice payment did to its invoice (decision 073): the balance left after it. */
export interface InvoiceAfterPayment {
  /** What the invoice still owes; null for a payment of no sent invoice. */
  balance: string | null;
}

/** The part of an invoice payment beyond what the invoice owed (due for a refund), in cents; 0 for a free-form payment. */
function overpaidCents(entry: LedgerRow): number {
  if (entry.appliedAmount === null) return entry.overpayment ? amountToCents(entry.amount) : 0;
  return amountToCents(entry.amount) - amountToCents(entry.appliedAmount);
}

/** Only money that paid nothing of the invoice is an overpayment receipt: part of it applied is a receipt. */
const paidNothing = (entry: LedgerRow) => overpaidCents(entry) > 0 && overpaidCents(entry) === amountToCents(entry.amount);

/** An invoice payment's lines about the invoice: what of it paid the invoice, and what it still owes. */
function invoiceLines(entry: LedgerRow, invoice: InvoiceAfterPayment | undefined, i18n: I18n, language: Locale): MailLines {
  if (entry.serviceRequestId === null || paidNothing(entry)) return [];
  const over = overpaidCents(entry);
  return [
    ...(over > 0 && entry.appliedAmount !== null
      ? [
          i18n._('email.payment.applied', { amount: formatUsd(entry.appliedAmount, language) }),
          i18n._('email.receipt.partlyOverpaid', { over: formatUsd(centsToAmount(over), language) }),
        ]
      : []),
    ...(invoice?.balance != null ? [i18n._('email.payment.balance', { amount: formatUsd(invoice.balance, language) })] : []),
  ];
}

/**
 * The payer's receipt, to the address on the payment, in `language`: a plain receipt (for an
 * invoice, what of it paid the invoice and the balance left), or, for money that arrived for an
 * invoice already paid, word that it will be refunded. None without an address.
 */
export function payerReceipt(
  entry: LedgerRow,
  context: Context,
  language: Locale,
  invoice?: InvoiceAfterPayment,
): OutgoingEmail | undefined {
  if (!entry.payerEmail) return undefined;
  const i18n = translator(language);
  const values = { amount: formatUsd(entry.amount, language), company: context.company.name };
  const refundAll = paidNothing(entry);
  const lines: MailLines = [
    refundAll ? i18n._('email.receipt.overpaymentIntro') : i18n._('email.receipt.intro'),
    '',
    ...describe(entry, i18n, language),
    ...invoiceLines(entry, invoice, i18n, language),
    i18n._('email.payment.date', { date: mailDate(language) }),
    '',
    ...companySignature(context.company, { i18n }),
  ];
  return {
    to: entry.payerEmail,
    subject: refundAll ? i18n._('email.receipt.overpaymentSubject', values) : i18n._('email.receipt.subject', values),
    ...mailBody(lines, [], {
      button: portalButtonFor(entry, context.publicBaseUrl, i18n),
      preview: refundAll ? i18n._('email.receipt.overpaymentPreview', values) : i18n._('email.receipt.preview', values),
      lang: language,
    }),
    kind: refundAll ? 'payment-overpayment-receipt' : 'payment-receipt',
    // The receipt as a PDF; a payment that will be refunded whole gets no receipt to keep.
    ...(refundAll ? {} : { attachments: [{ kind: 'receipt', paymentId: entry.id }] }),
  };
}

/**
 * Money confirmed: a note to operations (a refund due, for money beyond what the invoice owed) and
 * the payer's receipt in `payerLanguage`, with the invoice's balance after it.
 */
export function paymentConfirmedEmails(
  entry: LedgerRow,
  context: Context,
  payerLanguage: Locale,
  invoice?: InvoiceAfterPayment,
): OutgoingEmail[] {
  const over = overpaidCents(entry);
  const balanceLine = invoice?.balance != null ? [`Invoice balance now: ${formatUsd(invoice.balance)}`] : [];
  const note = paidNothing(entry)
    ? operationsNote(entry, context, {
        subject: `Refund due: a second payment of ${formatUsd(entry.amount)}${forReference(entry)}`,
        intro:
          'A payment arrived for an invoice that was already paid. It is recorded as an overpayment: refund it from the admin dashboard (Payments, or the request).',
        kind: 'payment-overpayment-notification',
      })
    : operationsNote(entry, context, {
        subject: `Payment received: ${formatUsd(entry.amount)}${forReference(entry)}`,
        intro:
          over > 0
            ? `A payment was confirmed. ${formatUsd(centsToAmount(over))} of it was more than the invoice owed: it is recorded as an overpayment, refund it from the admin dashboard (Payments, or the request).`
            : 'A payment was confirmed.',
        kind: 'payment-confirmed-notification',
        extra: balanceLine,
      });
  const receipt = payerReceipt(entry, context, payerLanguage, invoice);
  return receipt ? [note, receipt] : [note];
}

/** A refund that went through, to the payer in `language` (none without an address). */
export function refundEmail(
  entry: LedgerRow,
  refund: { id: string; amount: string; providerRefundId: string | null; provider: string },
  context: Context,
  language: Locale,
): OutgoingEmail | undefined {
  if (!entry.payerEmail) return undefined;
  const i18n = translator(language);
  const amount = formatUsd(refund.amount, language);
  const refunded = typedValues({ amount, reference: typed(entry.customerReference ?? '') });
  const lines: MailLines = [
    entry.customerReference
      ? refunded.line(i18n._('email.refund.refundedFor', refunded.marks))
      : i18n._('email.refund.refunded', { amount }),
    refund.provider === 'manual' ? i18n._('email.refund.manualTiming') : i18n._('email.refund.cardTiming'),
    '',
    i18n._('email.refund.amount', { amount }),
    i18n._('email.refund.original', {
      amount: formatUsd(entry.amount, language),
      method: sharedLabelText(i18n, 'paymentMethod', entry.method),
    }),
    referenceLine(entry, i18n),
    paymentIdLine(entry, i18n),
    i18n._('email.refund.id', { id: refund.providerRefundId ?? refund.id }),
    i18n._('email.payment.date', { date: mailDate(language) }),
    '',
    ...companySignature(context.company, { i18n }),
  ];
  return {
    to: entry.payerEmail,
    subject: i18n._('email.refund.subject', { amount, company: context.company.name }),
    ...mailBody(lines, [], {
      button: portalButtonFor(entry, context.publicBaseUrl, i18n),
      preview: i18n._('email.refund.refunded', { amount }),
      lang: language,
    }),
    kind: 'payment-refund',
  };
}

export function paymentReportedEmail(entry: LedgerRow, context: Context): OutgoingEmail {
  return operationsNote(entry, context, {
    subject: `Verify a ${PAYMENT_METHOD_LABELS[entry.method]} payment of ${formatUsd(entry.amount)}${forReference(entry)}`,
    intro: 'A customer reports a payment. Check that it arrived, then confirm or reject it in the admin dashboard (Payments).',
    kind: 'payment-reported-notification',
    extra: entry.notes ? quotedBlock('Notes', entry.notes) : [],
  });
}
