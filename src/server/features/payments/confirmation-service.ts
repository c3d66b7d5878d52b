// The one place money becomes "paid": a provider's confirmation (a verified webhook event, a
// verified PayPal capture) or an admin's, always checked against the amount we recorded, inside
// the caller's transaction with the ledger entry locked. Never from the browser's word.
//
// Never past the balance (decision 073): the invoice's row is locked while we decide, and the
// payment is applied up to what the invoice still owes then; the rest is an overpayment, kept on
// the books and due for a refund. A payment for an invoice already paid applies nothing. The
// invoice's balance, payment status and refund due then follow the ledger (invoice-settlement.ts),
// and every other attempt still open for it is closed: its amount was chosen against the old balance.
import { amountToCents, centsToAmount } from '../../../shared/money.js';
import type { Transaction } from '../../db/client.js';
import type { AuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { invoiceBalanceOf } from '../invoicing/index.js';
import { endAttemptsAtProvider, type ClosedAttempt } from './attempt-closing-service.js';
import type { PaymentDeps } from './deps.js';
import { paymentConfirmedEmails } from './emails.js';
import { settleInvoice } from './invoice-settlement.js';
import { payerLanguage } from './payer-language.js';
import { cancelOpenAttempts, markLedgerStatus, markLedgerSucceeded, setPayerEmailIfMissing, type LedgerRow } from './ledger-repository.js';
import { lockInvoiceById, markPaymentFailed } from '../service-requests/index.js';

export interface Confirmation {
  /** The provider's id for the moved money (Stripe payment intent, PayPal capture); null for admins. */
  captureId: string | null;
  amountCents: number;
  currency: string;
  verifiedByAdminId?: number;
  /** The payer's address as the provider knows it (Stripe Checkout, PayPal), for the receipt. */
  payerEmail?: string | null;
  /**
   * Who reports the money received, for its `payment.received` event: the system (a provider's
   * webhook, test mode's simulated one) or the customer (the PayPal capture their browser asked
   * for). Null only for an admin's confirmation, which records its own `payment.confirmed`.
   */
  receivedBy: AuditContext | null;
}

export type ConfirmationOutcome = 'confirmed' | 'overpayment' | 'already-confirmed' | 'amount-mismatch';

export interface ConfirmationResult {
  outcome: ConfirmationOutcome;
  /** Other attempts for the same invoice, closed in our ledger: end them at the provider after commit. */
  closedAttempts: ClosedAttempt[];
}

type Context = Pick<PaymentDeps, 'outbox' | 'company' | 'publicBaseUrl' | 'operationsEmail' | 'log'>;

export async function confirmLedgerPayment(
  tx: Transaction,
  deps: Context,
  entry: LedgerRow,
  confirmation: Confirmation,
): Promise<ConfirmationResult> {
  if (entry.status === 'succeeded') return { outcome: 'already-confirmed', closedAttempts: [] };
  const expected = amountToCents(entry.amount);
  if (confirmation.amountCents !== expected || confirmation.currency.toUpperCase() !== entry.currency) {
    const reason = `amount mismatch: confirmed ${centsToAmount(confirmation.amountCents)} ${confirmation.currency.toUpperCase()}, expected ${entry.amount} ${entry.currency}`;
    deps.log.error({ ledgerId: entry.id }, `payment not accepted: ${reason}`);
    await markLedgerStatus(tx, entry.id, 'failed', { reason });
    return { outcome: 'amount-mismatch', closedAttempts: [] };
  }
  if (confirmation.payerEmail && !entry.payerEmail) await setPayerEmailIfMissing(tx, entry.id, confirmation.payerEmail);
  const captureId = confirmation.captureId ?? entry.providerCaptureId;
  const invoice = entry.serviceRequestId === null ? undefined : await lockInvoiceById(tx, entry.serviceRequestId);
  if (!invoice) {
    // A free-form payment: it pays no invoice of ours.
    const confirmed = await markLedgerSucceeded(tx, entry.id, captureId, {
      verifiedByAdminId: confirmation.verifiedByAdminId,
      appliedAmount: null,
      overpaymentReason: null,
    });
    await recordPaymentReceived(tx, confirmation, entry, confirmed);
    await deps.outbox.enqueue(tx, paymentConfirmedEmails(confirmed, deps, await payerLanguage(tx, confirmed)));
    return { outcome: 'confirmed', closedAttempts: [] };
  }

  // What the invoice owes now, read under its lock: no other confirmation can apply meanwhile.
  const owedCents = amountToCents((await invoiceBalanceOf(tx, invoice.id)) ?? '0.00');
  const appliedCents = Math.min(expected, owedCents);
  const confirmed = await markLedgerSucceeded(tx, entry.id, captureId, {
    verifiedByAdminId: confirmation.verifiedByAdminId,
    appliedAmount: centsToAmount(appliedCents),
    overpaymentReason: overpaymentReason(expected, owedCents),
  });
  await recordPaymentReceived(tx, confirmation, entry, confirmed);
  const settlement = await settleInvoice(tx, invoice.id, {
    paidBy: {
      method: entry.method,
      reference: captureId ?? entry.providerPaymentId ?? entry.id,
      confirmedByAdminId: confirmation.verifiedByAdminId,
    },
  });
  if (appliedCents < expected) {
    deps.log.warn(
      { ledgerId: entry.id, appliedCents, overpaidCents: expected - appliedCents },
      'money arrived beyond what the invoice owed: the rest is recorded as an overpayment, refund due',
    );
  }
  // Any other checkout, card form or PayPal order still open for this invoice was opened against
  // the balance before this payment: close them now (and at the provider once this commits).
  const closedAttempts = await cancelOpenAttempts(
    tx,
    invoice.id,
    { providers: ['stripe', 'paypal', 'test'], except: entry.id, skipLocked: true },
    amountToCents(settlement?.balance ?? '0.00') === 0
      ? 'the invoice was paid by another payment'
      : 'another payment changed the balance due',
  );
  await deps.outbox.enqueue(
    tx,
    paymentConfirmedEmails(confirmed, deps, await payerLanguage(tx, confirmed), { balance: settlement?.balance ?? null }),
  );
  return { outcome: appliedCents === 0 ? 'overpayment' : 'confirmed', closedAttempts };
}

/** Why part or all of a payment paid nothing (it is then due for a refund); null when all of it was owed. */
function overpaymentReason(amountCents: number, owedCents: number): string | null {
  if (amountCents <= owedCents) return null;
  if (owedCents === 0) return 'the invoice was already paid: overpayment, due for a refund';
  return `more than the balance of ${centsToAmount(owedCents)} arrived: ${centsToAmount(amountCents - owedCents)} is an overpayment, due for a refund`;
}

/** The provider's (or the customer's) word that money arrived, with the confirmation's transaction. */
async function recordPaymentReceived(tx: Transaction, confirmation: Confirmation, before: LedgerRow, after: LedgerRow): Promise<void> {
  if (!confirmation.receivedBy) return;
  await recordAuditEvent(tx, confirmation.receivedBy, {
    action: 'payment.received',
    recordType: 'payment',
    recordId: after.id,
    changes: {
      status: { before: before.status, after: after.status },
      ...factsOf({
        amount: after.amount,
        currency: after.currency,
        method: after.method,
        provider: after.provider,
        providerId: after.providerCaptureId ?? after.providerPaymentId,
        serviceRequestId: after.serviceRequestId,
        appliedAmount: after.appliedAmount,
        overpayment: after.overpayment,
      }),
    },
  });
}

/** A failed attempt: recorded, and the invoice marked failed unless already paid or awaiting a transfer. */
export async function failLedgerPayment(tx: Transaction, entry: LedgerRow, reason: string): Promise<void> {
  if (entry.status === 'succeeded') return;
  await markLedgerStatus(tx, entry.id, 'failed', { reason });
  if (entry.serviceRequestId !== null) await markPaymentFailed(tx, entry.serviceRequestId);
}

/**
 * After the confirming transaction committed (in an outbox transaction, which woke the mailer):
 * end the closed attempts at their providers.
 */
export async function afterConfirmation(deps: PaymentDeps, result: ConfirmationResult | undefined): Promise<void> {
  if (result) await endAttemptsAtProvider(deps, result.closedAttempts);
}
