// The alert a driver's update sends to operations at once when they report a problem (the
// customer's status mail is service-requests' own: status-service.ts there). What the driver or customer typed is
// marked (typed, quotedBlock), never markup or a link.
import { LOAD_STAGE_LABELS, PROBLEM_LABELS, type ProblemKind } from '../../../../shared/dispatch/dispatch.js';
import { companySignature, line, mailBody, quotedBlock, typed, type MailLines } from '../../../infra/email/compose.js';
import type { DispatchDeps } from '../deps.js';
import type { ServiceRequestRow } from '../../service-requests/index.js';
import { type OutgoingEmail } from '../../../infra/email/outgoing-email.js';
import type { DeliveryException } from '../../../../shared/dispatch/delivery-exceptions.js';

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

export interface PiecesMismatchAlert {
  request: ProblemAlert['request'];
  driverName: string;
  bolNumber: string;
  version: number;
  piecesExpected: number;
  piecesConfirmed: number;
  recordedAt: Date;
}

/**
 * Tells operations at once that the driver confirmed at pickup another count of pieces than the
 * bill of lading's (issue 39): the pickup is recorded as loaded, and the office sorts out the
 * paperwork with the shipper before the receiver counts.
 */
export function pickupPiecesMismatchEmail(
  alert: PiecesMismatchAlert,
  context: MailContext & Pick<DispatchDeps, 'operationsEmail'>,
): OutgoingEmail {
  const board = `${context.publicBaseUrl}/admin/dispatch`;
  const { request } = alert;
  const lines: MailLines = [
    `The driver picked up ${request.referenceId} with ${alert.piecesConfirmed} pieces; the bill of lading lists ${alert.piecesExpected}.`,
    '',
    line`Load: ${request.referenceId}, ${typed(request.pickupCity)}, ${request.pickupState} to ${typed(request.deliveryCity)}, ${request.deliveryState}`,
    `Bill of lading: ${alert.bolNumber}, version ${alert.version}`,
    line`Driver: ${typed(alert.driverName)}`,
    `Pieces on the bill of lading: ${alert.piecesExpected}`,
    `Pieces the driver confirmed: ${alert.piecesConfirmed}`,
    line`Picked up at: ${alert.recordedAt.toISOString()}`,
    '',
    `Open the Dispatch board: ${board}`,
    '',
    ...companySignature(context.company),
  ];
  return {
    to: context.operationsEmail,
    subject: `Pieces differ at pickup on ${request.referenceId}: ${alert.piecesConfirmed} of ${alert.piecesExpected}`,
    ...mailBody(lines, [board], { preview: 'The driver confirmed another count than the bill of lading' }),
    kind: 'dispatch-pickup-pieces-differ',
  };
}

export interface DeliveryExceptionsAlert {
  request: ProblemAlert['request'];
  driverName: string;
  receiverName: string;
  exceptions: readonly DeliveryException[];
  photos: number;
  recordedAt: Date;
}

const EXCEPTION_KIND_LABELS: Record<DeliveryException['kind'], string> = { over: 'Over', short: 'Short', damaged: 'Damaged' };

/** Tells operations at once that the receiver noted over, short or damaged freight on the proof of delivery (issue 39). */
export function deliveryExceptionsEmail(
  alert: DeliveryExceptionsAlert,
  context: MailContext & Pick<DispatchDeps, 'operationsEmail'>,
): OutgoingEmail {
  const board = `${context.publicBaseUrl}/admin/dispatch`;
  const { request } = alert;
  const kinds = [...new Set(alert.exceptions.map(({ kind }) => EXCEPTION_KIND_LABELS[kind].toLowerCase()))].join(', ');
  const lines: MailLines = [
    `The receiver noted exceptions when ${request.referenceId} was delivered: ${kinds}.`,
    '',
    line`Load: ${request.referenceId}, ${typed(request.pickupCity)}, ${request.pickupState} to ${typed(request.deliveryCity)}, ${request.deliveryState}`,
    line`Driver: ${typed(alert.driverName)}`,
    line`Received by: ${typed(alert.receiverName)}`,
    line`Delivered at: ${alert.recordedAt.toISOString()}`,
    ...alert.exceptions.flatMap((exception, index) =>
      quotedBlock(`${index + 1}. ${EXCEPTION_KIND_LABELS[exception.kind]}, ${exception.pieces} pieces`, exception.note),
    ),
    `Photos: ${alert.photos}`,
    '',
    `Open the Dispatch board: ${board}`,
    '',
    ...companySignature(context.company),
  ];
  return {
    to: context.operationsEmail,
    subject: `Exceptions at delivery on ${request.referenceId}: ${kinds}`,
    ...mailBody(lines, [board], { preview: 'Over, short or damaged noted on the proof of delivery' }),
    kind: 'dispatch-delivery-exceptions',
  };
}
