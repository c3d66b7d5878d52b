// Credit note numbers, CN-YYYY-NNNNNN: the invoice numbers' rule (decision 065) on a counter of
// their own, credit_note_number_counters: one row per UTC year, taken with an upsert inside the
// issuing transaction. The upsert locks the year's row until that transaction ends, so a second
// issuer waits and reads the first one's number (no duplicate), and a rolled back issue returns
// its number (no gap).
import { sql } from 'drizzle-orm';
import { formatCreditNoteNumber } from '../../../../shared/invoicing/credit-notes.js';
import type { Executor } from '../../../db/client.js';
import { creditNoteNumberCounters } from '../../../db/schema.js';

/** The number of a credit note issued at `issuedAt`, taken in the issuing transaction `executor`. */
export async function nextCreditNoteNumber(executor: Executor, issuedAt: Date): Promise<string> {
  const year = issuedAt.getUTCFullYear();
  const [row] = await executor
    .insert(creditNoteNumberCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: creditNoteNumberCounters.year, set: { lastNumber: sql`${creditNoteNumberCounters.lastNumber} + 1` } })
    .returning({ lastNumber: creditNoteNumberCounters.lastNumber });
  if (!row) throw new Error(`the credit note number counter of ${year} returned no row`);
  return formatCreditNoteNumber(year, row.lastNumber);
}
