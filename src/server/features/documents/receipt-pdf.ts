// A payment's receipt as a PDF: which payment, for which invoice, when and how it was paid, by
// whom (masked), how much, and what of it was given back; always stamped PAID, since only
// confirmed money has a receipt. A payment of an invoice lists what the invoice billed, line by
// line, with its total (issue 37). Made from a ReceiptDocument (document-data.ts) alone.
import { formatUsd } from '../../../shared/money-format.js';
import { chargeLine } from './charge-line.js';
import type { ReceiptDocument } from './document-data.js';
import { documentDate, labelValue, letterhead, newPdf, paidStamp, pdfBytes, rule, sectionTitle, textLine } from '../../infra/pdf-layout.js';

export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const { company } = receipt;
  const doc = newPdf({
    title: `Receipt for payment ${receipt.shortId}`,
    author: company.name,
    createdAt: receipt.confirmedAt,
    changedAt: receipt.changedAt,
  });
  letterhead(doc, company, 'RECEIPT');

  labelValue(doc, 'Receipt for payment', receipt.shortId, { bold: true });
  if (receipt.invoiceNumber) labelValue(doc, 'Invoice number', receipt.invoiceNumber);
  if (receipt.invoiceReference) labelValue(doc, 'Invoice reference ID', receipt.invoiceReference);
  if (receipt.payerReference) labelValue(doc, 'Your reference', receipt.payerReference);
  labelValue(doc, 'Date paid', documentDate(receipt.confirmedAt));
  labelValue(doc, 'Payment method', receipt.method);
  if (receipt.payer) labelValue(doc, 'Paid by', receipt.payer);

  if (receipt.invoiceLines) {
    sectionTitle(doc, 'Invoice lines');
    labelValue(doc, 'Description', 'Amount', { bold: true });
    rule(doc);
    for (const line of receipt.invoiceLines.lines) chargeLine(doc, line);
    rule(doc);
    labelValue(doc, 'Invoice total', formatUsd(receipt.invoiceLines.total), { bold: true });
  }

  sectionTitle(doc, 'Payment');
  rule(doc);
  labelValue(doc, 'Amount received', formatUsd(receipt.amount), { bold: true });
  for (const refund of receipt.refunds) labelValue(doc, `Refunded ${documentDate(refund.at)}`, `-${formatUsd(refund.amount)}`);
  paidStamp(doc, receipt.confirmedAt);

  doc.moveDown(2);
  textLine(doc, `Payment ID: ${receipt.paymentId}`, { muted: true });
  textLine(doc, `Thank you for your business. Questions? Call ${company.supportPhone} or write to ${company.email}.`, { muted: true });

  return pdfBytes(doc);
}
