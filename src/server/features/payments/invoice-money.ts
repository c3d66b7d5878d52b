// An invoice's confirmed payments as invoice-standing.ts counts them, read from the ledger.
import { amountToCents } from '../../../shared/money.js';
import type { Executor } from '../../db/client.js';
import { invoiceMoneyOf, type ConfirmedPaymentFacts, type InvoiceMoney } from './invoice-standing.js';
import { findSucceededPayments, type LedgerRow } from './ledger-repository.js';
import { refundTotalsOf, type RefundTotals } from './refund-repository.js';

/** One confirmed payment's facts, with what was refunded of it. */
export function paymentFactsOf(payment: LedgerRow, refunds: RefundTotals | undefined): ConfirmedPaymentFacts {
  return {
    amountCents: amountToCents(payment.amount),
    appliedCents: payment.appliedAmount === null ? null : amountToCents(payment.appliedAmount),
    overpayment: payment.overpayment,
    refundedCents: refunds?.succeededCents ?? 0,
    refundPendingCents: refunds?.pendingCents ?? 0,
  };
}

/** What the request's confirmed payments paid of its invoice, returned of it, and hold beyond it. */
export async function invoiceMoneyFromLedger(executor: Executor, serviceRequestId: number): Promise<InvoiceMoney> {
  const paid = await findSucceededPayments(executor, serviceRequestId);
  const totals = await refundTotalsOf(
    executor,
    paid.map((payment) => payment.id),
  );
  return invoiceMoneyOf(paid.map((payment) => paymentFactsOf(payment, totals.get(payment.id))));
}
