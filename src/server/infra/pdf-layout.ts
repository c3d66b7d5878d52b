// The parts every PDF document shares: a deterministic pdfkit document, the company's letterhead,
// label/value rows, the PAID stamp, and the finished file as bytes.
//
// Deterministic: pdfkit stamps CreationDate with the clock and derives the trailer's /ID from the
// info dictionary (PDFSecurity.generateFileID in pdfkit 0.20.2, an MD5 of the info entries). We
// pass CreationDate and ModDate from stored dates, so both are fixed by the data. Only the 14
// built-in fonts are used (Helvetica): nothing is embedded or subset, and no font adds varying
// bytes. Dates are written in UTC, so the server's time zone cannot change the text.
import PDFDocument from 'pdfkit';
import type { CompanyProfile } from '../../shared/company-profile.js';
import { calendarDate, documentDate } from './document-dates.js';

export type Pdf = PDFKit.PDFDocument;

const MARGIN = 50;
const PAGE_WIDTH = 612; // US Letter
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const VALUE_COLUMN = 380;
const STAMP_RED = '#b91c1c';
const MUTED = '#4b5563';

export function newPdf(info: { title: string; author: string; createdAt: Date; changedAt: Date }): Pdf {
  return new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: info.title,
      Author: info.author,
      Creator: info.author,
      Producer: 'PDFKit',
      CreationDate: info.createdAt,
      ModDate: info.changedAt,
    },
    font: 'Helvetica',
  });
}

/** Ends the document and resolves to the whole file. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Name, where from, how to reach us and the operating authority numbers a freight invoice carries. */
export function letterhead(doc: Pdf, company: CompanyProfile, title: string): void {
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(company.name, MARGIN, top, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  if (company.homeBase) doc.text(company.homeBase, { width: 300 });
  doc.text(`Phone: ${company.supportPhone}`, { width: 300 });
  doc.text(`E-mail: ${company.email}`, { width: 300 });
  doc.text(`MC# ${company.mcNumber}   USDOT# ${company.dotNumber}`, { width: 300 });
  const below = doc.y;
  doc.font('Helvetica-Bold').fontSize(22).fillColor('black').text(title, MARGIN, top, { width: CONTENT_WIDTH, align: 'right' });
  doc.y = Math.max(below, doc.y) + 16;
  rule(doc);
}

export function sectionTitle(doc: Pdf, title: string): void {
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(title, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.2);
}

export function textLine(doc: Pdf, text: string, options: { bold?: boolean; muted?: boolean } = {}): void {
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor(options.muted ? MUTED : 'black')
    .text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
}

/** "Label ........ value" on one line, the value right-aligned in its column (amounts line up). */
export function labelValue(doc: Pdf, label: string, value: string, options: { bold?: boolean } = {}): void {
  const y = doc.y;
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor('black');
  doc.text(label, MARGIN, y, { width: VALUE_COLUMN - MARGIN - 10 });
  const afterLabel = doc.y;
  doc.text(value, VALUE_COLUMN, y, { width: PAGE_WIDTH - MARGIN - VALUE_COLUMN, align: 'right' });
  doc.y = Math.max(afterLabel, doc.y) + 2;
}

export function rule(doc: Pdf): void {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor('#9ca3af')
    .stroke();
  doc.y += 6;
}

/**
 * A red "PAID" stamp with its date, turned like a rubber stamp, at the right of the page below
 * what was written last (the totals), where nothing else is printed: it never covers a figure.
 */
export function paidStamp(doc: Pdf, at: Date): void {
  const width = 150;
  const height = 58;
  const x = PAGE_WIDTH - MARGIN - width - 20;
  const y = doc.y + 24;
  doc.save();
  doc.rotate(-12, { origin: [x + width / 2, y + height / 2] });
  doc.lineWidth(3).strokeColor(STAMP_RED).roundedRect(x, y, width, height, 6).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(32)
    .fillColor(STAMP_RED)
    .text('PAID', x, y + 6, { width, align: 'center', lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(documentDate(at), x, y + 40, { width, align: 'center', lineBreak: false });
  doc.restore();
  // Below the turned stamp's lowest corner.
  doc.x = MARGIN;
  doc.y = y + height + 40;
}

// Dates as documents write them, kept where a mail can read them without this module.
export { calendarDate, documentDate };
