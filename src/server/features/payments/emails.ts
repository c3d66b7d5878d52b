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
