// A driver's update from the road (issue 22): a stage reached or a problem reported, with its
// photos and, for delivered, the receiver's name and signature. One transaction stores it, moves
// the load and (never backwards) the request's status, writes the proof of delivery, queues the
// customer's and operations' mail and the audit event, and moves the board's counter on; with
// issue 39 it also signs the bill of lading at pickup and records the receiver's exceptions at
// delivery (update-paperwork.ts). The phone names each update (updateId) and sends it again
// until answered: the second arrival gets the first's answer and changes nothing.
import {
  DISPATCH_MESSAGES,
  driverUpdateFieldsSchema,
  LOAD_STAGE_LABELS,
  STAGE_REQUEST_STATUS,
  type DriverUpdateFields,
  type DriverUpdateResult,
} from '../../../../shared/dispatch/dispatch.js';
import type { Transaction } from '../../../db/client.js';
import { conflict, notFound } from '../../../errors.js';
import { discardUploads, type MultipartForm } from '../../../infra/storage/multipart-form.js';
import { validationFailed } from '../../../infra/validation-failed.js';
import { changeOf, factsOf } from '../../../platform/audit/audit-changes.js';
import { actingAs, type AuditOrigin } from '../../../platform/audit/audit-context.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { driverActor } from '../../../platform/audit/driver-actor.js';
import type { DispatchDeps } from '../deps.js';
import { bumpDispatchVersion } from '../dispatch-signal.js';
import { findDriverLoadSummary, findUpdateByClientId, type DispatchUpdateRow } from './load-repository.js';
import { loadReferenceOf } from './load-service.js';
import { loadSummaryOf, updateViewOf } from './load-view.js';
import { proposeDetentionAfterStage } from './stage-detention.js';
import { problemReportedEmail } from './update-emails.js';
import { recordDeliveryExceptions, signAtPickup } from './update-paperwork.js';
import {
  findDriverName,
  findRequestIdByReference,
  insertDispatchUpdate,
  insertProofOfDelivery,
  insertUpdateFiles,
  lockRequestAndAssignment,
  setAssignmentStage,
} from './update-repository.js';
import {
  checkedUpdateOf,
  checkMove,
  filesOfUpdate,
  pickupMustSign,
  pickupSignatureOf,
  recordedAtOf,
  ROAD_MESSAGES,
  type CheckedUpdate,
} from './update-rules.js';
import { moveStatusForward, statusEmailsWanted } from '../../service-requests/index.js';
import { lockBillOfLadingForPickup } from '../../bills-of-lading/index.js';

export interface DriverUpdateInput {
  driverProfileId: number;
  typedReferenceId: string;
  form: MultipartForm;
  origin: AuditOrigin;
}

export interface DriverUpdateOutcome {
  /** 201 for a new update, 200 for one the server had already (nothing changed). */
  statusCode: 200 | 201;
  result: DriverUpdateResult;
}

export function parseUpdateFields(fields: Record<string, unknown>): DriverUpdateFields {
  const parsed = driverUpdateFieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationFailed(parsed.error);
  return parsed.data;
}

/**
 * Records the update. The caller removes the form's files when this fails; on a replay this
 * removes them itself (the first arrival's files are the ones kept).
 */
