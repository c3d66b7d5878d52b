// A credit note as a PDF (decision 069): its own number and date, the invoice it corrects, why,
// how much, and what that invoice's balance became. Made from a CreditNoteDocument alone.
import { formatUsd } from '../../../shared/money-format.js';
import { documentDate, labelValue, letterhead, newPdf, pdfBytes, rule, sectionTitle, textLine } from '../../infra/pdf-layout.js';
import type { CreditNoteDocument } from './credit-note-data.js';

export async function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const { company, billTo } = note;
  const doc = newPdf({ title: `Credit note ${note.number}`, author: company.name, createdAt: note.issuedAt, changedAt: note.issuedAt });
  letterhead(doc, company, 'CREDIT NOTE');

  labelValue(doc, 'Credit note number', note.number, { bold: true });
  labelValue(doc, 'Corrects invoice', note.invoiceNumber, { bold: true });
  labelValue(doc, 'Reference ID', note.referenceId);
  labelValue(doc, 'Date', documentDate(note.issuedAt));

  sectionTitle(doc, 'Bill to');
  textLine(doc, billTo.name);
  if (billTo.company) textLine(doc, billTo.company);
  textLine(doc, billTo.email);

  sectionTitle(doc, 'Credit');
  labelValue(doc, 'Reason', note.reason);
  rule(doc);
  labelValue(doc, `Invoice ${note.invoiceNumber} total`, formatUsd(note.invoiceTotal));
  labelValue(doc, 'Credited', `-${formatUsd(note.amount)}`, { bold: true });
  labelValue(doc, 'Invoice balance after this credit note', formatUsd(note.balanceAfter), { bold: true });

  doc.moveDown(2);
  textLine(doc, `Questions about this credit note? Call ${company.supportPhone} or write to ${company.email}.`, { muted: true });
  return pdfBytes(doc);
}
