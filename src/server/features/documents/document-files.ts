// A document as a file: its PDF bytes and the name it is saved under. The downloads and the mail
// worker both make files here, so a customer's download and the attachment of their e-mail are
// the same file. The PDF writer (pdfkit and its fonts, the largest library the server has) is
// imported with the first document asked for, not at start (docs/decisions/053-memory-at-rest.md).
import type { Executor } from '../../db/client.js';
import type { MailDocument } from '../../infra/email/mail-documents.js';
import type { MailDocumentRenderer } from '../../infra/email/worker.js';
import {
  loadInvoiceDocument,
  loadReceiptDocument,
  type DocumentContext,
  type InvoiceDocument,
  type ReceiptDocument,
} from './document-data.js';
import { loadOnce } from '../../infra/load-once.js';
import { loadCreditNoteDocument, type CreditNoteDocument } from './credit-note-data.js';
import { loadProofOfDeliveryDocument, type ProofOfDeliveryDocument } from './pod-data.js';
import { loadPacketDocument, type PacketContext } from './packet-data.js';
import type { PacketPart } from './packet-pdf.js';
import { renderPacket, withPacketSlot } from './packet-render-pool.js';

const pdfRenderers = loadOnce(async () => {
  const [{ renderInvoicePdf }, { renderReceiptPdf }, { renderProofOfDeliveryPdf }, { renderCreditNotePdf }, { renderPacketPdf }] =
    await Promise.all([
      import('./invoice-pdf.js'),
      import('./receipt-pdf.js'),
      import('./pod-pdf.js'),
      import('./credit-note-pdf.js'),
      import('./packet-pdf.js'),
    ]);
  return { renderInvoicePdf, renderReceiptPdf, renderProofOfDeliveryPdf, renderCreditNotePdf, renderPacketPdf };
});

export interface DocumentFile {
  /** e.g. invoice-SR-7K3M-....pdf: only letters, digits, dashes and the dot. */
  filename: string;
  content: Buffer;
}

export async function invoiceFile(invoice: InvoiceDocument): Promise<DocumentFile> {
  const { renderInvoicePdf } = await pdfRenderers();
  return { filename: `invoice-${invoice.referenceId}.pdf`, content: await renderInvoicePdf(invoice) };
}

export async function draftInvoiceFile(invoice: InvoiceDocument): Promise<DocumentFile> {
  const { renderInvoicePdf } = await pdfRenderers();
  return { filename: `invoice-${invoice.referenceId}-draft.pdf`, content: await renderInvoicePdf(invoice) };
}

export async function receiptFile(receipt: ReceiptDocument): Promise<DocumentFile> {
  const name = receipt.invoiceReference ? `receipt-${receipt.invoiceReference}-${receipt.shortId}` : `receipt-${receipt.shortId}`;
  const { renderReceiptPdf } = await pdfRenderers();
  return { filename: `${name}.pdf`, content: await renderReceiptPdf(receipt) };
}

export async function creditNoteFile(note: CreditNoteDocument): Promise<DocumentFile> {
  const { renderCreditNotePdf } = await pdfRenderers();
  return { filename: `credit-note-${note.number}.pdf`, content: await renderCreditNotePdf(note) };
}

export async function proofOfDeliveryFile(pod: ProofOfDeliveryDocument): Promise<DocumentFile> {
  const { renderProofOfDeliveryPdf } = await pdfRenderers();
  return { filename: `proof-of-delivery-${pod.referenceId}.pdf`, content: await renderProofOfDeliveryPdf(pod) };
}

/**
 * A load's packet (decision 081): the invoice, the bill of lading, the proof of delivery, the rate
 * confirmation of a broker's load and the driver's receipts, behind a contents page, in one PDF.
 * The customer's and the office's download, the invoice mail's attachment and the factor's packet
 * (decision 078) are this one file. Undefined while the request has no sent invoice.
 */
export async function invoicePacketFile(
  db: Executor,
  context: PacketContext,
  serviceRequestId: number,
): Promise<(DocumentFile & { referenceId: string; parts: PacketPart[] }) | undefined> {
  return withPacketSlot(async () => {
    const packet = await loadPacketDocument(db, context, serviceRequestId);
    if (!packet) return undefined;
    // Off the main thread: a packet's PDF work would stall every other request (packet-render-pool.ts).
    const { content, parts } = await renderPacket(packet);
    return { filename: `packet-${packet.invoice.invoiceNumber}.pdf`, content, referenceId: packet.invoice.referenceId, parts };
  });
}

/**
 * The file a mail's attachment names, made when the mail is sent; undefined when the document
 * does not exist (any more: an invoice voided since), and the worker then sends the mail without
 * it and logs a warning (its words still hold; a mail that never goes would help no one).
 */
export async function mailDocumentFile(
  db: Executor,
  context: DocumentContext | PacketContext,
  document: MailDocument,
): Promise<DocumentFile | undefined> {
  if (document.kind === 'invoice') {
    const invoice = await loadInvoiceDocument(db, context, document.serviceRequestId);
    return invoice && invoiceFile(invoice);
  }
  if (document.kind === 'receipt') {
    const receipt = await loadReceiptDocument(db, context, document.paymentId);
    return receipt && receiptFile(receipt);
  }
  if (document.kind === 'credit_note') {
    const note = await loadCreditNoteDocument(db, context, document.creditNoteId);
    return note && creditNoteFile(note);
  }
  if (document.kind === 'proof_of_delivery') {
    const pod = await loadProofOfDeliveryDocument(db, context, document.serviceRequestId);
    return pod && proofOfDeliveryFile(pod);
  }
  if (document.kind === 'document_packet') {
    // A renderer made without the papers' sources cannot make the packet: the mail is retried, never sent short.
    if (!('paperwork' in context)) throw new Error('this mail carries a document packet, but its renderer was given no paperwork sources');
    return invoicePacketFile(db, context, document.serviceRequestId);
  }
  // An account's statement is receivables' own document: the composition's renderer makes it
  // (src/server/mail-document-renderer.ts), so documents and receivables need not know each other.
  return undefined;
}

/**
 * What the e-mail worker is given to attach documents (start-server.ts and the tests wire it); the
 * invoice mail's packet needs the papers' sources too (the composition gives them).
 */
export function mailDocumentRenderer(db: Executor, context: DocumentContext | PacketContext): MailDocumentRenderer {
  return (document) => mailDocumentFile(db, context, document);
}
