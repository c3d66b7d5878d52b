// What one bill of lading version prints, from stored rows and the stored signatures only: the
// renderer takes this and nothing else (no clock), so the same version is the same file.
import type { Readable } from 'node:stream';
import type { BolContent } from '../../../shared/bills-of-lading/bill-of-lading.js';
import type { Executor } from '../../db/client.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { findUploadFile, findVersionForPdf } from './bol-repository.js';

export interface BolPickupSigning {
  shipperSignerName: string;
  /** The image's bytes, or null when its object is missing from storage (the PDF says so). */
  shipperSignature: Buffer | null;
  /** "Maria L.": the driver's first name and last initial. */
  driverName: string;
  driverSignature: Buffer | null;
  piecesConfirmed: number;
  /** The seal number the driver read on the trailer; null when there was none. */
  sealConfirmed: string | null;
  signedAt: Date;
}

export interface BolDocument {
  version: number;
  content: BolContent;
  issuedAt: Date;
  /** Null until signed at pickup. */
  signing: BolPickupSigning | null;
}

export async function loadBolDocument(
  db: Executor,
  storage: FileStorage,
  serviceRequestId: number,
  version: number,
): Promise<BolDocument | undefined> {
  const row = await findVersionForPdf(db, serviceRequestId, version);
  if (!row) return undefined;
  const signed =
    row.signedAt !== null &&
    row.shipperSignerName !== null &&
    row.shipperSignatureUploadId !== null &&
    row.driverSignatureUploadId !== null;
  const signing: BolPickupSigning | null = signed
    ? {
        shipperSignerName: row.shipperSignerName!,
        shipperSignature: await storedBytes(db, storage, row.shipperSignatureUploadId!),
        driverName: driverDisplayName(row.driverFirstName ?? '', row.driverLastName ?? ''),
        driverSignature: await storedBytes(db, storage, row.driverSignatureUploadId!),
        piecesConfirmed: row.piecesConfirmed ?? 0,
        sealConfirmed: row.sealConfirmed?.trim() ? row.sealConfirmed.trim() : null,
        signedAt: row.signedAt!,
      }
    : null;
  return { version: row.version, content: row.content, issuedAt: row.issuedAt, signing };
}

/** "Maria L.": enough to recognise the driver, nothing to look them up by. */
function driverDisplayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName} ${initial}.` : firstName;
}

async function storedBytes(db: Executor, storage: FileStorage, uploadId: string): Promise<Buffer | null> {
  const upload = await findUploadFile(db, uploadId);
  if (!upload) return null;
  // A row whose bytes are gone (a failed restore) still proves the signing: the PDF says the image is missing.
  return storage
    .openReadStream(upload.storageKey)
    .then(readAll)
    .catch(() => null);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
