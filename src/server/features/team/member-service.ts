// Changing a member (owner only): their role, disabling and enabling them. The last active owner
// can be neither demoted nor disabled, under concurrency too: every change first locks the active
// owners' rows, then the member's, and counts what it locked (see lockActiveOwnerIds).
import type { StaffRole } from '../../../shared/staff-roles.js';
import { TEAM_MESSAGES, type TeamMember } from '../../../shared/team/team.js';
import type { Database, Transaction } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import { deleteSessionsOfAdmin } from '../../platform/staff-sessions/session-repository.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { changeOf, factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { findMember, lockActiveOwnerIds, lockMember, setMemberDisabledAt, setMemberRole, type MemberRow } from './team-repository.js';
import { memberView } from './team-view.js';

export interface MemberDeps {
  db: Database;
}

export async function changeMemberRole(
  deps: MemberDeps,
  id: number,
  role: StaffRole,
  audit: MemberAuditContext,
  now = new Date(),
): Promise<TeamMember> {
  return deps.db.transaction(async (tx) => {
    const { member, otherActiveOwners } = await lockForChange(tx, id);
    if (member.role === role) return currentView(tx, id, now);
    if (isActiveOwner(member) && otherActiveOwners === 0) throw conflict(TEAM_MESSAGES.lastOwner);
    await setMemberRole(tx, id, role);
    await recordAuditEvent(tx, audit, {
      action: 'admin.role_changed',
      recordType: 'admin_user',
      recordId: id,
      changes: changeOf('role', member.role, role),
    });
    return currentView(tx, id, now);
  });
}

/** Disables a member: they cannot sign in, and every session of theirs ends in the same transaction. */
export async function disableMember(deps: MemberDeps, id: number, audit: MemberAuditContext, now = new Date()): Promise<TeamMember> {
  // Checked before any lock: an owner never disables their own account, last owner or not (they
  // would lock themselves out mid-click).
  if (id === audit.actor.adminId) throw conflict(TEAM_MESSAGES.notYourself);
  return deps.db.transaction(async (tx) => {
    const { member, otherActiveOwners } = await lockForChange(tx, id);
    if (member.disabledAt) return currentView(tx, id, now);
    if (isActiveOwner(member) && otherActiveOwners === 0) throw conflict(TEAM_MESSAGES.lastOwner);
    await setMemberDisabledAt(tx, id, now);
    const sessionsEnded = await deleteSessionsOfAdmin(tx, id);
    await recordAuditEvent(tx, audit, {
      action: 'admin.disabled',
      recordType: 'admin_user',
      recordId: id,
      changes: { ...changeOf('disabled', false, true), ...factsOf({ sessionsEnded }) },
    });
    return currentView(tx, id, now);
  });
}

/** Lets a disabled member sign in again (their old sessions stay ended). */
export async function enableMember(deps: MemberDeps, id: number, audit: MemberAuditContext, now = new Date()): Promise<TeamMember> {
  return deps.db.transaction(async (tx) => {
    const { member } = await lockForChange(tx, id);
    if (!member.disabledAt) return currentView(tx, id, now);
    await setMemberDisabledAt(tx, id, null);
    await recordAuditEvent(tx, audit, {
      action: 'admin.enabled',
      recordType: 'admin_user',
      recordId: id,
      changes: changeOf('disabled', true, false),
    });
    return currentView(tx, id, now);
  });
}

/** The member, locked, and how many active owners besides them there are (their rows locked too). */
async function lockForChange(tx: Transaction, id: number): Promise<{ member: MemberRow; otherActiveOwners: number }> {
  // Owners first, then the member: the same order in every change, so changes wait, never deadlock.
  const activeOwnerIds = await lockActiveOwnerIds(tx);
  const member = await lockMember(tx, id);
  if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
  return { member, otherActiveOwners: activeOwnerIds.filter((ownerId) => ownerId !== id).length };
}

function isActiveOwner(member: MemberRow): boolean {
  return member.role === 'owner' && member.disabledAt === null;
}

async function currentView(tx: Transaction, id: number, now: Date): Promise<TeamMember> {
  const row = await findMember(tx, id, now);
  if (!row) throw new Error(`member ${id} vanished inside its own transaction`);
  return memberView(row);
}