export async function recordDriverUpdate(deps: DispatchDeps, input: DriverUpdateInput, now = new Date()): Promise<DriverUpdateOutcome> {
  const referenceId = loadReferenceOf(input.typedReferenceId);
  const fields = parseUpdateFields(input.form.fields);
  const update = checkedUpdateOf(fields);
  const me = input.driverProfileId;

  const outcome = await deps.outbox.transaction(async (tx): Promise<DriverUpdateOutcome> => {
    // A retry of an update already stored: the same answer, nothing changed.
    const earlier = await findUpdateByClientId(tx, me, fields.updateId);
    if (earlier) return replayOf(tx, me, earlier, referenceId, update);

    const target = await findRequestIdByReference(tx, referenceId);
    if (!target) throw notFound(DISPATCH_MESSAGES.loadNotFound);
    const { request, assignment } = await lockRequestAndAssignment(tx, target.id, me);
    if (!request || !assignment) throw notFound(DISPATCH_MESSAGES.loadNotFound);
    // A retry sent while the first was being stored waited for the lock above: it finds it now.
    const raced = await findUpdateByClientId(tx, me, fields.updateId);
    if (raced) return replayOf(tx, me, raced, referenceId, update);

    if (request.status === 'cancelled') throw conflict(ROAD_MESSAGES.loadCancelled);
    checkMove(assignment.stage, update);
    const recordedAt = recordedAtOf(fields.recordedAt, now);
    const pickedUp = update.kind === 'stage' && update.stage === 'picked_up';
    // The bill of lading signed at pickup (issue 39), locked after the request and the assignment.
    const bol = pickedUp ? await lockBillOfLadingForPickup(tx, request.id) : null;
    const pickup = pickedUp ? pickupSignatureOf(bol, pickupMustSign(bol, recordedAt), fields, input.form.files) : null;
    const files = [...filesOfUpdate(update, fields, input.form.files), ...(pickup?.files ?? [])];
    const place = { latitude: fields.latitude ?? null, longitude: fields.longitude ?? null };

    const dispatchUpdateId = await insertDispatchUpdate(tx, {
      clientUpdateId: fields.updateId,
      serviceRequestId: request.id,
      driverProfileId: me,
      ...update,
      note: fields.note,
      ...place,
      recordedAt,
    });
    if (dispatchUpdateId === undefined) {
      // The same ID used on another of the driver's loads at the same moment: that one was stored.
      const stored = await findUpdateByClientId(tx, me, fields.updateId);
      if (!stored) throw new Error('an update conflicted on its ID but cannot be found');
      return replayOf(tx, me, stored, referenceId, update);
    }
    const uploadIds = await insertUpdateFiles(tx, { serviceRequestId: request.id, dispatchUpdateId }, files);
    const photoCount = files.filter(({ purpose }) => purpose === 'delivery_photo' || purpose === 'problem_photo').length;
    const actor = actingAs(input.origin, driverActor(me));

    if (pickup && bol) {
      const [shipperSignatureUploadId, driverSignatureUploadId] = uploadIds.slice(files.length - 2);
      if (!shipperSignatureUploadId || !driverSignatureUploadId) throw new Error('a pickup passed its checks without its signatures');
      await signAtPickup(tx, deps, {
        actor,
        request,
        bol,
        pickup,
        uploads: { shipperSignatureUploadId, driverSignatureUploadId },
        dispatchUpdateId,
        driverProfileId: me,
        recordedAt,
        place,
      });
    }

    if (update.kind === 'stage') {
      await setAssignmentStage(tx, assignment.id, update.stage, recordedAt);
      if (update.stage === 'delivered') {
        const signatureUploadId = uploadIds[files.findIndex(({ purpose }) => purpose === 'delivery_signature')];
        if (!signatureUploadId || !fields.receiverName) throw new Error('a delivery passed its checks without its proof');
        await insertProofOfDelivery(tx, {
          serviceRequestId: request.id,
          dispatchUpdateId,
          driverProfileId: me,
          receiverName: fields.receiverName,
          signatureUploadId,
          deliveredAt: recordedAt,
          ...place,
          exceptions: fields.exceptions,
        });
        await recordDeliveryExceptions(tx, deps, {
          actor,
          request,
          driverProfileId: me,
          receiverName: fields.receiverName,
          exceptions: fields.exceptions,
          photos: files.filter(({ purpose }) => purpose === 'exception_photo').length,
          recordedAt,
        });
      }
      // Detention at the stop, proposed once both its stages are stored (stage-detention.ts).
      await proposeDetentionAfterStage(tx, update.stage, request, assignment, me);
      // A stage moves the request's status forward only (cancelled is never touched): the rule of
      // docs/decisions/058-status-follows-the-business.md, as accepting, assigning and paying do.
      const wanted = STAGE_REQUEST_STATUS[update.stage];
      const moved = wanted
        ? await moveStatusForward(tx, {
            id: request.id,
            to: wanted,
            notes: `Reported by the driver: ${LOAD_STAGE_LABELS[update.stage]}`,
            adminId: null,
            event: 'driver_reported',
          })
        : undefined;
      await recordAuditEvent(tx, actor, {
        action: 'dispatch.stage_changed',
        recordType: 'service_request',
        recordId: request.id,
        changes: {
          ...changeOf('stage', assignment.stage, update.stage),
          ...(moved ? changeOf('requestStatus', request.status, moved.status) : {}),
          ...(update.stage === 'delivered' ? factsOf({ podPhotos: photoCount }) : {}),
        },
      });
      if (moved) await deps.outbox.enqueue(tx, await statusEmailsWanted(tx, moved, deps));
      await deps.loadEvents.record(tx, {
        kind: 'stage',
        serviceRequestId: request.id,
        driverProfileId: me,
        stage: update.stage,
        at: recordedAt,
        ...place,
      });
    } else {
      // The note is operational, not secret, but long and free: the event says only that there is one.
      await recordAuditEvent(tx, actor, {
        action: 'dispatch.problem_reported',
        recordType: 'service_request',
        recordId: request.id,
        changes: factsOf({ problem: update.problem, photos: photoCount, noteAdded: true }),
      });
      const alert = {
        request,
        stage: assignment.stage,
        driverName: await findDriverName(tx, me),
        problem: update.problem,
        note: fields.note ?? '',
        photos: photoCount,
        recordedAt,
      };
      await deps.outbox.enqueue(tx, [problemReportedEmail(alert, deps)]);
      await deps.loadEvents.record(tx, {
        kind: 'problem',
        serviceRequestId: request.id,
        driverProfileId: me,
        problem: update.problem,
        at: recordedAt,
      });
    }
    await bumpDispatchVersion(tx);

    const load = await findDriverLoadSummary(tx, me, request.id);
    if (!load) throw new Error('the load vanished inside its own transaction');
    const stored: DispatchUpdateRow = {
      id: dispatchUpdateId,
      clientUpdateId: fields.updateId,
      serviceRequestId: request.id,
      ...update,
      note: fields.note,
      recordedAt,
    };
    return { statusCode: 201, result: { update: updateViewOf(stored), load: loadSummaryOf(load), replayed: false } };
  });

  if (outcome.result.replayed) await discardUploads(deps.storage, input.form.files);
  else deps.signal.changed();
  return outcome;
}

/**
 * The answer to an update ID the server already has: the stored update and the load now, when the
 * retry is the same update on the same load; a different update under the same ID is a 409.
 */
async function replayOf(
  tx: Transaction,
  driverProfileId: number,
  stored: DispatchUpdateRow,
  referenceId: string,
  update: CheckedUpdate,
): Promise<DriverUpdateOutcome> {
  const load = await findDriverLoadSummary(tx, driverProfileId, stored.serviceRequestId);
  const same = stored.kind === update.kind && stored.stage === update.stage && stored.problem === update.problem;
  if (load && (load.referenceId !== referenceId || !same)) throw conflict(DISPATCH_MESSAGES.updateIdReused);
  // Stored, but the load has since gone to another driver: it is not this driver's to read.
  if (!load) throw notFound(DISPATCH_MESSAGES.loadNotFound);
  return { statusCode: 200, result: { update: updateViewOf(stored), load: loadSummaryOf(load), replayed: true } };
}
