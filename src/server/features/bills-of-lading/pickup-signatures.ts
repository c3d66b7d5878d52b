// The bill of lading signed at pickup on the driver's phone (issue 39; decision 082). The driver's
// load view shows the newest issued version (number, version, pieces, seal, signed or not), so
// the phone can ask for the signatures offline; the driver's "Picked up" update signs it, in the
// update's own transaction, once. These are what the dispatch feature calls through the door.
import type { DriverBillOfLading } from '../../../shared/dispatch/dispatch.js';
import type { BolContent } from '../../../shared/bills-of-lading/bill-of-lading.js';
import type { Executor } from '../../db/client.js';
import {
  findNewestIssuedVersion,
  lockNewestIssuedVersion,
  writePickupSignatures,
  type NewestVersionRow,
  type PickupSignatureColumns,
} from './pickup-signature-repository.js';

export { pickupPiecesMismatchSql } from './pickup-signature-repository.js';
export type { PickupSignatureColumns } from './pickup-signature-repository.js';

/** The pieces a bill of lading lists: its handling units' counts added up. */
export function piecesOf(content: Pick<BolContent, 'units'>): number {
  return content.units.reduce((sum, unit) => sum + unit.count, 0);
}

function driverViewOf(row: NonNullable<NewestVersionRow>): DriverBillOfLading {
  return {
    bolNumber: row.bolNumber,
    version: row.version,
    pieces: piecesOf(row.content),
    sealNumber: row.content.sealNumber ?? '',
    signed: row.signedAt !== null,
  };
}

/** The load's bill of lading as the driver's phone needs it at pickup; null while none is issued. */
export async function billOfLadingForDriver(executor: Executor, serviceRequestId: number): Promise<DriverBillOfLading | null> {
  const row = await findNewestIssuedVersion(executor, serviceRequestId);
  return row ? driverViewOf(row) : null;
}

/** The newest issued version as the pickup update checks it, locked for the update's transaction. */
export interface PickupBillOfLading extends DriverBillOfLading {
  versionId: number;
  issuedAt: Date;
}

export async function lockBillOfLadingForPickup(executor: Executor, serviceRequestId: number): Promise<PickupBillOfLading | null> {
  const row = await lockNewestIssuedVersion(executor, serviceRequestId);
  return row ? { ...driverViewOf(row), versionId: row.id, issuedAt: row.issuedAt } : null;
}

/**
 * Writes the pickup's signatures on the version; false when it was signed meanwhile (the caller
 * refuses the update then: a signed bill of lading is never signed again).
 */
export async function signBillOfLadingAtPickup(executor: Executor, versionId: number, signature: PickupSignatureColumns): Promise<boolean> {
  return writePickupSignatures(executor, versionId, signature);
}
