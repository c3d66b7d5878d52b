// The sign-in e-mail: a one-time link and a 6-digit code, how long they work, and what to do if
// the customer did not ask.
import { CUSTOMER_SIGN_IN_VALID_MINUTES } from '../../../shared/customer-account.js';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { PAGE_PATHS } from '../../../shared/page-routes.js';
import { companySignature, mailBody } from '../../infra/email/compose.js';
import { tokenLink } from '../../infra/email/branded/portal-links.js';
import type { OutgoingEmail } from '../../infra/email/outbox.js';

export const CUSTOMER_SIGN_IN_MAIL_KIND = 'customer-sign-in';

export function customerSignInEmail(
  signIn: { to: string; token: string; code: string },
  context: { company: CompanyProfile; publicBaseUrl: string },
): OutgoingEmail {
  const { company } = context;
  const link = tokenLink(context.publicBaseUrl, PAGE_PATHS.accountSignIn, signIn.token);
  const lines = [
    'Hello,',
    '',
    `To see your requests with ${company.name}, use the button below or the link at the end of this e-mail.`,
    '',
    `Or type this code on the sign-in page: ${signIn.code}`,
    '',
    `The link and the code work once, for ${CUSTOMER_SIGN_IN_VALID_MINUTES} minutes. If you asked more than once, only the newest e-mail's link and code work.`,
    'If you did not ask to sign in, ignore this e-mail: no one can sign in without this link or code.',
    '',
    ...companySignature(company),
  ];
  return {
    to: signIn.to,
    subject: `Your sign-in link for ${company.name}`,
    ...mailBody(lines, [link], { button: { label: 'Sign in', url: link }, preview: `Your sign-in link and code for ${company.name}` }),
    kind: CUSTOMER_SIGN_IN_MAIL_KIND,
  };
}
