// The rules a driver's update must meet before anything is stored (issue 22): stages forward
// only and accepted first, a problem only before delivery, delivered only with its proof, picked
// up with the bill of lading's signatures when it has one to sign (issue 39), the right files for
// the update, and the phone's time within bounds. Each refusal is a 4xx the driver's page can
// show as it is.
import {
  DISPATCH_MESSAGES,
  MAX_QUEUED_UPDATE_AGE_HOURS,
  mayMoveTo,
  type DriverUpdateFields,
  type LoadStage,
} from '../../../../shared/dispatch/dispatch.js';
import { EXCEPTION_PHOTO_RULES } from '../../../../shared/dispatch/delivery-exceptions.js';
import type { CodedMessage } from '../../../../shared/coded-message.js';
import { DRIVER_PHOTO_RULES, SIGNATURE_RULES, type UploadPurpose } from '../../../../shared/uploads.js';
import { badRequest, conflict } from '../../../errors.js';
import type { MultipartFormSpec, StoredUpload } from '../../../infra/storage/multipart-form.js';
import { fieldErrorsFailed } from '../../../infra/validation-failed.js';
import type { PickupBillOfLading } from '../../bills-of-lading/index.js';

/** The multipart form of POST /api/driver/loads/:ref/updates: photos, the signature, and the text fields. */
export const DRIVER_UPDATE_FORM: MultipartFormSpec = {
  files: {
    photos: DRIVER_PHOTO_RULES,
    signature: SIGNATURE_RULES,
    // Picked up with a bill of lading to sign (issue 39): the shipper's representative's and the driver's.
    shipperSignature: SIGNATURE_RULES,
    driverSignature: SIGNATURE_RULES,
    // Delivered with over, short or damaged freight (issue 39).
    exceptionPhotos: EXCEPTION_PHOTO_RULES,
  },
  storageFolder: 'dispatch',
  // driverUpdateFieldsSchema has 13 fields; a few spare for a newer phone's extra ones (ignored).
  maxFields: 16,
};

