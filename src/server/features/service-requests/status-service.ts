// What other features do to a request's status (dispatch: an assignment, a driver's stage): move
// it forward as the business goes on, and mail its customer the new status when they want that
// status's mail. A delivered request's mail carries its proof of delivery as a PDF, made by the
// documents helper when the mail is sent.
import type { Executor } from '../../db/client.js';
import { statusMovedForward } from '../../../shared/service-requests/request-status-events.js';
import { lockServiceRequest, setRequestStatus, type StatusMove } from './admin-repository.js';
import { statusChangedEmail } from './admin-emails.js';
import type { ServiceRequestDeps } from './deps.js';
import type { ServiceRequestRow } from './repository.js';
import { statusEmailWanted } from './status-email-preferences-repository.js';
import { type OutgoingEmail } from '../../infra/email/outgoing-email.js';

type MailContext = Pick<ServiceRequestDeps, 'company' | 'publicBaseUrl'>;

/**
 * Moves the request's status to `move.to` when that is further along (request-status-events.ts),
 * in the caller's transaction (docs/decisions/058-status-follows-the-business.md), with its history
 * entry; answers the moved request, or undefined when it stays where it is (already there or
 * further, or cancelled). The row is locked first, so a staff member's change at the same moment
 * happens before or after, never in between.
 */
export async function moveStatusForward(tx: Executor, move: StatusMove): Promise<ServiceRequestRow | undefined> {
  const current = await lockServiceRequest(tx, move.id);
  const to = current && statusMovedForward(current.status, move.to);
  if (!current || !to) return undefined;
  return setRequestStatus(tx, { id: move.id, from: current.status, to, notes: move.notes, adminId: move.adminId, event: move.event });
}

/** The customer's mail for the request's new status; a delivered request's carries its proof of delivery. */
export function statusEmailOf(request: ServiceRequestRow, context: MailContext): OutgoingEmail {
  const mail = statusChangedEmail(request, context);
  if (request.status !== 'delivered') return mail;
  return { ...mail, attachments: [{ kind: 'proof_of_delivery', serviceRequestId: request.id }] };
}

/** The status mail for a request another feature moved, when its customer wants it (they choose on their page; default: all). */
export async function statusEmailsWanted(tx: Executor, moved: ServiceRequestRow, context: MailContext): Promise<OutgoingEmail[]> {
  return (await statusEmailWanted(tx, moved.contactEmail, moved.status)) ? [statusEmailOf(moved, context)] : [];
}
