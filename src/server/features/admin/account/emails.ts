// The password-reset e-mail: the link, how long it works, and what to do if the member did not ask.
import { PASSWORD_RESET_VALID_MINUTES } from '../../../../shared/admin/admin-account.js';
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import { PAGE_PATHS } from '../../../../shared/page-routes.js';
import { companySignature, mailBody } from '../../../infra/email/compose.js';
import { tokenLink } from '../../../infra/email/branded/portal-links.js';
import { type OutgoingEmail } from '../../../infra/email/outgoing-email.js';

export const PASSWORD_RESET_MAIL_KIND = 'staff-password-reset';

export function passwordResetEmail(
  reset: { to: string; token: string; expiresAt: Date },
  context: { company: CompanyProfile; publicBaseUrl: string },
): OutgoingEmail {
  const { company } = context;
  const link = tokenLink(context.publicBaseUrl, PAGE_PATHS.adminResetPassword, reset.token);
  const lines = [
    'Hello,',
    '',
    `Someone asked to reset the password of your ${company.name} back-office account.`,
    '',
    'To choose a new password, open this link:',
    link,
    '',
    `The link works once, for ${PASSWORD_RESET_VALID_MINUTES} minutes (until ${formatTime(reset.expiresAt)}).`,
    'After the reset you sign in with the new password as usual, with your authenticator app if you use one.',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    ...companySignature(company),
  ];
  return {
    to: reset.to,
    subject: `Reset your ${company.name} password`,
    ...mailBody(lines, [link]),
    kind: PASSWORD_RESET_MAIL_KIND,
  };
}

function formatTime(at: Date): string {
  return `${at.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}
