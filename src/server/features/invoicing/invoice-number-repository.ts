// The SQL of invoice numbers: one counter row per UTC year (docs/decisions/065-invoice-numbers.md).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { invoiceNumberCounters } from '../../db/schema.js';

/**
 * The next number of `year`, taken inside the caller's transaction. The upsert locks the year's
 * row until that transaction ends: a second sender waits and then reads the first one's number
 * (no duplicate), and a transaction that rolls back undoes its increment (no gap).
 */
export async function takeNextInvoiceNumber(executor: Executor, year: number): Promise<number> {
  const [row] = await executor
    .insert(invoiceNumberCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceNumberCounters.year, set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  if (!row) throw new Error(`the invoice number counter of ${year} returned no row`);
  return row.lastNumber;
}
