// The one place money becomes "paid": a provider's confirmation (a verified webhook event, a
// verified PayPal capture) or an admin's, always checked against the amount we recorded, inside
// the caller's transaction with the ledger entry locked. Never from the browser's word.
import { amountToCents, centsToAmount } from '../../../shared/money.js';
import type { Transaction } from '../../db/client.js';
import { enqueueEmails } from '../../infra/email/outbox.js';
import { markInvoicePaid, markPaymentFailed } from '../service-requests/invoice-service.js';
import type { PaymentDeps } from './deps.js';
import { paymentConfirmedEmails } from './emails.js';
import { markLedgerStatus, markLedgerSucceeded, type LedgerRow } from './ledger-repository.js';

export interface Confirmation {
  /** The provider's id for the moved money (Stripe payment intent, PayPal capture); null for admins. */
  captureId: string | null;
  amountCents: number;
  currency: string;
  verifiedByAdminId?: number;
}

export type ConfirmationOutcome = 'confirmed' | 'already-confirmed' | 'amount-mismatch';

export async function confirmLedgerPayment(
  tx: Transaction,
  deps: Pick<PaymentDeps, 'company' | 'publicBaseUrl' | 'operationsEmail' | 'log'>,
  entry: LedgerRow,
  confirmation: Confirmation,
): Promise<ConfirmationOutcome> {
  if (entry.status === 'succeeded') return 'already-confirmed';
  const expected = amountToCents(entry.amount);
  if (confirmation.amountCents !== expected || confirmation.currency.toUpperCase() !== entry.currency) {
    const reason = `amount mismatch: confirmed ${centsToAmount(confirmation.amountCents)} ${confirmation.currency.toUpperCase()}, expected ${entry.amount} ${entry.currency}`;
    deps.log.error({ ledgerId: entry.id }, `payment not accepted: ${reason}`);
    await markLedgerStatus(tx, entry.id, 'failed', { reason });
    return 'amount-mismatch';
  }
  const confirmed = await markLedgerSucceeded(tx, entry.id, confirmation.captureId ?? entry.providerCaptureId, confirmation.verifiedByAdminId);
  if (entry.serviceRequestId !== null) {
    await markInvoicePaid(tx, entry.serviceRequestId, {
      method: entry.method,
      reference: confirmation.captureId ?? entry.providerPaymentId ?? entry.id,
    });
  }
  await enqueueEmails(tx, paymentConfirmedEmails(confirmed, deps));
  return 'confirmed';
}

/** A failed or abandoned attempt: recorded, and the invoice marked failed unless already paid or awaiting a transfer. */
export async function failLedgerPayment(tx: Transaction, entry: LedgerRow, reason: string): Promise<void> {
  if (entry.status === 'succeeded') return;
  await markLedgerStatus(tx, entry.id, 'failed', { reason });
  if (entry.serviceRequestId !== null) await markPaymentFailed(tx, entry.serviceRequestId);
}
