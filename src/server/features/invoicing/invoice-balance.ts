// What a sent invoice still owes (decision 073), written to its row from the ledger, never added
// to or taken from: its total, less its credit notes, less every confirmed payment's applied part
// net of what was refunded of it. A refund first returns a payment's unapplied part (an
// overpayment), then what it paid of the invoice, which the customer then owes again unless a
// credit note says otherwise. Called under the invoice's request lock by every movement: a payment
// confirmed, a refund that succeeded, a credit note.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { creditNotes, invoices } from '../../db/schema.js';

/** Writes the sent invoice's balance; returns it (a string of dollars), or null when it has no sent invoice. */
export async function recomputeInvoiceBalance(executor: Executor, serviceRequestId: number): Promise<string | null> {
  const rows = await executor
    .update(invoices)
    .set({
      balance: sql`greatest(0, ${invoices.total}
        - coalesce((select sum(c.amount) from credit_notes c where c.invoice_id = ${invoices.id}), 0)
        - coalesce((select sum(greatest(0, p.applied_amount - greatest(0,
              coalesce((select sum(f.amount) from payment_refunds f where f.payment_id = p.id and f.status = 'succeeded'), 0)
              - (p.amount - p.applied_amount))))
            from payments p
            where p.service_request_id = ${invoices.serviceRequestId} and p.status = 'succeeded' and p.applied_amount is not null), 0))`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoices.serviceRequestId, serviceRequestId), eq(invoices.state, 'sent')))
    .returning({ balance: invoices.balance });
  return rows[0]?.balance ?? null;
}

/** The sent invoice's balance as it stands, or null when the request has no sent invoice. */
export async function invoiceBalanceOf(executor: Executor, serviceRequestId: number): Promise<string | null> {
  const [row] = await executor
    .select({ balance: invoices.balance })
    .from(invoices)
    .where(and(eq(invoices.serviceRequestId, serviceRequestId), eq(invoices.state, 'sent')));
  return row?.balance ?? null;
}

/** The sent invoice's figures (decision 073): its total, its credit notes' sum and its balance; null without a sent invoice. */
export interface SentInvoiceAmounts {
  total: string;
  credited: string;
  balance: string;
}

export async function sentInvoiceAmounts(executor: Executor, serviceRequestId: number): Promise<SentInvoiceAmounts | null> {
  const [row] = await executor
    .select({ id: invoices.id, total: invoices.total, balance: invoices.balance })
    .from(invoices)
    .where(and(eq(invoices.serviceRequestId, serviceRequestId), eq(invoices.state, 'sent')));
  if (!row?.total || row.balance === null) return null;
  const [credits] = await executor
    .select({ credited: sql<string>`coalesce(sum(${creditNotes.amount}), 0)::numeric(10,2)::text` })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, row.id));
  return { total: row.total, credited: credits?.credited ?? '0.00', balance: row.balance };
}
