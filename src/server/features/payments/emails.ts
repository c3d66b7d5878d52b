// Mails about payments: a receipt to the customer and a note to operations when money is
// confirmed (or, for an invoice already paid, word that it will be refunded), a note to operations
// when a customer reports a transfer to verify, and word to the customer of each refund. The
// reference, payer address and notes a customer typed are marked (typed, quotedBlock): quoted in
// the text, escaped and never a link in the HTML.
import { formatUsd } from '../../../shared/money.js';
import { PAYMENT_METHOD_LABELS } from '../../../shared/payments.js';
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
import type { OutgoingEmail } from '../../infra/email/outbox.js';
import type { PaymentDeps } from './deps.js';
import type { LedgerRow } from './ledger-repository.js';

type Context = Pick<PaymentDeps, 'company' | 'publicBaseUrl' | 'operationsEmail'>;

function describe(entry: LedgerRow): MailLines {
  return [
    `Amount: ${formatUsd(entry.amount)} (USD)`,
    `Method: ${PAYMENT_METHOD_LABELS[entry.method]}`,
    referenceLine(entry),
    `Payment ID: ${entry.providerCaptureId ?? entry.providerPaymentId ?? entry.id}`,
  ];
}

const referenceLine = (entry: LedgerRow): MailLine | string =>
  entry.customerReference ? line`Reference: ${typed(entry.customerReference)}` : 'Reference: none given';

/**
 * The button of a mail to the payer: the customer's page for the request paid, or, for a payment
 * made for no request of ours, their page itself. An invoice payment's reference is always the
 * request's own reference ID (payment-target.ts), never what the payer typed.
 */
function portalButtonFor(entry: LedgerRow, publicBaseUrl: string): MailButton {
  return entry.serviceRequestId !== null && entry.customerReference
    ? portalButton('request', portalRequestUrl(publicBaseUrl, entry.customerReference))
    : portalButton('account', portalHomeUrl(publicBaseUrl));
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
      ...describe(entry),
      entry.payerEmail ? line`Payer: ${typed(entry.payerEmail)}` : 'Payer: unknown',
      ...(note.extra ?? []),
      '',
      `${context.publicBaseUrl}/admin`,
    ]),
    kind: note.kind,
  };
}

/**
 * The payer's receipt, to the address on the payment: a plain receipt, or, for money that
 * arrived for an invoice already paid, word that it will be refunded. None without an address.
 */
export function payerReceipt(entry: LedgerRow, context: Context): OutgoingEmail | undefined {
  if (!entry.payerEmail) return undefined;
  const lines: MailLines = [
    entry.overpayment
      ? 'We received your payment, but this invoice had already been paid. We will refund this payment; you do not need to do anything.'
      : 'Thank you for your payment. This is your receipt.',
    '',
    ...describe(entry),
    `Date: ${new Date().toUTCString()}`,
    '',
    ...companySignature(context.company),
  ];
  return {
    to: entry.payerEmail,
    subject: entry.overpayment
      ? `Payment received for an invoice already paid: ${formatUsd(entry.amount)} will be refunded`
      : `Payment receipt: ${formatUsd(entry.amount)} to ${context.company.name}`,
    ...mailBody(lines, [], {
      button: portalButtonFor(entry, context.publicBaseUrl),
      preview: entry.overpayment ? `${formatUsd(entry.amount)} will be refunded.` : `We received ${formatUsd(entry.amount)}. Thank you.`,
    }),
    kind: entry.overpayment ? 'payment-overpayment-receipt' : 'payment-receipt',
    // The receipt as a PDF; a payment that will be refunded gets no receipt to keep.
    ...(entry.overpayment ? {} : { attachments: [{ kind: 'receipt', paymentId: entry.id }] }),
  };
}

/** Money confirmed: a note to operations (a refund due, for an overpayment) and the payer's receipt. */
export function paymentConfirmedEmails(entry: LedgerRow, context: Context): OutgoingEmail[] {
  const note = entry.overpayment
    ? operationsNote(entry, context, {
        subject: `Refund due: a second payment of ${formatUsd(entry.amount)}${forReference(entry)}`,
        intro:
          'A payment arrived for an invoice that was already paid. It is recorded as an overpayment: refund it from the admin dashboard (Payments, or the request).',
        kind: 'payment-overpayment-notification',
      })
    : operationsNote(entry, context, {
        subject: `Payment received: ${formatUsd(entry.amount)}${forReference(entry)}`,
        intro: 'A payment was confirmed.',
        kind: 'payment-confirmed-notification',
      });
  const receipt = payerReceipt(entry, context);
  return receipt ? [note, receipt] : [note];
}

/** A refund that went through, to the payer (none without an address). */
export function refundEmail(
  entry: LedgerRow,
  refund: { id: string; amount: string; providerRefundId: string | null; provider: string },
  context: Context,
): OutgoingEmail | undefined {
  if (!entry.payerEmail) return undefined;
  const reference = entry.customerReference;
  const lines: MailLines = [
    reference
      ? line`We refunded ${formatUsd(refund.amount)} of your payment for ${typed(reference)}.`
      : `We refunded ${formatUsd(refund.amount)} of your payment.`,
    refund.provider === 'manual'
      ? 'The money was sent back the way it came; allow a few business days for it to arrive.'
      : 'It usually appears on your statement within 5 to 10 business days.',
    '',
    `Refund: ${formatUsd(refund.amount)} (USD)`,
    `Original payment: ${formatUsd(entry.amount)} by ${PAYMENT_METHOD_LABELS[entry.method]}`,
    referenceLine(entry),
    `Payment ID: ${entry.providerCaptureId ?? entry.providerPaymentId ?? entry.id}`,
    `Refund ID: ${refund.providerRefundId ?? refund.id}`,
    `Date: ${new Date().toUTCString()}`,
    '',
    ...companySignature(context.company),
  ];
  return {
    to: entry.payerEmail,
    subject: `Refund of ${formatUsd(refund.amount)} from ${context.company.name}`,
    ...mailBody(lines, [], {
      button: portalButtonFor(entry, context.publicBaseUrl),
      preview: `We refunded ${formatUsd(refund.amount)} of your payment.`,
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
