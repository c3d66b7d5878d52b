// The invitation e-mail: who invited, to which role, for which company, until when, and the link.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { PAGE_PATHS } from '../../../shared/page-routes.js';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../../shared/staff-roles.js';
import { companySignature, line, mailBody, typed } from '../../infra/email/compose.js';
import { tokenLink } from '../../infra/email/branded/portal-links.js';
import { type OutgoingEmail } from '../../infra/email/outgoing-email.js';

export interface InvitationEmail {
  to: string;
  role: StaffRole;
  /** The member who sent this link (the first time or again). */
  invitedBy: string;
  token: string;
  expiresAt: Date;
}

export function invitationEmail(invitation: InvitationEmail, context: { company: CompanyProfile; publicBaseUrl: string }): OutgoingEmail {
  const { company } = context;
  const link = tokenLink(context.publicBaseUrl, PAGE_PATHS.adminInvite, invitation.token);
  const lines = [
    'Hello,',
    '',
    line`${typed(invitation.invitedBy)} has invited you to join the ${company.name} back office as ${STAFF_ROLE_LABELS[invitation.role]}.`,
    '',
    'To accept, open this link and choose your password:',
    link,
    '',
    `The link works once and expires on ${formatExpiry(invitation.expiresAt)}.`,
    'If you did not expect this invitation, you can ignore this e-mail.',
    '',
    ...companySignature(company),
  ];
  return {
    to: invitation.to,
    subject: `You are invited to join ${company.name}`,
    ...mailBody(lines, [link]),
    kind: 'staff-invitation',
  };
}

function formatExpiry(at: Date): string {
  const text = at.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  return `${text} UTC`;
}
