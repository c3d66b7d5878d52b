// A load's packet as one PDF (issue 39; decision 081): a contents page naming each document and
// its pages, then the invoice, the bill of lading, the proof of delivery (with its exceptions),
// the rate confirmation of a broker's load, and a page for each lumper and scale receipt (its
// photo and amount). The documents we make are drawn as their own files are; another feature's
// PDF (an uploaded rate confirmation too) is merged page for page, and an uploaded photo is put on
// a page of its own. Made from a PacketDocument (packet-data.ts) alone, so the same load makes the
// same bytes: pdfkit's parts are deterministic, and pdf-lib copies pages and writes the dates we give it.
import { PDFDocument } from '@cantoo/pdf-lib';
import { formatUsd } from '../../../shared/money-format.js';
import type { PaperworkFile } from '../../platform/documents/paperwork-source.js';
import { CONTENT_WIDTH, labelValue, letterhead, newPdf, pdfBytes, rule, sectionTitle, textLine, type Pdf } from '../../infra/pdf-layout.js';
import { receiptLabel } from './receipt-label.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { PacketDocument, PacketReceipt } from './packet-data.js';
import { packetTexts, type PacketTexts } from './packet-texts.js';
import { printableImage } from '../../infra/pdf-images.js';
import { renderProofOfDeliveryPdf } from './pod-pdf.js';

const LEFT = 50;
const IMAGE_TOP_GAP = 12;
const PAGE_BOTTOM = 742; // US Letter's 792 less the margin

/** One document of the packet: what the contents page calls it, and its pages. */
export interface PacketPart {
  title: string;
  pages: number;
}

export interface RenderedPacket {
  content: Buffer;
  /** Each document in order, after the contents page (page 1). */
  parts: PacketPart[];
}

