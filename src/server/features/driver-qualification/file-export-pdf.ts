// The whole qualification file as one PDF for an auditor (issue 41): a cover with the company, the
// driver, the checklist with each item's state and dates, the day it was exported and the contents
// with page numbers; then each document in checklist order: the application, the license copies,
// the motor vehicle records, the road test certificates, the medical certificates, each previous
// employer's request and answer, the annual reviews. Our documents are drawn as their own files
// are; an uploaded PDF is copied page for page and an uploaded photo put on a page under its
// details. Files are read one at a time as the export reaches them and their pages copied at once,
// so only the file being copied is held beside the export itself. The same file on the same day
// makes the same bytes: pdfkit's parts are deterministic and pdf-lib writes the dates we give it.
import { PDFDocument } from '@cantoo/pdf-lib';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import {
  QUALIFICATION_ITEM_LABELS,
  QUALIFICATION_STATE_LABELS,
  type QualificationItemStatus,
} from '../../../shared/driver-qualification/qualification-file.js';
import { printableImage } from '../../infra/pdf-images.js';
import {
  calendarDate,
  CONTENT_WIDTH,
  labelValue,
  letterhead,
  newPdf,
  pdfBytes,
  rule,
  sectionTitle,
  textLine,
  type Pdf,
} from '../../infra/pdf-layout.js';
import type { DriverOnDocument } from './produced-documents.js';
import { roomFor } from './pdf-form-lines.js';

const LEFT = 50;
const PAGE_BOTTOM = 742;
export const FILE_EXPORT_TITLE = 'Driver qualification file';

/** An uploaded file as the export reads it; `bytes` null when storage no longer has it. */
export interface ExportFile {
  contentType: string;
  bytes: Buffer | null;
}

/** One document of the export, in order. */
export interface ExportPart {
  title: string;
  /** Label and value lines printed above an uploaded file, or alone (an inquiry not answered). */
  sheet: [string, string][];
  body: { kind: 'produced'; render: () => Promise<Buffer> } | { kind: 'upload'; read: () => Promise<ExportFile> } | { kind: 'none' };
}

export interface FileExport {
  company: CompanyProfile;
  driver: DriverOnDocument;
  checklist: QualificationItemStatus[];
  /** The day exported (YYYY-MM-DD): printed on the cover and the file's dates. */
  exportedOn: string;
  parts: ExportPart[];
}

export interface RenderedExport {
  content: Buffer;
  parts: { title: string; pages: number }[];
}

export async function renderFileExportPdf(file: FileExport): Promise<RenderedExport> {
  const at = new Date(`${file.exportedOn}T00:00:00Z`);
  const body = await PDFDocument.create({ updateMetadata: false });
  const parts: RenderedExport['parts'] = [];
  for (const part of file.parts) {
    const before = body.getPageCount();
    const source = await PDFDocument.load(await partPdf(file, at, part), { updateMetadata: false });
    for (const page of await body.copyPages(source, source.getPageIndices())) body.addPage(page);
    await appendUploadedPdf(body, part);
    parts.push({ title: part.title, pages: body.getPageCount() - before });
  }

  // The contents name page ranges that start after the cover: one page unless the file is very long.
  let cover = await PDFDocument.load(await renderCoverPdf(file, at, parts, 1), { updateMetadata: false });
  if (cover.getPageCount() > 1)
    cover = await PDFDocument.load(await renderCoverPdf(file, at, parts, cover.getPageCount()), { updateMetadata: false });
  const coverPages = await body.copyPages(cover, cover.getPageIndices());
  coverPages.forEach((page, index) => body.insertPage(index, page));

  body.setTitle(`${FILE_EXPORT_TITLE}: ${file.driver.name}`);
  body.setAuthor(file.company.name);
  body.setCreator(file.company.name);
  body.setProducer('PDFKit and pdf-lib');
  body.setLanguage('en');
  body.setCreationDate(at);
  body.setModificationDate(at);
  return { content: Buffer.from(await body.save()), parts };
}

/** Uploaded PDFs come after their sheet: read when reached, copied, and let go. */
const pendingPdfs = new WeakMap<ExportPart, Buffer>();

