// What a signed-in driver reads: their loads, one load whole, and its item photos. A load is the
// driver's only while it is assigned to them; an unknown reference ID and another driver's load
// get the same 404 (a 403 would tell the asker that the load exists). Reads are not audited: a
// page view changes nothing.
import type { Readable } from 'node:stream';
import { DISPATCH_MESSAGES, type DriverLoad } from '../../../../shared/dispatch/dispatch.js';
import { isServiceRequestReferenceId, normalizeReferenceId } from '../../../../shared/reference-id.js';
import { notFound } from '../../../errors.js';
import { servedContentType } from '../../../infra/storage/safe-file-name.js';
import type { DispatchDeps } from '../deps.js';
import { findDriverLoad, findDriverLoadPhoto, findDriverLoads, findItemPhotos, findOwnUpdates } from './load-repository.js';
import { loadSummaryOf, loadViewOf } from './load-view.js';
import { billOfLadingForDriver } from '../../bills-of-lading/index.js';

/** The reference ID as typed (any case, O for 0), normalised, or the one 404. */
export function loadReferenceOf(typedReferenceId: string): string {
  const referenceId = normalizeReferenceId(typedReferenceId);
  if (!referenceId || !isServiceRequestReferenceId(referenceId)) throw notFound(DISPATCH_MESSAGES.loadNotFound);
  return referenceId;
}

export async function listDriverLoads({ db }: Pick<DispatchDeps, 'db'>, driverProfileId: number, now = new Date()) {
  const rows = await findDriverLoads(db, driverProfileId, now);
  return { loads: rows.map(loadSummaryOf) };
}

export async function driverLoadDetail(
  { db }: Pick<DispatchDeps, 'db'>,
  driverProfileId: number,
  typedReferenceId: string,
): Promise<DriverLoad> {
  const row = await findDriverLoad(db, driverProfileId, loadReferenceOf(typedReferenceId));
  if (!row) throw notFound(DISPATCH_MESSAGES.loadNotFound);
  const [photos, updates, billOfLading] = await Promise.all([
    findItemPhotos(db, row.serviceRequestId),
    findOwnUpdates(db, driverProfileId, row.serviceRequestId),
    // The bill of lading to sign at pickup (issue 39): the phone keeps it with the load for a dock without signal.
    billOfLadingForDriver(db, row.serviceRequestId),
  ]);
  return loadViewOf(row, photos, updates, billOfLading);
}

export interface LoadPhotoFile {
  stream: Readable;
  contentType: string;
  sizeBytes: number;
}

/** An item photo of the driver's own load; anything else is the one 404. */
export async function openDriverLoadPhoto(
  deps: Pick<DispatchDeps, 'db' | 'storage'>,
  driverProfileId: number,
  typedReferenceId: string,
  photoId: string,
): Promise<LoadPhotoFile> {
  const photo = await findDriverLoadPhoto(deps.db, driverProfileId, loadReferenceOf(typedReferenceId), photoId);
  if (!photo) throw notFound(DISPATCH_MESSAGES.loadNotFound);
  const stream = await deps.storage.openReadStream(photo.storageKey).catch(() => {
    // A row without its bytes (a failed restore): nothing to show, and nothing the driver can do.
    throw notFound(DISPATCH_MESSAGES.loadNotFound);
  });
  return { stream, contentType: servedContentType(photo.contentType), sizeBytes: photo.sizeBytes };
}
