// The aging report as a PDF (decision 075): every row of the view with its buckets, and the totals,
// for the owner to print or send to the bookkeeper. English, like the back office.
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import { AGING_BUCKET_LABELS, termsLabel } from '../../../../shared/receivables/aging.js';
import { AGING_BUCKETS } from '../../../../shared/receivables/receivables.js';
import { centsToAmount, formatUsd } from '../../../../shared/money.js';
import { calendarDate, labelValue, letterhead, newPdf, pdfBytes, textLine } from '../../../infra/pdf-layout.js';
import { pdfTable, type PdfColumn } from '../pdf-table.js';
import type { AgingRowCents, BucketCents } from './aging-repository.js';

export interface AgingPdfData {
  company: CompanyProfile;
  asOf: string;
  madeAt: Date;
  rows: readonly AgingRowCents[];
  totals: BucketCents;
}

const COLUMNS: readonly PdfColumn[] = [
  { header: 'Account', width: 122 },
  { header: 'Terms', width: 50 },
  ...AGING_BUCKETS.map((bucket): PdfColumn => ({ header: AGING_BUCKET_LABELS[bucket], width: 56, align: 'right' })),
  { header: 'Total', width: 60, align: 'right' },
];

const usd = (cents: number) => formatUsd(centsToAmount(cents));

const amountCells = (cents: BucketCents) => [...AGING_BUCKETS.map((bucket) => usd(cents[bucket])), usd(cents.total)];

export async function renderAgingPdf(data: AgingPdfData): Promise<Buffer> {
  const doc = newPdf({
    title: `Receivables aging as of ${data.asOf}`,
    author: data.company.name,
    createdAt: data.madeAt,
    changedAt: data.madeAt,
  });
  letterhead(doc, data.company, 'AGING');
  labelValue(doc, 'Open balances aged as of', calendarDate(data.asOf), { bold: true });
  labelValue(doc, 'Total owed', usd(data.totals.total), { bold: true });
  for (const bucket of AGING_BUCKETS) labelValue(doc, AGING_BUCKET_LABELS[bucket], usd(data.totals[bucket]));
  doc.moveDown(1);
  const table = pdfTable(doc, COLUMNS);
  for (const row of data.rows) table.row([row.name, row.accountId === null ? '' : termsLabel(row.terms), ...amountCells(row.cents)]);
  table.row(['Total', '', ...amountCells(data.totals)], { bold: true });
  doc.moveDown(1);
  textLine(doc, 'Days past due count from each invoice’s due day in the billing time zone; balances are what is owed today.', {
    muted: true,
  });
  return pdfBytes(doc);
}
