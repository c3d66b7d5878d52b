// A link as its owners (the customer, the office) list it.
import type { TrackingLinkSummary } from '../../../shared/tracking-links/tracking-links.js';
import type { TrackingLinkRow } from './repository.js';
import { linkStateOf, type LinkFacts } from './rules.js';
import { trackingLinkUrl } from './token.js';

export function linkSummary(
  row: TrackingLinkRow,
  request: Omit<LinkFacts, 'revokedAt'>,
  context: { publicBaseUrl: string; daysAfterDelivery: number },
  now: Date,
): TrackingLinkSummary {
  const { state, expiresAt } = linkStateOf({ ...request, revokedAt: row.revokedAt }, context.daysAfterDelivery, now);
  return {
    id: row.id,
    url: trackingLinkUrl(context.publicBaseUrl, row.token),
    madeBy: row.madeBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state,
  };
}
