// The customer's own documents, under /api/account behind the customer guard: the invoice, its
// credit notes and the proof of delivery of one of their requests and the receipt of one of their payments;
// a request's Documents list, each paper's versions and its packet (decision 081). Another
// customer's document answers exactly as a document that does not exist (404), so an id or
// reference tells a stranger nothing. A billing contact of a company account also gets the invoice
// and credit notes of every request billed to the account (decision 072), and nothing more of them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { normalizeCustomerEmail } from '../../../shared/customer-portal/customer-account.js';
import { PORTAL_NOT_FOUND_MESSAGE } from '../../../shared/customer-portal/customer-portal.js';
import { normalizeReferenceId } from '../../../shared/reference-id.js';
import { safeString } from '../../../shared/safe-text.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { actingAs, CUSTOMER_ACTOR } from '../../platform/audit/audit-context.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { signedInCustomer } from '../../platform/customer-sessions/guard.js';
import type { DocumentDeps } from './deps.js';
import { loadInvoiceDocument, receiptOf } from './document-data.js';
import { recordDocumentDownload, sendDocument } from './document-download.js';
import { creditNoteFile, invoiceFile, proofOfDeliveryFile, receiptFile } from './document-files.js';
import { loadRequestCreditNoteDocument } from './credit-note-data.js';
import { wholeCreditNoteNumber } from '../../../shared/invoicing/credit-notes.js';
import { findBilledRequestId, findCustomerRequestId, findReceiptSource, type ReceiptSourceRow } from './document-repository.js';
import { companyOfContact } from '../accounts/index.js';
import { loadProofOfDeliveryDocument } from './pod-data.js';
import { documentsListSchema } from '../../../shared/documents/documents.js';
import { VERSIONED_DOWNLOAD_KINDS } from './document-paths.js';
import { documentsList } from './documents-list.js';
import { invoicePacketFile } from './document-files.js';
import { versionedDocumentFile } from './paperwork-download.js';

export const PORTAL_NO_INVOICE_MESSAGE = 'This request has no invoice yet.';
export const PORTAL_NO_CREDIT_NOTE_MESSAGE = 'This request has no credit note with that number.';
export const PORTAL_NO_PROOF_OF_DELIVERY_MESSAGE = 'This request has no proof of delivery yet.';
export const PORTAL_RECEIPT_NOT_FOUND_MESSAGE = 'There is no receipt with that id under your e-mail address.';
export const PORTAL_NO_PACKET_MESSAGE = 'This request has no document packet yet: it is made once the invoice is sent.';
export const PORTAL_NO_DOCUMENT_VERSION_MESSAGE = 'This request has no such document.';

const referenceParams = z.object({ referenceId: safeString().trim().max(40) });
const versionedParams = referenceParams.extend({
  kind: z.enum(VERSIONED_DOWNLOAD_KINDS),
  version: z.coerce.number().int().positive().max(2_147_483_647),
});

// Making a PDF costs more than reading a row: enough for any person, not for a script.
const DOCUMENT_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

