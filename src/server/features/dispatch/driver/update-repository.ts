// The SQL behind a driver's update: the locks, the update row (once per phone-made ID), its files,
// the load's stage and the proof of delivery. Every write runs in the
// caller's transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { LoadStage, ProblemKind } from '../../../../shared/dispatch/dispatch.js';
import type { UploadPurpose } from '../../../../shared/uploads.js';
import type { Executor } from '../../../db/client.js';
import { dispatchAssignments, dispatchUpdates, driverProfiles, proofsOfDelivery, serviceRequests, uploads } from '../../../db/schema.js';
import type { StoredUpload } from '../../../infra/storage/multipart-form.js';

/** The request with this reference ID, unlocked: only its id and status, to lock it next. */
export async function findRequestIdByReference(executor: Executor, referenceId: string) {
  const [row] = await executor
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.referenceId, referenceId))
    .limit(1);
  return row;
}

/**
 * The request, then the driver's assignment on it, locked until the transaction ends, in that
 * order (the office's changes lock the request first too): two updates on one load, or an update
 * and an office change, happen one after the other. The assignment is undefined when the load is
 * not the driver's.
 */
export async function lockRequestAndAssignment(executor: Executor, serviceRequestId: number, driverProfileId: number) {
  const [request] = await executor.select().from(serviceRequests).where(eq(serviceRequests.id, serviceRequestId)).limit(1).for('update');
  const [assignment] = await executor
    .select()
    .from(dispatchAssignments)
    .where(and(eq(dispatchAssignments.serviceRequestId, serviceRequestId), eq(dispatchAssignments.driverProfileId, driverProfileId)))
    .limit(1)
    .for('update');
  return { request, assignment };
}

export interface NewDispatchUpdate {
  clientUpdateId: string;
  serviceRequestId: number;
  driverProfileId: number;
  kind: 'stage' | 'problem';
  stage: LoadStage | null;
  problem: ProblemKind | null;
  note: string | null;
  latitude: number | null;
  longitude: number | null;
  recordedAt: Date;
}

/**
 * Stores the update, or nothing when the driver's phone already sent one with this ID (a retry
 * racing the first send): answers the new row's id, or undefined then.
 */
export async function insertDispatchUpdate(executor: Executor, update: NewDispatchUpdate): Promise<number | undefined> {
  const [row] = await executor
    .insert(dispatchUpdates)
    .values(update)
    .onConflictDoNothing({ target: [dispatchUpdates.driverProfileId, dispatchUpdates.clientUpdateId] })
    .returning({ id: dispatchUpdates.id });
  return row?.id;
}

/** The files that came with an update, each under its purpose; answers their ids in the order given. */
export async function insertUpdateFiles(
  executor: Executor,
  owner: { serviceRequestId: number; dispatchUpdateId: number },
  files: readonly { file: StoredUpload; purpose: UploadPurpose }[],
): Promise<string[]> {
  if (files.length === 0) return [];
  const rows = await executor
    .insert(uploads)
    .values(
      files.map(({ file, purpose }) => ({
        purpose,
        serviceRequestId: owner.serviceRequestId,
        dispatchUpdateId: owner.dispatchUpdateId,
        storageKey: file.storageKey,
        originalName: file.originalName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
      })),
    )
    .returning({ id: uploads.id, storageKey: uploads.storageKey });
  const idByKey = new Map(rows.map((row) => [row.storageKey, row.id]));
  return files.map(({ file }) => idByKey.get(file.storageKey) ?? '');
}

export async function setAssignmentStage(executor: Executor, assignmentId: number, stage: LoadStage, at: Date): Promise<void> {
  await executor
    .update(dispatchAssignments)
    .set({ stage, stageChangedAt: at, updatedAt: sql`now()` })
    .where(eq(dispatchAssignments.id, assignmentId));
}

export async function insertProofOfDelivery(executor: Executor, proof: typeof proofsOfDelivery.$inferInsert): Promise<void> {
  await executor.insert(proofsOfDelivery).values(proof);
}

/** The driver's name as the office knows it, for the problem alert. */
export async function findDriverName(executor: Executor, driverProfileId: number): Promise<string> {
  const [row] = await executor
    .select({ firstName: driverProfiles.firstName, lastName: driverProfiles.lastName })
    .from(driverProfiles)
    .where(eq(driverProfiles.id, driverProfileId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}` : `driver ${driverProfileId}`;
}
