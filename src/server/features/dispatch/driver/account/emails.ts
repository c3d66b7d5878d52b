// The driver's sign-in e-mail: a one-time link to the driver's page and a 6-digit code, how long
// they work, and what to do if the driver did not ask. Branded like the customer's, and written
// in the driver's language (their profile's, from the language they applied in).
import type { CompanyProfile } from '../../../../../shared/company-profile.js';
import { DRIVER_SIGN_IN_VALID_MINUTES } from '../../../../../shared/dispatch/dispatch.js';
import type { Locale } from '../../../../../shared/i18n.js';
import { PAGE_PATHS } from '../../../../../shared/page-routes.js';
import { companySignature, mailBody } from '../../../../infra/email/compose.js';
import { signInButton, tokenLink } from '../../../../infra/email/branded/portal-links.js';
import { greetingLine } from '../../../../infra/email/branded/typed-line.js';
import { translator } from '../../../../i18n/translator.js';
import { type OutgoingEmail } from '../../../../infra/email/outgoing-email.js';

export const DRIVER_SIGN_IN_MAIL_KIND = 'driver-sign-in';

export function driverSignInEmail(
  signIn: { to: string; firstName: string; language: Locale; token: string; code: string },
  context: { company: CompanyProfile; publicBaseUrl: string },
): OutgoingEmail {
  const { company } = context;
  const i18n = translator(signIn.language);
  const link = tokenLink(context.publicBaseUrl, PAGE_PATHS.driverSignIn, signIn.token);
  const lines = [
    greetingLine(i18n, signIn.firstName),
    '',
    i18n._('email.driverSignIn.intro', { company: company.name }),
    '',
    i18n._('email.signIn.code', { code: signIn.code }),
    '',
    i18n._('email.signIn.validity', { minutes: DRIVER_SIGN_IN_VALID_MINUTES }),
    i18n._('email.signIn.notYou'),
    '',
    ...companySignature(company, { i18n }),
  ];
  return {
    to: signIn.to,
    subject: i18n._('email.driverSignIn.subject', { company: company.name }),
    ...mailBody(lines, [link], {
      button: signInButton(i18n, link),
      preview: i18n._('email.driverSignIn.preview', { company: company.name }),
      lang: signIn.language,
    }),
    kind: DRIVER_SIGN_IN_MAIL_KIND,
  };
}
