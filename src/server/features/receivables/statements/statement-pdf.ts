// A statement as a PDF (decision 075), in its account's language: the account and period, the opening
// balance, each movement with the balance after it, and the closing balance; where to pay (the factor,
// for a factored account). Made from a StatementDocument alone, so the same data is the same file.
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import type { Locale } from '../../../../shared/i18n.js';
import type { Statement } from '../../../../shared/receivables/statements.js';
import { labelValue, letterhead, newPdf, pdfBytes, rule, textLine } from '../../../infra/pdf-layout.js';
import { pdfTable } from '../pdf-table.js';
import { entryText, statementPdfTexts } from './statement-texts.js';

export interface StatementDocument {
  company: CompanyProfile;
  language: Locale;
  statement: Statement;
  /** When it was made: the PDF's date (a kept statement's is fixed). */
  madeAt: Date;
  /** The customer's page, where they pay; not printed for a factored account. */
  accountPageUrl: string;
  /** For a factored account: who its invoices are assigned to and where to pay them. */
  factor: { name: string; remitTo: string } | null;
}

export async function renderStatementPdf(document: StatementDocument): Promise<Buffer> {
  const { company, statement } = document;
  const text = statementPdfTexts(document.language);
  const doc = newPdf({
    title: `${text.title} ${statement.accountName} ${statement.periodStart} ${statement.periodEnd}`,
    author: company.name,
    createdAt: document.madeAt,
    changedAt: document.madeAt,
  });
  letterhead(doc, company, text.title);

  labelValue(doc, text.account, statement.accountName, { bold: true });
  labelValue(doc, text.period, `${text.day(statement.periodStart)} – ${text.day(statement.periodEnd)}`);
  labelValue(doc, text.statementDate, text.day(document.madeAt.toISOString().slice(0, 10)));

  doc.moveDown(0.8);
  labelValue(doc, text.openingBalance(statement.periodStart), text.usd(statement.openingBalance), { bold: true });
  doc.moveDown(0.4);
  const table = pdfTable(doc, [
    { header: text.columns.date, width: 72 },
    { header: text.columns.description, width: 260 },
    { header: text.columns.amount, width: 90, align: 'right' },
    { header: text.columns.balance, width: 90, align: 'right' },
  ]);
  for (const entry of statement.entries) {
    table.row([text.day(entry.on), entryText(text.i18n, entry), text.usd(entry.amount), text.usd(entry.balance)]);
  }
  if (statement.entries.length === 0) textLine(doc, text.noActivity, { muted: true });
  doc.moveDown(0.4);
  rule(doc);
  labelValue(doc, text.closingBalance(statement.periodEnd), text.usd(statement.closingBalance), { bold: true });
  const owed = !statement.closingBalance.startsWith('-');
  labelValue(doc, owed ? text.amountDue : text.creditBalance, text.usd(statement.closingBalance.replace(/^-/, '')), { bold: true });

  doc.moveDown(0.8);
  if (document.factor) textLine(doc, text.factored(document.factor.name, document.factor.remitTo), { bold: true });
  else if (owed && statement.closingBalance !== '0.00') textLine(doc, text.payOnline(document.accountPageUrl));
  doc.moveDown(1);
  textLine(doc, text.questions(company.supportPhone, company.email), { muted: true });
  return pdfBytes(doc);
}
