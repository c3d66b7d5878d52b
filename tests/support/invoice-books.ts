// The books of an invoice, read straight from the tables and added up here, independently of the
// server's own arithmetic (decision 073): what its confirmed payments applied, what refunds took
// back of that (a refund returns a payment's unapplied part first), its credit notes, and the
// balance the server wrote. For the invariants the partial-payment tests prove after every step.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { creditNotes, invoices, paymentRefunds, payments, serviceRequests } from '../../src/server/db/schema.js';
import { amountToCents } from '../../src/shared/money.js';

export interface InvoiceBooks {
  referenceId: string;
  totalCents: number;
  balanceCents: number;
  creditedCents: number;
  /** Σ applied parts of confirmed payments. */
  appliedCents: number;
  /** What succeeded refunds took back of those applied parts. */
  appliedRefundedCents: number;
  /** Payments and credit notes past the total: owed back to the customer. */
  excessCents: number;
  paymentStatus: string;
  refundDue: boolean;
}

/** The books of the request's sent invoice. */
export async function invoiceBooks(db: Database, referenceId: string): Promise<InvoiceBooks> {
  const [request] = await db.select().from(serviceRequests).where(eq(serviceRequests.referenceId, referenceId));
  if (!request) throw new Error(`no request ${referenceId}`);
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.serviceRequestId, request.id), eq(invoices.state, 'sent')));
  if (!invoice?.total || invoice.balance === null) throw new Error(`request ${referenceId} has no sent invoice`);
  const credits = await db.select({ amount: creditNotes.amount }).from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
  const confirmed = await db
    .select()
    .from(payments)
    .where(and(eq(payments.serviceRequestId, request.id), eq(payments.status, 'succeeded')));
  const refunds = confirmed.length
    ? await db
        .select({ paymentId: paymentRefunds.paymentId, amount: paymentRefunds.amount })
        .from(paymentRefunds)
        .where(
          and(
            inArray(
              paymentRefunds.paymentId,
              confirmed.map((payment) => payment.id),
            ),
            eq(paymentRefunds.status, 'succeeded'),
          ),
        )
    : [];

  let appliedCents = 0;
  let appliedRefundedCents = 0;
  for (const payment of confirmed) {
    const applied = payment.appliedAmount === null ? 0 : amountToCents(payment.appliedAmount);
    const unapplied = amountToCents(payment.amount) - applied;
    const refunded = refunds
      .filter((refund) => refund.paymentId === payment.id)
      .reduce((sum, refund) => sum + amountToCents(refund.amount), 0);
    appliedCents += applied;
    appliedRefundedCents += Math.min(applied, Math.max(0, refunded - unapplied));
  }
  const totalCents = amountToCents(invoice.total);
  const creditedCents = credits.reduce((sum, note) => sum + amountToCents(note.amount), 0);
  return {
    referenceId,
    totalCents,
    balanceCents: amountToCents(invoice.balance),
    creditedCents,
    appliedCents,
    appliedRefundedCents,
    excessCents: Math.max(0, appliedCents - appliedRefundedCents + creditedCents - totalCents),
    paymentStatus: request.paymentStatus,
    refundDue: request.refundDue,
  };
}

/**
 * The invariant of decision 073, as the issue states it: Σ applied − refunds of applied + credits +
 * balance = total, where anything past the total (payments and credits together) is the excess
 * owed back. Returns the two sides, for a readable failure.
 */
export function booksEquation(books: InvoiceBooks): { left: number; right: number } {
  return {
    left: books.appliedCents - books.appliedRefundedCents + books.creditedCents + books.balanceCents - books.excessCents,
    right: books.totalCents,
  };
}
