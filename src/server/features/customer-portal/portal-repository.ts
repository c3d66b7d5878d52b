// The SQL of the customer's own page, and nothing else. Every query that reaches a request starts
// from the signed-in customer's address (`ownedBy`): a record of another address is never read,
// so it cannot leak through a forgotten check further on.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { containing } from '../../db/like-pattern.js';
import { payments, paymentRefunds, serviceRequests, uploads } from '../../db/schema.js';

export type OwnRequestRow = typeof serviceRequests.$inferSelect;

/**
 * The requests whose contact e-mail is `email` (already normalised). The form trims the address
 * before storing it, so lower() alone matches, and uses service_requests_customer_email_idx.
 */
function ownedBy(email: string): SQL {
  return eq(sql`lower(${serviceRequests.contactEmail})`, email);
}

/** What a search may match beyond the text columns: the stored service types whose label or value contains it. */
export interface PortalSearch {
  /** The canonical reference ID when the text is a whole one, however typed. */
  referenceId: string | null;
  /** The text as typed (trimmed, not empty). */
  text: string;
  serviceTypes: string[];
}

function matching(search: PortalSearch | null): SQL | undefined {
  if (!search) return undefined;
  if (search.referenceId) return eq(serviceRequests.referenceId, search.referenceId);
  const pattern = containing(search.text);
  return or(
    ilike(serviceRequests.referenceId, pattern),
    // Only a shipper's form asks for places; the others hold placeholders (TBD, Multiple).
    and(
      eq(serviceRequests.userRole, 'shipper'),
      or(ilike(serviceRequests.pickupCity, pattern), ilike(serviceRequests.deliveryCity, pattern)),
    ),
    search.serviceTypes.length > 0 ? inArray(serviceRequests.serviceType, search.serviceTypes) : undefined,
  );
}

const summaryColumns = {
  id: serviceRequests.id,
  referenceId: serviceRequests.referenceId,
  userRole: serviceRequests.userRole,
  serviceType: serviceRequests.serviceType,
  status: serviceRequests.status,
  createdAt: serviceRequests.createdAt,
  pickupCity: serviceRequests.pickupCity,
  pickupState: serviceRequests.pickupState,
  deliveryCity: serviceRequests.deliveryCity,
  deliveryState: serviceRequests.deliveryState,
  estimatedQuote: serviceRequests.estimatedQuote,
  quoteValidUntil: serviceRequests.quoteValidUntil,
  quoteResponse: serviceRequests.quoteResponse,
  quoteRespondedAt: serviceRequests.quoteRespondedAt,
  quoteDeclineReason: serviceRequests.quoteDeclineReason,
  finalAmount: serviceRequests.finalAmount,
  invoiceSentAt: serviceRequests.invoiceSentAt,
  invoiceNumber: serviceRequests.invoiceNumber,
  invoiceStatus: serviceRequests.invoiceStatus,
  paymentStatus: serviceRequests.paymentStatus,
};

export type OwnRequestSummaryRow = Pick<OwnRequestRow, keyof typeof summaryColumns>;

/** One page of the customer's requests, newest first, and how many match in all. */
export async function findOwnRequestPage(
  executor: Executor,
  email: string,
  search: PortalSearch | null,
  paging: { page: number; pageSize: number },
): Promise<{ rows: OwnRequestSummaryRow[]; total: number }> {
  const where = and(ownedBy(email), matching(search));
  const rows = await executor
    .select(summaryColumns)
    .from(serviceRequests)
    .where(where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  // One customer's requests are few (an index range on their address): an exact count is cheap.
  const [counted] = await executor.select({ value: count() }).from(serviceRequests).where(where);
  return { rows, total: counted?.value ?? 0 };
}

/** The request with this (canonical) reference ID, when its contact e-mail is `email`. */
export async function findOwnRequest(executor: Executor, email: string, referenceId: string): Promise<OwnRequestRow | undefined> {
  const [row] = await executor
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.referenceId, referenceId), ownedBy(email)))
    .limit(1);
  return row;
}

const photoColumns = { id: uploads.id, contentType: uploads.contentType };

/** The item photos sent with a request, in the order they were sent. */
export async function findItemPhotos(executor: Executor, serviceRequestId: number) {
  return executor
    .select(photoColumns)
    .from(uploads)
    .where(and(eq(uploads.serviceRequestId, serviceRequestId), eq(uploads.purpose, 'item_photo')))
    .orderBy(asc(uploads.createdAt), asc(uploads.originalName), asc(uploads.id));
}

/**
 * An item photo of the request `referenceId`, when that request's contact e-mail is `email`:
 * one query for the three conditions, so another customer's photo, a photo of another request
 * and an unknown one take the same path.
 */
export async function findOwnPhoto(executor: Executor, email: string, referenceId: string, photoId: string) {
  const [row] = await executor
    .select({ id: uploads.id, storageKey: uploads.storageKey, contentType: uploads.contentType, sizeBytes: uploads.sizeBytes })
    .from(uploads)
    .innerJoin(serviceRequests, eq(serviceRequests.id, uploads.serviceRequestId))
    .where(and(eq(uploads.id, photoId), eq(uploads.purpose, 'item_photo'), eq(serviceRequests.referenceId, referenceId), ownedBy(email)))
    .limit(1);
  return row;
}

export type OwnPaymentRow = Pick<typeof payments.$inferSelect, 'id' | 'method' | 'amount' | 'status' | 'confirmedAt' | 'createdAt'>;
export type OwnRefundRow = Pick<typeof paymentRefunds.$inferSelect, 'paymentId' | 'amount' | 'status' | 'createdAt'>;

/**
 * The payments made for a request, oldest first, without the attempts that never got as far as
 * the customer paying ('created': a checkout opened and left). Only what the customer may see:
 * never notes, failure reasons, provider ids or who verified it.
 */
export async function findRequestPayments(executor: Executor, serviceRequestId: number): Promise<OwnPaymentRow[]> {
  return executor
    .select({
      id: payments.id,
      method: payments.method,
      amount: payments.amount,
      status: payments.status,
      confirmedAt: payments.confirmedAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(eq(payments.serviceRequestId, serviceRequestId), ne(payments.status, 'created')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** The refunds of these payments, oldest first. */
export async function findRefundsOf(executor: Executor, paymentIds: string[]): Promise<OwnRefundRow[]> {
  if (paymentIds.length === 0) return [];
  return executor
    .select({
      paymentId: paymentRefunds.paymentId,
      amount: paymentRefunds.amount,
      status: paymentRefunds.status,
      createdAt: paymentRefunds.createdAt,
    })
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentId, paymentIds))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}
