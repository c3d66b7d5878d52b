// The same documents for the back office: any request's invoice and any payment's receipt, to the
// roles that may see invoices and payments. Each download is in the audit log under the member.
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
import { creditNoteFile, draftInvoiceFile, invoiceFile, proofOfDeliveryFile, receiptFile } from './document-files.js';
import { findReceiptSource } from './document-repository.js';
import type { DocumentDeps } from './deps.js';
import { loadProofOfDeliveryDocument } from './pod-data.js';

export const ADMIN_NO_INVOICE_MESSAGE = 'That request has no invoice: it does not exist or its invoice has not been sent.';
export const ADMIN_NO_DRAFT_MESSAGE =
  'That request has no draft invoice to preview: it does not exist, is already invoiced, or its draft has no billed line yet.';
export const ADMIN_NO_PROOF_OF_DELIVERY_MESSAGE = 'That request has no proof of delivery: it does not exist or has not been delivered.';
export const ADMIN_NO_CREDIT_NOTE_MESSAGE = 'There is no credit note with that id.';
export const ADMIN_NO_RECEIPT_MESSAGE = 'That payment has no receipt: it does not exist or its money was not confirmed.';

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
}