/** Refusals the shared contract has no message for (src/shared/dispatch/dispatch.ts DISPATCH_MESSAGES). */
export const ROAD_MESSAGES = {
  loadCancelled: 'This load was cancelled. Call the office if you have it on board.',
  problemAfterDelivery: 'This load has been delivered. Call the office about anything since.',
  updateTooOld: `This update is more than ${MAX_QUEUED_UPDATE_AGE_HOURS} hours old and cannot be recorded. Call the office instead.`,
  signatureOnlyWhenDelivered: "The receiver's signature is sent only with Delivered.",
  photosOnlyWithProofOrProblem: 'Photos are sent only with Delivered or with a problem report.',
  pickupSignaturesOnlyWhenPickedUp: 'The bill of lading is signed only with Picked up.',
  noBillOfLadingToSign: 'This load has no bill of lading to sign: send Picked up without signatures.',
  exceptionsOnlyWhenDelivered: 'Over, short or damaged notes and their photos are sent only with Delivered.',
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

export type UpdateFile = { file: StoredUpload; purpose: UploadPurpose };

/** The update's files, each with what it is for; 400 for files this update does not take, or a proof of delivery missing a part. */
export function filesOfUpdate(
  update: CheckedUpdate,
  fields: Pick<DriverUpdateFields, 'receiverName' | 'exceptions'>,
  files: readonly StoredUpload[],
): UpdateFile[] {
  const { receiverName } = fields;
  const photos = files.filter((file) => file.field === 'photos');
  const signatures = files.filter((file) => file.field === 'signature');
  const exceptionPhotos = files.filter((file) => file.field === 'exceptionPhotos');
  const delivered = update.kind === 'stage' && update.stage === 'delivered';
  const pickedUp = update.kind === 'stage' && update.stage === 'picked_up';
  if (!delivered && signatures.length > 0) throw badRequest(ROAD_MESSAGES.signatureOnlyWhenDelivered);
  if (update.kind === 'stage' && !delivered && photos.length > 0) throw badRequest(ROAD_MESSAGES.photosOnlyWithProofOrProblem);
  if (!pickedUp && files.some(isPickupSignature)) throw badRequest(ROAD_MESSAGES.pickupSignaturesOnlyWhenPickedUp);
  if (!delivered && (exceptionPhotos.length > 0 || fields.exceptions.length > 0))
    throw badRequest(ROAD_MESSAGES.exceptionsOnlyWhenDelivered);
  if (pickedUp) return [];
  if (delivered && exceptionPhotos.length > 0 && fields.exceptions.length === 0)
    throw fieldErrorsFailed({ exceptions: DISPATCH_MESSAGES.exceptionsInvalid });
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
      ...exceptionPhotos.map((file) => ({ file, purpose: 'exception_photo' as const })),
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

function isPickupSignature(file: StoredUpload): boolean {
  return file.field === 'shipperSignature' || file.field === 'driverSignature';
}

/** What "Picked up" signs on the bill of lading, checked; its two files are first and second in `files`. */
export interface CheckedPickupSignature {
  shipperSignerName: string;
  piecesConfirmed: number;
  sealConfirmed: string | null;
  files: [UpdateFile, UpdateFile];
}

/**
 * Whether "Picked up" must sign the load's bill of lading: when the newest issued version is
 * unsigned and was issued before the driver tapped (a version issued while the phone's update
 * waited in its queue is one the phone could not know of; the office has it signed on paper).
 */
export function pickupMustSign(bol: PickupBillOfLading | null, recordedAt: Date): bol is PickupBillOfLading {
  return bol !== null && !bol.signed && bol.issuedAt.getTime() <= recordedAt.getTime();
}

/**
 * The pickup's signatures, or null when this pickup signs nothing. A bill of lading to sign needs
 * every part: 400 naming each missing field (the phone shows each by its field). Signatures for a
 * bill of lading already signed are a 409: another update may not sign it again.
 */
export function pickupSignatureOf(
  bol: PickupBillOfLading | null,
  mustSign: boolean,
  fields: Pick<DriverUpdateFields, 'shipperSignerName' | 'piecesConfirmed' | 'sealConfirmed'>,
  files: readonly StoredUpload[],
): CheckedPickupSignature | null {
  const shipperSignature = files.find((file) => file.field === 'shipperSignature');
  const driverSignature = files.find((file) => file.field === 'driverSignature');
  const sent = shipperSignature !== undefined || driverSignature !== undefined;
  if (!mustSign) {
    if (!sent) return null;
    if (bol?.signed) throw conflict(DISPATCH_MESSAGES.bolAlreadySigned);
    throw badRequest(ROAD_MESSAGES.noBillOfLadingToSign);
  }
  const missing: Record<string, CodedMessage> = {};
  if (!fields.shipperSignerName) missing.shipperSignerName = DISPATCH_MESSAGES.shipperSignerNameRequired;
  if (fields.piecesConfirmed === undefined) missing.piecesConfirmed = DISPATCH_MESSAGES.piecesConfirmedRequired;
  // Empty is allowed only when the bill of lading has no seal: the driver confirms there is none.
  const seal = fields.sealConfirmed?.trim() ?? '';
  if (bol?.sealNumber && !seal) missing.sealConfirmed = DISPATCH_MESSAGES.sealConfirmedRequired;
  if (!shipperSignature) missing.shipperSignature = DISPATCH_MESSAGES.shipperSignatureRequired;
  if (!driverSignature) missing.driverSignature = DISPATCH_MESSAGES.driverSignatureRequired;
  if (
    Object.keys(missing).length > 0 ||
    !fields.shipperSignerName ||
    fields.piecesConfirmed === undefined ||
    !shipperSignature ||
    !driverSignature
  )
    throw fieldErrorsFailed(missing);
  return {
    shipperSignerName: fields.shipperSignerName,
    piecesConfirmed: fields.piecesConfirmed,
    sealConfirmed: seal || null,
    files: [
      { file: shipperSignature, purpose: 'pickup_signature' },
      { file: driverSignature, purpose: 'pickup_signature' },
    ],
  };
}
