// The alert a driver's update sends to operations at once when they report a problem (the
// customer's status mail is service-requests' own: status-service.ts there). What the driver or customer typed is
// marked (typed, quotedBlock), never markup or a link.
import { LOAD_STAGE_LABELS, PROBLEM_LABELS, type ProblemKind } from '../../../../shared/dispatch/dispatch.js';
import { companySignature, line, mailBody, quotedBlock, typed, type MailLines } from '../../../infra/email/compose.js';
import type { DispatchDeps } from '../deps.js';
import type { ServiceRequestRow } from '../../service-requests/index.js';
import { type OutgoingEmail } from '../../../infra/email/outgoing-email.js';

type MailContext = Pick<DispatchDeps, 'company' | 'publicBaseUrl'>;

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
