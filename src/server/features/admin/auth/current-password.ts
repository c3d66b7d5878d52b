// The admin's password asked again before a change to how they sign in: a stolen session cookie
// alone must not be able to turn two-factor sign-in on (enrolling the thief's phone) or off.
// Counted and locked exactly as at sign-in, on the same per-address count, so a session cannot
// guess the password faster there than on the sign-in page.
import { WRONG_PASSWORD_MESSAGE } from '../../../../shared/admin/admin-auth.js';
import type { Database } from '../../../db/client.js';
import type { AuditContext } from '../../../platform/audit/audit-context.js';
import { HttpError } from '../../../errors.js';
import { claimAttempt } from './login-attempts.js';
import { verifyPassword } from '../../../platform/security/passwords.js';
import { recordingLockout } from './service.js';
import { type SignedInAdmin } from '../../../platform/staff-sessions/staff-session.js';
import { findAdminByEmail } from '../../../platform/staff-sessions/member-repository.js';

/**
 * Resolves when `password` is the admin's; 403 when it is not (403, not 401: the session is
 * fine, and the dashboard reads a 401 as "signed out"), 429 while the address is locked. The
 * attempt stays counted: the caller forgets it once the whole change has succeeded.
 */
export async function confirmCurrentPassword(
  db: Database,
  admin: SignedInAdmin,
  password: string,
  audit: AuditContext,
  now: Date,
): Promise<void> {
  // The device cookie is sent only to the sign-in routes, so no browser is trusted past a lock here.
  await recordingLockout(db, audit, admin.id, () => claimAttempt(db, admin.email, { trustedDevice: false, now }));
  const account = await findAdminByEmail(db, admin.email);
  if (!account || !(await verifyPassword(account.passwordHash, password))) throw new HttpError(403, WRONG_PASSWORD_MESSAGE);
}
