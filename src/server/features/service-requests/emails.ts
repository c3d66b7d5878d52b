// The mails an accepted request sends: a confirmation to the customer and a notification to the
// operations inbox. What the customer typed is marked (typed, quotedBlock): quoted in the text,
// escaped and never a link in the HTML, and never a line of its own.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { PREFERRED_TIME_LABELS, type PreferredTime } from '../../../shared/service-request-schemas.js';
import { ROLE_LABELS, serviceTypeLabel, URGENCY_LABELS } from '../../../shared/service-requests.js';
import { portalButton, portalRequestUrl } from '../../infra/email/branded/portal-links.js';
import type { OutgoingEmail } from '../../infra/email/outbox.js';
import {
  companySignature,
  line,
  mailBody,
  quotedBlock,
  textFromLines,
  typed,
  type MailLine,
  type MailLines,
} from '../../infra/email/compose.js';
import type { ServiceRequestRow } from './repository.js';

export interface EmailContext {
  company: CompanyProfile;
  publicBaseUrl: string;
  operationsEmail: string;
}

export function requestReceivedEmails(request: ServiceRequestRow, photoCount: number, context: EmailContext): OutgoingEmail[] {
  return [customerConfirmation(request, context), operationsNotification(request, photoCount, context)];
}

function customerConfirmation(request: ServiceRequestRow, { company, publicBaseUrl }: EmailContext): OutgoingEmail {
  const trackUrl = `${publicBaseUrl}/track?ref=${encodeURIComponent(request.referenceId)}`;
  const lines: MailLines = [
    line`Hello ${typed(request.contactName)},`,
    '',
    `Thank you for your ${ROLE_LABELS[request.userRole].toLowerCase()} request. Your reference ID is ${request.referenceId}.`,
    'Please keep it: you will need it to track your request and to pay your invoice.',
    '',
    'Summary',
    ...summaryLines(request).map((summary) => ({ parts: ['- ', ...summary.parts] })),
    '',
    'What happens next',
    '1. Our team reviews your request and contacts you within 2-4 business hours.',
    '2. We confirm the details and send you a quote.',
    `3. Track your request at any time: ${trackUrl} (with this e-mail address).`,
    '',
    ...companySignature(company, 'Need immediate assistance?'),
  ];
  return {
    to: request.contactEmail,
    subject: `We received your request ${request.referenceId}`,
    ...mailBody(lines, [trackUrl], {
      button: portalButton('request', portalRequestUrl(publicBaseUrl, request.referenceId)),
      preview: `Your reference ID is ${request.referenceId}.`,
    }),
    kind: 'service-request-received',
  };
}

function operationsNotification(
  request: ServiceRequestRow,
  photoCount: number,
  { publicBaseUrl, operationsEmail }: EmailContext,
): OutgoingEmail {
  const lines: MailLines = [
    `New ${ROLE_LABELS[request.userRole].toLowerCase()} request ${request.referenceId}`,
    '',
    ...summaryLines(request),
    '',
    request.contactCompany
      ? line`Contact: ${typed(request.contactName)} (${typed(request.contactCompany)})`
      : line`Contact: ${typed(request.contactName)}`,
    line`E-mail: ${typed(request.contactEmail)}`,
    line`Phone: ${typed(request.contactPhone)}`,
    '',
    ...quotedBlock('Description', request.serviceDescription),
    ...(request.additionalNotes ? quotedBlock('Additional notes', request.additionalNotes) : []),
    `Photos: ${photoCount}`,
    '',
    `Open the admin dashboard: ${publicBaseUrl}/admin`,
  ];
  return {
    to: operationsEmail,
    subject: `New ${ROLE_LABELS[request.userRole]} request ${request.referenceId}: ${serviceTypeLabel(request.serviceType)}`,
    text: textFromLines(lines),
    kind: 'service-request-notification',
  };
}

function summaryLines(request: ServiceRequestRow): MailLine[] {
  const lines = [line`Service: ${serviceTypeLabel(request.serviceType)}`, line`Urgency: ${URGENCY_LABELS[request.urgency]}`];
  if (request.userRole === 'shipper') {
    const time = request.preferredTime
      ? (PREFERRED_TIME_LABELS[request.preferredTime as PreferredTime] ?? request.preferredTime)
      : undefined;
    lines.push(
      line`Pickup: ${typed(request.pickupAddress)}, ${typed(request.pickupCity)}, ${request.pickupState} ${request.pickupZip}`,
      line`Delivery: ${typed(request.deliveryAddress)}, ${typed(request.deliveryCity)}, ${request.deliveryState} ${request.deliveryZip}`,
      line`Preferred date: ${request.preferredDate ?? 'ASAP'}${time ? `, ${time}` : ''}`,
    );
  }
  return lines;
}
