// The door of documents: what other features and the composition (src/server's root files) may use.
export { documentAdminRoutes } from './admin-routes.js';
export type { DocumentDeps, DocumentPaperwork } from './deps.js';
export type { PacketContext } from './packet-data.js';
export { hasPapersBeyondInvoice } from './packet-papers.js';
export { makePacketsInWorkers } from './packet-render-pool.js';
export { recordDocumentDownload, sendDocument } from './document-download.js';
export { invoicePacketFile, mailDocumentRenderer, proofOfDeliveryFile } from './document-files.js';
export type { DocumentContext } from './document-data.js';
export { loadProofOfDeliveryDocument } from './pod-data.js';
export { portalDocumentRoutes } from './portal-routes.js';
