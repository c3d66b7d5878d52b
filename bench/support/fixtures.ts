// Rows the benchmarks need besides the bulk seed.
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { serviceRequests } from '../../src/server/db/schema.js';
import { nextInvoiceNumber } from '../../src/server/features/service-requests/index.js';

/** The reference ID of a seeded request turned into a sent invoice, as a customer would look it up. */
export async function invoiceForLookUp(db: Database): Promise<string> {
  const [row] = await db.select({ id: serviceRequests.id, referenceId: serviceRequests.referenceId }).from(serviceRequests).limit(1);
  if (!row) throw new Error('seed the database first');
  // Sent as the product sends: its number from the year's counter, in the same transaction.
  const sentAt = new Date();
  await db.transaction(async (tx) => {
    const invoiceNumber = await nextInvoiceNumber(tx, sentAt);
    await tx
      .update(serviceRequests)
      .set({ finalAmount: '1250.00', invoiceStatus: 'sent', invoiceSentAt: sentAt, invoiceNumber })
      .where(eq(serviceRequests.id, row.id));
  });
  return row.referenceId;
}
