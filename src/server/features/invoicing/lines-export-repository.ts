// The invoice lines export's reads: invoices walked newest first by id, a batch at a time, and the
// billed lines of each batch with the CSV line the database wrote for each.
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { invoiceLines, invoices, serviceRequests } from '../../db/schema.js';
import { csvLineSql } from '../../infra/csv-sql.js';
import { EXPORTED_INVOICE_STATES, INVOICE_LINE_CSV_COLUMNS } from './lines-export-columns.js';

/** The ids of the next `batchSize` sent or voided invoices below `beforeId`, newest first. */
export async function findExportedInvoiceIds(executor: Executor, beforeId: number | undefined, batchSize: number): Promise<number[]> {
  const rows = await executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(inArray(invoices.state, [...EXPORTED_INVOICE_STATES]), beforeId === undefined ? undefined : lt(invoices.id, beforeId)))
    .orderBy(desc(invoices.id))
    .limit(batchSize);
  return rows.map((row) => row.id);
}

const exportLine = { line: csvLineSql(INVOICE_LINE_CSV_COLUMNS) };

/** The billed (approved) lines of these invoices as CSV lines: newest invoice first, each in its order. */
export async function findExportLines(executor: Executor, invoiceIds: readonly number[]): Promise<{ line: string }[]> {
  if (invoiceIds.length === 0) return [];
  return executor
    .select(exportLine)
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, invoices.serviceRequestId))
    .where(and(inArray(invoiceLines.invoiceId, [...invoiceIds]), eq(invoiceLines.state, 'approved')))
    .orderBy(desc(invoices.id), asc(invoiceLines.position), asc(invoiceLines.id));
}
