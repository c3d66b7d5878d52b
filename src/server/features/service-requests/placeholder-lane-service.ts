// A broker's or dispatcher's request stores placeholder places (hidden-locations.ts: ZIP 00000),
// because their forms ask for no addresses. Once the office agrees a lane with the broker (the
// rate confirmation, issue 39), the request takes that lane's places instead, so the driver's
// page, the Dispatch board, /track and the bill of lading's first draft name real places. Only a
// placeholder side is filled: a place the customer or the office gave is never overwritten.
import type { AuditChanges } from '../../../shared/audit/audit.js';
import type { Executor } from '../../db/client.js';
import { serviceRequests } from '../../db/schema.js';
import { changeOf } from '../../platform/audit/audit-changes.js';
import { eq } from 'drizzle-orm';

/** The ZIP code of every placeholder place: no US address has it. */
const PLACEHOLDER_ZIP = '00000';

export interface LanePlace {
  /** The street address when the broker gave one; the placeholder's stays otherwise. */
  address?: string | null | undefined;
  city: string;
  state: string;
  zip: string;
}

export function isPlaceholderPlace(place: { zip: string }): boolean {
  return place.zip === PLACEHOLDER_ZIP;
}

/**
 * Fills the request's placeholder pickup and delivery with the lane's places, in the caller's
 * transaction (the caller holds the request's lock). Answers the changes, for the caller's audit
 * event; none when both sides were real places already.
 */
export async function fillPlaceholderLane(
  tx: Executor,
  request: Pick<
    typeof serviceRequests.$inferSelect,
    | 'id'
    | 'pickupAddress'
    | 'pickupCity'
    | 'pickupState'
    | 'pickupZip'
    | 'deliveryAddress'
    | 'deliveryCity'
    | 'deliveryState'
    | 'deliveryZip'
  >,
  lane: { pickup: LanePlace; delivery: LanePlace },
): Promise<AuditChanges> {
  const changes: AuditChanges = {};
  const set: Partial<typeof serviceRequests.$inferInsert> = {};
  if (isPlaceholderPlace({ zip: request.pickupZip })) {
    const next = { ...lane.pickup, address: lane.pickup.address ?? request.pickupAddress };
    Object.assign(
      changes,
      changeOf('pickupAddress', request.pickupAddress, next.address),
      changeOf('pickupCity', request.pickupCity, next.city),
      changeOf('pickupState', request.pickupState, next.state),
      changeOf('pickupZip', request.pickupZip, next.zip),
    );
    Object.assign(set, { pickupAddress: next.address, pickupCity: next.city, pickupState: next.state, pickupZip: next.zip });
  }
  if (isPlaceholderPlace({ zip: request.deliveryZip })) {
    const next = { ...lane.delivery, address: lane.delivery.address ?? request.deliveryAddress };
    Object.assign(
      changes,
      changeOf('deliveryAddress', request.deliveryAddress, next.address),
      changeOf('deliveryCity', request.deliveryCity, next.city),
      changeOf('deliveryState', request.deliveryState, next.state),
      changeOf('deliveryZip', request.deliveryZip, next.zip),
    );
    Object.assign(set, { deliveryAddress: next.address, deliveryCity: next.city, deliveryState: next.state, deliveryZip: next.zip });
  }
  if (Object.keys(set).length > 0) await tx.update(serviceRequests).set(set).where(eq(serviceRequests.id, request.id));
  return changes;
}
