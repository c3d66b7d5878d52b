// After every movement of an invoice's money (a payment confirmed, a refund, a transfer rejected, a
// credit note): its balance is recomputed from the ledger, and its payment status and refund due
// follow (decision 073). One function, called in the movement's transaction, so the invoice's
// row never says anything the ledger does not.
import { amountToCents } from '../../../shared/money.js';
import { isSettledPaymentStatus, type PaymentStatus } from '../../../shared/service-requests/service-requests.js';
import type { Executor } from '../../db/client.js';
import { recomputeInvoiceBalance, sentInvoiceAmounts } from '../invoicing/index.js';
import { lockInvoiceById, markInvoicePaid, markPaymentStanding, markRefundDue, type PaidInvoice } from '../service-requests/index.js';
import { invoiceMoneyFromLedger } from './invoice-money.js';
import { refundDueCents, standingOf, type InvoiceFigures } from './invoice-standing.js';
import { hasPendingReport } from './ledger-repository.js';

export interface Movement {
  /** A payment confirmed now: if it completes the invoice, it is what paid it (the request's status moves). */
  paidBy?: PaidInvoice;
  /** An attempt failed or a reported transfer was rejected. */
  attemptFailed?: boolean;
}

export interface Settlement {
  /** What the sent invoice still owes; null when the request has no sent invoice. */
  balance: string | null;
  status: PaymentStatus;
  refundDue: boolean;
}

/** In the caller's transaction; locks the request (the lock every movement of the invoice takes). Undefined for an unknown request. */
export async function settleInvoice(tx: Executor, serviceRequestId: number, movement: Movement = {}): Promise<Settlement | undefined> {
  const invoice = await lockInvoiceById(tx, serviceRequestId);
  if (!invoice) return undefined;
  const balance = await recomputeInvoiceBalance(tx, serviceRequestId);
  const amounts = balance === null ? null : await sentInvoiceAmounts(tx, serviceRequestId);
  const figures: InvoiceFigures | null = amounts && {
    totalCents: amountToCents(amounts.total),
    creditedCents: amountToCents(amounts.credited),
    balanceCents: amountToCents(amounts.balance),
  };
  const money = await invoiceMoneyFromLedger(tx, serviceRequestId);
  const refundDue = refundDueCents(money, figures) > 0;
  if (refundDue !== invoice.refundDue) await markRefundDue(tx, serviceRequestId, refundDue);
  // No invoice in force (voided, not re-issued): nothing is owed, and the status stays as it was.
  if (!figures) return { balance, status: invoice.paymentStatus, refundDue };

  const status = standingOf({
    figures,
    money,
    transferReported: await hasPendingReport(tx, serviceRequestId),
    current: invoice.paymentStatus,
    attemptFailed: movement.attemptFailed,
  });
  if (status !== invoice.paymentStatus) {
    // Paid in full by a payment: the request's status moves forward (decision 058) with who confirmed it.
    const paidNow = status === 'paid' && !isSettledPaymentStatus(invoice.paymentStatus) && movement.paidBy;
    if (paidNow) await markInvoicePaid(tx, serviceRequestId, paidNow);
    else await markPaymentStanding(tx, serviceRequestId, status);
  }
  return { balance, status, refundDue };
}
