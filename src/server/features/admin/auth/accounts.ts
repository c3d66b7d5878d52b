// Creating admin accounts: the first one (an owner) from ADMIN_EMAIL / ADMIN_PASSWORD at start,
// any one from `npm run admin:create` (an owner unless given another role). There is no sign-up
// page yet.
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH } from '../../../../shared/admin-auth.js';
import type { StaffRole } from '../../../../shared/staff-roles.js';
import type { Database } from '../../../db/client.js';
import { badRequest } from '../../../errors.js';
import { hashPassword } from './passwords.js';
import { countAdmins, deleteSessionsOfAdmin, findAdminByEmail, insertAdmin, updateAdminPassword } from './repository.js';
import { disableTotp } from './two-factor-repository.js';

export function passwordProblem(password: string): string | undefined {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > ADMIN_PASSWORD_MAX_LENGTH) return `The password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters.`;
  return undefined;
}

/** Creates the first admin when there is none; resolves to true when it did. */
export async function ensureFirstAdmin(db: Database, firstAdmin: { email: string; password: string }): Promise<boolean> {
  if ((await countAdmins(db)) > 0) return false;
  await insertAdmin(db, { email: firstAdmin.email.toLowerCase(), passwordHash: await hashPassword(firstAdmin.password), role: 'owner' });
  return true;
}

/**
 * Creates an admin with `role`, or sets a new password for an existing one (the way back in after
 * a lost or leaked password), which also ends every session that admin had. An existing
 * member's role is left as it is: changing roles belongs to the Team tab and its audit trail.
 */
export async function createOrResetAdmin(
  db: Database,
  email: string,
  password: string,
  role: StaffRole = 'owner',
): Promise<'created' | 'password-reset'> {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const existing = await findAdminByEmail(db, normalized);
  if (existing) {
    await db.transaction(async (tx) => {
      await updateAdminPassword(tx, existing.id, passwordHash);
      await deleteSessionsOfAdmin(tx, existing.id);
    });
    return 'password-reset';
  }
  await insertAdmin(db, { email: normalized, passwordHash, role });
  return 'created';
}

/**
 * Removes an admin's authenticator and recovery codes and ends their sessions: the way back in
 * for an admin who lost both, run by someone with access to the server.
 */
export async function resetTwoFactor(db: Database, email: string): Promise<boolean> {
  const admin = await findAdminByEmail(db, email.trim().toLowerCase());
  if (!admin) return false;
  await db.transaction(async (tx) => {
    await disableTotp(tx, admin.id);
    await deleteSessionsOfAdmin(tx, admin.id);
  });
  return true;
}
