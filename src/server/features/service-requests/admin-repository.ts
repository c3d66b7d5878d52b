// The SQL behind the admin dashboard's service requests, and nothing else.
import { and, asc, desc, eq, gte, ilike, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery } from '../../../shared/admin-lists.js';
import { couldBePartOfReferenceId } from '../../../shared/reference-id.js';
import type { StatusEvent } from '../../../shared/service-requests/request-status-events.js';
import type { ServiceRequestStatus } from '../../../shared/service-requests/service-requests.js';
import type { Executor } from '../../db/client.js';
import { adminListFilter } from '../../db/admin-list-filter.js';
import { countUpToCap, onePerRow, pageOf } from '../../db/paged-list.js';
import { applyStatusChange, historyEntryOf, statusUpdateOf, type StatusChange } from '../../db/status-change.js';
import { statusHistoryOf } from '../../db/status-history.js';
import { serviceRequests, serviceRequestStatusHistory, uploads } from '../../db/schema.js';
import { csvLineSql } from '../../infra/csv-sql.js';
import { SERVICE_REQUEST_CSV_COLUMNS } from './csv-columns.js';
import { wholeInvoiceNumber } from '../../../shared/invoicing/invoice-numbers.js';
import type { ServiceRequestRow } from './repository.js';

/** The columns of a request card. */
const summaryColumns = {
  language: serviceRequests.language,
  id: serviceRequests.id,
  referenceId: serviceRequests.referenceId,
  status: serviceRequests.status,
  userRole: serviceRequests.userRole,
  serviceType: serviceRequests.serviceType,
  serviceDescription: serviceRequests.serviceDescription,
  urgency: serviceRequests.urgency,
  contactName: serviceRequests.contactName,
  contactCompany: serviceRequests.contactCompany,
  contactEmail: serviceRequests.contactEmail,
  contactPhone: serviceRequests.contactPhone,
  pickupCity: serviceRequests.pickupCity,
  pickupState: serviceRequests.pickupState,
  deliveryCity: serviceRequests.deliveryCity,
  deliveryState: serviceRequests.deliveryState,
  estimatedQuote: serviceRequests.estimatedQuote,
  quoteValidUntil: serviceRequests.quoteValidUntil,
  quoteResponse: serviceRequests.quoteResponse,
  quoteRespondedAt: serviceRequests.quoteRespondedAt,
  quoteDeclineReason: serviceRequests.quoteDeclineReason,
  estimateLowCents: serviceRequests.estimateLowCents,
  estimateHighCents: serviceRequests.estimateHighCents,
  estimateMiles: serviceRequests.estimateMiles,
  finalAmount: serviceRequests.finalAmount,
  invoiceNumber: serviceRequests.invoiceNumber,
  invoiceStatus: serviceRequests.invoiceStatus,
  paymentStatus: serviceRequests.paymentStatus,
  refundDue: serviceRequests.refundDue,
  createdAt: serviceRequests.createdAt,
};

export type ServiceRequestSummaryRow = Pick<ServiceRequestRow, keyof typeof summaryColumns>;

/**
 * The filter of a list or an export. A whole reference ID or invoice number (however it was
 * typed) is an exact match on its unique index; anything else matches parts of the name, e-mail or
 * reference ID, ignoring case, through the trigram indexes.
 */
export function matchingRequests(query: Pick<AdminListQuery, 'search' | 'status'>): SQL | undefined {
  const invoiceNumber = wholeInvoiceNumber(query.search);
  if (invoiceNumber) {
    return and(
      adminListFilter({ status: query.status, search: '' }, serviceRequests, () => []),
      eq(serviceRequests.invoiceNumber, invoiceNumber),
    );
  }
  return adminListFilter(query, serviceRequests, (pattern) => [
    ilike(serviceRequests.contactName, pattern),
    ilike(serviceRequests.contactEmail, pattern),
    // A text with a letter no reference ID has (I, L, O, U, ...) cannot be part of one:
    // skipping that index scan takes a third off a name search over a million rows.
    couldBePartOfReferenceId(query.search) ? ilike(serviceRequests.referenceId, pattern) : undefined,
  ]);
}

export async function findServiceRequestPage(executor: Executor, query: AdminListQuery): Promise<ServiceRequestSummaryRow[]> {
  const newestFirst = executor
    .select(summaryColumns)
    .from(serviceRequests)
    .where(matchingRequests(query))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  return pageOf(newestFirst.$dynamic(), query);
}

/** How many requests match, counting no further than ADMIN_COUNT_CAP. */
export async function countMatchingRequests(executor: Executor, query: Pick<AdminListQuery, 'search' | 'status'>): Promise<number> {
  return countUpToCap(executor, executor.select(onePerRow()).from(serviceRequests).where(matchingRequests(query)).$dynamic());
}

export async function findServiceRequestById(executor: Executor, id: number): Promise<ServiceRequestRow | undefined> {
  const [row] = await executor.select().from(serviceRequests).where(eq(serviceRequests.id, id)).limit(1);
  return row;
}

/** The request, locked until the transaction ends, so two admins' changes happen one after the other. */
export async function lockServiceRequest(executor: Executor, id: number): Promise<ServiceRequestRow | undefined> {
  const [row] = await executor.select().from(serviceRequests).where(eq(serviceRequests.id, id)).limit(1).for('update');
  return row;
}

