// Inviting staff: sending, re-sending and revoking invitations (owner only). Each link is a random
// 256-bit token mailed to the invitee; only its SHA-256 is stored. The mail is queued and the audit
// event written in the transaction of the change (docs/decisions/034-team-invitations.md).
import { INVITE_VALID_HOURS, TEAM_MESSAGES, type NewInvite, type Team, type TeamInvite } from '../../../shared/team/team.js';
import type { StaffRole } from '../../../shared/staff-roles.js';
import type { Transaction } from '../../db/client.js';
import { isUniqueViolation } from '../../db/fresh-id.js';
import { conflict, notFound } from '../../errors.js';
import { hashToken, newToken } from '../../platform/security/tokens.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { invitationEmail } from './emails.js';
import type { TeamDeps } from './team-deps.js';
import {
  findOpenInviteByEmail,
  insertInvite,
  listMembers,
  listOpenInvites,
  renewInvite,
  revokeInvite,
  type InviteRow,
} from './team-repository.js';
import { inviteView, memberView } from './team-view.js';
import { findAdminByEmail } from '../../platform/staff-sessions/member-repository.js';

export type InviteDeps = Pick<TeamDeps, 'outbox' | 'company' | 'publicBaseUrl'>;

const OPEN_INVITE_PER_EMAIL = 'staff_invites_open_email_key';
// Two invitations to one address sent at the same moment: the second meets the first's row in the
// one-open-invite index, and is tried again, when it finds (and replaces) that row.
const INVITE_ATTEMPTS = 3;

export async function teamOverview(deps: Pick<TeamDeps, 'db'>, now = new Date()): Promise<Team> {
  const [members, invites] = await Promise.all([listMembers(deps.db, now), listOpenInvites(deps.db)]);
  return { members: members.map(memberView), invites: invites.map((invite) => inviteView(invite, now)) };
}

/**
 * Invites an address to the team with a role. 409 when an account has it already. An open invite
 * to the same address is replaced: revoked, and a new one (new link, role and expiry) sent.
 */
export async function inviteMember(deps: InviteDeps, input: NewInvite, audit: MemberAuditContext, now = new Date()): Promise<TeamInvite> {
  const email = input.email.toLowerCase();
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.outbox.transaction((tx) => sendNewInvite(deps, tx, { email, role: input.role }, audit, now));
    } catch (error) {
      if (attempt >= INVITE_ATTEMPTS || !isUniqueViolation(error, OPEN_INVITE_PER_EMAIL)) throw error;
    }
  }
}

async function sendNewInvite(
  deps: InviteDeps,
  tx: Transaction,
  input: { email: string; role: StaffRole },
  audit: MemberAuditContext,
  now: Date,
): Promise<TeamInvite> {
  if (await findAdminByEmail(tx, input.email)) throw conflict(TEAM_MESSAGES.alreadyMember);

  const previous = await findOpenInviteByEmail(tx, input.email);
  if (previous && (await revokeInvite(tx, previous.id, now))) {
    await recordAuditEvent(tx, audit, {
      action: 'admin.invite_revoked',
      recordType: 'staff_invite',
      recordId: previous.id,
      changes: factsOf({ email: previous.email, role: previous.role, reason: 'replaced' }),
    });
  }

  const link = newLink(now);
  const invite = await insertInvite(tx, {
    email: input.email,
    role: input.role,
    tokenHash: hashToken(link.token),
    invitedByAdminId: audit.actor.adminId,
    sentAt: now,
    expiresAt: link.expiresAt,
  });
  await mailInvite(deps, tx, invite, link.token, audit);
  await recordAuditEvent(tx, audit, {
    action: 'admin.invited',
    recordType: 'staff_invite',
    recordId: invite.id,
    changes: factsOf({ email: invite.email, role: invite.role }),
  });
  return inviteView({ ...invite, invitedBy: audit.actor.label }, now);
}

/** Sends an open invite again under a new link and expiry; its old link stops working. */
export async function resendInvite(deps: InviteDeps, id: number, audit: MemberAuditContext, now = new Date()): Promise<TeamInvite> {
  return deps.outbox.transaction(async (tx) => {
    const link = newLink(now);
    const invite = await renewInvite(tx, id, {
      tokenHash: hashToken(link.token),
      invitedByAdminId: audit.actor.adminId,
      sentAt: now,
      expiresAt: link.expiresAt,
    });
    if (!invite) throw notFound(TEAM_MESSAGES.inviteNotFound);
    await mailInvite(deps, tx, invite, link.token, audit);
    await recordAuditEvent(tx, audit, {
      action: 'admin.invite_resent',
      recordType: 'staff_invite',
      recordId: invite.id,
      changes: factsOf({ email: invite.email, role: invite.role }),
    });
    return inviteView({ ...invite, invitedBy: audit.actor.label }, now);
  });
}

/** Revokes an open invite: its link stops working. 404 when there is no such open invite. */
export async function revokeOpenInvite(deps: InviteDeps, id: number, audit: MemberAuditContext, now = new Date()): Promise<void> {
  await deps.outbox.transaction(async (tx) => {
    const invite = await revokeInvite(tx, id, now);
    if (!invite) throw notFound(TEAM_MESSAGES.inviteNotFound);
    await recordAuditEvent(tx, audit, {
      action: 'admin.invite_revoked',
      recordType: 'staff_invite',
      recordId: invite.id,
      changes: factsOf({ email: invite.email, role: invite.role }),
    });
  });
}

function newLink(now: Date): { token: string; expiresAt: Date } {
  return { token: newToken(), expiresAt: new Date(now.getTime() + INVITE_VALID_HOURS * 3_600_000) };
}

async function mailInvite(deps: InviteDeps, tx: Transaction, invite: InviteRow, token: string, audit: MemberAuditContext) {
  const mail = invitationEmail(
    { to: invite.email, role: invite.role, invitedBy: audit.actor.label, token, expiresAt: invite.expiresAt },
    deps,
  );
  await deps.outbox.enqueue(tx, [mail]);
}
