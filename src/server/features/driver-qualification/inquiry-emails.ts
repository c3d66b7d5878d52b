// The mail that carries a request letter to a previous employer's safety office (issue 41). English
// (it goes to a company, like the letter). The letter itself is the attachment, made when the mail
// is sent; the mail says who asks, about whom, and by when.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { calendarDate } from '../../infra/document-dates.js';
import { companySignature, line, mailBody, typed } from '../../infra/email/compose.js';
import type { OutgoingEmail } from '../../infra/email/outgoing-email.js';
import type { InquiryRow } from './file-repository.js';

export function inquiryLetterEmail(
  inquiry: InquiryRow & { employer: { email: string } },
  driverName: string,
  context: { company: CompanyProfile; recruitingEmail: string },
): OutgoingEmail {
  const { company } = context;
  const lines = [
    line`To the safety office of ${typed(inquiry.employer.name)},`,
    '',
    line`${typed(driverName)} has applied to drive for ${company.name} (USDOT# ${company.dotNumber}) and named you as an employer of the last three years.`,
    'The attached letter asks for their safety performance history, as 49 CFR 391.23 requires: accidents, and DOT drug and alcohol testing.',
    '',
    `Please answer by ${calendarDate(inquiry.deadlineOn)}, by replying to ${context.recruitingEmail} with the completed letter.`,
    '',
    ...companySignature(company),
  ];
  return {
    to: inquiry.employer.email,
    subject: `Safety performance history request: ${driverName}`,
    ...mailBody(lines),
    kind: 'qualification-inquiry-letter',
    attachments: [{ kind: 'previous_employer_inquiry', inquiryId: inquiry.id }],
  };
}