export async function findRequestPhotos(executor: Executor, serviceRequestId: number) {
  return (
    executor
      .select({
        id: uploads.id,
        originalName: uploads.originalName,
        contentType: uploads.contentType,
        sizeBytes: uploads.sizeBytes,
        createdAt: uploads.createdAt,
      })
      .from(uploads)
      .where(eq(uploads.serviceRequestId, serviceRequestId))
      // Photos sent together share a time: then by name, so the order is the same every time.
      .orderBy(asc(uploads.createdAt), asc(uploads.originalName), asc(uploads.id))
  );
}

/** The request's status history, oldest first, each entry with the business event that made it (null: a person's change). */
export async function findStatusHistory(executor: Executor, serviceRequestId: number) {
  const history = serviceRequestStatusHistory;
  return statusHistoryOf(executor, history, eq(history.serviceRequestId, serviceRequestId), { event: history.movedByEvent });
}

/** A change of a request's status: by a staff member's hand, or (`event`) by the business (request-status-events.ts). */
export interface RequestStatusChange extends StatusChange<ServiceRequestStatus> {
  event?: StatusEvent;
}

export async function setRequestStatus(executor: Executor, change: RequestStatusChange): Promise<ServiceRequestRow> {
  return applyStatusChange(
    () => executor.update(serviceRequests).set(statusUpdateOf(change)).where(eq(serviceRequests.id, change.id)).returning(),
    () =>
      executor
        .insert(serviceRequestStatusHistory)
        .values({ serviceRequestId: change.id, ...historyEntryOf(change), movedByEvent: change.event ?? null }),
  );
}

/** A business event's move of a request's status (docs/decisions/058-status-follows-the-business.md). */
export interface StatusMove {
  id: number;
  event: StatusEvent;
  to: ServiceRequestStatus;
  /** The staff member whose act it was (an assignment, a confirmed transfer); null for the customer, a driver or a provider. */
  adminId: number | null;
  notes: string;
}

/**
 * Sets the quote. A new offer (`validUntil` given) also starts its validity again and clears the
 * customer's answer to the previous one; otherwise the offer's date and answer stay.
 */
export async function setEstimatedQuote(
  executor: Executor,
  id: number,
  quote: string,
  newOfferValidUntil: string | null,
): Promise<ServiceRequestRow | undefined> {
  const newOffer = newOfferValidUntil
    ? { quoteValidUntil: newOfferValidUntil, quoteResponse: null, quoteRespondedAt: null, quoteDeclineReason: null }
    : {};
  const [row] = await executor
    .update(serviceRequests)
    .set({ estimatedQuote: quote, ...newOffer, updatedAt: sql`now()` })
    .where(eq(serviceRequests.id, id))
    .returning();
  return row;
}

export async function setContactEmail(executor: Executor, id: number, contactEmail: string): Promise<ServiceRequestRow | undefined> {
  const [row] = await executor
    .update(serviceRequests)
    .set({ contactEmail, updatedAt: sql`now()` })
    .where(eq(serviceRequests.id, id))
    .returning();
  return row;
}

/**
 * Sets the invoice amount only while the request has none: the condition is in the UPDATE, so of
 * two admins invoicing at once exactly one succeeds.
 */
export async function setInvoice(
  executor: Executor,
  id: number,
  invoice: { finalAmount: string; invoiceNumber: string; sentAt: Date },
): Promise<ServiceRequestRow | undefined> {
  const { finalAmount, invoiceNumber, sentAt } = invoice;
  const [row] = await executor
    .update(serviceRequests)
    .set({ finalAmount, invoiceNumber, invoiceStatus: 'sent', invoiceSentAt: sentAt, updatedAt: sql`now()` })
    .where(and(eq(serviceRequests.id, id), isNull(serviceRequests.finalAmount)))
    .returning();
  return row;
}

/**
 * The next batch of an export, newest first, after the row with id `beforeId`. Walking by id
 * keeps every batch an index range scan, however far into the table the export is.
 */
const exportLine = { id: serviceRequests.id, line: csvLineSql(SERVICE_REQUEST_CSV_COLUMNS) };

/** A batch of the export: each row's id and its finished CSV line (see csv-columns.ts). */
export async function findExportBatch(
  executor: Executor,
  query: Pick<AdminListQuery, 'search' | 'status'>,
  beforeId: number | undefined,
  batchSize: number,
): Promise<{ id: number; line: string }[]> {
  return executor
    .select(exportLine)
    .from(serviceRequests)
    .where(and(matchingRequests(query), beforeId === undefined ? undefined : lt(serviceRequests.id, beforeId)))
    .orderBy(desc(serviceRequests.id))
    .limit(batchSize);
}

/** The export lines of every request with fromId <= id < toId, newest first. */
export async function findExportRange(executor: Executor, fromId: number, toId: number): Promise<{ id: number; line: string }[]> {
  return executor
    .select(exportLine)
    .from(serviceRequests)
    .where(and(gte(serviceRequests.id, fromId), lt(serviceRequests.id, toId)))
    .orderBy(desc(serviceRequests.id));
}

export async function findHighestRequestId(executor: Executor): Promise<number> {
  const [row] = await executor.select({ value: max(serviceRequests.id) }).from(serviceRequests);
  return row?.value ?? 0;
}
