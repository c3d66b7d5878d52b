// The bill of lading as the documents feature lists, downloads and packs it (issue 39; decision
// 081): handed to it by the composition as a PaperworkSource, so neither feature imports the other.
// Staff see every version (an older unsigned one as superseded) and who issued it; a customer sees
// the newest version alone (the signed one, once signed), made by the company.
import type { DocumentActor, DocumentVersion } from '../../../shared/documents/documents.js';
import type { Executor } from '../../db/client.js';
import type { PaperworkReader, PaperworkSource } from '../../platform/documents/paperwork-source.js';
import { billOfLadingFile } from './bol-file.js';
import { findBillOfLading, findVersions, type VersionRow } from './bol-repository.js';
import type { BillOfLadingDeps } from './deps.js';

export function billOfLadingPaperwork(deps: Pick<BillOfLadingDeps, 'storage' | 'company'>): PaperworkSource {
  return {
    async versions(db: Executor, serviceRequestId: number, reader: PaperworkReader): Promise<DocumentVersion[]> {
      const [bol, rows] = await Promise.all([findBillOfLading(db, serviceRequestId), findVersions(db, serviceRequestId)]);
      if (!bol) return [];
      const shown = reader.kind === 'staff' ? rows : rows.slice(0, 1);
      return shown.map((row, index) => ({
        version: row.version,
        label: bol.bolNumber,
        state: row.signedAt ? 'signed' : index === 0 ? 'issued' : 'superseded',
        madeAt: row.issuedAt.toISOString(),
        madeBy: madeBy(row, reader, deps.company.name),
        signatures: signaturesOf(row),
        downloadPath: null,
        pages: null,
      }));
    },
    file: (db, serviceRequestId, version) => billOfLadingFile(db, deps.storage, serviceRequestId, version),
    async packetVersion(db, serviceRequestId) {
      const rows = await findVersions(db, serviceRequestId);
      return (rows.find((row) => row.signedAt !== null) ?? rows[0])?.version;
    },
  };
}

function madeBy(row: VersionRow, reader: PaperworkReader, companyName: string): DocumentActor {
  return reader.kind === 'staff' ? { kind: 'staff', name: row.issuedBy } : { kind: 'company', name: companyName };
}

function signaturesOf(row: VersionRow): DocumentVersion['signatures'] {
  if (!row.signedAt) return [];
  const at = row.signedAt.toISOString();
  return [
    { by: { kind: 'customer', name: row.shipperSignerName }, role: 'shipper', at },
    { by: { kind: 'driver', name: row.driverFirstName }, role: 'carrier', at },
  ];
}
