// A staff member's session: a database row holding the SHA-256 of a random 256-bit token that
// only the browser's cookie has; it ends after an idle period, at an absolute lifetime, or at
// sign-out. Under every staff route (guard.ts); signing in is the feature features/admin/auth.
import type { AdminSessionStage } from '../../../shared/admin/admin-auth.js';
import type { Database } from '../../db/client.js';
import { actingAs, SYSTEM_ACTOR, type AuditOrigin, type MemberAuditContext } from '../audit/audit-context.js';
import { factsOf } from '../audit/audit-changes.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { hashToken, isWellFormedToken } from '../security/tokens.js';
import { dueForTouch, idleCutoff, idleTooLong } from '../sessions/idle-rule.js';
import { deleteEndedSessions, deleteSession, findSession, touchSession, type SessionWithAdmin } from './session-repository.js';

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
  /** ADMIN_REQUIRE_MFA: an admin without an authenticator must enrol one before anything else. */
  requireMfa: boolean;
}

const minutes = (count: number) => count * 60_000;

export type SignedInAdmin = SessionWithAdmin['admin'];

/** A session found by its token: who, and how far their sign-in got. */
export interface AuthenticatedSession {
  admin: SignedInAdmin;
  stage: AdminSessionStage;
  tokenHash: string;
  codeFailures: number;
  /** The session's absolute end (ADMIN_SESSION_MAX_HOURS after sign-in): a stream it opened ends then. */
  expiresAt: Date;
}

/**
 * The session a token belongs to, or undefined when it is unknown, idle too long or too old.
 * The caller decides which stages it accepts.
 */
export async function authenticate(
  db: Database,
  policy: SessionPolicy,
  token: string | undefined,
  origin: AuditOrigin,
  now = new Date(),
): Promise<AuthenticatedSession | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const tokenHash = hashToken(token);
  const session = await findSession(db, tokenHash);
  if (!session) return undefined;
  const ended = endedByTime(session, policy, now);
  if (ended) {
    await db.transaction(async (tx) => {
      // Only the request that really ended it records it (two may find it ended at once).
      if (!(await deleteSession(tx, tokenHash))) return;
      await recordAuditEvent(tx, actingAs(origin, SYSTEM_ACTOR), {
        action: 'admin.session_ended',
        recordType: 'admin_user',
        recordId: session.admin.id,
        changes: factsOf({ member: session.admin.email, reason: ended }),
      });
    });
    return undefined;
  }
  if (dueForTouch(session.lastSeenAt, now)) await touchSession(db, tokenHash, now);
  return { admin: session.admin, stage: session.stage, tokenHash, codeFailures: session.codeFailures, expiresAt: session.expiresAt };
}

/** Why a session has ended by the clock, if it has: past its absolute end, or unused for longer than the idle period. */
export function endedByTime(
  session: { lastSeenAt: Date; expiresAt: Date },
  policy: SessionPolicy,
  now: Date,
): 'expired' | 'idle' | undefined {
  if (session.expiresAt <= now) return 'expired';
  if (idleTooLong(session.lastSeenAt, minutes(policy.idleMinutes), now)) return 'idle';
  return undefined;
}

/** Ends the session of this token, if there is one, and records that its member signed out. */
export async function signOut(db: Database, token: string | undefined, context: MemberAuditContext): Promise<void> {
  if (!isWellFormedToken(token)) return;
  await db.transaction(async (tx) => {
    if (!(await deleteSession(tx, hashToken(token)))) return;
    await recordAuditEvent(tx, context, {
      action: 'admin.sign_out',
      recordType: 'admin_user',
      recordId: context.actor.adminId,
    });
  });
}

/** Removes the sessions that have ended by the clock (endedByTime's rule, in SQL): they would be refused anyway. */
export async function deleteSessionsEndedByTime(db: Database, policy: SessionPolicy, now: Date): Promise<void> {
  await deleteEndedSessions(db, now, idleCutoff(minutes(policy.idleMinutes), now));
}
