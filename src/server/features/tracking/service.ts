// Public request tracking: the request's status and the dates it changed, for whoever holds both
// its reference ID and its contact e-mail. Anything that does not match is the same 404.
import { isServiceRequestReferenceId } from '../../../shared/reference-id.js';
import { TRACKING_NOT_FOUND_MESSAGE, type TrackingLookup, type TrackingResult } from '../../../shared/tracking-lookup.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { findStatusChanges, findTrackedRequest, type StatusChange } from './repository.js';

export async function trackServiceRequest(db: Database, lookup: TrackingLookup): Promise<TrackingResult> {
  if (!isServiceRequestReferenceId(lookup.referenceId)) throw notFound(TRACKING_NOT_FOUND_MESSAGE);
  const request = await findTrackedRequest(db, lookup.referenceId, lookup.email);
  if (!request) throw notFound(TRACKING_NOT_FOUND_MESSAGE);
  const changes = await findStatusChanges(db, request.id);
  return {
    referenceId: lookup.referenceId,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    timeline: timelineOf(changes, request.createdAt).map(({ status, at }) => ({ status, at: at.toISOString() })),
    // PLACEHOLDER (helper timeline-pod fills these from dispatch_updates and proofs_of_delivery).
    deliveryUpdates: [],
    proofOfDelivery: null,
  };
}

/**
 * The steps a customer sees: always starting with 'received' (from the request's creation when
 * the history lacks it, e.g. rows older than the history table), without repeats of one status
 * in a row (an admin saving a note keeps the status, and is no step for the customer).
 */
export function timelineOf(changes: readonly StatusChange[], createdAt: Date): StatusChange[] {
  const steps: StatusChange[] = changes[0]?.status === 'received' ? [] : [{ status: 'received', at: createdAt }];
  for (const change of changes) {
    if (steps.at(-1)?.status !== change.status) steps.push(change);
  }
  return steps;
}