async function appendUploadedPdf(body: PDFDocument, part: ExportPart): Promise<void> {
  const bytes = pendingPdfs.get(part);
  if (!bytes) return;
  pendingPdfs.delete(part);
  const source = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  for (const page of await body.copyPages(source, source.getPageIndices())) body.addPage(page);
}

/** The part's own pages: a produced document, or its sheet (with the photo, or noting the PDF that follows). */
async function partPdf(file: FileExport, at: Date, part: ExportPart): Promise<Buffer> {
  if (part.body.kind === 'produced') return part.body.render();
  const doc = newPdf({ title: part.title, author: file.company.name, createdAt: at, changedAt: at });
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(part.title, LEFT, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.4);
  for (const [label, value] of part.sheet) {
    roomFor(doc, 28);
    labelValue(doc, label, value);
  }
  if (part.body.kind === 'upload') await placeUpload(doc, part, await part.body.read());
  return pdfBytes(doc);
}

async function placeUpload(doc: Pdf, part: ExportPart, upload: ExportFile): Promise<void> {
  doc.moveDown(0.6);
  if (!upload.bytes) {
    textLine(doc, 'The file could not be read from storage.', { muted: true });
    return;
  }
  if (upload.contentType === 'application/pdf') {
    // Checked here so a damaged PDF is said on the sheet rather than failing the whole export.
    try {
      await PDFDocument.load(upload.bytes, { updateMetadata: false, ignoreEncryption: true });
      pendingPdfs.set(part, upload.bytes);
      textLine(doc, 'The document follows.', { muted: true });
    } catch {
      textLine(doc, 'The attached PDF could not be read.', { muted: true });
    }
    return;
  }
  const printable = printableImage(upload.bytes);
  const top = doc.y + 6;
  if (printable) {
    try {
      doc.image(printable, LEFT, top, { fit: [CONTENT_WIDTH, PAGE_BOTTOM - top], align: 'center' });
      return;
    } catch {
      // Said below.
    }
  }
  textLine(doc, 'The attached image could not be printed.', { muted: true });
}

function itemDates(status: QualificationItemStatus): string {
  const parts: string[] = [QUALIFICATION_STATE_LABELS[status.state]];
  if (status.dueOn) {
    const day = calendarDate(status.dueOn);
    if (status.state === 'present') parts.push(status.item === 'annual_review' ? `next due ${day}` : `valid through ${day}`);
    else if (status.state === 'expired') parts.push(`lapsed after ${day}`);
    else parts.push(`due by ${day}`);
  }
  if (!status.required) parts.push('not required');
  return parts.join(', ');
}

async function renderCoverPdf(file: FileExport, at: Date, parts: RenderedExport['parts'], coverPages: number): Promise<Buffer> {
  const doc = newPdf({ title: FILE_EXPORT_TITLE, author: file.company.name, createdAt: at, changedAt: at });
  letterhead(doc, file.company, '');
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(FILE_EXPORT_TITLE, LEFT, doc.y, { width: CONTENT_WIDTH });
  textLine(doc, '49 CFR 391.51', { muted: true });
  doc.moveDown(0.4);
  labelValue(doc, 'Driver', file.driver.name, { bold: true });
  labelValue(doc, 'Driver ID', file.driver.profileId);
  labelValue(doc, 'License', `${file.driver.licenseNumber} (${file.driver.licenseState})`);
  labelValue(doc, 'Hired on', calendarDate(file.driver.hireDate));
  labelValue(doc, 'Exported on', calendarDate(file.exportedOn));

  sectionTitle(doc, 'Checklist');
  rule(doc);
  for (const status of file.checklist) {
    roomFor(doc, 40);
    labelValue(doc, QUALIFICATION_ITEM_LABELS[status.item], itemDates(status), { bold: status.required && status.state !== 'present' });
    if (status.lacking) textLine(doc, `Lacking: ${status.lacking}`, { muted: true });
  }
  rule(doc);

  sectionTitle(doc, 'Contents');
  let page = coverPages + 1;
  for (const part of parts) {
    roomFor(doc, 28);
    labelValue(doc, part.title, part.pages === 1 ? `page ${page}` : `pages ${page}-${page + part.pages - 1}`);
    page += part.pages;
  }
  if (parts.length === 0) textLine(doc, 'No documents are on file yet.', { muted: true });
  return pdfBytes(doc);
}
