// One factored invoice's document packet (decision 078): what a factor asks for to buy an invoice,
// in one PDF: the invoice, then the proof of delivery when the load has one. Made from the same
// documents as their own files, so its pages read as the customer's copies do.
import type { InvoiceDocument } from './document-data.js';
import { drawInvoice } from './invoice-pdf.js';
import type { ProofOfDeliveryDocument } from './pod-data.js';
import { drawProofOfDelivery } from './pod-pdf.js';
import { newPdf, pdfBytes } from '../../infra/pdf-layout.js';

export interface InvoicePacket {
  invoice: InvoiceDocument;
  proofOfDelivery: ProofOfDeliveryDocument | null;
  // The bill of lading joins here, after the proof of delivery, once its issue stores one for a load.
}

export async function renderInvoicePacketPdf(packet: InvoicePacket): Promise<Buffer> {
  const { invoice, proofOfDelivery } = packet;
  const doc = newPdf({
    title: `Document packet ${invoice.invoiceNumber}`,
    author: invoice.company.name,
    createdAt: invoice.issuedAt,
    changedAt: new Date(Math.max(invoice.changedAt.getTime(), proofOfDelivery?.storedAt.getTime() ?? 0)),
  });
  drawInvoice(doc, invoice);
  if (proofOfDelivery) {
    doc.addPage();
    drawProofOfDelivery(doc, proofOfDelivery);
  }
  return pdfBytes(doc);
}
