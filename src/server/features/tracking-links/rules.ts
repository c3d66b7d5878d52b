// When a link works (issue 40; decision 083): until revoked; a cancelled request's links stop at
// once (there is nothing left to follow, and the address may have gone to people the customer no
// longer deals with); a delivered load's links stop a set number of days after the proof of
// delivery's time, so the consignee can still fetch the proof for a while.
import type { ServiceRequestStatus } from '../../../shared/service-requests/service-requests.js';
import type { TrackingLinkState } from '../../../shared/tracking-links/tracking-links.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LinkFacts {
  revokedAt: Date | null;
  status: ServiceRequestStatus;
  /** The proof of delivery's time (else the time the request was marked delivered); null before. */
  deliveredAt: Date | null;
}

export function expiryOf(deliveredAt: Date | null, daysAfterDelivery: number): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + daysAfterDelivery * DAY_MS) : null;
}

export function linkStateOf(facts: LinkFacts, daysAfterDelivery: number, now: Date): { state: TrackingLinkState; expiresAt: Date | null } {
  const expiresAt = expiryOf(facts.deliveredAt, daysAfterDelivery);
  if (facts.revokedAt) return { state: 'revoked', expiresAt };
  if (facts.status === 'cancelled') return { state: 'expired', expiresAt };
  if (expiresAt && now.getTime() >= expiresAt.getTime()) return { state: 'expired', expiresAt };
  return { state: 'active', expiresAt };
}
