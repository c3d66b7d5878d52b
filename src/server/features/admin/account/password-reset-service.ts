// Password reset by e-mail for staff (docs/decisions/035-own-account-and-password-reset.md).
// Asking for a link answers the same, in the same time, whether or not the address is a member's:
// the route only records the request, and the mail-request worker does the member's part after
// the answer (decision 055). The link is a random 256-bit token of which only the SHA-256 is
// stored, works once and for 30 minutes, and using it sets the password and ends every session,
// but signs no one in.
import { PASSWORD_RESET_VALID_MINUTES, ACCOUNT_MESSAGES } from '../../../../shared/admin/admin-account.js';
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import type { Database } from '../../../db/client.js';
import type { MailRequestComposer } from '../../../infra/email/mail-requests.js';
import type { EmailOutbox } from '../../../infra/email/outbox.js';
import { HttpError } from '../../../errors.js';
import { actingAs, memberActor, type AuditOrigin } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { hashPassword } from '../../../platform/security/passwords.js';
import { deleteSessionsOfAdmin } from '../../../platform/staff-sessions/session-repository.js';
import { hashToken, newToken } from '../../../platform/security/tokens.js';
import { PASSWORD_RESET_MAIL_KIND, passwordResetEmail } from './emails.js';
import {
  claimResetLink,
  countResetLinksSince,
  deleteOldResetLinks,
  expireOpenResetLinks,
  findAccountEmail,
  insertResetLink,
  lockAccountByEmail,
} from './repository.js';
import { updateAdminPassword } from '../../../platform/staff-sessions/member-repository.js';

export interface PasswordResetDeps {
  db: Database;
  outbox: EmailOutbox;
  company: CompanyProfile;
  publicBaseUrl: string;
}

/** At most this many links (and mails) per member per hour; more requests answer the same and send nothing. */
export const RESET_LINKS_PER_HOUR = 3;

/**
 * Records that someone asked for a reset link for `email`. One row, the same for any address: the
 * caller answers the same 202 at once, and whether the address is a member's is decided after the
 * answer (composePasswordReset).
 */
export async function requestPasswordReset(deps: Pick<PasswordResetDeps, 'outbox'>, email: string, origin: AuditOrigin): Promise<void> {
  // Staff pages and their mails are in English.
  await deps.outbox.requestMail({ kind: PASSWORD_RESET_MAIL_KIND, to: email.toLowerCase(), language: 'en', origin });
}

/**
 * The mail-request worker's step for a password reset: an active member under their hourly cap
 * gets a link by mail; every request for a member is audited (who asked, from where, whether it
 * was mailed), so the owner can see an address being pressed; an address that is no one's comes
 * to nothing.
 */
export function composePasswordReset(deps: Pick<PasswordResetDeps, 'company' | 'publicBaseUrl'>): MailRequestComposer {
  return async (tx, request, now) => {
    const account = await lockAccountByEmail(tx, request.to);
    if (!account) return [];

    const audit = actingAs(request.origin, memberActor(account));
    const recentLinks = await countResetLinksSince(tx, account.id, new Date(now.getTime() - 3_600_000));
    const refusal = account.disabledAt ? 'disabled' : recentLinks >= RESET_LINKS_PER_HOUR ? 'hourly limit' : undefined;
    if (refusal) {
      // Recorded, so the owner can see an address being pressed; nothing is mailed.
      await recordAuditEvent(tx, audit, {
        action: 'admin.password_reset_requested',
        recordType: 'admin_user',
        recordId: account.id,
        changes: factsOf({ mailed: false, reason: refusal }),
      });
      return [];
    }

    const token = newToken();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000);
    await deleteOldResetLinks(tx, account.id, new Date(now.getTime() - 86_400_000));
    await insertResetLink(tx, { adminUserId: account.id, tokenHash: hashToken(token), createdAt: now, expiresAt });
    await recordAuditEvent(tx, audit, {
      action: 'admin.password_reset_requested',
      recordType: 'admin_user',
      recordId: account.id,
      changes: factsOf({ mailed: true }),
    });
    return [passwordResetEmail({ to: account.email, token, expiresAt }, deps)];
  };
}

/**
 * Sets a new password with a reset link: the link is used up, the member's other open links stop
 * working, and every session of theirs ends. 410 with one message for a link that does not work
 * (unknown, expired, used, or its member disabled). A running sign-in lock is left as it is.
 */
export async function resetPassword(
  deps: Pick<PasswordResetDeps, 'db'>,
  reset: { token: string; password: string },
  origin: AuditOrigin,
  now = new Date(),
): Promise<void> {
  // Hashed before the transaction: argon2 is slow, and holding the link's row lock meanwhile
  // would only make a second use wait longer for its 410.
  const passwordHash = await hashPassword(reset.password);
  await deps.db.transaction(async (tx) => {
    const claimed = await claimResetLink(tx, hashToken(reset.token), now);
    if (!claimed) throw new HttpError(410, ACCOUNT_MESSAGES.resetInvalid);
    const email = await findAccountEmail(tx, claimed.adminId);
    if (email === undefined) throw new HttpError(410, ACCOUNT_MESSAGES.resetInvalid);

    await updateAdminPassword(tx, claimed.adminId, passwordHash);
    const resetLinksEnded = await expireOpenResetLinks(tx, claimed.adminId, now);
    const sessionsEnded = await deleteSessionsOfAdmin(tx, claimed.adminId);
    await recordAuditEvent(tx, actingAs(origin, memberActor({ id: claimed.adminId, email })), {
      action: 'admin.password_reset',
      recordType: 'admin_user',
      recordId: claimed.adminId,
      changes: factsOf({ sessionsEnded, resetLinksEnded }),
    });
  });
}
