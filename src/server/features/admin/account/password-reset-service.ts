// Password reset by e-mail for staff (docs/decisions/035-own-account-and-password-reset.md).
// Asking for a link answers the same whether or not the address is a member's; the link is a
// random 256-bit token of which only the SHA-256 is stored, works once and for 30 minutes, and
// using it sets the password and ends every session, but signs no one in.
import { PASSWORD_RESET_VALID_MINUTES, ACCOUNT_MESSAGES } from '../../../../shared/admin-account.js';
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import type { Database } from '../../../db/client.js';
import type { EmailOutbox } from '../../../infra/email/outbox.js';
import { HttpError } from '../../../errors.js';
import { actingAs, memberActor, type AuditOrigin } from '../../audit/audit-context.js';
import { factsOf } from '../../audit/audit-changes.js';
import { recordAuditEvent } from '../../audit/record-audit-event.js';
import { hashPassword } from '../auth/passwords.js';
import { deleteSessionsOfAdmin, updateAdminPassword } from '../auth/repository.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { passwordResetEmail } from './emails.js';
import {
  claimResetLink,
  countResetLinksSince,
  deleteOldResetLinks,
  expireOpenResetLinks,
  findAccountEmail,
  insertResetLink,
  lockAccountByEmail,
} from './repository.js';

export interface PasswordResetDeps {
  db: Database;
  outbox: EmailOutbox;
  company: CompanyProfile;
  publicBaseUrl: string;
}

/** At most this many links (and mails) per member per hour; more requests answer the same and send nothing. */
export const RESET_LINKS_PER_HOUR = 3;

/**
 * Mails a reset link when `email` is an active member's and their hourly cap allows. Answers
 * nothing either way: the caller answers the same 202 whatever happened here. The same queries
 * run for an unknown address (the lookup and the count), so the answer takes about as long.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string, origin: AuditOrigin, now = new Date()): Promise<void> {
  await deps.outbox.transaction(async (tx) => {
    const account = await lockAccountByEmail(tx, email.toLowerCase());
    const recentLinks = await countResetLinksSince(tx, account?.id ?? 0, new Date(now.getTime() - 3_600_000));
    if (!account) return;

    const audit = actingAs(origin, memberActor(account));
    const refusal = account.disabledAt ? 'disabled' : recentLinks >= RESET_LINKS_PER_HOUR ? 'hourly limit' : undefined;
    if (refusal) {
      // Recorded, so the owner can see an address being pressed; nothing is mailed.
      await recordAuditEvent(tx, audit, {
        action: 'admin.password_reset_requested',
        recordType: 'admin_user',
        recordId: account.id,
        changes: factsOf({ mailed: false, reason: refusal }),
      });
      return;
    }

    const token = newToken();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000);
    await deleteOldResetLinks(tx, account.id, new Date(now.getTime() - 86_400_000));
    await insertResetLink(tx, { adminUserId: account.id, tokenHash: hashToken(token), createdAt: now, expiresAt });
    await deps.outbox.enqueue(tx, [passwordResetEmail({ to: account.email, token, expiresAt }, deps)]);
    await recordAuditEvent(tx, audit, {
      action: 'admin.password_reset_requested',
      recordType: 'admin_user',
      recordId: account.id,
      changes: factsOf({ mailed: true }),
    });
  });
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
