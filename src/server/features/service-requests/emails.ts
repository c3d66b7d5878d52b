// The mails an accepted request sends: a confirmation to the customer, in the language the request
// was sent in, and a notification to the operations inbox, in English. What the customer typed is
// marked (typed, quotedBlock): quoted in the text, escaped and never a link in the HTML, and never
// a line of its own.
import type { I18n } from '@lingui/core';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { sharedLabelText } from '../../../shared/shared-texts.js';
import { ROLE_LABELS, serviceTypeLabel } from '../../../shared/service-requests/service-requests.js';
import { portalButton, portalRequestUrl } from '../../infra/email/branded/portal-links.js';
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
import { greetingLine, typedValues } from '../../infra/email/branded/typed-line.js';
import { translator } from '../../i18n/translator.js';
import type { ServiceRequestRow } from './repository.js';
import { type OutgoingEmail } from '../../infra/email/outgoing-email.js';

export interface EmailContext {
  company: CompanyProfile;
  publicBaseUrl: string;
  operationsEmail: string;
}

export function requestReceivedEmails(request: ServiceRequestRow, photoCount: number, context: EmailContext): OutgoingEmail[] {
  return [customerConfirmation(request, context), operationsNotification(request, photoCount, context)];
}

// Each role's thanks: the sentence is built around the role, so each language words it whole.
const THANKS = {
  shipper: /*i18n*/ { id: 'email.confirmation.thanks.shipper' },
  broker: /*i18n*/ { id: 'email.confirmation.thanks.broker' },
  dispatcher: /*i18n*/ { id: 'email.confirmation.thanks.dispatcher' },
} as const;

function customerConfirmation(request: ServiceRequestRow, { company, publicBaseUrl }: EmailContext): OutgoingEmail {
  const i18n = translator(request.language);
  const ref = request.referenceId;
  const trackUrl = `${publicBaseUrl}/track?ref=${encodeURIComponent(ref)}`;
  const lines: MailLines = [
    greetingLine(i18n, request.contactName),
    '',
    i18n._(THANKS[request.userRole].id, { ref }),
    i18n._('email.confirmation.keepReference'),
    '',
    i18n._('email.confirmation.summary'),
    ...summaryLines(request, i18n).map((summary) => ({ parts: ['- ', ...summary.parts] })),
    '',
    i18n._('email.confirmation.nextSteps'),
    i18n._('email.confirmation.step1'),
    i18n._('email.confirmation.step2'),
    i18n._('email.confirmation.step3', { url: trackUrl }),
    '',
    ...companySignature(company, { i18n, question: 'immediate' }),
  ];
  return {
    to: request.contactEmail,
    subject: i18n._('email.confirmation.subject', { ref }),
    ...mailBody(lines, [trackUrl], {
      button: portalButton(i18n, 'request', portalRequestUrl(publicBaseUrl, ref)),
      preview: i18n._('email.confirmation.preview', { ref }),
      lang: request.language,
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
    ...summaryLines(request, translator('en')),
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

/** A line entirely ours, where a summary line may also hold typed values. */
const ours = (text: string): MailLine => ({ parts: [text] });

/** What was asked for, in the mail's language (the operations inbox reads it in English). */
function summaryLines(request: ServiceRequestRow, i18n: I18n): MailLine[] {
  const lines = [
    ours(i18n._('email.summary.service', { service: sharedLabelText(i18n, 'serviceType', request.serviceType) })),
    ours(i18n._('email.summary.urgency', { urgency: sharedLabelText(i18n, 'urgency', request.urgency) })),
  ];
  if (request.userRole === 'shipper') {
    const place = (address: string, city: string, state: string, zip: string) =>
      typedValues({ address: typed(address), city: typed(city), state, zip });
    const pickup = place(request.pickupAddress, request.pickupCity, request.pickupState, request.pickupZip);
    const delivery = place(request.deliveryAddress, request.deliveryCity, request.deliveryState, request.deliveryZip);
    const time = request.preferredTime;
    const date = request.preferredDate ?? i18n._('email.summary.asap');
    lines.push(
      pickup.line(i18n._('email.summary.pickup', pickup.marks)),
      delivery.line(i18n._('email.summary.delivery', delivery.marks)),
      ours(
        time
          ? i18n._('email.summary.preferredDateAndTime', { date, time: sharedLabelText(i18n, 'preferredTime', time) })
          : i18n._('email.summary.preferredDate', { date }),
      ),
    );
  }
  return lines;
}