export async function renderPacketPdf(packet: PacketDocument): Promise<RenderedPacket> {
  const texts = packetTexts(packet.language);
  const drafts = await packetParts(packet, texts);
  const loaded: { title: string; pdf: PDFDocument }[] = [];
  for (const draft of drafts) loaded.push({ title: draft.title, pdf: await loadPart(draft, packet, texts) });
  const parts = loaded.map((part) => ({ title: part.title, pages: part.pdf.getPageCount() }));

  // The contents page names the page ranges, which start after it: one page unless a load has very many receipts.
  let contents = await PDFDocument.load(await renderContentsPdf(packet, texts, parts, 1), { updateMetadata: false });
  if (contents.getPageCount() > 1) {
    contents = await PDFDocument.load(await renderContentsPdf(packet, texts, parts, contents.getPageCount()), { updateMetadata: false });
  }

  const merged = await PDFDocument.create({ updateMetadata: false });
  for (const source of [contents, ...loaded.map((part) => part.pdf)]) {
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  const { invoice } = packet;
  merged.setTitle(`${texts.title} ${invoice.invoiceNumber}`);
  merged.setAuthor(invoice.company.name);
  merged.setCreator(invoice.company.name);
  merged.setProducer('PDFKit and pdf-lib');
  merged.setLanguage(packet.language);
  merged.setCreationDate(invoice.issuedAt);
  merged.setModificationDate(packet.changedAt);
  return { content: Buffer.from(await merged.save()), parts };
}

type PartDraft = { title: string; pdf: Buffer; external: false } | { title: string; file: PaperworkFile; external: true };

async function packetParts(packet: PacketDocument, texts: PacketTexts): Promise<PartDraft[]> {
  const parts: PartDraft[] = [
    { title: texts.invoice(packet.invoice.invoiceNumber), pdf: await renderInvoicePdf(packet.invoice), external: false },
  ];
  if (packet.billOfLading)
    parts.push({ title: texts.billOfLading(packet.billOfLading.label), file: packet.billOfLading.file, external: true });
  if (packet.proofOfDelivery) {
    parts.push({ title: texts.proofOfDelivery, pdf: await renderProofOfDeliveryPdf(packet.proofOfDelivery), external: false });
  }
  if (packet.rateConfirmation) {
    parts.push({ title: texts.rateConfirmation(packet.rateConfirmation.label), file: packet.rateConfirmation.file, external: true });
  }
  for (const receipt of packet.receipts) {
    const title = receiptLabel(receipt, packet.language);
    parts.push({ title, pdf: await renderReceiptPagePdf(packet, texts, title, receipt), external: false });
  }
  return parts;
}

/**
 * A part as pdf-lib reads it. Another feature's PDF that cannot be read (damaged, or not what its
 * type says) is replaced by a page saying so: the rest of the packet still stands.
 */
async function loadPart(draft: PartDraft, packet: PacketDocument, texts: PacketTexts): Promise<PDFDocument> {
  if (!draft.external) return PDFDocument.load(draft.pdf, { updateMetadata: false });
  if (draft.file.contentType === 'application/pdf') {
    try {
      return await PDFDocument.load(draft.file.content, { updateMetadata: false, ignoreEncryption: true });
    } catch {
      return PDFDocument.load(await renderNoticePdf(packet, draft.title, texts.fileMissing), { updateMetadata: false });
    }
  }
  return PDFDocument.load(await renderImagePagePdf(packet, texts, draft.title, draft.file.content), { updateMetadata: false });
}

function partPdf(packet: PacketDocument, title: string): Pdf {
  return newPdf({ title, author: packet.invoice.company.name, createdAt: packet.invoice.issuedAt, changedAt: packet.changedAt });
}

async function renderContentsPdf(
  packet: PacketDocument,
  texts: PacketTexts,
  parts: readonly PacketPart[],
  contentsPages: number,
): Promise<Buffer> {
  const { invoice } = packet;
  const doc = partPdf(packet, texts.title);
  letterhead(doc, invoice.company, '');
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(texts.title, LEFT, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
  textLine(doc, texts.summary(invoice.invoiceNumber, invoice.referenceId), { bold: true });
  textLine(doc, invoice.billTo.company ?? invoice.billTo.name);
  sectionTitle(doc, texts.contents);
  rule(doc);
  let page = contentsPages + 1;
  for (const part of parts) {
    labelValue(doc, part.title, texts.pageRange(page, page + part.pages - 1));
    page += part.pages;
  }
  rule(doc);
  doc.moveDown(1);
  textLine(doc, texts.questions(invoice.company.supportPhone, invoice.company.email), { muted: true });
  return pdfBytes(doc);
}

/** A receipt's page: what it is, its amount, the driver and the day it was taken, then its photo filling the rest of the page. */
async function renderReceiptPagePdf(packet: PacketDocument, texts: PacketTexts, title: string, receipt: PacketReceipt): Promise<Buffer> {
  const doc = partPdf(packet, title);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(title, LEFT, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.4);
  labelValue(doc, texts.receiptLoad, packet.invoice.referenceId);
  labelValue(doc, texts.receiptAmount, formatUsd(receipt.amount, packet.language), { bold: true });
  labelValue(doc, texts.receiptDriver, receipt.driverName);
  labelValue(doc, texts.receiptTaken, texts.day(receipt.recordedAt));
  placeImage(doc, receipt.photo.bytes, texts.imageMissing);
  return pdfBytes(doc);
}

/** An uploaded photo of a paper (a rate confirmation photographed) on a page of its own, under its title. */
async function renderImagePagePdf(packet: PacketDocument, texts: PacketTexts, title: string, bytes: Buffer): Promise<Buffer> {
  const doc = partPdf(packet, title);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(title, LEFT, doc.y, { width: CONTENT_WIDTH });
  placeImage(doc, bytes, texts.imageMissing);
  return pdfBytes(doc);
}

async function renderNoticePdf(packet: PacketDocument, title: string, notice: string): Promise<Buffer> {
  const doc = partPdf(packet, title);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(title, LEFT, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.4);
  textLine(doc, notice);
  return pdfBytes(doc);
}

/** The image fitted into the rest of the page, centred; an image that cannot be printed says so in its place. */
function placeImage(doc: Pdf, bytes: Buffer | null, missing: string): void {
  const top = doc.y + IMAGE_TOP_GAP;
  const printable = bytes && printableImage(bytes);
  if (printable) {
    try {
      doc.image(printable, LEFT, top, { fit: [CONTENT_WIDTH, PAGE_BOTTOM - top], align: 'center' });
      return;
    } catch {
      // Falls through to the note below.
    }
  }
  doc.x = LEFT;
  doc.y = top;
  textLine(doc, missing, { muted: true });
}
