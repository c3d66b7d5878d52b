// The SQL behind a driver's road receipt: the receipt once per phone-made ID, its private photo,
// and the driver's first name for the proposed line's evidence. Every write runs in the caller's
// transaction.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { driverProfiles, loadReceipts, uploads } from '../../../db/schema.js';
import type { StoredUpload } from '../../../infra/storage/multipart-form.js';

export type LoadReceiptRow = typeof loadReceipts.$inferSelect;

/** The driver's receipt with this phone-made ID, on whichever load it was sent for. */
export async function findReceiptByClientId(executor: Executor, driverProfileId: number, clientReceiptId: string) {
  const [row] = await executor
    .select()
    .from(loadReceipts)
    .where(and(eq(loadReceipts.driverProfileId, driverProfileId), eq(loadReceipts.clientReceiptId, clientReceiptId)))
    .limit(1);
  return row;
}

/** The photo, private like every upload, under the request (it goes when the request goes). */
export async function insertReceiptPhoto(executor: Executor, serviceRequestId: number, photo: StoredUpload): Promise<string> {
  const [row] = await executor
    .insert(uploads)
    .values({
      purpose: 'driver_receipt',
      serviceRequestId,
      storageKey: photo.storageKey,
      originalName: photo.originalName,
      contentType: photo.contentType,
      sizeBytes: photo.sizeBytes,
      sha256: photo.sha256,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('the receipt photo was not stored');
  return row.id;
}

/** Stores the receipt, or nothing when this ID is already the driver's (a retry racing the first): the new row or undefined. */
export async function insertReceipt(executor: Executor, receipt: typeof loadReceipts.$inferInsert): Promise<LoadReceiptRow | undefined> {
  const [row] = await executor
    .insert(loadReceipts)
    .values(receipt)
    .onConflictDoNothing({ target: [loadReceipts.driverProfileId, loadReceipts.clientReceiptId] })
    .returning();
  return row;
}

export async function findDriverFirstName(executor: Executor, driverProfileId: number): Promise<string> {
  const [row] = await executor
    .select({ firstName: driverProfiles.firstName })
    .from(driverProfiles)
    .where(eq(driverProfiles.id, driverProfileId))
    .limit(1);
  return row?.firstName ?? 'the driver';
}

/** A receipt of this request with its photo's storage facts, for the office; undefined for another request's. */
export async function findRequestReceiptPhoto(executor: Executor, serviceRequestId: number, receiptId: number) {
  const [row] = await executor
    .select({ upload: uploads })
    .from(loadReceipts)
    .innerJoin(uploads, eq(uploads.id, loadReceipts.uploadId))
    .where(and(eq(loadReceipts.id, receiptId), eq(loadReceipts.serviceRequestId, serviceRequestId)))
    .limit(1);
  return row?.upload;
}
