// The SQL of the Team area: members (admin_users seen as a team), their roles and disabling, and
// invitations. Nothing else.
import { and, asc, desc, eq, gt, isNull, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../shared/staff-roles.js';
import type { Executor, Transaction } from '../../db/client.js';
import { adminSessions, adminUsers, staffInvites } from '../../db/schema.js';

export type MemberRow = Pick<typeof adminUsers.$inferSelect, 'id' | 'email' | 'role' | 'totpEnabledAt' | 'createdAt' | 'disabledAt'>;

/** A member as the Team list shows them: their most recent open session's last use. */
export interface MemberListRow extends MemberRow {
  lastActiveAt: Date | null;
}

const memberColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  role: adminUsers.role,
  totpEnabledAt: adminUsers.totpEnabledAt,
  createdAt: adminUsers.createdAt,
  disabledAt: adminUsers.disabledAt,
};

export async function listMembers(executor: Executor, now: Date): Promise<MemberListRow[]> {
  return executor
    .select({ ...memberColumns, lastActiveAt: max(adminSessions.lastSeenAt) })
    .from(adminUsers)
    .leftJoin(adminSessions, and(eq(adminSessions.adminUserId, adminUsers.id), gt(adminSessions.expiresAt, now)))
    .groupBy(adminUsers.id)
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.id));
}

export async function findMember(executor: Executor, id: number, now: Date): Promise<MemberListRow | undefined> {
  const [row] = await executor
    .select({ ...memberColumns, lastActiveAt: max(adminSessions.lastSeenAt) })
    .from(adminUsers)
    .leftJoin(adminSessions, and(eq(adminSessions.adminUserId, adminUsers.id), gt(adminSessions.expiresAt, now)))
    .where(eq(adminUsers.id, id))
    .groupBy(adminUsers.id);
  return row;
}

/**
 * Locks every active owner's row, in id order, and answers their ids. Taken before any member row
 * is changed, always in the same order, so two owners changing each other at once wait for one
 * another (no deadlock) and the second counts what the first left (PostgreSQL re-reads a locked
 * row that changed before it answers it).
 */
export async function lockActiveOwnerIds(tx: Transaction): Promise<number[]> {
  const rows = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), isNull(adminUsers.disabledAt)))
    .orderBy(asc(adminUsers.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The member's row, locked until the transaction ends (after lockActiveOwnerIds: the same order every time). */
export async function lockMember(tx: Transaction, id: number): Promise<MemberRow | undefined> {
  const [row] = await tx.select(memberColumns).from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  return row;
}

export async function setMemberRole(tx: Transaction, id: number, role: StaffRole): Promise<void> {
  await tx.update(adminUsers).set({ role }).where(eq(adminUsers.id, id));
}

/** `at` disables the member from then; null lets them sign in again. */
export async function setMemberDisabledAt(tx: Transaction, id: number, at: Date | null): Promise<void> {
  await tx.update(adminUsers).set({ disabledAt: at }).where(eq(adminUsers.id, id));
}

// Invitations. "Open" means neither accepted nor revoked; an open invite past its expiry is shown
// as expired and can be re-sent, but its link no longer works.

export type InviteRow = typeof staffInvites.$inferSelect;

/** An open invite with the e-mail of the member who sent its current link (null if they are gone). */
export interface InviteListRow extends Pick<InviteRow, 'id' | 'email' | 'role' | 'sentAt' | 'expiresAt'> {
  invitedBy: string | null;
}

const isOpen = and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt));
const inviter = alias(adminUsers, 'inviter');

function selectInviteList(executor: Executor) {
  return executor
    .select({
      id: staffInvites.id,
      email: staffInvites.email,
      role: staffInvites.role,
      sentAt: staffInvites.sentAt,
      expiresAt: staffInvites.expiresAt,
      invitedBy: inviter.email,
    })
    .from(staffInvites)
    .leftJoin(inviter, eq(inviter.id, staffInvites.invitedByAdminId));
}

export async function listOpenInvites(executor: Executor): Promise<InviteListRow[]> {
  return selectInviteList(executor).where(isOpen).orderBy(desc(staffInvites.sentAt), desc(staffInvites.id));
}

export async function findOpenInviteByEmail(executor: Executor, email: string): Promise<InviteRow | undefined> {
  const [row] = await executor
    .select()
    .from(staffInvites)
    .where(and(eq(staffInvites.email, email), isOpen))
    .limit(1);
  return row;
}

export async function insertInvite(
  tx: Transaction,
  values: { email: string; role: StaffRole; tokenHash: string; invitedByAdminId: number; sentAt: Date; expiresAt: Date },
): Promise<InviteRow> {
  const [row] = await tx.insert(staffInvites).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A new link for an open invite (the old one stops working); undefined when it is not open. */
export async function renewInvite(
  tx: Transaction,
  id: number,
  values: { tokenHash: string; invitedByAdminId: number; sentAt: Date; expiresAt: Date },
): Promise<InviteRow | undefined> {
  const [row] = await tx
    .update(staffInvites)
    .set(values)
    .where(and(eq(staffInvites.id, id), isOpen))
    .returning();
  return row;
}

/** Revokes an open invite; undefined when it is not open. */
export async function revokeInvite(tx: Transaction, id: number, at: Date): Promise<InviteRow | undefined> {
  const [row] = await tx
    .update(staffInvites)
    .set({ revokedAt: at })
    .where(and(eq(staffInvites.id, id), isOpen))
    .returning();
  return row;
}

/** The open, unexpired invite a link's token belongs to. */
export async function findUsableInvite(executor: Executor, tokenHash: string, now: Date): Promise<InviteRow | undefined> {
  const [row] = await executor
    .select()
    .from(staffInvites)
    .where(and(eq(staffInvites.tokenHash, tokenHash), isOpen, gt(staffInvites.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * Marks the invite of this token accepted, in one statement that also checks it is still open
 * and unexpired: of two acceptances at once, only one gets the row back (the other waits for the
 * row lock, then finds it accepted).
 */
export async function claimInvite(tx: Transaction, tokenHash: string, now: Date): Promise<InviteRow | undefined> {
  const [row] = await tx
    .update(staffInvites)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvites.tokenHash, tokenHash), isOpen, gt(staffInvites.expiresAt, now)))
    .returning();
  return row;
}

export async function setInviteAccount(tx: Transaction, id: number, adminId: number): Promise<void> {
  await tx.update(staffInvites).set({ acceptedAdminId: adminId }).where(eq(staffInvites.id, id));
}
