// The SQL of voiding a sent invoice (decision 069): the document keeps its number, total and lines
// and is marked void with who, when and why; the request's next draft names it as the one it re-issues.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { invoices } from '../../../db/schema.js';

/** Marks a sent invoice void; false when it was no longer sent. */
export async function markDocumentVoid(
  executor: Executor,
  invoiceId: number,
  voided: { voidedAt: Date; voidedByAdminId: number; voidReason: string },
): Promise<boolean> {
  const rows = await executor
    .update(invoices)
    // A voided invoice owes nothing (decision 073).
    .set({ state: 'void', ...voided, balance: '0', updatedAt: sql`now()` })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.state, 'sent')))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** The draft re-issues `voidedInvoiceId`. */
export async function setReplacedInvoice(executor: Executor, draftId: number, voidedInvoiceId: number): Promise<void> {
  await executor
    .update(invoices)
    .set({ replacesInvoiceId: voidedInvoiceId, updatedAt: sql`now()` })
    .where(and(eq(invoices.id, draftId), eq(invoices.state, 'draft')));
}
