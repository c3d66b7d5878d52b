// Mails about payments: a receipt to the customer and a note to operations when money is
// confirmed, and a note to operations when a customer reports a transfer to verify.
import { formatUsd } from '../../../shared/money.js';
import { PAYMENT_METHOD_LABELS } from '../../../shared/payments.js';
import { companySignature, htmlFromLines } from '../../infra/email/compose.js';
import type { OutgoingEmail } from '../../infra/email/outbox.js';
import type { PaymentDeps } from './deps.js';
import type { LedgerRow } from './ledger-repository.js';

type Context = Pick<PaymentDeps, 'company' | 'publicBaseUrl' | 'operationsEmail'>;

function describe(entry: LedgerRow): string[] {
  return [
    `Amount: ${formatUsd(entry.amount)} (USD)`,
    `Method: ${PAYMENT_METHOD_LABELS[entry.method]}`,
    `Reference: ${entry.customerReference ?? 'none given'}`,
    `Payment ID: ${entry.providerCaptureId ?? entry.providerPaymentId ?? entry.id}`,
  ];
}

export function paymentConfirmedEmails(entry: LedgerRow, context: Context): OutgoingEmail[] {
  const mails: OutgoingEmail[] = [
    {
      to: context.operationsEmail,
      subject: `Payment received: ${formatUsd(entry.amount)}${entry.customerReference ? ` for ${entry.customerReference}` : ''}`,
      text: ['A payment was confirmed.', '', ...describe(entry), `Payer: ${entry.payerEmail ?? 'unknown'}`, '', `${context.publicBaseUrl}/admin`].join('\n'),
      kind: 'payment-confirmed-notification',
    },
  ];
  if (entry.payerEmail) {
    const lines = [
      'Thank you for your payment. This is your receipt.',
      '',
      ...describe(entry),
      `Date: ${new Date().toUTCString()}`,
      '',
      ...companySignature(context.company),
    ];
    mails.push({
      to: entry.payerEmail,
      subject: `Payment receipt: ${formatUsd(entry.amount)} to ${context.company.name}`,
      text: lines.join('\n'),
      html: htmlFromLines(lines),
      kind: 'payment-receipt',
    });
  }
  return mails;
}

/** Money for an invoice already paid: operations must refund it; the payer is told so. */
export function overpaymentEmails(entry: LedgerRow, context: Context): OutgoingEmail[] {
  const mails: OutgoingEmail[] = [
    {
      to: context.operationsEmail,
      subject: `Refund due: a second payment of ${formatUsd(entry.amount)}${entry.customerReference ? ` for ${entry.customerReference}` : ''}`,
      text: [
        'A payment arrived for an invoice that was already paid. It is recorded as an overpayment: refund it from the admin dashboard (Payments, or the request).',
        '',
        ...describe(entry),
        `Payer: ${entry.payerEmail ?? 'unknown'}`,
        '',
        `${context.publicBaseUrl}/admin`,
      ].join('\n'),
      kind: 'payment-overpayment-notification',
    },
  ];
  if (entry.payerEmail) {
    const lines = [
      'We received your payment, but this invoice had already been paid. We will refund this payment; you do not need to do anything.',
      '',
      ...describe(entry),
      `Date: ${new Date().toUTCString()}`,
      '',
      ...companySignature(context.company),
    ];
    mails.push({
      to: entry.payerEmail,
      subject: `Payment received for an invoice already paid: ${formatUsd(entry.amount)} will be refunded`,
      text: lines.join('\n'),
      html: htmlFromLines(lines),
      kind: 'payment-overpayment-receipt',
    });
  }
  return mails;
}

/** A refund that went through, to the payer (none without an address). */
export function refundEmail(entry: LedgerRow, refund: { id: string; amount: string; providerRefundId: string | null; provider: string }, context: Context): OutgoingEmail | undefined {
  if (!entry.payerEmail) return undefined;
  const byBank = refund.provider === 'manual';
  const lines = [
    `We refunded ${formatUsd(refund.amount)} of your payment${entry.customerReference ? ` for ${entry.customerReference}` : ''}.`,
    byBank
      ? 'The money was sent back the way it came; allow a few business days for it to arrive.'
      : 'It usually appears on your statement within 5 to 10 business days.',
    '',
    `Refund: ${formatUsd(refund.amount)} (USD)`,
    `Original payment: ${formatUsd(entry.amount)} by ${PAYMENT_METHOD_LABELS[entry.method]}`,
    `Reference: ${entry.customerReference ?? 'none given'}`,
    `Payment ID: ${entry.providerCaptureId ?? entry.providerPaymentId ?? entry.id}`,
    `Refund ID: ${refund.providerRefundId ?? refund.id}`,
    `Date: ${new Date().toUTCString()}`,
    '',
    ...companySignature(context.company),
  ];
  return {
    to: entry.payerEmail,
    subject: `Refund of ${formatUsd(refund.amount)} from ${context.company.name}`,
    text: lines.join('\n'),
    html: htmlFromLines(lines),
    kind: 'payment-refund',
  };
}

export function paymentReportedEmail(entry: LedgerRow, context: Context): OutgoingEmail {
  return {
    to: context.operationsEmail,
    subject: `Verify a ${PAYMENT_METHOD_LABELS[entry.method]} payment of ${formatUsd(entry.amount)}${entry.customerReference ? ` for ${entry.customerReference}` : ''}`,
    text: [
      'A customer reports a payment. Check that it arrived, then confirm or reject it in the admin dashboard (Payments).',
      '',
      ...describe(entry),
      `Payer: ${entry.payerEmail ?? 'unknown'}`,
      ...(entry.notes ? [`Notes: ${entry.notes}`] : []),
      '',
      `${context.publicBaseUrl}/admin`,
    ].join('\n'),
    kind: 'payment-reported-notification',
  };
}
