// The SQL of a request's invoice summary when its sent invoice is corrected (decision 069): a
// credit note lowers the amount owed, a void withdraws the invoice. Each UPDATE states the row it
// may change, so a settled invoice is never touched.
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { SETTLED_PAYMENT_STATUSES } from '../../../shared/service-requests/service-requests.js';
import type { Executor } from '../../db/client.js';
import { serviceRequests } from '../../db/schema.js';
import type { ServiceRequestRow } from './repository.js';

/** The amount owed after a credit note; only on a sent, unsettled invoice (undefined otherwise). */
export async function setInvoiceBalance(executor: Executor, id: number, balance: string): Promise<ServiceRequestRow | undefined> {
  const [row] = await executor
    .update(serviceRequests)
    .set({ finalAmount: balance, updatedAt: sql`now()` })
    .where(
      and(
        eq(serviceRequests.id, id),
        isNotNull(serviceRequests.invoiceNumber),
        notInArray(serviceRequests.paymentStatus, [...SETTLED_PAYMENT_STATUSES]),
      ),
    )
    .returning();
  return row;
}

/**
 * The summary of a voided invoice: no amount, number or send time (the number stays on the voided
 * document), invoice status 'void' until a re-issue is sent; a failed attempt's status is forgotten
 * (nothing is owed, so nothing failed). Only on a sent, unsettled invoice (undefined otherwise).
 */
export async function clearVoidedInvoice(executor: Executor, id: number): Promise<ServiceRequestRow | undefined> {
  const [row] = await executor
    .update(serviceRequests)
    .set({
      finalAmount: null,
      invoiceNumber: null,
      invoiceSentAt: null,
      invoiceStatus: 'void',
      paymentStatus: sql`case when ${serviceRequests.paymentStatus} = 'failed' then 'unpaid' else ${serviceRequests.paymentStatus} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(serviceRequests.id, id),
        isNotNull(serviceRequests.invoiceNumber),
        inArray(serviceRequests.paymentStatus, ['unpaid', 'failed']),
      ),
    )
    .returning();
  return row;
}
