// Sending one queued update (or road receipt). The answer is sorted into what the queue does next: sent (remove
// it), refused for good (a 4xx: say why and remove it), signed out (keep it until the driver signs
// in again) or try later (no connection, a 5xx, too many requests).
import type { MessageOrText } from '@shared/coded-message';
import { driverUpdateResultSchema, type DriverUpdateResult } from '@shared/dispatch/dispatch';
import { ApiError, apiRequest } from '@/lib/api';
import { failureRefusal } from '@/lib/failure-message';
import { DRIVER_API } from '../api/driver-api-paths';
import type { QueuedUpdate } from './update-store';

export type SendOutcome =
  | { kind: 'sent'; result: DriverUpdateResult | undefined }
  | { kind: 'refused'; message: MessageOrText }
  | { kind: 'signed-out' }
  | { kind: 'retry' };

export function updateForm(update: QueuedUpdate): FormData {
  const form = new FormData();
  form.append('updateId', update.updateId);
  form.append('kind', update.kind);
  if (update.stage) form.append('stage', update.stage);
  if (update.problem) form.append('problem', update.problem);
  if (update.note) form.append('note', update.note);
  form.append('recordedAt', update.recordedAt);
  if (update.latitude !== undefined && update.longitude !== undefined) {
    form.append('latitude', String(update.latitude));
    form.append('longitude', String(update.longitude));
  }
  if (update.receiverName) form.append('receiverName', update.receiverName);
  // Sent as Files so each part carries its name and type, whatever Blob the store handed back.
  for (const photo of update.photos) form.append('photos', new File([photo.blob], photo.name, { type: photo.blob.type }));
  if (update.signature) form.append('signature', new File([update.signature], 'signature.png', { type: 'image/png' }));
  if (update.pickup) {
    const pickup = update.pickup;
    form.append('shipperSignerName', pickup.shipperSignerName);
    form.append('piecesConfirmed', String(pickup.piecesConfirmed));
    form.append('sealConfirmed', pickup.sealConfirmed);
    form.append('shipperSignature', new File([pickup.shipperSignature], 'shipper-signature.png', { type: 'image/png' }));
    form.append('driverSignature', new File([pickup.driverSignature], 'driver-signature.png', { type: 'image/png' }));
  }
  if (update.exceptions?.length) form.append('exceptions', JSON.stringify(update.exceptions));
  for (const photo of update.exceptionPhotos ?? [])
    form.append('exceptionPhotos', new File([photo.blob], photo.name, { type: photo.blob.type }));
  return form;
}

/** A road receipt as POST /api/driver/loads/:ref/receipts takes it: the queue's updateId is its receiptId. */
export function receiptForm(update: QueuedUpdate): FormData {
  const form = new FormData();
  form.append('receiptId', update.updateId);
  if (update.receiptKind) form.append('kind', update.receiptKind);
  if (update.amount) form.append('amount', update.amount);
  form.append('recordedAt', update.recordedAt);
  const [photo] = update.photos;
  if (photo) form.append('photo', new File([photo.blob], photo.name, { type: photo.blob.type }));
  return form;
}

export async function sendUpdate(update: QueuedUpdate): Promise<SendOutcome> {
  const receipt = update.kind === 'receipt';
  let response: Response;
  try {
    response = receipt
      ? await apiRequest('POST', DRIVER_API.receipts(update.referenceId), receiptForm(update))
      : await apiRequest('POST', DRIVER_API.updates(update.referenceId), updateForm(update));
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'retry' };
    if (error.status === 401) return { kind: 'signed-out' };
    if (error.status === 408 || error.status === 429 || error.status >= 500) return { kind: 'retry' };
    return { kind: 'refused', message: failureRefusal(error) };
  }
  // A receipt does not move the load: nothing of its answer changes what the page shows.
  if (receipt) return { kind: 'sent', result: undefined };
  // The server kept it; an answer that cannot be read does not make it unsent.
  const parsed = driverUpdateResultSchema.safeParse(await response.json().catch(() => undefined));
  return { kind: 'sent', result: parsed.success ? parsed.data : undefined };
}
