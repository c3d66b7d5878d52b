// For the texts (issue 40): the "dispatched" text carries the newest working link of the load.
import type { Executor } from '../../db/client.js';
import { findLinks, findRequestById } from './repository.js';
import { linkStateOf } from './rules.js';
import { trackingLinkUrl } from './token.js';

/**
 * The newest working link's whole address, or null when the request has none (none made, all
 * revoked or expired, or the request cancelled). Read in the caller's transaction (`tx`), so a link
 * the dispatch listener has just made in it is seen.
 */
export async function activeTrackingLinkUrl(
  tx: Executor,
  serviceRequestId: number,
  context: { publicBaseUrl: string; daysAfterDelivery: number; now?: Date },
): Promise<string | null> {
  const request = await findRequestById(tx, serviceRequestId);
  if (!request) return null;
  const now = context.now ?? new Date();
  const working = (await findLinks(tx, serviceRequestId)).find(
    (row) => linkStateOf({ ...request, revokedAt: row.revokedAt }, context.daysAfterDelivery, now).state === 'active',
  );
  return working ? trackingLinkUrl(context.publicBaseUrl, working.token) : null;
}
