// The same documents for the back office: any request's invoice and any payment's receipt, to the
// roles that may see invoices and payments; a request's Documents list, each paper's versions and
// its packet to the roles that read paperwork (decision 081). Each download is in the audit log under the member.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { notFound } from '../../errors.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { loadDraftInvoiceDocument, loadInvoiceDocument, receiptOf } from './document-data.js';
import { recordDocumentDownload, sendDocument } from './document-download.js';
import { loadCreditNoteDocument } from './credit-note-data.js';
import { creditNoteFile, draftInvoiceFile, invoiceFile, invoicePacketFile, proofOfDeliveryFile, receiptFile } from './document-files.js';
import { findReceiptSource } from './document-repository.js';
import type { DocumentDeps } from './deps.js';
import { loadProofOfDeliveryDocument } from './pod-data.js';
import { documentsListSchema } from '../../../shared/documents/documents.js';
import { REQUEST_NOT_FOUND } from '../../../shared/service-requests/admin-service-requests.js';
import { VERSIONED_DOWNLOAD_KINDS } from './document-paths.js';
import { documentsList } from './documents-list.js';
import { findDocumentsRequest } from './paperwork-repository.js';
import { versionedDocumentFile } from './paperwork-download.js';

export const ADMIN_NO_INVOICE_MESSAGE = 'That request has no invoice: it does not exist or its invoice has not been sent.';
export const ADMIN_NO_DRAFT_MESSAGE =
  'That request has no draft invoice to preview: it does not exist, is already invoiced, or its draft has no billed line yet.';
export const ADMIN_NO_PROOF_OF_DELIVERY_MESSAGE = 'That request has no proof of delivery: it does not exist or has not been delivered.';
export const ADMIN_NO_CREDIT_NOTE_MESSAGE = 'There is no credit note with that id.';
export const ADMIN_NO_RECEIPT_MESSAGE = 'That payment has no receipt: it does not exist or its money was not confirmed.';
export const ADMIN_NO_DOCUMENT_VERSION_MESSAGE = 'That request has no such document version.';
export const ADMIN_NO_PACKET_MESSAGE = 'That request has no packet: it does not exist or its invoice has not been sent.';

const versionedParams = rowIdParams.extend({
  kind: z.enum(VERSIONED_DOWNLOAD_KINDS),
  version: z.coerce.number().int().positive().max(2_147_483_647),
});

const errors = errorResponses(400, 401, 403, 404, 429);
const DOCUMENT_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