export async function portalDocumentRoutes(app: FastifyInstance, deps: DocumentDeps) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/requests/:referenceId/invoice.pdf',
    {
      config: { rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "The invoice of one of the customer's requests, as a PDF download",
        description:
          'application/pdf, as an attachment; 404 unless the request is under the signed-in address (or billed to the company account it is a billing contact of) and its invoice was sent.',
        params: z.object({ referenceId: safeString().trim().max(40) }),
        response: errorResponses(401, 404, 429),
      },
    },
    async (request, reply) => {
      const serviceRequestId = await billedRequestId(db, request, request.params.referenceId);
      // Their own (or their company's) request: saying there is no invoice yet tells them nothing new.
      const invoice = await loadInvoiceDocument(db, deps, serviceRequestId);
      if (!invoice) throw notFound(PORTAL_NO_INVOICE_MESSAGE);
      const file = await invoiceFile(invoice);
      await recordDocumentDownload(db, actingAs(auditOriginOf(request), CUSTOMER_ACTOR), {
        document: 'invoice',
        serviceRequestId,
        referenceId: invoice.referenceId,
      });
      return sendDocument(reply, file);
    },
  );

  routes.get(
    '/requests/:referenceId/credit-notes/:number.pdf',
    {
      config: { rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "A credit note on the invoice of one of the customer's requests, as a PDF download",
        description:
          'application/pdf, as an attachment; 404 unless the request is under the signed-in address (or billed to the company account it is a billing contact of) and the credit note is on its invoice.',
        params: z.object({ referenceId: safeString().trim().max(40), number: safeString().trim().max(40) }),
        response: errorResponses(401, 404, 429),
      },
    },
    async (request, reply) => {
      const serviceRequestId = await billedRequestId(db, request, request.params.referenceId);
      const number = wholeCreditNoteNumber(request.params.number);
      const note = number === undefined ? undefined : await loadRequestCreditNoteDocument(db, deps, serviceRequestId, number);
      if (!note) throw notFound(PORTAL_NO_CREDIT_NOTE_MESSAGE);
      const file = await creditNoteFile(note);
      await recordDocumentDownload(db, actingAs(auditOriginOf(request), CUSTOMER_ACTOR), {
        document: 'credit_note',
        number: note.number,
        serviceRequestId: note.serviceRequestId,
        referenceId: note.referenceId,
      });
      return sendDocument(reply, file);
    },
  );

  routes.get(
    '/requests/:referenceId/proof-of-delivery.pdf',
    {
      config: { rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "The proof of delivery of one of the customer's requests, as a PDF download",
        description: 'application/pdf, as an attachment; 404 unless the request is under the signed-in address and has been delivered.',
        params: z.object({ referenceId: safeString().trim().max(40) }),
        response: errorResponses(401, 404, 429),
      },
    },
    async (request, reply) => {
      const serviceRequestId = await ownRequestId(db, request, request.params.referenceId);
      const pod = await loadProofOfDeliveryDocument(db, deps, serviceRequestId);
      if (!pod) throw notFound(PORTAL_NO_PROOF_OF_DELIVERY_MESSAGE);
      const file = await proofOfDeliveryFile(pod);
      await recordDocumentDownload(db, actingAs(auditOriginOf(request), CUSTOMER_ACTOR), {
        document: 'proof_of_delivery',
        serviceRequestId,
        referenceId: pod.referenceId,
        via: 'portal',
      });
      return sendDocument(reply, file);
    },
  );

  routes.get(
    '/requests/:referenceId/documents',
    {
      config: { rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "The Documents of one of the customer's requests: each paper with its versions, and the packet",
        description:
          'Each version with who made or signed it (our staff shown as the company) and its download path; 404 unless the request is under the signed-in address.',
        params: referenceParams,
        response: { 200: documentsListSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => {
      const serviceRequestId = await ownRequestId(db, request, request.params.referenceId);
      const list = await documentsList(db, deps, serviceRequestId, { kind: 'customer' });
      if (!list) throw notFound(PORTAL_NOT_FOUND_MESSAGE);
      return list;
    },
  );

  routes.get(
    '/requests/:referenceId/documents/packet.pdf',
    {
      config: { rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "The document packet of one of the customer's requests, as one PDF download",
        description:
          'application/pdf, as an attachment: a contents page, the invoice, the bill of lading, the proof of delivery, the rate confirmation (broker loads) and the receipts; 404 unless the request is under the signed-in address and its invoice was sent.',
        params: referenceParams,
        response: errorResponses(401, 404, 429),
      },
    },
    async (request, reply) => {
      const serviceRequestId = await ownRequestId(db, request, request.params.referenceId);
      const packet = await invoicePacketFile(db, deps, serviceRequestId);
      if (!packet) throw notFound(PORTAL_NO_PACKET_MESSAGE);
      await recordDocumentDownload(db, actingAs(auditOriginOf(request), CUSTOMER_ACTOR), {
        document: 'document_packet',
        serviceRequestId,
        referenceId: packet.referenceId,
      });
      return sendDocument(reply, packet);
    },
  );

  routes.get(
    '/requests/:referenceId/documents/:kind/:version',
    {
      config: { rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "One version of a bill of lading or rate confirmation, or a driver receipt, of one of the customer's requests",
        description:
          'The PDF, or the uploaded file with the type its bytes were detected as, as an attachment; 404 unless the request is under the signed-in address and its Documents list shows that version.',
        params: versionedParams,
        response: errorResponses(400, 401, 404, 429),
      },
    },
    async (request, reply) => {
      const { kind, version } = request.params;
      const serviceRequestId = await ownRequestId(db, request, request.params.referenceId);
      const referenceId = normalizeReferenceId(request.params.referenceId)!;
      const file = await versionedDocumentFile(db, deps, { id: serviceRequestId, referenceId }, kind, version, { kind: 'customer' });
      if (!file) throw notFound(PORTAL_NO_DOCUMENT_VERSION_MESSAGE);
      await recordDocumentDownload(db, actingAs(auditOriginOf(request), CUSTOMER_ACTOR), {
        document: kind === 'receipt' ? 'load_receipt' : kind,
        serviceRequestId,
        referenceId,
        version,
      });
      return sendDocument(reply, file);
    },
  );

  routes.get(
    '/payments/:paymentId/receipt.pdf',
    {
      config: { rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "The receipt of one of the customer's confirmed payments, as a PDF download",
        description:
          'application/pdf, as an attachment; 404 unless the payment succeeded and paid a request under the signed-in address (or, made without an invoice, was paid from it).',
        params: z.object({ paymentId: z.uuid() }),
        response: errorResponses(400, 401, 404, 429),
      },
    },
    async (request, reply) => {
      const { email } = signedInCustomer(request);
      const row = await findReceiptSource(db, request.params.paymentId);
      const receipt = row && isCustomersPayment(row, email) ? await receiptOf(db, deps, row) : undefined;
      if (!row || !receipt) throw notFound(PORTAL_RECEIPT_NOT_FOUND_MESSAGE);
      const file = await receiptFile(receipt);
      await recordDocumentDownload(db, actingAs(auditOriginOf(request), CUSTOMER_ACTOR), {
        document: 'receipt',
        paymentId: row.id,
        serviceRequestId: row.serviceRequestId,
      });
      return sendDocument(reply, file);
    },
  );
}

/**
 * A payment for an invoice is the customer's when the request is (its contact e-mail); a payment
 * made without an invoice has only its payer's address to go by.
 */
function isCustomersPayment(row: ReceiptSourceRow, email: string): boolean {
  if (row.serviceRequestId !== null) return row.contactEmail !== null && row.contactEmail.toLowerCase() === email;
  return row.payerEmail !== null && normalizeCustomerEmail(row.payerEmail) === email;
}

/** The id of the request named by `typed` that is the signed-in customer's or billed to their company; any other is the portal's one 404. */
async function billedRequestId(db: Database, request: FastifyRequest, typed: string): Promise<number> {
  const { email } = signedInCustomer(request);
  const referenceId = normalizeReferenceId(typed);
  const company = referenceId === null ? null : await companyOfContact(db, email);
  const serviceRequestId = referenceId === null ? undefined : await findBilledRequestId(db, referenceId, email, company?.id ?? null);
  if (serviceRequestId === undefined) throw notFound(PORTAL_NOT_FOUND_MESSAGE);
  return serviceRequestId;
}

/** The id of the signed-in customer's request named by `typed`; another's, or none, is the portal's one 404. */
async function ownRequestId(db: Database, request: FastifyRequest, typed: string): Promise<number> {
  const { email } = signedInCustomer(request);
  const referenceId = normalizeReferenceId(typed);
  const serviceRequestId = referenceId === null ? undefined : await findCustomerRequestId(db, referenceId, email);
  if (serviceRequestId === undefined) throw notFound(PORTAL_NOT_FOUND_MESSAGE);
  return serviceRequestId;
}
