// The SQL of the documents feature: read-only look-ups of what an invoice or a receipt prints, and
// of whose it is. Documents change nothing, so nothing here writes.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paymentRefunds, payments, serviceRequests } from '../../db/schema.js';

const invoiceColumns = {
  id: serviceRequests.id,
  referenceId: serviceRequests.referenceId,
  userRole: serviceRequests.userRole,
  serviceType: serviceRequests.serviceType,
  pickupCity: serviceRequests.pickupCity,
  pickupState: serviceRequests.pickupState,
  deliveryCity: serviceRequests.deliveryCity,
  deliveryState: serviceRequests.deliveryState,
  preferredDate: serviceRequests.preferredDate,
  contactName: serviceRequests.contactName,
  contactCompany: serviceRequests.contactCompany,
  contactEmail: serviceRequests.contactEmail,
  language: serviceRequests.language,
  finalAmount: serviceRequests.finalAmount,
  invoiceStatus: serviceRequests.invoiceStatus,
  paymentStatus: serviceRequests.paymentStatus,
  invoiceSentAt: serviceRequests.invoiceSentAt,
  invoiceNumber: serviceRequests.invoiceNumber,
  paidAt: serviceRequests.paidAt,
};

export type InvoiceSourceRow = NonNullable<Awaited<ReturnType<typeof findInvoiceSource>>>;

export async function findInvoiceSource(executor: Executor, serviceRequestId: number) {
  const [row] = await executor.select(invoiceColumns).from(serviceRequests).where(eq(serviceRequests.id, serviceRequestId)).limit(1);
  return row;
}

/**
 * The id of the customer's request with this reference, or undefined when there is none under
 * their address. Compared as the portal lists requests: lower(contact_email), which an index holds,
 * against the session's normalised address.
 */
export async function findCustomerRequestId(executor: Executor, referenceId: string, email: string): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.referenceId, referenceId), eq(sql`lower(${serviceRequests.contactEmail})`, email)))
    .limit(1);
  return row?.id;
}

/**
 * The id of the request with this reference that is the customer's own (findCustomerRequestId's
 * rule) or billed to the company account they are a billing contact of (decision 072: a billing
 * contact sees every invoice of the account); undefined otherwise.
 */
export async function findBilledRequestId(
  executor: Executor,
  referenceId: string,
  email: string,
  companyAccountId: number | null,
): Promise<number | undefined> {
  const ownOrCompany =
    companyAccountId === null
      ? eq(sql`lower(${serviceRequests.contactEmail})`, email)
      : or(eq(sql`lower(${serviceRequests.contactEmail})`, email), eq(serviceRequests.accountId, companyAccountId));
  const [row] = await executor
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.referenceId, referenceId), ownOrCompany))
    .limit(1);
  return row?.id;
}

/** Succeeded payments of a request, oldest confirmation first. */
export async function findSucceededPaymentsOf(executor: Executor, serviceRequestId: number) {
  return executor
    .select({
      id: payments.id,
      amount: payments.amount,
      appliedAmount: payments.appliedAmount,
      overpayment: payments.overpayment,
      confirmedAt: payments.confirmedAt,
    })
    .from(payments)
    .where(and(eq(payments.serviceRequestId, serviceRequestId), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.confirmedAt), asc(payments.id));
}

/** Refunds that went through (money actually returned) of these payments, oldest first. */
export async function findSucceededRefundsOf(executor: Executor, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  return executor
    .select({
      id: paymentRefunds.id,
      paymentId: paymentRefunds.paymentId,
      amount: paymentRefunds.amount,
      createdAt: paymentRefunds.createdAt,
    })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.paymentId, [...paymentIds]), eq(paymentRefunds.status, 'succeeded')))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

/** A payment and the request it paid (if any): what a receipt prints and whose it is. */
export async function findReceiptSource(executor: Executor, paymentId: string) {
  const [row] = await executor
    .select({
      id: payments.id,
      status: payments.status,
      method: payments.method,
      amount: payments.amount,
      payerEmail: payments.payerEmail,
      customerReference: payments.customerReference,
      confirmedAt: payments.confirmedAt,
      serviceRequestId: payments.serviceRequestId,
      referenceId: serviceRequests.referenceId,
      invoiceNumber: serviceRequests.invoiceNumber,
      contactEmail: serviceRequests.contactEmail,
    })
    .from(payments)
    .leftJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row;
}

export type ReceiptSourceRow = NonNullable<Awaited<ReturnType<typeof findReceiptSource>>>;
