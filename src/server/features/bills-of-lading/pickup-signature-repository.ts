// The SQL of signing a bill of lading at pickup (issue 39): the newest issued version of a load
// (read by the driver's load view and, locked, by the pickup update) and the one write that signs
// it. The bill-of-lading feature's other files issue the versions; this file only reads them and
// fills in their signature columns, once.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { billOfLadingVersions, billsOfLading } from '../../db/schema.js';

const versionColumns = {
  id: billOfLadingVersions.id,
  serviceRequestId: billOfLadingVersions.serviceRequestId,
  version: billOfLadingVersions.version,
  bolNumber: billsOfLading.bolNumber,
  content: billOfLadingVersions.content,
  issuedAt: billOfLadingVersions.issuedAt,
  signedAt: billOfLadingVersions.signedAt,
  dispatchUpdateId: billOfLadingVersions.dispatchUpdateId,
  piecesConfirmed: billOfLadingVersions.piecesConfirmed,
};

export type NewestVersionRow = Awaited<ReturnType<typeof findNewestIssuedVersion>>;

/** The load's newest issued version, or undefined while none is issued. */
export async function findNewestIssuedVersion(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select(versionColumns)
    .from(billOfLadingVersions)
    .innerJoin(billsOfLading, eq(billsOfLading.serviceRequestId, billOfLadingVersions.serviceRequestId))
    .where(eq(billOfLadingVersions.serviceRequestId, serviceRequestId))
    .orderBy(desc(billOfLadingVersions.version))
    .limit(1);
  return row;
}

/**
 * The same, locked until the transaction ends with the load's bill of lading row, which the office
 * locks to save or issue: an issue and a pickup happen one after the other (a version issued after
 * the signing is a new, unsigned one), and two pickups of one load sign one after the other.
 */
export async function lockNewestIssuedVersion(executor: Executor, serviceRequestId: number) {
  const [row] = await executor
    .select(versionColumns)
    .from(billOfLadingVersions)
    .innerJoin(billsOfLading, eq(billsOfLading.serviceRequestId, billOfLadingVersions.serviceRequestId))
    .where(eq(billOfLadingVersions.serviceRequestId, serviceRequestId))
    .orderBy(desc(billOfLadingVersions.version))
    .limit(1)
    .for('update', { of: [billsOfLading, billOfLadingVersions] });
  return row;
}

export interface PickupSignatureColumns {
  dispatchUpdateId: number;
  driverProfileId: number;
  shipperSignerName: string;
  shipperSignatureUploadId: string;
  driverSignatureUploadId: string;
  piecesConfirmed: number;
  sealConfirmed: string | null;
  signedAt: Date;
  latitude: number | null;
  longitude: number | null;
}

/** Signs the version if it is still unsigned; answers whether it did (a signed version is never re-signed). */
export async function writePickupSignatures(executor: Executor, versionId: number, signature: PickupSignatureColumns): Promise<boolean> {
  const rows = await executor
    .update(billOfLadingVersions)
    .set(signature)
    .where(and(eq(billOfLadingVersions.id, versionId), isNull(billOfLadingVersions.signedAt)))
    .returning({ id: billOfLadingVersions.id });
  return rows.length === 1;
}

/**
 * True for a request whose newest signed version's confirmed pieces differ from its units' count
 * (for the Dispatch board's flag). Spelled with table names: it runs inside the board's query on
 * service_requests.
 */
export const pickupPiecesMismatchSql = sql<boolean>`coalesce((
  select signed.pieces_confirmed <> coalesce((
    select sum((unit ->> 'count')::int) from jsonb_array_elements(signed.content -> 'units') unit
  ), 0)
  from bill_of_lading_versions signed
  where signed.service_request_id = service_requests.id and signed.signed_at is not null
  order by signed.version desc
  limit 1
), false)`;
