// The driver's sign-in e-mail: a one-time link to the driver's page and a 6-digit code, how long
// they work, and what to do if the driver did not ask. Branded like the customer's.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { DRIVER_SIGN_IN_VALID_MINUTES } from '../../../shared/dispatch.js';
import { PAGE_PATHS } from '../../../shared/page-routes.js';
import { companySignature, line, mailBody, typed } from '../../infra/email/compose.js';
import { tokenLink } from '../../infra/email/branded/portal-links.js';
import type { OutgoingEmail } from '../../infra/email/outbox.js';

export const DRIVER_SIGN_IN_MAIL_KIND = 'driver-sign-in';

export function driverSignInEmail(
  signIn: { to: string; firstName: string; token: string; code: string },
  context: { company: CompanyProfile; publicBaseUrl: string },
): OutgoingEmail {
  const { company } = context;
  const link = tokenLink(context.publicBaseUrl, PAGE_PATHS.driverSignIn, signIn.token);
  const lines = [
    line`Hello ${typed(signIn.firstName)},`,
    '',
    `To see your loads with ${company.name}, use the button below or the link at the end of this e-mail.`,
    '',
    `Or type this code on the sign-in page: ${signIn.code}`,
    '',
    `The link and the code work once, for ${DRIVER_SIGN_IN_VALID_MINUTES} minutes. If you asked more than once, only the newest e-mail's link and code work.`,
    'If you did not ask to sign in, ignore this e-mail: no one can sign in without this link or code.',
    '',
    ...companySignature(company),
  ];
  return {
    to: signIn.to,
    subject: `Your driver sign-in code for ${company.name}`,
    ...mailBody(lines, [link], {
      button: { label: 'Sign in', url: link },
      preview: `Your driver sign-in link and code for ${company.name}`,
    }),
    kind: DRIVER_SIGN_IN_MAIL_KIND,
  };
}
