// The rules a driver's update must meet before anything is stored (issue 22): stages forward
// only and accepted first, a problem only before delivery, delivered only with its proof, the
// right files for the update, and the phone's time within bounds. Each refusal is a 4xx the
// driver's page can show as it is.
import {
  DISPATCH_MESSAGES,
  MAX_QUEUED_UPDATE_AGE_HOURS,
  mayMoveTo,
  type DriverUpdateFields,
  type LoadStage,
} from '../../../../shared/dispatch/dispatch.js';
import { DRIVER_PHOTO_RULES, SIGNATURE_RULES, type UploadPurpose } from '../../../../shared/uploads.js';
import { badRequest, conflict } from '../../../errors.js';
import type { MultipartFormSpec, StoredUpload } from '../../../infra/storage/multipart-form.js';

/** The multipart form of POST /api/driver/loads/:ref/updates: photos, the signature, and the text fields. */
export const DRIVER_UPDATE_FORM: MultipartFormSpec = {
  files: { photos: DRIVER_PHOTO_RULES, signature: SIGNATURE_RULES },
  storageFolder: 'dispatch',
  // driverUpdateFieldsSchema has 9 fields; a few spare for a newer phone's extra ones (ignored).
  maxFields: 12,
};

/** Refusals the shared contract has no message for (src/shared/dispatch/dispatch.ts DISPATCH_MESSAGES). */
export const ROAD_MESSAGES = {
  loadCancelled: 'This load was cancelled. Call the office if you have it on board.',
  problemAfterDelivery: 'This load has been delivered. Call the office about anything since.',
  updateTooOld: `This update is more than ${MAX_QUEUED_UPDATE_AGE_HOURS} hours old and cannot be recorded. Call the office instead.`,
  signatureOnlyWhenDelivered: "The receiver's signature is sent only with Delivered.",
  photosOnlyWithProofOrProblem: 'Photos are sent only with Delivered or with a problem report.',
} as const;

/** A driver's update after its rules: a stage reached, or a problem. */
export type CheckedUpdate =
  | { kind: 'stage'; stage: Exclude<LoadStage, 'assigned'>; problem: null }
  | { kind: 'problem'; stage: null; problem: NonNullable<DriverUpdateFields['problem']> };

export function checkedUpdateOf(fields: DriverUpdateFields): CheckedUpdate {
  // The schema made sure each kind has its field (superRefine); this tells TypeScript so.
  if (fields.kind === 'stage' && fields.stage) return { kind: 'stage', stage: fields.stage, problem: null };
  if (fields.kind === 'problem' && fields.problem) return { kind: 'problem', stage: null, problem: fields.problem };
  throw badRequest('Choose a stage or a problem.');
}

/** Where the load may go from `current`: 409 when it may not (see mayMoveTo in the contract). */
export function checkMove(current: LoadStage, update: CheckedUpdate): void {
  if (update.kind === 'problem') {
    if (current === 'delivered') throw conflict(ROAD_MESSAGES.problemAfterDelivery);
    return;
  }
  if (current === 'assigned' && update.stage !== 'accepted') throw conflict(DISPATCH_MESSAGES.notAccepted);
  if (!mayMoveTo(current, update.stage)) throw conflict(DISPATCH_MESSAGES.stageNotForward);
}

/** The update's files, each with what it is for; 400 for files this update does not take, or a proof of delivery missing a part. */
export function filesOfUpdate(
  update: CheckedUpdate,
  receiverName: string | null,
  files: readonly StoredUpload[],
): { file: StoredUpload; purpose: UploadPurpose }[] {
  const photos = files.filter((file) => file.field === 'photos');
  const signatures = files.filter((file) => file.field === 'signature');
  const delivered = update.kind === 'stage' && update.stage === 'delivered';
  if (!delivered && signatures.length > 0) throw badRequest(ROAD_MESSAGES.signatureOnlyWhenDelivered);
  if (update.kind === 'stage' && !delivered && photos.length > 0) throw badRequest(ROAD_MESSAGES.photosOnlyWithProofOrProblem);
  if (delivered) {
    const missing = [
      receiverName ? null : DISPATCH_MESSAGES.receiverNameRequired,
      signatures.length > 0 ? null : DISPATCH_MESSAGES.signatureRequired,
      photos.length > 0 ? null : DISPATCH_MESSAGES.photoRequired,
    ].filter((message) => message !== null);
    // One part missing: say which; more: say what the proof needs.
    if (missing.length === 1) throw badRequest(missing[0] ?? DISPATCH_MESSAGES.podIncomplete);
    if (missing.length > 1) throw badRequest(DISPATCH_MESSAGES.podIncomplete);
    return [
      ...signatures.map((file) => ({ file, purpose: 'delivery_signature' as const })),
      ...photos.map((file) => ({ file, purpose: 'delivery_photo' as const })),
    ];
  }
  return photos.map((file) => ({ file, purpose: 'problem_photo' as const }));
}

/**
 * When the update happened: the phone's time (a queued update keeps its own), but never in the
 * future (a phone's clock ahead: now) and never older than MAX_QUEUED_UPDATE_AGE_HOURS (400).
 */
export function recordedAtOf(phoneTime: string | undefined, now: Date): Date {
  if (!phoneTime) return now;
  const at = new Date(phoneTime);
  if (at.getTime() > now.getTime()) return now;
  if (now.getTime() - at.getTime() > MAX_QUEUED_UPDATE_AGE_HOURS * 3_600_000) throw badRequest(ROAD_MESSAGES.updateTooOld);
  return at;
}
