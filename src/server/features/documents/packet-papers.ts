// Which version of another feature's paper goes into the packet: the one its feature names (the
// signed bill of lading, the signed or accepted rate confirmation); a bill of lading not yet
// signed is still the load's paper, so the newest issued version stands in until it is.
import type { DocumentVersion } from '../../../shared/documents/documents.js';
import type { Executor } from '../../db/client.js';
import type { PaperworkSource } from '../../platform/documents/paperwork-source.js';

/** The newest signed version, else the newest issued one; undefined when there is neither. */
export function packetPaperVersion(versions: readonly DocumentVersion[]): number | undefined {
  const newest = (state: DocumentVersion['state']) =>
    versions.filter((version) => version.state === state).reduce<number | undefined>((best, version) => Math.max(best ?? 0, version.version), undefined);
  return newest('signed') ?? newest('issued');
}

export async function billOfLadingForPacket(db: Executor, source: PaperworkSource, serviceRequestId: number): Promise<number | undefined> {
  return (await source.packetVersion(db, serviceRequestId)) ?? packetPaperVersion(await source.versions(db, serviceRequestId, { kind: 'staff' }));
}
