// What the proof of delivery prints, gathered from stored rows and the stored images only: the
// renderer takes this and nothing else (no clock), so the same delivery makes the same file.
import type { Readable } from 'node:stream';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { DeliveryException } from '../../../shared/dispatch/delivery-exceptions.js';
import { serviceTypeLabel } from '../../../shared/service-requests/service-requests.js';
import type { Executor } from '../../db/client.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import type { DocumentContext } from './document-data.js';
import { findDeliveryPhotos, findProofOfDeliverySource } from './pod-repository.js';

/** An image as stored: its bytes, or null when its object is missing from storage. */
export interface StoredImage {
  contentType: string;
  bytes: Buffer | null;
}

export interface ProofOfDeliveryDocument {
  company: CompanyProfile;
  referenceId: string;
  serviceType: string;
  /** "City, ST -> City, ST"; null for broker and dispatcher requests, whose forms ask for no places. */
  route: string | null;
  deliveredAt: Date;
  /** When the proof was stored: the PDF's modification date. */
  storedAt: Date;
  receiverName: string;
  /** The driver's first name and last initial: never their phone or license. */
  driverName: string;
  signature: StoredImage;
  photos: StoredImage[];
  /** Where the phone was when the load was delivered, when it shared it. */
  location: { latitude: number; longitude: number } | null;
  /** The receiver's over, short or damaged notes (issue 39), in the order written; empty when clean. */
  exceptions: DeliveryException[];
  /** The photos of those exceptions, in the order stored. */
  exceptionPhotos: StoredImage[];
}

/** The proof of delivery of a request, or undefined while it has none. */
export async function loadProofOfDeliveryDocument(
  db: Executor,
  context: DocumentContext,
  serviceRequestId: number,
): Promise<ProofOfDeliveryDocument | undefined> {
  const row = await findProofOfDeliverySource(db, serviceRequestId);
  if (!row) return undefined;
  const [photoRows, exceptionPhotoRows] = await Promise.all([
    findDeliveryPhotos(db, row.dispatchUpdateId),
    findDeliveryPhotos(db, row.dispatchUpdateId, 'exception_photo'),
  ]);
  const [signature, ...images] = await Promise.all(
    [{ storageKey: row.signatureStorageKey, contentType: row.signatureContentType }, ...photoRows, ...exceptionPhotoRows].map((image) =>
      storedImage(context.storage, image),
    ),
  );
  const photos = images.slice(0, photoRows.length);
  const exceptionPhotos = images.slice(photoRows.length);
  return {
    company: context.company,
    referenceId: row.referenceId,
    serviceType: serviceTypeLabel(row.serviceType),
    route: row.userRole === 'shipper' ? `${row.pickupCity}, ${row.pickupState} -> ${row.deliveryCity}, ${row.deliveryState}` : null,
    deliveredAt: row.deliveredAt,
    storedAt: row.createdAt,
    receiverName: row.receiverName,
    driverName: driverDisplayName(row.driverFirstName, row.driverLastName),
    signature: signature!,
    photos,
    location: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    exceptions: row.exceptions,
    exceptionPhotos,
  };
}

/** "Maria L.": enough for the receiver to recognise the driver, nothing to look them up by. */
export function driverDisplayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName} ${initial}.` : firstName;
}

async function storedImage(storage: FileStorage, image: { storageKey: string; contentType: string }): Promise<StoredImage> {
  // A row whose bytes are gone (a failed restore) still proves the delivery: the PDF says the image is missing.
  const bytes = await storage
    .openReadStream(image.storageKey)
    .then(readAll)
    .catch(() => null);
  return { contentType: image.contentType, bytes };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
