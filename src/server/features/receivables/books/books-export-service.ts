// The accounting export (decision 077): one file of a range of days, streamed, the download
// recorded in the audit log first (which file, which days) under the member who asked.
import type { Readable } from 'node:stream';
import { LINE_KIND_MESSAGES } from '../../../../shared/labels/invoice-labels.js';
import type { BooksFile, BooksRange } from '../../../../shared/receivables/books.js';
import type { Executor } from '../../../db/client.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { recordExport } from '../../../platform/audit/record-audit-event.js';
import { bookWindowOf } from './billing-days.js';
import { booksFileStream } from './books-files.js';
import { incomeAccountLookup } from './income-accounts-service.js';

export async function exportBooksFile(
  db: Executor,
  billingTimeZone: string,
  file: BooksFile,
  range: BooksRange,
  audit: MemberAuditContext,
): Promise<Readable> {
  await recordExport(db, audit, 'accounting', { file, from: range.from, to: range.to });
  const incomeAccount = await incomeAccountLookup(db);
  return booksFileStream(db, file, {
    window: bookWindowOf(range, billingTimeZone),
    timeZone: billingTimeZone,
    incomeAccount,
    // The back office's words: the products and services are named in English.
    kindLabel: (kind) => LINE_KIND_MESSAGES[kind].message,
  });
}

/** `quickbooks-invoices-2026-01-01-to-2026-01-31-`: the download's name says what it holds; the day it was made follows. */
export function booksFileNamePrefix(file: BooksFile, range: BooksRange): string {
  return `${file}-${range.from}-to-${range.to}-`;
}
