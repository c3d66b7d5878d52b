// The invoice lines export (issue 37: "a lines export beside today's CSVs"): every billed line of
// every sent or voided invoice, streamed a batch of invoices at a time, the download recorded in
// the audit log first (streamed: its row count is not known up front).
import type { Readable } from 'node:stream';
import type { Executor } from '../../db/client.js';
import { csvLinesStream } from '../../infra/csv-export.js';
import { csvHeaders } from '../../infra/csv-sql.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { recordExport } from '../../platform/audit/record-audit-event.js';
import { INVOICE_LINE_CSV_COLUMNS } from './lines-export-columns.js';
import { findExportedInvoiceIds, findExportLines } from './lines-export-repository.js';

/** Invoices per batch: at most MAX_INVOICE_LINES lines each, usually a few. */
const INVOICES_PER_BATCH = 1000;

export async function exportInvoiceLines(db: Executor, audit: MemberAuditContext, batchSize = INVOICES_PER_BATCH): Promise<Readable> {
  await recordExport(db, audit, 'invoice_lines', {});
  async function* batches() {
    let beforeId: number | undefined;
    for (;;) {
      const ids = await findExportedInvoiceIds(db, beforeId, batchSize);
      if (ids.length === 0) return;
      yield await findExportLines(db, ids);
      if (ids.length < batchSize) return;
      beforeId = ids[ids.length - 1];
    }
  }
  return csvLinesStream(csvHeaders(INVOICE_LINE_CSV_COLUMNS), batches());
}
