// A customer asking about their own request without signing in (the chat assistant uses this).
// The reference ID alone tells the status and the payment status; the details (amounts, route,
// invoice, where to pay) need the request's contact e-mail as well. Nothing else about any request
// leaves this function: no names, addresses, phone numbers, notes, and never the e-mail itself.
import { z } from 'zod';
import type { InvoiceStatus, PaymentStatus, ServiceRequestStatus } from '../../../shared/service-requests/service-requests.js';
import { serviceTypeLabel } from '../../../shared/service-requests/service-requests.js';
import { normalizeReferenceId } from '../../../shared/reference-id.js';
import { isServiceRequestReferenceId } from '../../../shared/reference-id.js';
import type { Database } from '../../db/client.js';
import { findRequestForStatusLookup, type RequestForStatusLookup } from './repository.js';

export interface RequestStatusQuestion {
  /** As the customer typed it; case, spaces and dashes do not matter. */
  referenceId: string;
  /** As the customer typed it; compared with the request's contact e-mail ignoring case. */
  email?: string | undefined;
}

export type RequestStatusAnswer =
  | { found: false }
  | {
      found: true;
      referenceId: string;
      status: ServiceRequestStatus;
      paymentStatus: PaymentStatus;
      /** Only when the question carried the request's contact e-mail. */
      details: RequestDetails | undefined;
    };

export interface RequestDetails {
  serviceType: string;
  /** City and state at each end; only shipper requests have real addresses. */
  route: { from: string; to: string } | undefined;
  /** Decimal strings as stored, e.g. "1250.00". */
  estimatedQuote: string | null;
  amountDue: string | null;
  invoiceStatus: InvoiceStatus;
  /** The invoice payment page, when an amount is due and no payment is paid or under way. */
  paymentPath: string | undefined;
}

// A payment that is pending or awaiting verification is not offered again: that is how invoices
// get paid twice.
// Partly paid (decision 073): the rest is still owed and paid from the same page.
const PAYABLE_STATUSES: readonly PaymentStatus[] = ['unpaid', 'failed', 'partially_paid'];

const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

export async function lookUpRequestStatus(db: Database, question: RequestStatusQuestion): Promise<RequestStatusAnswer> {
  const referenceId = normalizeReferenceId(question.referenceId);
  if (!referenceId || !isServiceRequestReferenceId(referenceId)) return { found: false };
  const email = question.email === undefined ? undefined : emailSchema.safeParse(question.email).data;
  const request = await findRequestForStatusLookup(db, referenceId, email);
  if (!request) return { found: false };
  return {
    found: true,
    referenceId: request.referenceId,
    status: request.status,
    paymentStatus: request.paymentStatus,
    details: request.emailMatches ? detailsOf(request) : undefined,
  };
}

function detailsOf(request: RequestForStatusLookup): RequestDetails {
  const payable = request.finalAmount !== null && PAYABLE_STATUSES.includes(request.paymentStatus);
  return {
    serviceType: serviceTypeLabel(request.serviceType),
    // Broker and dispatcher requests carry placeholder places (TBD, Multiple): no route to tell.
    route:
      request.userRole === 'shipper'
        ? { from: `${request.pickupCity}, ${request.pickupState}`, to: `${request.deliveryCity}, ${request.deliveryState}` }
        : undefined,
    estimatedQuote: request.estimatedQuote,
    // Once part is paid, what is still owed (decision 073); otherwise the invoice's amount, as always.
    amountDue: request.paymentStatus === 'partially_paid' ? (request.invoiceBalance ?? request.finalAmount) : request.finalAmount,
    invoiceStatus: request.invoiceStatus,
    paymentPath: payable ? `/payment?ref=${request.referenceId}` : undefined,
  };
}
