// A member changing their own password: the current one first (counted and locked as at sign-in,
// see auth/current-password.ts), then the new one; every other session of theirs ends, so a
// browser left signed in elsewhere (or a stolen cookie) is out once the password changes.
import type { PasswordChange } from '../../../../shared/admin/admin-account.js';
import type { Database } from '../../../db/client.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { confirmCurrentPassword } from '../auth/current-password.js';
import { forgetAttempts } from '../auth/login-attempts.js';
import { hashPassword } from '../../../platform/security/passwords.js';
import type { AuthenticatedSession } from '../../../platform/staff-sessions/staff-session.js';
import { deleteOtherSessionsOfAdmin } from '../../../platform/staff-sessions/session-repository.js';
import { expireOpenResetLinks } from './repository.js';
import { updateAdminPassword } from '../../../platform/staff-sessions/member-repository.js';

/**
 * 403 with WRONG_PASSWORD_MESSAGE for a wrong current password (the attempt stays counted), 429
 * while the member's address is locked. The right one forgets the count, as a sign-in does.
 */
export async function changeOwnPassword(
  db: Database,
  asking: AuthenticatedSession,
  change: PasswordChange,
  audit: MemberAuditContext,
  now = new Date(),
): Promise<void> {
  const { admin } = asking;
  await confirmCurrentPassword(db, admin, change.password, audit, now);
  // Hashed outside the transaction: argon2 takes tens of milliseconds and holds no lock.
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await updateAdminPassword(tx, admin.id, passwordHash);
    const otherSessionsEnded = await deleteOtherSessionsOfAdmin(tx, admin.id, asking.tokenHash);
    // A reset link mailed before the change would undo it: it stops working too.
    const resetLinksEnded = await expireOpenResetLinks(tx, admin.id, now);
    await forgetAttempts(tx, admin.email);
    await recordAuditEvent(tx, audit, {
      action: 'admin.password_changed',
      recordType: 'admin_user',
      recordId: admin.id,
      changes: factsOf({ otherSessionsEnded, resetLinksEnded }),
    });
  });
}
