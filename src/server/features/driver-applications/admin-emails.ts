// Mails the applicant gets as the team moves their application: the steps that concern them
// (reviewing, interview, approved, rejected) and the hire, in the language they applied in.
// Internal notes are never included.
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DriverApplicationStatus } from '../../../shared/driver-applications/driver-applications.js';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n.js';
import { greetingLine } from '../../infra/email/branded/typed-line.js';
import { companySignature, mailBody } from '../../infra/email/compose.js';
import { translator } from '../../i18n/translator.js';
import type { ApplicationEmailContext } from './emails.js';
import type { DriverApplicationRow } from './repository.js';
import { type OutgoingEmail } from '../../infra/email/outgoing-email.js';

type ApplicantEmailContext = Pick<ApplicationEmailContext, 'company'>;

function applicantEmail(
  application: DriverApplicationRow,
  i18n: I18n,
  mail: { subject: string; kind: string; body: string[] },
  context: ApplicantEmailContext,
): OutgoingEmail {
  const lines = [greetingLine(i18n, application.firstName), '', ...mail.body, '', ...companySignature(context.company, { i18n })];
  return { to: application.email, subject: mail.subject, ...mailBody(lines, [], { lang: application.language }), kind: mail.kind };
}

// Back to 'pending' is the team's own bookkeeping: nothing the applicant needs to hear.
const STATUS_MESSAGES: Partial<Record<DriverApplicationStatus, { subject: MessageDescriptor; body: MessageDescriptor[] }>> = {
  reviewing: {
    subject: /*i18n*/ { id: 'email.applicationStatus.reviewing.subject' },
    body: [/*i18n*/ { id: 'email.applicationStatus.reviewing.body1' }, /*i18n*/ { id: 'email.applicationStatus.reviewing.body2' }],
  },
  interview: {
    subject: /*i18n*/ { id: 'email.applicationStatus.interview.subject' },
    body: [/*i18n*/ { id: 'email.applicationStatus.interview.body1' }, /*i18n*/ { id: 'email.applicationStatus.interview.body2' }],
  },
  approved: {
    subject: /*i18n*/ { id: 'email.applicationStatus.approved.subject' },
    body: [/*i18n*/ { id: 'email.applicationStatus.approved.body1' }, /*i18n*/ { id: 'email.applicationStatus.approved.body2' }],
  },
  rejected: {
    subject: /*i18n*/ { id: 'email.applicationStatus.rejected.subject' },
    body: [/*i18n*/ { id: 'email.applicationStatus.rejected.body1' }, /*i18n*/ { id: 'email.applicationStatus.rejected.body2' }],
  },
};

/** The applicant's mail for a new status, or undefined when the status is not theirs to hear about. */
export function applicationStatusEmail(application: DriverApplicationRow, context: ApplicantEmailContext): OutgoingEmail | undefined {
  const message = STATUS_MESSAGES[application.status];
  if (!message) return undefined;
  const i18n = translator(application.language);
  const ref = application.referenceId;
  return applicantEmail(
    application,
    i18n,
    {
      subject: `${i18n._(message.subject)} (${ref})`,
      kind: `driver-application-${application.status}`,
      body: [...message.body.map((paragraph) => i18n._(paragraph)), '', i18n._('email.applicationStatus.reference', { ref })],
    },
    context,
  );
}

export function hiredEmail(application: DriverApplicationRow, hireDate: string, context: ApplicantEmailContext): OutgoingEmail {
  const i18n = translator(application.language);
  const company = context.company.name;
  return applicantEmail(
    application,
    i18n,
    {
      subject: i18n._('email.hired.subject', { company }),
      kind: 'driver-hired',
      body: [
        i18n._('email.hired.welcome', { company }),
        i18n._('email.hired.startDate', { date: formatLongDate(hireDate, application.language) }),
        i18n._('email.hired.bring'),
      ],
    },
    context,
  );
}

/** "Friday, March 20, 2026" ("viernes, 20 de marzo de 2026"), read at noon UTC so no time zone moves the day. */
function formatLongDate(isoDate: string, locale: Locale): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(INTL_LOCALES[locale], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
