// The SQL of service requests, and nothing else.
import type { Executor } from '../../db/client.js';
import { serviceRequests, serviceRequestStatusHistory, uploads } from '../../db/schema.js';
import type { StoredUpload } from './read-submission.js';

export type NewServiceRequestRow = typeof serviceRequests.$inferInsert;
export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

export async function insertServiceRequest(executor: Executor, values: NewServiceRequestRow): Promise<ServiceRequestRow> {
  const [row] = await executor.insert(serviceRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  await executor.insert(serviceRequestStatusHistory).values({ serviceRequestId: row.id, toStatus: row.status });
  return row;
}

export async function insertItemPhotos(executor: Executor, serviceRequestId: number, photos: StoredUpload[]): Promise<void> {
  if (photos.length === 0) return;
  await executor.insert(uploads).values(
    photos.map((photo) => ({
      purpose: 'item_photo' as const,
      serviceRequestId,
      storageKey: photo.storageKey,
      originalName: photo.originalName,
      contentType: photo.contentType,
      sizeBytes: photo.sizeBytes,
      sha256: photo.sha256,
    })),
  );
}
