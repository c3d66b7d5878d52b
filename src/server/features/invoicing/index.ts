// The door of invoicing: what other features and the composition (src/server's root files) may use.
export { accessorialCatalogueRoutes } from './accessorials/catalogue-routes.js';
export { accessorialRateFor } from './accessorials/rate-lookup.js';
export type { AppliedRate, RateCustomer } from './accessorials/rate-lookup.js';
export { invoiceAdminRoutes } from './admin-routes.js';
export { draftPreview, sentInvoiceLines } from './billed-lines-service.js';
export type { InvoicingDeps } from './deps.js';
export { proposeStopDetention, detentionProposalKey } from './detention/index.js';
export { proposeReceiptLine, receiptProposalKey, type ReceiptFacts, type ReceiptOutcome } from './receipts/index.js';
export type { DetentionOutcome, DetentionStop, StageMoment, StopDetentionFacts } from './detention/index.js';
export { nextInvoiceNumber } from './invoice-numbers.js';
export { invoiceProposalRoutes } from './proposals/proposal-routes.js';
export { recordInvoiceAsSent, type RecordedInvoice } from './recorded-invoice.js';
// The fuel surcharge (decision 067): a load's surcharge line, the Billing screen's routes, the weekly EIA fetch.
export {
  createWeeklyDieselFetch,
  estimateFuelShare,
  type EstimateFuelQuery,
  type EstimateFuelShare,
  fuelSurchargeAdminRoutes,
  fuelSurchargeFor,
  type EiaConnection,
  type FuelSurchargeDeps,
  type FuelSurchargeLine,
  type FuelSurchargeOutcome,
  type FuelSurchargeQuery,
  type WeeklyDieselFetch,
} from './fuel-surcharge/index.js';
export { invoiceLinesExportRoutes } from './lines-export-routes.js';
export { revenueByKind, type KindRevenue } from './revenue-by-kind-service.js';
// Correcting a sent invoice (decision 069): credit notes, void and re-issue.
export { invoiceCorrectionRoutes } from './credit-notes/correction-routes.js';
export {
  creditNoteById,
  creditNoteOfRequest,
  creditNotesForDocuments,
  customerCreditNotesOf,
  type CreditNoteFacts,
} from './credit-notes/credit-note-reading.js';
export type { InvoicePayments, PaymentHold } from './deps.js';
// Receivables (decision 073): what a sent invoice still owes, kept from the ledger.
export { invoiceBalanceOf, recomputeInvoiceBalance, sentInvoiceAmounts, type SentInvoiceAmounts } from './invoice-balance.js';
export { issueRefundCreditNote, type RefundCredit } from './credit-notes/refund-credit-service.js';
