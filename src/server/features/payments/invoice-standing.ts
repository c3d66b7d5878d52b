// What an invoice's confirmed payments add up to, and the payment status and refund due that
// follow (decision 073). Pure arithmetic in cents over the ledger's facts; invoice-settlement.ts
// reads the facts and writes the answer. The rule of each payment is the balance's own
// (recomputeInvoiceBalance): a payment paid its applied part of the invoice and nothing of the
// rest (an overpayment); a refund returns the unapplied part first, then the applied part, which
// the customer then owes again unless a credit note says otherwise.
import type { PaymentStatus } from '../../../shared/service-requests/service-requests.js';

export interface ConfirmedPaymentFacts {
  amountCents: number;
  /** The part applied to the invoice when it was confirmed; null for money that never counted toward it. */
  appliedCents: number | null;
  /** Marked as (partly) more than was owed. */
  overpayment: boolean;
  /** Refunds that succeeded, and refunds asked for that a provider has not settled yet. */
  refundedCents: number;
  refundPendingCents: number;
}

export interface InvoiceMoney {
  /** What the payments paid of the invoice, less the refunds of that part: what the balance counts. */
  appliedNetCents: number;
  /** What succeeded refunds took back of the applied parts. */
  appliedRefundedCents: number;
  /** What refunds still pending at a provider will take back of the applied parts. */
  appliedRefundPendingCents: number;
  /** Money that paid nothing of the invoice and is not yet refunded, nor being refunded. */
  unappliedDueCents: number;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

export function invoiceMoneyOf(payments: readonly ConfirmedPaymentFacts[]): InvoiceMoney {
  const money: InvoiceMoney = { appliedNetCents: 0, appliedRefundedCents: 0, appliedRefundPendingCents: 0, unappliedDueCents: 0 };
  for (const payment of payments) {
    const applied = payment.appliedCents ?? 0;
    const unapplied = payment.appliedCents === null ? (payment.overpayment ? payment.amountCents : 0) : payment.amountCents - applied;
    const appliedRefunded = clamp(payment.refundedCents - unapplied, applied);
    const appliedRefundedOnceSettled = clamp(payment.refundedCents + payment.refundPendingCents - unapplied, applied);
    money.appliedNetCents += applied - appliedRefunded;
    money.appliedRefundedCents += appliedRefunded;
    money.appliedRefundPendingCents += appliedRefundedOnceSettled - appliedRefunded;
    money.unappliedDueCents += Math.max(0, unapplied - payment.refundedCents - payment.refundPendingCents);
  }
  return money;
}

export interface InvoiceFigures {
  totalCents: number;
  creditedCents: number;
  balanceCents: number;
}

/**
 * Money held beyond what the invoice owes, not yet being returned: an overpayment's unrefunded
 * part, and payments and credit notes together past the total (a credit note issued after money
 * came in). Zero when nothing is due back.
 */
export function refundDueCents(money: InvoiceMoney, figures: InvoiceFigures | null): number {
  if (!figures) return money.unappliedDueCents;
  const beyondTotal = figures.creditedCents + money.appliedNetCents - money.appliedRefundPendingCents - figures.totalCents;
  return money.unappliedDueCents + Math.max(0, beyondTotal);
}

export interface StandingFacts {
  figures: InvoiceFigures;
  money: InvoiceMoney;
  /** A transfer the customer reported still waits for the office. */
  transferReported: boolean;
  current: PaymentStatus;
  /** The movement was an attempt that failed (a transfer rejected): nothing paid reads failed. */
  attemptFailed?: boolean;
}

/**
 * The invoice's payment status. Nothing owed: paid; refunded when every payment was returned (a
 * credit note closed it), partially refunded when some was returned and credited. Something owed:
 * a reported transfer waits, partly paid, or nothing paid (failed or pending as they were).
 */
export function standingOf(facts: StandingFacts): PaymentStatus {
  const { figures, money } = facts;
  if (figures.balanceCents <= 0) {
    if (money.appliedRefundedCents > 0 && money.appliedNetCents === 0) return 'refunded';
    if (money.appliedRefundedCents > 0 && figures.creditedCents > 0) return 'partially_refunded';
    return 'paid';
  }
  if (facts.transferReported) return 'pending_verification';
  if (money.appliedNetCents > 0) return 'partially_paid';
  if (facts.attemptFailed) return 'failed';
  return facts.current === 'failed' || facts.current === 'pending' ? facts.current : 'unpaid';
}

/**
 * Of a refund of `refundCents` on a payment that has `payment.refundedCents` and
 * `payment.refundPendingCents` refunded already, the part that takes back what paid the invoice
 * (the unapplied part goes first): what a credit note issued with it must cover to keep the
 * invoice closed.
 */
export function appliedPartOfRefund(payment: ConfirmedPaymentFacts, refundCents: number): number {
  const applied = payment.appliedCents ?? 0;
  const unapplied = payment.appliedCents === null ? (payment.overpayment ? payment.amountCents : 0) : payment.amountCents - applied;
  const before = payment.refundedCents + payment.refundPendingCents;
  return clamp(before + refundCents - unapplied, applied) - clamp(before - unapplied, applied);
}
