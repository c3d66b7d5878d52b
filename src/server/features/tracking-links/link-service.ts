// Listing, making and revoking a request's links, whoever asks (the customer on their page, the
// office, the system at dispatch): the routes find the request and the actor; this does the rest,
// in one transaction with its audit event.
import type { TrackingLinkList, TrackingLinkSummary } from '../../../shared/tracking-links/tracking-links.js';
import type { Executor, Transaction } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import type { AuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { clockOf, type TrackingLinkDeps } from './deps.js';
import { findLink, findLinks, insertLink, type LinkedRequest, revokeLink } from './repository.js';
import { newTrackingLinkToken } from './token.js';
import { linkSummary } from './views.js';

type Request = NonNullable<LinkedRequest>;
type LinkContext = Pick<TrackingLinkDeps, 'publicBaseUrl' | 'daysAfterDelivery' | 'now'>;

/** Enough for every person a customer would share a load with; a script making thousands gets 409. */
export const MAX_UNREVOKED_LINKS = 25;
export const TOO_MANY_LINKS_MESSAGE = `A request has at most ${MAX_UNREVOKED_LINKS} links at once: revoke one first.`;
export const CANCELLED_MESSAGE = 'The request is cancelled: a tracking link would not work.';

export async function listLinks(db: Executor, request: Request, context: LinkContext): Promise<TrackingLinkList> {
  const now = clockOf(context);
  const rows = await findLinks(db, request.id);
  return { links: rows.map((row) => linkSummary(row, request, context, now)), canMake: request.status !== 'cancelled' };
}

/** Makes a link for a request locked by the caller; 409 for a cancelled one or one with too many. */
export async function makeLink(
  tx: Transaction,
  request: Request,
  audit: AuditContext,
  context: LinkContext,
  madeBy: 'customer' | 'office' | 'system',
): Promise<TrackingLinkSummary> {
  if (request.status === 'cancelled') throw conflict(CANCELLED_MESSAGE);
  const unrevoked = (await findLinks(tx, request.id)).filter((row) => row.revokedAt === null);
  if (unrevoked.length >= MAX_UNREVOKED_LINKS) throw conflict(TOO_MANY_LINKS_MESSAGE);
  const now = clockOf(context);
  const row = await insertLink(tx, {
    serviceRequestId: request.id,
    token: newTrackingLinkToken(),
    madeBy,
    madeByAdminId: madeBy === 'office' ? audit.actor.adminId : null,
    createdAt: now,
  });
  await recordAuditEvent(tx, audit, {
    action: 'tracking_link.made',
    recordType: 'tracking_link',
    recordId: row.id,
    // Never the token: whoever reads the log could open the link.
    changes: factsOf({ serviceRequestId: request.id, referenceId: request.referenceId, madeBy }),
  });
  return linkSummary(row, request, context, now);
}

export async function revokeOwnLink(
  tx: Transaction,
  request: Request,
  linkId: number,
  audit: AuditContext,
  context: LinkContext,
  revokedBy: 'customer' | 'office',
  notFoundMessage: Parameters<typeof notFound>[0],
): Promise<TrackingLinkSummary> {
  const current = await findLink(tx, request.id, linkId);
  if (!current) throw notFound(notFoundMessage);
  const now = clockOf(context);
  // Revoking a revoked link changes nothing and says so by answering it as it is.
  if (current.revokedAt) return linkSummary(current, request, context, now);
  const row = await revokeLink(tx, current.id, {
    revokedBy,
    revokedByAdminId: revokedBy === 'office' ? audit.actor.adminId : null,
    revokedAt: now,
  });
  if (!row) throw notFound(notFoundMessage);
  await recordAuditEvent(tx, audit, {
    action: 'tracking_link.revoked',
    recordType: 'tracking_link',
    recordId: row.id,
    changes: factsOf({ serviceRequestId: request.id, referenceId: request.referenceId, revokedBy, madeBy: row.madeBy }),
  });
  return linkSummary(row, request, context, now);
}
