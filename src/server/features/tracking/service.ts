// Public request tracking: the request's status and the dates it changed, for whoever holds both
// its reference ID and its contact e-mail. Anything that does not match is the same 404.
import { isServiceRequestReferenceId } from '../../../shared/reference-id.js';
import { TRACKING_NOT_FOUND_MESSAGE, type TrackingLookup, type TrackingResult } from '../../../shared/tracking/tracking-lookup.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import {
  findDeliveryUpdates,
  findProofOfDeliverySummary,
  findStatusChanges,
  findTrackedRequest,
  type StatusChange,
  type TrackedRequest,
} from './repository.js';

/** The pair matched, so saying there is no proof yet tells the asker nothing they could not see on /track. */
export const TRACK_NO_PROOF_OF_DELIVERY_MESSAGE = 'This request has no proof of delivery yet.';

/** The request the look-up names, or the one 404 for an unknown ID, a wrong e-mail and an impossible ID. */
export async function trackedRequestOf(db: Database, lookup: TrackingLookup): Promise<TrackedRequest> {
  const request = isServiceRequestReferenceId(lookup.referenceId)
    ? await findTrackedRequest(db, lookup.referenceId, lookup.email)
    : undefined;
  if (!request) throw notFound(TRACKING_NOT_FOUND_MESSAGE);
  return request;
}

export async function trackServiceRequest(db: Database, lookup: TrackingLookup): Promise<TrackingResult> {
  const request = await trackedRequestOf(db, lookup);
  return {
    referenceId: lookup.referenceId,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    ...(await progressOf(db, request)),
  };
}

/** How far a request has come: its steps, the driver's updates and the proof of delivery (/track and the customer's page). */
export async function progressOf(
  db: Database,
  request: { id: number; createdAt: Date },
): Promise<Pick<TrackingResult, 'timeline' | 'deliveryUpdates' | 'proofOfDelivery'>> {
  const [changes, deliveryUpdates, proofOfDelivery] = await Promise.all([
    findStatusChanges(db, request.id),
    findDeliveryUpdates(db, request.id),
    findProofOfDeliverySummary(db, request.id),
  ]);
  return {
    timeline: timelineOf(changes, request.createdAt).map(({ status, at }) => ({ status, at: at.toISOString() })),
    deliveryUpdates,
    proofOfDelivery,
  };
}

/**
 * The steps a customer sees: always starting with 'received' (from the request's creation when
 * the history lacks it, e.g. rows older than the history table), without repeats of one status
 * in a row (an admin saving a note keeps the status, and is no step for the customer).
 */
function timelineOf(changes: readonly StatusChange[], createdAt: Date): StatusChange[] {
  const steps: StatusChange[] = changes[0]?.status === 'received' ? [] : [{ status: 'received', at: createdAt }];
  for (const change of changes) {
    if (steps.at(-1)?.status !== change.status) steps.push(change);
  }
  return steps;
}
