// A request as its customer sees it on their page: the summary of the list and the parts of the
// request page built from the row (quote, invoice, payments). Amounts and states only: never a
// staff note, the estimate's internals, a provider's id or who confirmed a payment.
import { paymentPageUrl } from '../../../shared/service-requests/admin-service-requests.js';
import type { DeliveryUpdate, ProofOfDeliverySummary } from '../../../shared/dispatch/dispatch.js';
import {
  CUSTOMER_API,
  type PortalPayment,
  type PortalRequestDetail,
  type PortalRequestSummary,
} from '../../../shared/customer-portal/customer-portal.js';
import type { BilledLine } from '../../../shared/invoicing/billed-lines.js';
import type { CustomerCreditNote } from '../../../shared/invoicing/credit-notes.js';
import type { InvoiceAssignment } from '../../../shared/receivables/invoice-assignment.js';
import { isSettledPaymentStatus } from '../../../shared/service-requests/service-requests.js';
import type { OwnPaymentRow, OwnRefundRow, OwnRequestSummaryRow } from './portal-repository.js';
import { portalQuoteOf } from '../service-requests/index.js';

/** The invoice's amount once it went out; an amount set but not sent is still the office's draft. */
function sentInvoiceAmount(request: OwnRequestSummaryRow): string | null {
  return request.invoiceSentAt !== null ? request.finalAmount : null;
}

export function portalSummaryOf(request: OwnRequestSummaryRow, today: string): PortalRequestSummary {
  // Broker and dispatcher forms ask for no places: their rows hold placeholders (TBD, Multiple).
  const hasRoute = request.userRole === 'shipper';
  return {
    referenceId: request.referenceId,
    role: request.userRole,
    serviceType: request.serviceType,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    from: hasRoute ? `${request.pickupCity}, ${request.pickupState}` : '',
    to: hasRoute ? `${request.deliveryCity}, ${request.deliveryState}` : '',
    quote: portalQuoteOf(request, today),
    invoiceAmount: sentInvoiceAmount(request),
    invoiceStatus: request.invoiceStatus,
    paymentStatus: request.paymentStatus,
  };
}

export function portalInvoiceOf(
  request: OwnRequestSummaryRow & { paidAt: Date | null },
  lines: readonly BilledLine[],
  credited: { invoiceTotal: string | null; creditNotes: readonly CustomerCreditNote[] },
  assignment: InvoiceAssignment | null,
): PortalRequestDetail['invoice'] {
  const amount = sentInvoiceAmount(request);
  // A sent invoice has its number: a check constraint pairs invoice_number with invoice_sent_at.
  if (amount === null || request.invoiceNumber === null) return null;
  // The payment page while something is owed; a paid (or refunded) or voided invoice has nothing to
  // pay, and a factored one is paid to the factor (decision 078), never on our payment page.
  const owed = !isSettledPaymentStatus(request.paymentStatus) && request.invoiceStatus !== 'void' && assignment === null;
  return {
    amount,
    number: request.invoiceNumber,
    lines: [...lines],
    sentAt: request.invoiceSentAt?.toISOString() ?? null,
    paidAt: request.paidAt?.toISOString() ?? null,
    pdfUrl: CUSTOMER_API.invoicePdf(request.referenceId),
    // On our own site: the page the customer is on, whatever address it was reached by.
    payUrl: owed ? paymentPageUrl('', request.referenceId) : null,
    invoiceTotal: credited.invoiceTotal ?? amount,
    creditNotes: credited.creditNotes.map((note) => ({ ...note, pdfUrl: CUSTOMER_API.creditNotePdf(request.referenceId, note.number) })),
    assignment,
  };
}

export function portalPaymentsOf(paymentRows: OwnPaymentRow[], refundRows: OwnRefundRow[]): PortalPayment[] {
  return paymentRows.map((payment) => ({
    id: payment.id,
    method: payment.method,
    amount: payment.amount,
    status: payment.status,
    confirmedAt: payment.confirmedAt?.toISOString() ?? null,
    createdAt: payment.createdAt.toISOString(),
    receiptUrl: payment.status === 'succeeded' ? CUSTOMER_API.receiptPdf(payment.id) : null,
    refunds: refundRows
      .filter((refund) => refund.paymentId === payment.id)
      .map((refund) => ({ amount: refund.amount, status: refund.status, createdAt: refund.createdAt.toISOString() })),
  }));
}

/** The driver's updates and, once delivered, the proof and where its PDF is (the same the /track page shows). */
export function portalDeliveryOf(
  referenceId: string,
  deliveryUpdates: DeliveryUpdate[],
  proofOfDelivery: ProofOfDeliverySummary | null,
): Pick<PortalRequestDetail, 'deliveryUpdates' | 'proofOfDelivery' | 'proofOfDeliveryUrl'> {
  return {
    deliveryUpdates,
    proofOfDelivery,
    proofOfDeliveryUrl: proofOfDelivery ? CUSTOMER_API.proofOfDeliveryPdf(referenceId) : null,
  };
}
