// Rows the benchmarks need besides the bulk seed.
import type { Database } from '../../src/server/db/client.js';
import { serviceRequests } from '../../src/server/db/schema.js';
import { recordInvoiceAsSent } from '../../src/server/features/invoicing/index.js';

/** The reference ID of a seeded request turned into a sent invoice, as a customer would look it up. */
export async function invoiceForLookUp(db: Database): Promise<string> {
  const [row] = await db.select({ id: serviceRequests.id, referenceId: serviceRequests.referenceId }).from(serviceRequests).limit(1);
  if (!row) throw new Error('seed the database first');
  // Sent as the product records it: its number from the year's counter, its document and line.
  await db.transaction((tx) => recordInvoiceAsSent(tx, { serviceRequestId: row.id, amount: '1250.00', sentAt: new Date() }));
  return row.referenceId;
}
