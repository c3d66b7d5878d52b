// Which version of another feature's paper goes into the packet: the one its feature names (the
// signed bill of lading, the signed or accepted rate confirmation); a bill of lading not yet
// signed is still the load's paper, so the newest issued version stands in until it is.
import type { DocumentVersion } from '../../../shared/documents/documents.js';
import type { Executor } from '../../db/client.js';
import type { PaperworkSource } from '../../platform/documents/paperwork-source.js';
import type { DocumentPaperwork } from './deps.js';
import { findDocumentsRequest, findLoadReceipts, findProofOfDeliverySummary } from './paperwork-repository.js';

/** The newest signed version, else the newest issued one; undefined when there is neither. */
export function packetPaperVersion(versions: readonly DocumentVersion[]): number | undefined {
  const newest = (state: DocumentVersion['state']) =>
    versions
      .filter((version) => version.state === state)
      .reduce<number | undefined>((best, version) => Math.max(best ?? 0, version.version), undefined);
  return newest('signed') ?? newest('issued');
}

export async function billOfLadingForPacket(db: Executor, source: PaperworkSource, serviceRequestId: number): Promise<number | undefined> {
  return (
    (await source.packetVersion(db, serviceRequestId)) ?? packetPaperVersion(await source.versions(db, serviceRequestId, { kind: 'staff' }))
  );
}

/**
 * Whether the load's packet would hold more than its invoice: a bill of lading, a proof of
 * delivery, a broker load's signed or accepted rate confirmation, or a driver's receipt. The
 * invoice mail attaches the packet only then (decision 081); a lone invoice goes on its own.
 */
export async function hasPapersBeyondInvoice(db: Executor, paperwork: DocumentPaperwork, serviceRequestId: number): Promise<boolean> {
  // One query after another: in the sending transaction they share one connection.
  const request = await findDocumentsRequest(db, serviceRequestId);
  if (!request) return false;
  if (await findProofOfDeliverySummary(db, serviceRequestId)) return true;
  if ((await findLoadReceipts(db, serviceRequestId)).length > 0) return true;
  if ((await billOfLadingForPacket(db, paperwork.billOfLading, serviceRequestId)) !== undefined) return true;
  return request.userRole === 'broker' && (await paperwork.rateConfirmation.packetVersion(db, serviceRequestId)) !== undefined;
}