export async function documentAdminRoutes(app: FastifyInstance, deps: DocumentDeps) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/service-requests/:id/invoice.pdf',
    {
      // Whoever may send invoices may read them.
      config: { staffArea: 'invoices', rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "A request's invoice as a PDF download",
        description: 'application/pdf, as an attachment: the same file the customer downloads and receives by e-mail.',
        params: rowIdParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const invoice = await loadInvoiceDocument(db, deps, request.params.id);
      if (!invoice) throw notFound(ADMIN_NO_INVOICE_MESSAGE);
      const file = await invoiceFile(invoice);
      await recordDocumentDownload(db, auditContextOf(request), {
        document: 'invoice',
        serviceRequestId: request.params.id,
        referenceId: invoice.referenceId,
      });
      return sendDocument(reply, file);
    },
  );

  routes.get(
    '/service-requests/:id/invoice/draft.pdf',
    {
      config: { staffArea: 'invoices', rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "A request's draft invoice as a PDF, to see before sending",
        description:
          'application/pdf, shown in the browser: the invoice as it would be sent, marked DRAFT, without a number or a way to pay. 404 when the request is already invoiced or its draft bills nothing yet.',
        params: rowIdParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const invoice = await loadDraftInvoiceDocument(db, deps, request.params.id, new Date());
      if (!invoice) throw notFound(ADMIN_NO_DRAFT_MESSAGE);
      const file = await draftInvoiceFile(invoice);
      return sendDocument(reply, file);
    },
  );

  routes.get(
    '/credit-notes/:id.pdf',
    {
      config: { staffArea: 'invoices', rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: 'A credit note as a PDF download',
        description: 'application/pdf, as an attachment: the same file the customer downloads and receives by e-mail.',
        params: rowIdParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const note = await loadCreditNoteDocument(db, deps, request.params.id);
      if (!note) throw notFound(ADMIN_NO_CREDIT_NOTE_MESSAGE);
      const file = await creditNoteFile(note);
      await recordDocumentDownload(db, auditContextOf(request), {
        document: 'credit_note',
        number: note.number,
        serviceRequestId: note.serviceRequestId,
        referenceId: note.referenceId,
      });
      return sendDocument(reply, file);
    },
  );

  routes.get(
    '/payments/:id/receipt.pdf',
    {
      config: { staffArea: 'payments', rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "A confirmed payment's receipt as a PDF download",
        description: 'application/pdf, as an attachment: the same file the payer downloads and receives by e-mail.',
        params: z.object({ id: z.uuid() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const row = await findReceiptSource(db, request.params.id);
      const receipt = row && (await receiptOf(db, deps, row));
      if (!row || !receipt) throw notFound(ADMIN_NO_RECEIPT_MESSAGE);
      const file = await receiptFile(receipt);
      await recordDocumentDownload(db, auditContextOf(request), {
        document: 'receipt',
        paymentId: row.id,
        serviceRequestId: row.serviceRequestId,
      });
      return sendDocument(reply, file);
    },
  );

  routes.get(
    '/service-requests/:id/proof-of-delivery.pdf',
    {
      // Whoever reads requests: operations follows its loads, accounting answers billing disputes with it.
      config: { staffArea: 'service-requests', rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "A delivered request's proof of delivery as a PDF download",
        description:
          "application/pdf, as an attachment: the receiver's name and signature, the delivery photos, the time and (when shared) the place; the same file the customer downloads and receives by e-mail.",
        params: rowIdParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const pod = await loadProofOfDeliveryDocument(db, deps, request.params.id);
      if (!pod) throw notFound(ADMIN_NO_PROOF_OF_DELIVERY_MESSAGE);
      const file = await proofOfDeliveryFile(pod);
      await recordDocumentDownload(db, auditContextOf(request), {
        document: 'proof_of_delivery',
        serviceRequestId: request.params.id,
        referenceId: pod.referenceId,
        via: 'admin',
      });
      return sendDocument(reply, file);
    },
  );

  routes.get(
    '/service-requests/:id/documents',
    {
      config: { staffArea: 'paperwork' },
      schema: {
        summary: "A request's Documents: every paper with its versions, the packet and what it still lacks",
        description:
          'Invoice (sent or void), credit notes, bill of lading versions, proof of delivery, rate confirmation versions (broker loads), lumper and scale receipts: each version with who made or signed it when and its download path.',
        params: rowIdParams,
        response: { 200: documentsListSchema, ...errors },
      },
    },
    async (request) => {
      const list = await documentsList(db, deps, request.params.id, { kind: 'staff' });
      if (!list) throw notFound(REQUEST_NOT_FOUND);
      return list;
    },
  );

  routes.get(
    '/service-requests/:id/documents/packet.pdf',
    {
      config: { staffArea: 'paperwork', rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "A request's document packet as one PDF download",
        description:
          'application/pdf, as an attachment: a contents page, the invoice, the bill of lading, the proof of delivery, the rate confirmation of a broker load and each lumper and scale receipt. 404 until the invoice is sent.',
        params: rowIdParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const packet = await invoicePacketFile(db, deps, request.params.id);
      if (!packet) throw notFound(ADMIN_NO_PACKET_MESSAGE);
      await recordDocumentDownload(db, auditContextOf(request), {
        document: 'document_packet',
        serviceRequestId: request.params.id,
        referenceId: packet.referenceId,
      });
      return sendDocument(reply, packet);
    },
  );

  routes.get(
    '/service-requests/:id/documents/:kind/:version',
    {
      config: { staffArea: 'paperwork', rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: 'One version of a bill of lading or rate confirmation, or a driver receipt, as a download',
        description:
          'The PDF, or the uploaded file with the type its bytes were detected as, always as an attachment and never cached. 404 for a version the request does not have.',
        params: versionedParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { id, kind, version } = request.params;
      const serviceRequest = await findDocumentsRequest(db, id);
      const file = serviceRequest && (await versionedDocumentFile(db, deps, serviceRequest, kind, version, { kind: 'staff' }));
      if (!serviceRequest || !file) throw notFound(ADMIN_NO_DOCUMENT_VERSION_MESSAGE);
      await recordDocumentDownload(db, auditContextOf(request), {
        document: kind === 'receipt' ? 'load_receipt' : kind,
        serviceRequestId: id,
        referenceId: serviceRequest.referenceId,
        version,
      });
      return sendDocument(reply, file);
    },
  );
}
