// The door of invoicing: what other features and the composition (src/server's root files) may use.
export { invoiceAdminRoutes } from './admin-routes.js';
export { draftPreview, sentInvoiceLines } from './billed-lines-service.js';
export type { InvoicingDeps } from './deps.js';
export { nextInvoiceNumber } from './invoice-numbers.js';
export { invoiceLinesExportRoutes } from './lines-export-routes.js';
export { recordInvoiceAsSent, type RecordedInvoice } from './recorded-invoice.js';
export { revenueByKind, type KindRevenue } from './revenue-by-kind-service.js';
