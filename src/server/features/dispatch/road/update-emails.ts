// Mails a driver's update sends: the customer's status mail (delivered carries the proof of
// delivery as a PDF, made by the documents helper when the mail is sent), and the alert that
// reaches operations at once when a driver reports a problem. What the driver or customer typed is
// marked (typed, quotedBlock), never markup or a link.
import { LOAD_STAGE_LABELS, PROBLEM_LABELS, type ProblemKind } from '../../../../shared/dispatch.js';
import { companySignature, line, mailBody, quotedBlock, typed, type MailLines } from '../../../infra/email/compose.js';
import type { Executor } from '../../../db/client.js';
import type { OutgoingEmail } from '../../../infra/email/outbox.js';
import { statusEmailWanted } from '../../customer-portal/preferences-repository.js';
import { statusChangedEmail } from '../../service-requests/admin-emails.js';
import type { ServiceRequestRow } from '../../service-requests/repository.js';
import type { DispatchDeps } from '../deps.js';

type MailContext = Pick<DispatchDeps, 'company' | 'publicBaseUrl'>;

/** The customer's mail for the request's new status; a delivered request's carries its proof of delivery. */
export function roadStatusEmail(request: ServiceRequestRow, context: MailContext): OutgoingEmail {
  const mail = statusChangedEmail(request, context);
  if (request.status !== 'delivered') return mail;
  return { ...mail, attachments: [{ kind: 'proof_of_delivery', serviceRequestId: request.id }] };
}

/**
 * The status mail for a request dispatch moved (a driver's stage, an assignment), when its
 * customer wants it: they chose on their page which status changes they hear about (default: all).
 */
export async function statusEmailsWanted(tx: Executor, moved: ServiceRequestRow, context: MailContext): Promise<OutgoingEmail[]> {
  return (await statusEmailWanted(tx, moved.contactEmail, moved.status)) ? [roadStatusEmail(moved, context)] : [];
}

export interface ProblemAlert {
  request: Pick<ServiceRequestRow, 'referenceId' | 'pickupCity' | 'pickupState' | 'deliveryCity' | 'deliveryState'>;
  stage: keyof typeof LOAD_STAGE_LABELS;
  driverName: string;
  problem: ProblemKind;
  note: string;
  photos: number;
  recordedAt: Date;
}

/** Tells operations at once that a driver reported a problem, with a link to the Dispatch board. */
export function problemReportedEmail(alert: ProblemAlert, context: MailContext & Pick<DispatchDeps, 'operationsEmail'>): OutgoingEmail {
  const board = `${context.publicBaseUrl}/admin/dispatch`;
  const { request } = alert;
  const label = PROBLEM_LABELS[alert.problem];
  const lines: MailLines = [
    `A driver reported a problem on ${request.referenceId}: ${label}.`,
    '',
    line`Load: ${request.referenceId}, ${typed(request.pickupCity)}, ${request.pickupState} to ${typed(request.deliveryCity)}, ${request.deliveryState}`,
    line`Stage: ${LOAD_STAGE_LABELS[alert.stage]}`,
    line`Driver: ${typed(alert.driverName)}`,
    line`Problem: ${label}`,
    line`Reported at: ${alert.recordedAt.toISOString()}`,
    ...quotedBlock('Note', alert.note),
    `Photos: ${alert.photos}`,
    '',
    `Open the Dispatch board: ${board}`,
    '',
    ...companySignature(context.company),
  ];
  return {
    to: context.operationsEmail,
    subject: `Problem on ${request.referenceId}: ${label}`,
    ...mailBody(lines, [board], { preview: `${label}: reported by the driver` }),
    kind: 'dispatch-problem-reported',
  };
}
