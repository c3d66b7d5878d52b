// The sign-in e-mail: a one-time link and a 6-digit code, how long they work, and what to do if
// the customer did not ask. Written in the language of the page the sign-in was asked from.
import { CUSTOMER_SIGN_IN_VALID_MINUTES } from '../../../../shared/customer-portal/customer-account.js';
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import type { Locale } from '../../../../shared/i18n.js';
import { PAGE_PATHS } from '../../../../shared/page-routes.js';
import { companySignature, mailBody } from '../../../infra/email/compose.js';
import { signInButton, tokenLink } from '../../../infra/email/branded/portal-links.js';
import { translator } from '../../../i18n/translator.js';
import { type OutgoingEmail } from '../../../infra/email/outgoing-email.js';

export const CUSTOMER_SIGN_IN_MAIL_KIND = 'customer-sign-in';

export function customerSignInEmail(
  signIn: { to: string; token: string; code: string; language: Locale },
  context: { company: CompanyProfile; publicBaseUrl: string },
): OutgoingEmail {
  const { company } = context;
  const i18n = translator(signIn.language);
  const link = tokenLink(context.publicBaseUrl, PAGE_PATHS.accountSignIn, signIn.token);
  const lines = [
    i18n._('email.signIn.hello'),
    '',
    i18n._('email.customerSignIn.intro', { company: company.name }),
    '',
    i18n._('email.signIn.code', { code: signIn.code }),
    '',
    i18n._('email.signIn.validity', { minutes: CUSTOMER_SIGN_IN_VALID_MINUTES }),
    i18n._('email.signIn.notYou'),
    '',
    ...companySignature(company, { i18n }),
  ];
  return {
    to: signIn.to,
    subject: i18n._('email.customerSignIn.subject', { company: company.name }),
    ...mailBody(lines, [link], {
      button: signInButton(i18n, link),
      preview: i18n._('email.customerSignIn.preview', { company: company.name }),
      lang: signIn.language,
    }),
    kind: CUSTOMER_SIGN_IN_MAIL_KIND,
  };
}
