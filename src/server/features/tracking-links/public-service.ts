// The public page's data (GET /api/tracking-links/<token>): for a working link, the load's stages,
// the driver's updates (first names only), origin and destination by city and state, the last
// place and update, the arrival window and, once delivered, the proof of delivery's summary. A
// revoked or expired link is told apart from an unknown one (410, not 404), and says only which.
import {
  TRACKING_LINK_NOT_FOUND_MESSAGE,
  type TrackingLinkGone,
  type TrackingLinkPage,
} from '../../../shared/tracking-links/tracking-links.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { loadTrackingOf, progressOf } from '../tracking/index.js';
import { clockOf, type TrackingLinkDeps } from './deps.js';
import { findDriverFirstName, findLinkByToken, markOpened } from './repository.js';
import { linkStateOf } from './rules.js';
import { isTrackingLinkToken } from './token.js';

export type LinkAnswer = { gone: false; page: TrackingLinkPage; serviceRequestId: number } | { gone: true; body: TrackingLinkGone };

/** The link with this token whatever its state; the one 404 for an unknown or malformed token. */
export async function openLink(db: Database, token: string, context: Pick<TrackingLinkDeps, 'daysAfterDelivery' | 'now'>) {
  const link = isTrackingLinkToken(token) ? await findLinkByToken(db, token) : undefined;
  if (!link) throw notFound(TRACKING_LINK_NOT_FOUND_MESSAGE);
  const now = clockOf(context);
  return { link, now, ...linkStateOf(link, context.daysAfterDelivery, now) };
}

export async function trackingLinkPage(
  db: Database,
  token: string,
  context: Pick<TrackingLinkDeps, 'daysAfterDelivery' | 'now'>,
): Promise<LinkAnswer> {
  const { link, now, state, expiresAt } = await openLink(db, token, context);
  if (state !== 'active') return { gone: true, body: { state } };
  const [progress, tracking, driverFirstName] = await Promise.all([
    progressOf(db, link),
    loadTrackingOf(db, link.id),
    findDriverFirstName(db, link.id),
    markOpened(db, link.linkId, now),
  ]);
  // Once delivered there is nothing left to estimate: no window, whatever the row still holds.
  const delivered = progress.proofOfDelivery !== null || link.status === 'delivered';
  return {
    gone: false,
    serviceRequestId: link.id,
    page: {
      state: 'active',
      referenceId: link.referenceId,
      status: link.status,
      origin: { city: link.originCity, state: link.originState },
      destination: { city: link.destinationCity, state: link.destinationState },
      timeline: progress.timeline,
      deliveryUpdates: progress.deliveryUpdates,
      driverFirstName,
      lastPlace: tracking?.lastPlace ?? null,
      lastUpdateAt: tracking?.lastUpdateAt ?? null,
      eta: delivered ? null : (tracking?.eta ?? null),
      // The receiver's first name only: whoever holds the link learns no one's whole name.
      proofOfDelivery: progress.proofOfDelivery
        ? { ...progress.proofOfDelivery, receiverName: firstNameOf(progress.proofOfDelivery.receiverName) }
        : null,
      expiresAt: expiresAt?.toISOString() ?? null,
    },
  };
}

function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
