// The SQL of a request's invoice and payment state, for the payments feature (through
// invoice-service.ts). Every update states the statuses it may move from, in the UPDATE itself,
// so a status never goes backwards: paid stays paid whatever arrives later or at the same time.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../shared/payments/payments.js';
import { SETTLED_PAYMENT_STATUSES, type PaymentStatus } from '../../../shared/service-requests/service-requests.js';
import type { Executor } from '../../db/client.js';
import { serviceRequests } from '../../db/schema.js';

const invoiceColumns = {
  id: serviceRequests.id,
  referenceId: serviceRequests.referenceId,
  contactName: serviceRequests.contactName,
  contactEmail: serviceRequests.contactEmail,
  finalAmount: serviceRequests.finalAmount,
  invoiceNumber: serviceRequests.invoiceNumber,
  invoiceStatus: serviceRequests.invoiceStatus,
  paymentStatus: serviceRequests.paymentStatus,
  paymentMethod: serviceRequests.paymentMethod,
  paymentReference: serviceRequests.paymentReference,
  paidAt: serviceRequests.paidAt,
  refundDue: serviceRequests.refundDue,
};

export interface InvoiceRow {
  id: number;
  referenceId: string;
  contactName: string;
  contactEmail: string;
  finalAmount: string | null;
  /** INV-YYYY-NNNNNN once sent (docs/decisions/065-invoice-numbers.md). */
  invoiceNumber: string | null;
  invoiceStatus: string;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod | null;
  /** The provider's id of the payment that settled it (or our ledger id for a confirmed transfer). */
  paymentReference: string | null;
  paidAt: Date | null;
  refundDue: boolean;
}

export async function findInvoiceByReference(executor: Executor, referenceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await invoiceByReference(executor).execute({ referenceId });
  return row;
}

// The invoice page's look-up is the busiest query: prepared once per database (or transaction),
// so neither Drizzle nor PostgreSQL builds and plans it again for every visitor.
const preparedLookUps = new WeakMap<Executor, ReturnType<typeof prepareInvoiceByReference>>();

function invoiceByReference(executor: Executor) {
  let prepared = preparedLookUps.get(executor);
  if (!prepared) {
    prepared = prepareInvoiceByReference(executor);
    preparedLookUps.set(executor, prepared);
  }
  return prepared;
}

function prepareInvoiceByReference(executor: Executor) {
  return executor
    .select(invoiceColumns)
    .from(serviceRequests)
    .where(eq(serviceRequests.referenceId, sql.placeholder('referenceId')))
    .limit(1)
    .prepare('invoice_by_reference');
}

export async function findInvoiceById(executor: Executor, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await executor.select(invoiceColumns).from(serviceRequests).where(eq(serviceRequests.id, id)).limit(1);
  return row;
}

/** The invoice, locked until the transaction ends: payments of one invoice are decided one at a time. */
export async function lockInvoiceById(executor: Executor, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await executor.select(invoiceColumns).from(serviceRequests).where(eq(serviceRequests.id, id)).limit(1).for('update');
  return row;
}

export async function setRefundDue(executor: Executor, id: number, refundDue: boolean): Promise<void> {
  await executor
    .update(serviceRequests)
    .set({ refundDue, updatedAt: sql`now()` })
    .where(eq(serviceRequests.id, id));
}

export async function setInvoicePaid(
  executor: Executor,
  id: number,
  payment: { method: PaymentMethod; reference: string },
): Promise<boolean> {
  const rows = await executor
    .update(serviceRequests)
    .set({
      paymentStatus: 'paid',
      invoiceStatus: 'paid',
      paidAt: sql`now()`,
      paymentMethod: payment.method,
      paymentReference: payment.reference,
      updatedAt: sql`now()`,
    })
    // Paid once: an invoice already settled (paid, or refunded since) is never paid again.
    .where(and(eq(serviceRequests.id, id), notInArray(serviceRequests.paymentStatus, [...SETTLED_PAYMENT_STATUSES])))
    .returning({ id: serviceRequests.id });
  return rows.length > 0;
}

export async function setPaymentStatusFrom(
  executor: Executor,
  id: number,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  method?: PaymentMethod,
): Promise<boolean> {
  const rows = await executor
    .update(serviceRequests)
    .set({ paymentStatus: to, ...(method ? { paymentMethod: method } : {}), updatedAt: sql`now()` })
    .where(and(eq(serviceRequests.id, id), inArray(serviceRequests.paymentStatus, [...from])))
    .returning({ id: serviceRequests.id });
  return rows.length > 0;
}

/**
 * The payment status the books give a sent invoice after a movement (decision 073), decided by
 * payments with the request locked. Settled, the invoice reads paid (its paid time kept, or now);
 * owing again (a refund of what paid it), it reads sent with no paid time.
 */
export async function setPaymentStanding(executor: Executor, id: number, status: PaymentStatus): Promise<void> {
  const settled = (SETTLED_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status);
  await executor
    .update(serviceRequests)
    .set({
      paymentStatus: status,
      ...(settled
        ? { invoiceStatus: 'paid', paidAt: sql`coalesce(${serviceRequests.paidAt}, now())` }
        : {
            invoiceStatus: sql`case when ${serviceRequests.invoiceStatus} = 'paid' then 'sent' else ${serviceRequests.invoiceStatus} end`,
            paidAt: null,
          }),
      updatedAt: sql`now()`,
    })
    .where(eq(serviceRequests.id, id));
}
