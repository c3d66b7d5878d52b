// Mails the applicant gets as the team moves their application: the steps that concern them
// (reviewing, interview, approved, rejected) and the hire. Internal notes are never included.
import type { DriverApplicationStatus } from '../../../shared/driver-applications.js';
import { companySignature, line, mailBody, typed } from '../../infra/email/compose.js';
import type { OutgoingEmail } from '../../infra/email/outbox.js';
import type { ApplicationEmailContext } from './emails.js';
import type { DriverApplicationRow } from './repository.js';

type ApplicantEmailContext = Pick<ApplicationEmailContext, 'company'>;

function applicantEmail(
  application: DriverApplicationRow,
  subject: string,
  kind: string,
  body: string[],
  context: ApplicantEmailContext,
): OutgoingEmail {
  const lines = [line`Hello ${typed(application.firstName)},`, '', ...body, '', ...companySignature(context.company)];
  return { to: application.email, subject, ...mailBody(lines), kind };
}

// Back to 'pending' is the team's own bookkeeping: nothing the applicant needs to hear.
const STATUS_MESSAGES: Partial<Record<DriverApplicationStatus, { subject: string; body: string[] }>> = {
  reviewing: {
    subject: 'Your driver application is being reviewed',
    body: ['Our recruiting team is now reviewing your application and documents.', 'We will be in touch about the next step.'],
  },
  interview: {
    subject: 'We would like to interview you',
    body: [
      'Thank you for your patience. We would like to meet you for an interview.',
      'A member of our recruiting team will call or e-mail you shortly to find a time that suits you.',
    ],
  },
  approved: {
    subject: 'Your driver application has been approved',
    body: [
      'Good news: your application has been approved.',
      'Our recruiting team will contact you about your start date and the paperwork for your first day.',
    ],
  },
  rejected: {
    subject: 'About your driver application',
    body: [
      'Thank you for your interest in driving with us. After careful review, we will not be moving forward with your application at this time.',
      'You are welcome to apply again in the future.',
    ],
  },
};

/** The applicant's mail for a new status, or undefined when the status is not theirs to hear about. */
export function applicationStatusEmail(application: DriverApplicationRow, context: ApplicantEmailContext): OutgoingEmail | undefined {
  const message = STATUS_MESSAGES[application.status];
  if (!message) return undefined;
  return applicantEmail(
    application,
    `${message.subject} (${application.referenceId})`,
    `driver-application-${application.status}`,
    [...message.body, '', `Your reference ID: ${application.referenceId}`],
    context,
  );
}

export function hiredEmail(application: DriverApplicationRow, hireDate: string, context: ApplicantEmailContext): OutgoingEmail {
  return applicantEmail(
    application,
    `Welcome to ${context.company.name}`,
    'driver-hired',
    [
      `Welcome aboard! You are hired as a driver with ${context.company.name}.`,
      `Your start date: ${formatLongDate(hireDate)}.`,
      "Please bring your driver's license and your DOT medical card on your first day.",
    ],
    context,
  );
}

function formatLongDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
