// The factored invoices of a window (decision 078): sent (not voided) in it to an account marked
// factored, oldest first, a page at a time, with whether the load has a proof of delivery.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { customerAccounts, invoices, proofsOfDelivery, serviceRequests } from '../../../db/schema.js';
import type { BookWindow } from '../books/billing-days.js';

/** Where the last page ended: the sent moment as the database's text of it (microseconds kept) and the id. */
export interface FactoredCursor {
  atKey: string;
  id: number;
}

export async function findFactoredInvoices(executor: Executor, window: BookWindow, cursor: FactoredCursor | undefined, limit: number) {
  return executor
    .select({
      id: invoices.id,
      at: sql<Date>`${invoices.sentAt}`.mapWith(invoices.sentAt),
      atKey: sql<string>`${invoices.sentAt}::text`,
      serviceRequestId: invoices.serviceRequestId,
      invoiceNumber: sql<string>`${invoices.number}`,
      referenceId: serviceRequests.referenceId,
      debtor: customerAccounts.name,
      amount: sql<string>`${invoices.total}`,
      dueOn: sql<string>`${invoices.dueOn}`,
      terms: sql<NonNullable<(typeof invoices.$inferSelect)['terms']>>`${invoices.terms}`,
      hasProofOfDelivery: sql<boolean>`exists (select 1 from ${proofsOfDelivery} where ${proofsOfDelivery.serviceRequestId} = ${invoices.serviceRequestId})`,
    })
    .from(invoices)
    .innerJoin(customerAccounts, and(eq(customerAccounts.id, invoices.accountId), eq(customerAccounts.factored, true)))
    .innerJoin(serviceRequests, eq(serviceRequests.id, invoices.serviceRequestId))
    .where(
      and(
        eq(invoices.state, 'sent'),
        gte(invoices.sentAt, window.from),
        lt(invoices.sentAt, window.until),
        cursor ? sql`(${invoices.sentAt}, ${invoices.id}) > (${cursor.atKey}::timestamptz, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(asc(invoices.sentAt), asc(invoices.id))
    .limit(limit);
}

export type FactoredInvoiceRow = Awaited<ReturnType<typeof findFactoredInvoices>>[number];

/** Whether the request's sent invoice bills a factored account: only those have a packet here. */
export async function isFactoredInvoice(executor: Executor, serviceRequestId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(customerAccounts, and(eq(customerAccounts.id, invoices.accountId), eq(customerAccounts.factored, true)))
    .where(and(eq(invoices.serviceRequestId, serviceRequestId), eq(invoices.state, 'sent')))
    .limit(1);
  return row !== undefined;
}
