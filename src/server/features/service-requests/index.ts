// The door of service-requests: what other features and the composition (src/server's root files) may use.
export { serviceRequestAdminRoutes } from './admin-routes.js';
export { serviceRequestDetail } from './admin-service.js';
export type { ServiceRequestDeps } from './deps.js';
export { estimateRoutes, type EstimateFuelLookup } from './estimate-routes.js';
export { instantEstimate } from './estimate-service.js';
export { hiddenLocationColumns, isPlaceholderStreet } from './hidden-locations.js';
export { fillPlaceholderLane, isPlaceholderPlace } from './placeholder-lane-service.js';
export {
  findInvoiceByReference,
  lockInvoiceById,
  markInvoicePaid,
  markInvoiceRefundState,
  markPaymentFailed,
  markPaymentStanding,
  markPaymentReported,
  markRefundDue,
  markReportedPaymentRejected,
} from './invoice-service.js';
export type { InvoiceRow, PaidInvoice } from './invoice-service.js';
export {
  adminRequestSummary,
  lockRequestForInvoicing,
  recordInvoiceBalance,
  recordInvoiceVoided,
  recordSentInvoice,
} from './invoice-summary-service.js';
export { creditNoteEmail, invoiceVoidedEmail } from './invoice-correction-emails.js';
export { invoiceEmail } from './admin-emails.js';
export { quoteResponseRoutes } from './quote-answer-routes.js';
export { portalQuoteOf } from './quote-offer.js';
export { quoteLinesOf } from './quote-lines-service.js';
export type { ServiceRequestRow } from './repository.js';
export { serviceRequestRoutes } from './routes.js';
export { customerPreferencesOf, saveCustomerPreferences } from './status-email-preferences-service.js';
export { lookUpRequestStatus } from './status-lookup-service.js';
export type { RequestStatusAnswer, RequestStatusQuestion } from './status-lookup-service.js';
export { moveStatusForward, statusEmailsWanted } from './status-service.js';
