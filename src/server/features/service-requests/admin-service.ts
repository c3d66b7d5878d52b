// What an admin does with service requests: find them, read one whole, move its status, quote
// it, invoice it, export the list. Every change the customer should know about queues a mail in
// the same transaction as the change.
import type { Readable } from 'node:stream';
import { ADMIN_COUNT_CAP, type AdminListQuery, type AdminPage } from '../../../shared/admin-lists.js';
import {
  paymentPageUrl,
  type AdminServiceRequestDetail,
  type AdminServiceRequestSummary,
  type CustomerEstimate,
  type StatusUpdate,
  REQUEST_NOT_FOUND,
} from '../../../shared/service-requests/admin-service-requests.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { byDescendingId, byDescendingIdRanges, csvLinesStream } from '../../infra/csv-export.js';
import { csvHeaders } from '../../infra/csv-sql.js';
import { statusEmailWanted } from './status-email-preferences-repository.js';
import { statusChangedEmail } from './admin-emails.js';
import {
  countMatchingRequests,
  findExportBatch,
  findExportRange,
  findHighestRequestId,
  findRequestPhotos,
  findServiceRequestById,
  findServiceRequestPage,
  findStatusHistory,
  lockServiceRequest,
  setContactEmail,
  setRequestStatus,
  type ServiceRequestSummaryRow,
} from './admin-repository.js';
import { SERVICE_REQUEST_CSV_COLUMNS } from './csv-columns.js';
import type { ServiceRequestDeps } from './deps.js';
import { setSingleAmountQuote, type QuoteDeps } from './quote-lines-service.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { changeOf, factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent, recordExport } from '../../platform/audit/record-audit-event.js';
import type { ServiceRequestRow } from './repository.js';
import { uploadView } from '../uploads/index.js';

/** Reading requests: each summary carries its payment page's address. */
type ReadDeps = Pick<ServiceRequestDeps, 'db' | 'publicBaseUrl'>;
/** Changing a request and mailing its customer about it. */
type ChangeDeps = Pick<ServiceRequestDeps, 'outbox' | 'company' | 'publicBaseUrl'>;

export async function listServiceRequests(deps: ReadDeps, query: AdminListQuery): Promise<AdminPage<AdminServiceRequestSummary>> {
  const [rows, total] = await Promise.all([findServiceRequestPage(deps.db, query), countMatchingRequests(deps.db, query)]);
  return {
    items: rows.map((row) => toSummary(row, deps.publicBaseUrl)),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalIsCapped: total >= ADMIN_COUNT_CAP,
  };
}

export async function serviceRequestDetail(deps: ReadDeps, id: number): Promise<AdminServiceRequestDetail> {
  const request = await findServiceRequestById(deps.db, id);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  const [photos, history] = await Promise.all([findRequestPhotos(deps.db, id), findStatusHistory(deps.db, id)]);
  return {
    ...toSummary(request, deps.publicBaseUrl),
    length: request.length,
    width: request.width,
    height: request.height,
    weight: request.weight,
    itemType: request.itemType,
    specialHandling: request.specialHandling,
    pickupAddress: request.pickupAddress,
    pickupAddress2: request.pickupAddress2,
    pickupZip: request.pickupZip,
    pickupInstructions: request.pickupInstructions,
    deliveryAddress: request.deliveryAddress,
    deliveryAddress2: request.deliveryAddress2,
    deliveryZip: request.deliveryZip,
    deliveryInstructions: request.deliveryInstructions,
    preferredDate: request.preferredDate,
    preferredTime: request.preferredTime,
    carrierRequirements: request.carrierRequirements,
    loadVolume: request.loadVolume,
    contractTerms: request.contractTerms,
    preferredLanes: request.preferredLanes,
    dispatchingRates: request.dispatchingRates,
    equipmentNeeded: request.equipmentNeeded,
    loadTypes: request.loadTypes,
    coverageAreas: request.coverageAreas,
    additionalNotes: request.additionalNotes,
    paymentMethod: request.paymentMethod,
    paymentReference: request.paymentReference,
    invoiceSentAt: request.invoiceSentAt?.toISOString() ?? null,
    invoiceNumber: request.invoiceNumber,
    paidAt: request.paidAt?.toISOString() ?? null,
    updatedAt: request.updatedAt.toISOString(),
    photos: photos.map((photo) => ({ ...uploadView(photo), createdAt: photo.createdAt.toISOString() })),
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/**
 * Sets the status (any value: the spec puts no order on them) and records who, when, from, to
 * and why. Saving the same status with notes records the notes; the customer is mailed only
 * when the status really changed.
 */
export async function changeStatus(deps: ChangeDeps, id: number, update: StatusUpdate, audit: MemberAuditContext) {
  const adminId = audit.actor.adminId;
  const row = await deps.outbox.transaction(async (tx) => {
    const current = await lockServiceRequest(tx, id);
    if (!current) throw notFound(REQUEST_NOT_FOUND);
    const updated = await setRequestStatus(tx, { id, from: current.status, to: update.status, notes: update.notes, adminId });
    // Notes are internal and may be long: the history keeps them; the event says only that some were written.
    await recordAuditEvent(tx, audit, {
      action: 'service_request.status_changed',
      recordType: 'service_request',
      recordId: id,
      changes: { ...changeOf('status', current.status, updated.status), ...(update.notes ? factsOf({ notesAdded: true }) : {}) },
    });
    // The customer chose on their page which status changes they hear about (default: all).
    const mailWanted = current.status !== update.status && (await statusEmailWanted(tx, updated.contactEmail, updated.status));
    if (mailWanted) await deps.outbox.enqueue(tx, [statusChangedEmail(updated, deps)]);
    return updated;
  });
  return toSummary(row, deps.publicBaseUrl);
}

/**
 * Sets the estimate from the spec's Quote dialog: one all-in amount, stored as one linehaul line
 * (quote-lines-service.ts, decision 070). A new offer (see quote-offer.ts: a new amount, or
 * renewing a declined or lapsed one) holds for `quoteValidityDays` from today, clears the
 * customer's answer, and is mailed to them. The quote may still be saved after the invoice went
 * out (to keep the record right); the customer can no longer answer it then
 * (docs/decisions/040-quote-acceptance.md).
 */
export async function setQuote(deps: QuoteDeps, id: number, quote: string, audit: MemberAuditContext): Promise<AdminServiceRequestSummary> {
  const { row } = await setSingleAmountQuote(deps, id, quote, audit);
  return toSummary(row, deps.publicBaseUrl);
}

/**
 * Moves the request to another contact e-mail. The customer's page lists requests by that
 * address when it is read, so this moves the request from one customer's page to the other's:
 * recorded with both addresses. No mail goes out (neither address asked for one).
 */
export async function changeContactEmail(
  deps: Pick<ServiceRequestDeps, 'db' | 'publicBaseUrl'>,
  id: number,
  email: string,
  audit: MemberAuditContext,
): Promise<AdminServiceRequestSummary> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockServiceRequest(tx, id);
    if (!current) throw notFound(REQUEST_NOT_FOUND);
    if (current.contactEmail === email) return current;
    const updated = await setContactEmail(tx, id, email);
    if (!updated) throw notFound(REQUEST_NOT_FOUND);
    await recordAuditEvent(tx, audit, {
      action: 'service_request.contact_email_changed',
      recordType: 'service_request',
      recordId: id,
      changes: changeOf('contactEmail', current.contactEmail, updated.contactEmail),
    });
    return updated;
  });
  return toSummary(row, deps.publicBaseUrl);
}

