// The paperwork a driver's update carries (issue 39; decision 082), written in the update's own
// transaction: "Picked up" signs the load's bill of lading (audited; operations told when the
// pieces confirmed differ from the bill of lading's), and "Delivered" records the receiver's over,
// short or damaged notes (audited by count, operations told at once). update-service.ts calls
// these once the update and its files are stored.
import type { DeliveryException } from '../../../../shared/dispatch/delivery-exceptions.js';
import { DISPATCH_MESSAGES } from '../../../../shared/dispatch/dispatch.js';
import type { Transaction } from '../../../db/client.js';
import { conflict } from '../../../errors.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import type { AuditContext } from '../../../platform/audit/audit-context.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { signBillOfLadingAtPickup, type PickupBillOfLading } from '../../bills-of-lading/index.js';
import type { DispatchDeps } from '../deps.js';
import { deliveryExceptionsEmail, pickupPiecesMismatchEmail, type ProblemAlert } from './update-emails.js';
import { findDriverName } from './update-repository.js';
import type { CheckedPickupSignature } from './update-rules.js';

interface PickupSigning {
  actor: AuditContext;
  request: ProblemAlert['request'] & { id: number };
  bol: PickupBillOfLading;
  pickup: CheckedPickupSignature;
  uploads: { shipperSignatureUploadId: string; driverSignatureUploadId: string };
  dispatchUpdateId: number;
  driverProfileId: number;
  recordedAt: Date;
  place: { latitude: number | null; longitude: number | null };
}

/** Signs the bill of lading's newest version with the pickup; the caller locked it and checked it unsigned. */
export async function signAtPickup(tx: Transaction, deps: DispatchDeps, signing: PickupSigning): Promise<void> {
  const { bol, pickup, request } = signing;
  const signed = await signBillOfLadingAtPickup(tx, bol.versionId, {
    dispatchUpdateId: signing.dispatchUpdateId,
    driverProfileId: signing.driverProfileId,
    shipperSignerName: pickup.shipperSignerName,
    ...signing.uploads,
    piecesConfirmed: pickup.piecesConfirmed,
    sealConfirmed: pickup.sealConfirmed,
    signedAt: signing.recordedAt,
    ...signing.place,
  });
  // The version is locked and was unsigned: only a bug gets here (the transaction rolls back).
  if (!signed) throw conflict(DISPATCH_MESSAGES.bolAlreadySigned);
  const piecesDiffer = pickup.piecesConfirmed !== bol.pieces;
  // The signer's name is personal data: the event says only what was confirmed.
  await recordAuditEvent(tx, signing.actor, {
    action: 'bill_of_lading.signed',
    recordType: 'service_request',
    recordId: request.id,
    changes: factsOf({
      bolNumber: bol.bolNumber,
      version: bol.version,
      piecesExpected: bol.pieces,
      piecesConfirmed: pickup.piecesConfirmed,
      sealConfirmed: pickup.sealConfirmed,
      piecesDiffer,
    }),
  });
  if (!piecesDiffer) return;
  const mismatch = {
    request,
    driverName: await findDriverName(tx, signing.driverProfileId),
    bolNumber: bol.bolNumber,
    version: bol.version,
    piecesExpected: bol.pieces,
    piecesConfirmed: pickup.piecesConfirmed,
    recordedAt: signing.recordedAt,
  };
  await deps.outbox.enqueue(tx, [pickupPiecesMismatchEmail(mismatch, deps)]);
}

interface DeliveryExceptions {
  actor: AuditContext;
  request: ProblemAlert['request'] & { id: number };
  driverProfileId: number;
  receiverName: string;
  exceptions: readonly DeliveryException[];
  photos: number;
  recordedAt: Date;
}

/** Audits the proof's exceptions and tells operations at once; nothing for a clean delivery. */
export async function recordDeliveryExceptions(tx: Transaction, deps: DispatchDeps, delivery: DeliveryExceptions): Promise<void> {
  const { exceptions } = delivery;
  if (exceptions.length === 0) return;
  const count = (kind: DeliveryException['kind']) => exceptions.filter((exception) => exception.kind === kind).length;
  // The receiver's words stay on the proof: the event counts the lines by kind.
  await recordAuditEvent(tx, delivery.actor, {
    action: 'proof_of_delivery.exceptions_recorded',
    recordType: 'service_request',
    recordId: delivery.request.id,
    changes: factsOf({ over: count('over'), short: count('short'), damaged: count('damaged'), photos: delivery.photos }),
  });
  const alert = {
    request: delivery.request,
    driverName: await findDriverName(tx, delivery.driverProfileId),
    receiverName: delivery.receiverName,
    exceptions,
    photos: delivery.photos,
    recordedAt: delivery.recordedAt,
  };
  await deps.outbox.enqueue(tx, [deliveryExceptionsEmail(alert, deps)]);
}
