// The SQL of deciding a proposed line: which request and document a line belongs to, and the
// decision written on it. Runs in the caller's transaction, after the draft is locked.
import { and, eq, sql } from 'drizzle-orm';
import type { InvoiceDocumentState } from '../../../../shared/invoicing/invoice-lines.js';
import type { Executor } from '../../../db/client.js';
import { invoiceLines, invoices } from '../../../db/schema.js';

export interface LineOwner {
  invoiceId: number;
  serviceRequestId: number;
  invoiceState: InvoiceDocumentState;
}

/** The document (and its request) a line is on; undefined when there is no such line. */
export async function findLineOwner(executor: Executor, lineId: number): Promise<LineOwner | undefined> {
  const [row] = await executor
    .select({ invoiceId: invoices.id, serviceRequestId: invoices.serviceRequestId, invoiceState: invoices.state })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoiceLines.id, lineId))
    .limit(1);
  return row;
}

export type LineDecision = { state: 'approved'; waiveReason: null } | { state: 'waived'; waiveReason: string };

/** Writes the decision on a line still proposed; false when it was decided meanwhile. */
export async function decideLine(executor: Executor, lineId: number, decision: LineDecision, adminId: number | null): Promise<boolean> {
  const rows = await executor
    .update(invoiceLines)
    .set({ ...decision, decidedByAdminId: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(invoiceLines.id, lineId), eq(invoiceLines.state, 'proposed')))
    .returning({ id: invoiceLines.id });
  return rows.length > 0;
}