/** The CSV of the matching requests; the download is recorded first (streamed, its row count is not known). */
export async function exportServiceRequests(
  { db }: Pick<ServiceRequestDeps, 'db'>,
  query: Pick<AdminListQuery, 'search' | 'status'>,
  audit: MemberAuditContext,
): Promise<Readable> {
  await recordExport(db, audit, 'service_requests', { search: query.search ?? null, status: query.status });
  const everything = !query.search && query.status === 'all';
  const batches = everything ? wholeTable(db) : byDescendingId((beforeId, size) => findExportBatch(db, query, beforeId, size));
  return csvLinesStream(csvHeaders(SERVICE_REQUEST_CSV_COLUMNS), batches);
}

async function* wholeTable(db: Database) {
  yield* byDescendingIdRanges((fromId, toId) => findExportRange(db, fromId, toId), await findHighestRequestId(db));
}

/** A request as the list shows it, with its payment page's address. */
export function toSummary(row: ServiceRequestSummaryRow | ServiceRequestRow, publicBaseUrl: string): AdminServiceRequestSummary {
  return {
    id: row.id,
    referenceId: row.referenceId,
    status: row.status,
    userRole: row.userRole,
    serviceType: row.serviceType,
    serviceDescription: row.serviceDescription,
    urgency: row.urgency,
    contactName: row.contactName,
    contactCompany: row.contactCompany,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    pickupCity: row.pickupCity,
    pickupState: row.pickupState,
    deliveryCity: row.deliveryCity,
    deliveryState: row.deliveryState,
    estimatedQuote: row.estimatedQuote,
    quoteValidUntil: row.quoteValidUntil,
    quoteResponse: row.quoteResponse,
    quoteRespondedAt: row.quoteRespondedAt?.toISOString() ?? null,
    quoteDeclineReason: row.quoteDeclineReason,
    customerEstimate: customerEstimateOf(row),
    finalAmount: row.finalAmount,
    invoiceNumber: row.invoiceNumber,
    invoiceStatus: row.invoiceStatus,
    paymentStatus: row.paymentStatus,
    refundDue: row.refundDue,
    createdAt: row.createdAt.toISOString(),
    paymentUrl: paymentPageUrl(publicBaseUrl, row.referenceId),
    language: row.language,
  };
}

/** The stored estimate as one value: the three columns are all set or all null (a check says so). */
function customerEstimateOf(
  row: Pick<ServiceRequestRow, 'estimateLowCents' | 'estimateHighCents' | 'estimateMiles'>,
): CustomerEstimate | null {
  const { estimateLowCents: lowCents, estimateHighCents: highCents, estimateMiles: miles } = row;
  if (lowCents === null || highCents === null || miles === null) return null;
  return { lowCents, highCents, miles };
}
