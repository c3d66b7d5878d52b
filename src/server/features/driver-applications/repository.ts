// The SQL of a new driver application, and nothing else.
import type { Executor } from '../../db/client.js';
import { driverApplicationStatusHistory, driverApplications, uploads } from '../../db/schema.js';
import type { StoredUpload } from '../../infra/storage/multipart-form.js';
import type { UploadPurpose } from '../../../shared/uploads.js';

export type NewDriverApplicationRow = typeof driverApplications.$inferInsert;
export type DriverApplicationRow = typeof driverApplications.$inferSelect;

/** The application and the first entry of its history (pending, by nobody: it just arrived). */
export async function insertDriverApplication(executor: Executor, values: NewDriverApplicationRow): Promise<DriverApplicationRow> {
  const [row] = await executor.insert(driverApplications).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  await executor.insert(driverApplicationStatusHistory).values({ driverApplicationId: row.id, toStatus: row.status });
  return row;
}

export async function insertApplicationDocuments(
  executor: Executor,
  driverApplicationId: number,
  /** The documents and the drawn signature, each under its purpose. */
  documents: readonly { purpose: UploadPurpose; upload: StoredUpload }[],
): Promise<void> {
  if (documents.length === 0) return;
  await executor.insert(uploads).values(
    documents.map(({ purpose, upload }) => ({
      purpose,
      driverApplicationId,
      storageKey: upload.storageKey,
      originalName: upload.originalName,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
      sha256: upload.sha256,
    })),
  );
}
