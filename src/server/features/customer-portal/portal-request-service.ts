// What a signed-in customer reads on their own page: their requests, one request whole, its
// photos and its values for a new request. `email` is always the session's normalised address;
// a request of another address is not found (the same 404 as an unknown one: a 403 would tell
// the asker that the reference ID exists). Reads are not audited: a page view changes nothing,
// and a row per view would bury the changes the log is for.
import type { Readable } from 'node:stream';
import {
  PORTAL_NOT_FOUND_MESSAGE,
  PORTAL_PAGE_SIZE,
  type PortalRepeat,
  type PortalRequestDetail,
  type PortalRequestPage,
  CUSTOMER_API,
} from '../../../shared/customer-portal/customer-portal.js';
import { isServiceRequestReferenceId, normalizeReferenceId } from '../../../shared/reference-id.js';
import { SERVICE_TYPES, serviceTypeLabel } from '../../../shared/service-requests/service-requests.js';
import { notFound } from '../../errors.js';
import { servedContentType } from '../../infra/storage/safe-file-name.js';
import type { CustomerPortalDeps } from './deps.js';
import {
  findItemPhotos,
  findOwnPhoto,
  findOwnRequest,
  findOwnRequestPage,
  findRefundsOf,
  findRequestPayments,
  type OwnRequestRow,
  type PortalSearch,
} from './portal-repository.js';
import { repeatValues, submittedDetails } from './portal-request-fields.js';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n.js';
import { translator } from '../../i18n/translator.js';
import { customerCreditNotesOf, sentInvoiceLines } from '../invoicing/index.js';
import { portalDeliveryOf, portalInvoiceOf, portalPaymentsOf, portalSummaryOf } from './portal-request-view.js';
import { utcToday } from '../../../shared/calendar-date.js';
import { progressOf } from '../tracking/index.js';
import { factorAssignmentOfRequest } from '../accounts/index.js';
import { portalQuoteOf, quoteLinesOf } from '../service-requests/index.js';

type ReadDeps = Pick<CustomerPortalDeps, 'db'>;

/** What a search text matches: a whole reference ID exactly, else parts of IDs, cities and service names. */
function searchOf(q: string | undefined): PortalSearch | null {
  const text = q?.trim();
  if (!text) return null;
  const needle = text.toLowerCase();
  return {
    referenceId: normalizeReferenceId(text),
    text,
    // Stored as values ('ltl-freight'); customers type what they read ('LTL Freight').
    serviceTypes: SERVICE_TYPES.filter((type) => type.includes(needle) || serviceTypeLabel(type).toLowerCase().includes(needle)),
  };
}

export async function listOwnRequests(
  { db }: ReadDeps,
  email: string,
  query: { q?: string | undefined; page: number },
  now = new Date(),
): Promise<PortalRequestPage> {
  const { rows, total } = await findOwnRequestPage(db, email, searchOf(query.q), { page: query.page, pageSize: PORTAL_PAGE_SIZE });
  const today = utcToday(now);
  return { items: rows.map((row) => portalSummaryOf(row, today)), total, page: query.page, pageSize: PORTAL_PAGE_SIZE };
}

/** The customer's request with this reference ID (however typed), or the portal's one 404. */
async function ownRequest({ db }: ReadDeps, email: string, typedReferenceId: string): Promise<OwnRequestRow> {
  const referenceId = normalizeReferenceId(typedReferenceId);
  const request = referenceId && isServiceRequestReferenceId(referenceId) ? await findOwnRequest(db, email, referenceId) : undefined;
  if (!request) throw notFound(PORTAL_NOT_FOUND_MESSAGE);
  return request;
}

export async function ownRequestDetail(
  deps: Pick<CustomerPortalDeps, 'db' | 'publicBaseUrl'>,
  email: string,
  typedReferenceId: string,
  now = new Date(),
  /** The language of the page asking: the details' labels are written in it. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<PortalRequestDetail> {
  const request = await ownRequest(deps, email, typedReferenceId);
  const [progress, photos, paymentRows, invoiceLines, quoteLines, credited, assignment] = await Promise.all([
    progressOf(deps.db, request),
    findItemPhotos(deps.db, request.id),
    findRequestPayments(deps.db, request.id),
    // Billed lines only (decision 066): a proposed or waived line is the office's, never shown here.
    sentInvoiceLines(deps.db, request.id),
    quoteLinesOf(deps.db, request.id),
    customerCreditNotesOf(deps.db, request.id),
    // A factored invoice is paid to the factor (decision 078).
    factorAssignmentOfRequest(deps.db, request.id),
  ]);
  const refundRows = await findRefundsOf(
    deps.db,
    paymentRows.map((payment) => payment.id),
  );
  const today = utcToday(now);
  return {
    ...portalSummaryOf(request, today),
    quote: portalQuoteOf(request, today, quoteLines),
    urgency: request.urgency,
    details: submittedDetails(request, translator(locale)),
    contactPhone: request.contactPhone,
    timeline: progress.timeline,
    photos: photos.map((photo) => ({
      id: photo.id,
      url: CUSTOMER_API.photo(request.referenceId, photo.id),
      contentType: servedContentType(photo.contentType),
    })),
    invoice: portalInvoiceOf(request, invoiceLines, credited, assignment),
    payments: portalPaymentsOf(paymentRows, refundRows),
    ...portalDeliveryOf(request.referenceId, progress.deliveryUpdates, progress.proofOfDelivery),
  };
}

export async function ownRequestRepeat(deps: ReadDeps, email: string, typedReferenceId: string): Promise<PortalRepeat> {
  const request = await ownRequest(deps, email, typedReferenceId);
  return { role: request.userRole, values: repeatValues(request) };
}

export interface OwnPhotoFile {
  stream: Readable;
  contentType: string;
  sizeBytes: number;
}

/** An item photo of the customer's own request; anything else is the portal's one 404. */
export async function openOwnPhoto(
  deps: Pick<CustomerPortalDeps, 'db' | 'storage'>,
  email: string,
  typedReferenceId: string,
  photoId: string,
): Promise<OwnPhotoFile> {
  const referenceId = normalizeReferenceId(typedReferenceId);
  const photo =
    referenceId && isServiceRequestReferenceId(referenceId) ? await findOwnPhoto(deps.db, email, referenceId, photoId) : undefined;
  if (!photo) throw notFound(PORTAL_NOT_FOUND_MESSAGE);
  const stream = await deps.storage.openReadStream(photo.storageKey).catch(() => {
    // A row without its bytes (a failed restore): nothing to show, and nothing the customer can do.
    throw notFound(PORTAL_NOT_FOUND_MESSAGE);
  });
  return { stream, contentType: servedContentType(photo.contentType), sizeBytes: photo.sizeBytes };
}
