// What became of one payment, for the page that started it: read from our ledger, which only a
// provider's verified confirmation (or an admin's) marks paid. And, for a payment made on a page
// that asks no e-mail, sending its receipt to the address the payer gives afterwards.
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { maskEmail, type PaymentOutcome, type PaymentOutcomeStatus } from '../../../shared/payments/payments.js';
import type { LedgerStatus } from '../../../shared/payments/payment-methods.js';
import { conflict, notFound } from '../../errors.js';
import type { PaymentDeps } from './deps.js';
import { payerReceipt } from './emails.js';
import { payerLanguage } from './payer-language.js';
import { findLedgerByAnyProviderId, lockLedgerEntry, setPayerEmailIfMissing, type LedgerRow } from './ledger-repository.js';

const OUTCOME_OF_STATUS: Record<LedgerStatus, PaymentOutcomeStatus> = {
  succeeded: 'paid',
  // Started, or paid at the provider and its confirmation not here yet: the page waits.
  created: 'processing',
  pending: 'processing',
  pending_verification: 'processing',
  canceled: 'canceled',
  failed: 'failed',
  rejected: 'failed',
};

export function outcomeOf(entry: LedgerRow): PaymentOutcome {
  const paid = entry.status === 'succeeded';
  return {
    status: OUTCOME_OF_STATUS[entry.status],
    amount: entry.amount,
    currency: entry.currency,
    method: entry.method,
    reference: entry.customerReference,
    isInvoice: entry.serviceRequestId !== null,
    paymentId: paid ? (entry.providerCaptureId ?? entry.providerPaymentId ?? entry.id) : null,
    paidAt: paid ? (entry.confirmedAt ?? entry.updatedAt).toISOString() : null,
    receiptEmail: entry.payerEmail ? maskEmail(entry.payerEmail) : null,
    overpayment: entry.overpayment,
    testMode: entry.provider === 'test',
  };
}

/** GET /api/payments/{id}/outcome: a checkout session, payment intent or PayPal order id we issued. */
export async function paymentOutcome(deps: Pick<PaymentDeps, 'db'>, providerId: string): Promise<PaymentOutcome> {
  const entry = await findLedgerByAnyProviderId(deps.db, providerId);
  if (!entry || entry.provider === 'manual') throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  return outcomeOf(entry);
}

/**
 * POST /api/payments/{id}/receipt: once, for a confirmed payment that has no address yet (a
 * Quick Payment by card). The payment id is the page's bearer secret; an address already on the
 * payment is never replaced, so nobody can redirect someone else's receipt.
 */
export async function sendReceiptTo(deps: PaymentDeps, providerId: string, email: string): Promise<PaymentOutcome> {
  const found = await findLedgerByAnyProviderId(deps.db, providerId);
  if (!found || found.provider === 'manual') throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  const sent = await deps.outbox.transaction(async (tx) => {
    const entry = await lockLedgerEntry(tx, found.id);
    if (!entry || entry.status !== 'succeeded') throw conflict('The receipt is sent once the payment is confirmed.');
    if (entry.payerEmail || !(await setPayerEmailIfMissing(tx, entry.id, email)))
      throw conflict('The receipt for this payment was already sent.');
    const withEmail = { ...entry, payerEmail: email };
    // The receipt only: operations heard about the payment when it was confirmed.
    const receipt = payerReceipt(withEmail, deps, await payerLanguage(tx, entry));
    if (receipt) await deps.outbox.enqueue(tx, [receipt]);
    return withEmail;
  });
  return outcomeOf(sent);
}
