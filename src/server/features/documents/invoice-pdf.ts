// The invoice as a PDF: who bills whom for what, line by line (a detention line with its proof), the amount from the database, the
// credit notes that lowered it, what was paid and given back, what is still due and where to pay it (or, for a factored invoice, the notice
// of assignment and the factor's remit-to), and a PAID stamp once it is settled. Made from an InvoiceDocument (document-data.ts) alone, so
// the same data is the same file.
import { formatUsd } from '../../../shared/money-format.js';
import { assignmentNotice } from '../../../shared/receivables/factoring-notice.js';
import type { InvoiceAssignment } from '../../../shared/receivables/invoice-assignment.js';
import { translator } from '../../i18n/translator.js';
import { chargeLine } from './charge-line.js';
import type { InvoiceDocument } from './document-data.js';
import {
  calendarDate,
  documentDate,
  labelValue,
  letterhead,
  newPdf,
  paidStamp,
  pdfBytes,
  rule,
  sectionTitle,
  textLine,
  type Pdf,
} from '../../infra/pdf-layout.js';

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = newPdf({
    title: `Invoice ${invoice.referenceId}`,
    author: invoice.company.name,
    createdAt: invoice.issuedAt,
    changedAt: invoice.changedAt,
  });
  drawInvoice(doc, invoice);
  return pdfBytes(doc);
}

/** The invoice's pages, drawn into `doc` from its current page on (a packet draws more after it). */
export function drawInvoice(doc: Pdf, invoice: InvoiceDocument): void {
  const { company, service, billTo } = invoice;
  letterhead(doc, company, invoice.draft ? 'DRAFT INVOICE' : 'INVOICE');
  if (invoice.draft) textLine(doc, 'A draft for review: not sent, not numbered, and not a request for payment.', { bold: true });

  labelValue(doc, 'Invoice number', invoice.invoiceNumber, { bold: true });
  labelValue(doc, 'Reference ID', invoice.referenceId, { bold: true });
  labelValue(doc, 'Invoice date', documentDate(invoice.issuedAt));

  sectionTitle(doc, 'Bill to');
  textLine(doc, billTo.name);
  if (billTo.company) textLine(doc, billTo.company);
  textLine(doc, billTo.email);

  sectionTitle(doc, 'Service');
  labelValue(doc, 'Customer type', service.role);
  labelValue(doc, 'Service', service.serviceType);
  if (service.route) labelValue(doc, 'Route', service.route);
  labelValue(doc, 'Preferred date', service.preferredDate ? calendarDate(service.preferredDate) : 'ASAP');

  sectionTitle(doc, 'Charges');
  labelValue(doc, 'Description', 'Amount', { bold: true });
  rule(doc);
  if (invoice.lines.length === 0) {
    // An invoice recorded without lines: the service at the invoiced amount.
    labelValue(doc, `${service.serviceType} (${invoice.referenceId})`, formatUsd(invoice.total));
  }
  for (const line of invoice.lines) chargeLine(doc, line, invoice.language);
  rule(doc);
  labelValue(doc, 'Total', formatUsd(invoice.total), { bold: true });
  for (const note of invoice.creditNotes)
    labelValue(doc, `Credit note ${note.number}, ${documentDate(note.at)}`, `-${formatUsd(note.amount)}`);
  labelValue(doc, 'Amount paid', formatUsd(invoice.paid));
  for (const refund of invoice.refunds) labelValue(doc, `Refunded ${documentDate(refund.at)}`, `-${formatUsd(refund.amount)}`);
  labelValue(doc, 'Balance due', formatUsd(invoice.balanceDue), { bold: true });
  // Settled means nothing is due, so there is no "How to pay" below: the stamp takes its place.
  if (invoice.paidStamp) paidStamp(doc, invoice.paidStamp.at);

  // A factored invoice is paid to the factor only: the notice and their remit-to take the place of
  // our own payment instructions, which it never prints (decision 078).
  if (invoice.assignment) {
    assignmentNoticeSection(doc, invoice, invoice.assignment);
  } else if (invoice.payUrl) {
    sectionTitle(doc, 'How to pay');
    textLine(doc, 'Pay online by card, PayPal, bank transfer, Zelle, wire or ACH:');
    textLine(doc, invoice.payUrl, { bold: true });
    textLine(doc, `Please write ${invoice.referenceId} on any transfer, so we can match it to this invoice.`, { muted: true });
  }

  doc.moveDown(2);
  textLine(doc, `Questions about this invoice? Call ${company.supportPhone} or write to ${company.email}.`, { muted: true });
}

/**
 * The notice of assignment, boxed by rules so it cannot be missed, in English and, for a customer
 * who wrote in another language, in theirs under it (as a detention line's proof is).
 */
function assignmentNoticeSection(doc: Pdf, invoice: InvoiceDocument, assignment: InvoiceAssignment): void {
  const context = { company: invoice.company.name, invoiceNumber: invoice.draft ? null : invoice.invoiceNumber };
  const english = assignmentNotice(translator('en'), assignment, context);
  doc.moveDown(0.8);
  rule(doc);
  textLine(doc, english.title.toUpperCase(), { bold: true });
  textLine(doc, english.notice, { bold: true });
  if (english.remitToHeading) {
    doc.moveDown(0.4);
    textLine(doc, `${english.remitToHeading}:`, { bold: true });
    for (const line of english.remitTo) textLine(doc, line);
  }
  if (english.contact) textLine(doc, english.contact);
  if (english.reference) textLine(doc, english.reference, { muted: true });
  if (invoice.language !== 'en') {
    const theirs = assignmentNotice(translator(invoice.language), assignment, context);
    doc.moveDown(0.4);
    textLine(doc, theirs.title, { muted: true });
    textLine(doc, theirs.notice, { muted: true });
  }
  rule(doc);
}
