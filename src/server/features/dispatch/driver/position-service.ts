// A position the driver's phone shares while it carries a load (issue 40): stored once per
// phone-made ID, only on the driver's own load and only from accepted until delivered, and told to
// the load's listeners (the tracking's place and ETA) in the same transaction. No audit event and
// no board signal: a position every few minutes per truck is neither a change someone made nor
// one the board shows; driver_positions is its record.
import { DISPATCH_MESSAGES } from '../../../../shared/dispatch/dispatch.js';
import { driverPositionSchema, sharesPosition, type DriverPositionResult } from '../../../../shared/dispatch/positions.js';
import { conflict, notFound } from '../../../errors.js';
import { validationFailed } from '../../../infra/validation-failed.js';
import type { DispatchDeps } from '../deps.js';
import { loadReferenceOf } from './load-service.js';
import { findPositionByClientId, insertPosition } from './position-repository.js';
import { findRequestIdByReference, lockRequestAndAssignment } from './update-repository.js';
import { recordedAtOf, ROAD_MESSAGES } from './update-rules.js';

/** Refusals of a position (plain English: the phone drops the position, the driver is not shown them). */
export const POSITION_MESSAGES = {
  notSharing: 'This load is not being carried yet or has been delivered: its position is not shared.',
  positionIdReused: 'This positionId was already used for another load.',
} as const;

export interface DriverPositionOutcome {
  statusCode: 200 | 201;
  result: DriverPositionResult;
}

export async function recordDriverPosition(
  deps: Pick<DispatchDeps, 'outbox' | 'loadEvents'>,
  input: { driverProfileId: number; typedReferenceId: string; body: unknown },
  now = new Date(),
): Promise<DriverPositionOutcome> {
  const referenceId = loadReferenceOf(input.typedReferenceId);
  const parsed = driverPositionSchema.safeParse(input.body);
  if (!parsed.success) throw validationFailed(parsed.error);
  const position = parsed.data;
  const recordedAt = recordedAtOf(position.recordedAt, now);
  const me = input.driverProfileId;
  const replayed = { statusCode: 200, result: { positionId: position.positionId, replayed: true } } as const;

  return deps.outbox.transaction(async (tx): Promise<DriverPositionOutcome> => {
    const replayOf = async () => {
      const earlier = await findPositionByClientId(tx, me, position.positionId);
      if (!earlier) return undefined;
      if (earlier.referenceId !== referenceId) throw conflict(POSITION_MESSAGES.positionIdReused);
      return replayed;
    };
    const earlier = await replayOf();
    if (earlier) return earlier;

    const target = await findRequestIdByReference(tx, referenceId);
    if (!target) throw notFound(DISPATCH_MESSAGES.loadNotFound);
    // The same locks, in the same order, as a stage update: a position and a stage of one load
    // happen one after the other, so the tracking they both rewrite sees them in turn.
    const { request, assignment } = await lockRequestAndAssignment(tx, target.id, me);
    if (!request || !assignment) throw notFound(DISPATCH_MESSAGES.loadNotFound);
    const raced = await replayOf();
    if (raced) return raced;
    if (request.status === 'cancelled') throw conflict(ROAD_MESSAGES.loadCancelled);
    if (!sharesPosition(assignment.stage))
      throw conflict(assignment.stage === 'assigned' ? DISPATCH_MESSAGES.notAccepted : POSITION_MESSAGES.notSharing);

    const stored = await insertPosition(tx, {
      clientPositionId: position.positionId,
      serviceRequestId: request.id,
      driverProfileId: me,
      latitude: position.latitude,
      longitude: position.longitude,
      accuracyMeters: position.accuracyMeters === undefined ? null : Math.round(position.accuracyMeters),
      recordedAt,
    });
    // The same ID sent for another of the driver's loads at the same moment: that one was stored.
    if (!stored) return (await replayOf()) ?? replayed;
    await deps.loadEvents.record(tx, {
      kind: 'position',
      serviceRequestId: request.id,
      driverProfileId: me,
      at: recordedAt,
      latitude: position.latitude,
      longitude: position.longitude,
    });
    return { statusCode: 201, result: { positionId: position.positionId, replayed: false } };
  });
}
