// The rate confirmation as the documents feature reads it (decision 081): the versions with their
// states and who made, signed or accepted each, a version's file, and the one that goes into the
// packet (the signed or accepted one). Handed over by the composition, so documents imports nothing here.
import { eq, inArray } from 'drizzle-orm';
import type { DocumentActor, DocumentVersion, DocumentVersionState } from '../../../shared/documents/documents.js';
import type { RateConfirmationState } from '../../../shared/rate-confirmations/rate-confirmation.js';
import { formatUsd } from '../../../shared/money-format.js';
import type { Executor } from '../../db/client.js';
import { adminUsers, serviceRequests } from '../../db/schema.js';
import type { PaperworkReader, PaperworkSource } from '../../platform/documents/paperwork-source.js';
import type { RateConfirmationDeps } from './deps.js';
import { findVersion, findVersions, type RateConfirmationRow } from './repository.js';
import { isAgreed } from './rules.js';
import { versionFile } from './version-files.js';

const DOCUMENT_STATES: Record<RateConfirmationState, DocumentVersionState> = {
  sent: 'issued',
  signed: 'signed',
  uploaded: 'uploaded',
  accepted: 'accepted',
  rejected: 'rejected',
  superseded: 'superseded',
};

export function rateConfirmationPaperwork(deps: Pick<RateConfirmationDeps, 'storage' | 'company' | 'billingTimeZone'>): PaperworkSource {
  return {
    async versions(db, serviceRequestId, reader) {
      const rows = (await findVersions(db, serviceRequestId)).filter((row) => reader.kind === 'staff' || row.state !== 'superseded');
      const staffNames = reader.kind === 'staff' ? await staffEmails(db, rows) : new Map<number, string>();
      return rows.map((row) => documentVersionOf(row, reader, staffNames));
    },
    async file(db, serviceRequestId, version) {
      const row = await findVersion(db, serviceRequestId, version);
      if (!row) return undefined;
      const [request] = await db
        .select({ referenceId: serviceRequests.referenceId })
        .from(serviceRequests)
        .where(eq(serviceRequests.id, serviceRequestId));
      return request ? versionFile(db, deps, row, request.referenceId) : undefined;
    },
    async packetVersion(db, serviceRequestId) {
      return (await findVersions(db, serviceRequestId)).find((row) => isAgreed(row.state))?.version;
    },
  };
}

function documentVersionOf(row: RateConfirmationRow, reader: PaperworkReader, staffNames: Map<number, string>): DocumentVersion {
  const staff = (adminId: number | null): DocumentActor =>
    reader.kind === 'staff'
      ? { kind: 'staff', name: adminId === null ? null : (staffNames.get(adminId) ?? null) }
      : { kind: 'company', name: null };
  const signatures: DocumentVersion['signatures'] = [];
  if (row.state === 'signed' && row.signedAt) {
    signatures.push({ by: { kind: 'customer', name: row.signerName }, role: 'broker', at: row.signedAt.toISOString() });
  }
  if (row.state === 'accepted' && row.reviewedAt) {
    signatures.push({ by: staff(row.reviewedByAdminId), role: 'accepted', at: row.reviewedAt.toISOString() });
  }
  return {
    version: row.version,
    label:
      row.source === 'generated' && row.content
        ? `Rate confirmation v${row.version}, ${formatUsd(row.content.total)}`
        : `Broker's own rate confirmation v${row.version}`,
    state: DOCUMENT_STATES[row.state],
    madeAt: row.createdAt.toISOString(),
    madeBy:
      row.source === 'generated'
        ? staff(row.createdByAdminId)
        : { kind: 'customer', name: reader.kind === 'staff' ? row.uploadedByEmail : null },
    signatures,
    downloadPath: null,
    pages: null,
  };
}

async function staffEmails(db: Executor, rows: readonly RateConfirmationRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => [row.createdByAdminId, row.reviewedByAdminId]).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const members = await db.select({ id: adminUsers.id, email: adminUsers.email }).from(adminUsers).where(inArray(adminUsers.id, ids));
  return new Map(members.map((member) => [member.id, member.email]));
}
