// Accepting an invitation (public: the invitee has no account yet). The link's token is looked up
// by its SHA-256; one refusal for every link that does not work (unknown, expired, used, revoked),
// so the answer tells a guesser nothing. Accepting makes the account and signs it in.
import type { AdminSessionStage } from '../../../shared/admin/admin-auth.js';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { TEAM_MESSAGES, type InviteDetails } from '../../../shared/team/team.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/fresh-id.js';
import { conflict, HttpError } from '../../errors.js';
import { hashPassword } from '../../platform/security/passwords.js';
import { type SessionPolicy, type SignedInAdmin } from '../../platform/staff-sessions/staff-session.js';
import { hashToken, isWellFormedToken } from '../../platform/security/tokens.js';
import { actingAs, memberActor, type AuditOrigin } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { claimInvite, findUsableInvite, setInviteAccount } from './team-repository.js';
import { findAdminByEmail, insertAdmin } from '../../platform/staff-sessions/member-repository.js';
import { startSession } from '../admin/index.js';

/** 410 Gone for every link that does not work, whatever the reason: one status and one message. */
const inviteInvalid = () => new HttpError(410, TEAM_MESSAGES.inviteInvalid);

// An account made meanwhile (the CLI, a second invite accepted) meets these unique indexes.
const ACCOUNT_EXISTS = ['admin_users_email_key', 'admin_users_username_key'];

export async function inviteDetails(
  deps: { db: Database; company: CompanyProfile },
  token: string,
  now = new Date(),
): Promise<InviteDetails> {
  const invite = await findUsableInvite(deps.db, hashToken(token), now);
  if (!invite) throw inviteInvalid();
  return { email: invite.email, role: invite.role, companyName: deps.company.name };
}

export interface InviteAcceptance {
  token: string;
  password: string;
  /** The browser's session cookie, if any: it ends, as at sign-in (a planted one never becomes valid). */
  previousSessionToken: string | undefined;
  userAgent: string | undefined;
  ipAddress: string;
  origin: AuditOrigin;
}

export interface AcceptedInvite {
  admin: SignedInAdmin;
  sessionToken: string;
  deviceToken: string;
  stage: Extract<AdminSessionStage, 'complete' | 'enrolment-required'>;
}

/**
 * Makes the invitee's account (the invite's address and role, the chosen password) and starts
 * their session: one that must enrol an authenticator first when two-factor sign-in is required.
 */
export async function acceptInvite(
  deps: { db: Database; policy: SessionPolicy },
  acceptance: InviteAcceptance,
  now = new Date(),
): Promise<AcceptedInvite> {
  const { db, policy } = deps;
  const tokenHash = hashToken(acceptance.token);
  // Checked before the (deliberately slow) password hash, so a dead link costs no hashing; the
  // claim below checks again, atomically.
  if (!(await findUsableInvite(db, tokenHash, now))) throw inviteInvalid();
  const passwordHash = await hashPassword(acceptance.password);

  let admin: SignedInAdmin;
  try {
    admin = await db.transaction(async (tx) => {
      const invite = await claimInvite(tx, tokenHash, now);
      if (!invite) throw inviteInvalid();
      if (await findAdminByEmail(tx, invite.email)) throw conflict(TEAM_MESSAGES.alreadyMember);
      const created = await insertAdmin(tx, { email: invite.email, passwordHash, role: invite.role });
      await setInviteAccount(tx, invite.id, created.id);
      await recordAuditEvent(tx, actingAs(acceptance.origin, memberActor(created)), {
        action: 'admin.invite_accepted',
        recordType: 'staff_invite',
        recordId: invite.id,
        changes: factsOf({ email: invite.email, role: invite.role, memberId: created.id }),
      });
      return { id: created.id, email: created.email, username: created.username, role: created.role, totpEnabledAt: created.totpEnabledAt };
    });
  } catch (error) {
    if (ACCOUNT_EXISTS.some((index) => isUniqueViolation(error, index))) throw conflict(TEAM_MESSAGES.alreadyMember);
    throw error;
  }

  const stage = policy.requireMfa ? 'enrolment-required' : 'complete';
  const session = await startSession(db, policy, {
    adminId: admin.id,
    email: admin.email,
    stage,
    replacedSessionHash: isWellFormedToken(acceptance.previousSessionToken) ? hashToken(acceptance.previousSessionToken) : undefined,
    deviceToken: undefined,
    userAgent: acceptance.userAgent,
    ipAddress: acceptance.ipAddress,
    audit: actingAs(acceptance.origin, memberActor(admin)),
    now,
  });
  return { admin, ...session, stage };
}
