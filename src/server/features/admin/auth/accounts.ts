// Creating admin accounts: the first one (an owner) from ADMIN_EMAIL / ADMIN_PASSWORD at start,
// any one from `npm run admin:create` (an owner unless given another role). There is no sign-up
// page yet.
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH } from '../../../../shared/admin/admin-auth.js';
import type { StaffRole } from '../../../../shared/staff-roles.js';
import type { Database, Executor } from '../../../db/client.js';
import { badRequest } from '../../../errors.js';
import { actingAs, COMMAND_LINE_ACTOR, NO_ORIGIN, SERVER_START_ACTOR, type AuditContext } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { hashPassword } from '../../../platform/security/passwords.js';
import { deleteSessionsOfAdmin } from '../../../platform/staff-sessions/session-repository.js';
import { disableTotp, findTwoFactorState } from './two-factor-repository.js';
import { countAdmins, findAdminByEmail, insertAdmin, updateAdminPassword } from '../../../platform/staff-sessions/member-repository.js';

// These run without a request or a signed-in member: the audit log names them as the system.
const FROM_COMMAND_LINE = actingAs(NO_ORIGIN, COMMAND_LINE_ACTOR);
const FROM_SERVER_START = actingAs(NO_ORIGIN, SERVER_START_ACTOR);

export function passwordProblem(password: string): string | undefined {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > ADMIN_PASSWORD_MAX_LENGTH) return `The password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters.`;
  return undefined;
}

/** Whether anyone can sign in to the back office yet (a disabled member still counts: an owner can be turned back on). */
export async function hasStaffMember(db: Database): Promise<boolean> {
  return (await countAdmins(db)) > 0;
}

/** What the start log says while no staff member exists: how to make the first one (never a password). */
export function noStaffMemberMessage(publicBaseUrl: string): string {
  return (
    `no staff member yet: set ADMIN_EMAIL and ADMIN_PASSWORD (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters) and start ` +
    'again, or run `npm run admin:create you@example.com` (with the embedded database, while the server is stopped); ' +
    `then sign in at ${publicBaseUrl}/admin-login`
  );
}

/** Creates the first admin when there is none; resolves to true when it did. */
export async function ensureFirstAdmin(db: Database, firstAdmin: { email: string; password: string }): Promise<boolean> {
  if ((await countAdmins(db)) > 0) return false;
  const passwordHash = await hashPassword(firstAdmin.password);
  await db.transaction((tx) =>
    insertAdminRecorded(tx, FROM_SERVER_START, { email: firstAdmin.email.toLowerCase(), passwordHash, role: 'owner' }),
  );
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
      await recordAuditEvent(tx, FROM_COMMAND_LINE, {
        action: 'admin.password_reset',
        recordType: 'admin_user',
        recordId: existing.id,
        changes: factsOf({ member: existing.email, sessionsEnded: true }),
      });
    });
    return 'password-reset';
  }
  await db.transaction((tx) => insertAdminRecorded(tx, FROM_COMMAND_LINE, { email: normalized, passwordHash, role }));
  return 'created';
}

/** A new account and its `admin.created` event, in the caller's transaction. */
async function insertAdminRecorded(
  tx: Executor,
  audit: AuditContext,
  values: { email: string; passwordHash: string; role: StaffRole },
): Promise<void> {
  const created = await insertAdmin(tx, values);
  await recordAuditEvent(tx, audit, {
    action: 'admin.created',
    recordType: 'admin_user',
    recordId: created.id,
    changes: { email: { before: null, after: created.email }, role: { before: null, after: created.role } },
  });
}

/**
 * Removes an admin's authenticator and recovery codes and ends their sessions: the way back in
 * for an admin who lost both, run by someone with access to the server.
 */
export async function resetTwoFactor(db: Database, email: string): Promise<boolean> {
  const admin = await findAdminByEmail(db, email.trim().toLowerCase());
  if (!admin) return false;
  await db.transaction(async (tx) => {
    const wasOn = Boolean((await findTwoFactorState(tx, admin.id))?.totpSecret);
    await disableTotp(tx, admin.id);
    await deleteSessionsOfAdmin(tx, admin.id);
    await recordAuditEvent(tx, FROM_COMMAND_LINE, {
      action: 'admin.two_factor_disabled',
      recordType: 'admin_user',
      recordId: admin.id,
      changes: { twoFactorEnabled: { before: wasOn, after: false }, ...factsOf({ member: admin.email, sessionsEnded: true }) },
    });
  });
  return true;
}
