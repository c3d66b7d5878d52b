// The system's link (issue 40): when a load is first dispatched, the consignee is sent a link.
// Runs in dispatch's transaction (features/dispatch/load-events.ts), so the link, its audit event
// and the mail commit with the assignment or not at all.
//   - No working link yet: one is made ('system') and mailed.
//   - A working link the customer or the office made before dispatch: that one is mailed, no new one.
//   - A system link was made before (the load was un-assigned, then assigned again): nothing; the
//     consignee already has their link, and a second mail would say nothing new.
// A re-assignment (another driver) is no dispatch for the consignee: nothing either.
import type { Transaction } from '../../db/client.js';
import type { LoadEvent } from '../dispatch/index.js';
import { actingAs, NO_ORIGIN, SYSTEM_ACTOR } from '../../platform/audit/audit-context.js';
import { clockOf, type TrackingLinkDeps } from './deps.js';
import { consigneeTrackingLinkEmail } from './emails.js';
import { makeLink } from './link-service.js';
import { findConsignee, findLinks, findRequestById } from './repository.js';
import { linkStateOf } from './rules.js';
import { trackingLinkUrl } from './token.js';

export type TrackingLinkListenerDeps = Pick<TrackingLinkDeps, 'outbox' | 'company' | 'publicBaseUrl' | 'daysAfterDelivery' | 'now'>;

export function trackingLinksLoadEventListener(deps: TrackingLinkListenerDeps) {
  return async (tx: Transaction, event: LoadEvent): Promise<void> => {
    if (event.kind !== 'assigned' || event.reassigned) return;
    const request = await findRequestById(tx, event.serviceRequestId);
    if (!request || request.status === 'cancelled') return;
    const links = await findLinks(tx, request.id);
    if (links.some((row) => row.madeBy === 'system')) return;
    const now = clockOf(deps);
    const working = links.find(
      (row) => linkStateOf({ ...request, revokedAt: row.revokedAt }, deps.daysAfterDelivery, now).state === 'active',
    );
    const url = working
      ? trackingLinkUrl(deps.publicBaseUrl, working.token)
      : (await makeLink(tx, request, actingAs(NO_ORIGIN, SYSTEM_ACTOR), deps, 'system')).url;
    const consignee = await findConsignee(tx, request.id);
    if (!consignee?.email) return;
    await deps.outbox.enqueue(tx, [consigneeTrackingLinkEmail({ ...consignee, email: consignee.email }, request, url, deps)]);
  };
}
