// The mails a new application sends: a confirmation to the applicant, in the language they applied
// in, and a notification to the recruiting inbox. Neither carries the license number, the date of
// birth or any document: an inbox is not the private store those belong in. What the applicant
// typed is marked (typed): quoted in the text, escaped and never a link in the HTML.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { DriverDocument } from '../../../shared/driver-applications/driver-application-schema.js';
import { companySignature, line, mailBody, textFromLines, typed, type MailLines } from '../../infra/email/compose.js';
import { greetingLine } from '../../infra/email/branded/typed-line.js';
import { translator } from '../../i18n/translator.js';
import type { DriverApplicationRow } from './repository.js';
import { type OutgoingEmail } from '../../infra/email/outgoing-email.js';

export interface ApplicationEmailContext {
  company: CompanyProfile;
  publicBaseUrl: string;
  recruitingEmail: string;
}

export function applicationReceivedEmails(
  application: DriverApplicationRow,
  documents: readonly DriverDocument[],
  context: ApplicationEmailContext,
): OutgoingEmail[] {
  return [applicantConfirmation(application, context), recruitingNotification(application, documents, context)];
}

function applicantConfirmation(application: DriverApplicationRow, { company }: ApplicationEmailContext): OutgoingEmail {
  const i18n = translator(application.language);
  const values = { company: company.name, ref: application.referenceId };
  const lines: MailLines = [
    greetingLine(i18n, application.firstName),
    '',
    i18n._('email.application.thanks', values),
    i18n._('email.application.keepReference'),
    '',
    i18n._('email.application.nextSteps'),
    i18n._('email.application.step1'),
    i18n._('email.application.step2'),
    i18n._('email.application.step3'),
    '',
    ...companySignature(company, { i18n }),
  ];
  return {
    to: application.email,
    subject: i18n._('email.application.subject', values),
    ...mailBody(lines, [], { lang: application.language }),
    kind: 'driver-application-received',
  };
}

function recruitingNotification(
  application: DriverApplicationRow,
  documents: readonly DriverDocument[],
  { publicBaseUrl, recruitingEmail }: ApplicationEmailContext,
): OutgoingEmail {
  const license = application.licenseType === 'CDL' ? `CDL Class ${application.cdlClass ?? '?'}` : application.licenseType;
  const lines: MailLines = [
    `New driver application ${application.referenceId}`,
    '',
    line`Name: ${typed(application.firstName)} ${typed(application.lastName)}`,
    line`E-mail: ${typed(application.email)}`,
    line`Phone: ${typed(application.phone)}`,
    line`Location: ${typed(application.city)}, ${application.state}`,
    `License: ${license} (${application.licenseState})`,
    `Experience: ${application.yearsExperience} ${application.yearsExperience === 1 ? 'year' : 'years'}`,
    ...(application.canStartDate ? [`Available from: ${application.canStartDate}`] : []),
    `Documents: ${documents.map((document) => document.label).join(', ')}`,
    '',
    `Review it in the admin dashboard (Driver Applications): ${publicBaseUrl}/admin`,
  ];
  return {
    to: recruitingEmail,
    subject: `New driver application ${application.referenceId}: ${application.firstName} ${application.lastName}, ${license}`,
    text: textFromLines(lines),
    kind: 'driver-application-notification',
  };
}
