// The Team area's rows as the API answers them (src/shared/team/team.ts): no hashes, dates as ISO text.
import type { TeamInvite, TeamMember } from '../../../shared/team/team.js';
import type { InviteListRow, MemberListRow } from './team-repository.js';

export function memberView(row: MemberListRow): TeamMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    twoFactorEnabled: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  };
}

export function inviteView(row: InviteListRow, now: Date): TeamInvite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: row.expiresAt > now ? 'pending' : 'expired',
  };
}
