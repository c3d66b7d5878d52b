// Admin sign-in: a password (and a second step, two-factor-service.ts), then a new session
// (platform/staff-sessions holds what a session is and how it is checked). Guesses are limited per
// e-mail address (see login-attempts.ts).
import {
  ACCOUNT_DISABLED_MESSAGE,
  INVALID_LOGIN_MESSAGE,
  type AdminLogin,
  type AdminSessionStage,
} from '../../../../shared/admin/admin-auth.js';
import type { Database } from '../../../db/client.js';
import { HttpError } from '../../../errors.js';
import { actingAs, memberActor, type AuditActor, type AuditContext, type AuditOrigin } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { claimAttempt, forgetAttempts, giveBackAttempt, LOGIN_RULES, TooManyLoginAttempts } from './login-attempts.js';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from '../../../platform/security/passwords.js';
import { deleteUnusedTrustedDevices, isTrustedDevice, saveTrustedDevice } from './repository.js';
import { deleteSession, insertSession } from '../../../platform/staff-sessions/session-repository.js';
import { hashToken, isWellFormedToken, newToken } from '../../../platform/security/tokens.js';
import { deleteSessionsEndedByTime, type SessionPolicy, type SignedInAdmin } from '../../../platform/staff-sessions/staff-session.js';
import { findAdminByEmail, updateAdminPassword } from '../../../platform/staff-sessions/member-repository.js';

const minutes = (count: number) => count * 60_000;

export interface SignInRequest extends AdminLogin {
  deviceToken: string | undefined;
  previousSessionToken: string | undefined;
  userAgent: string | undefined;
  ipAddress: string;
  /** Where the attempt came from, for the audit log. */
  origin: AuditOrigin;
}

/** Who a failed attempt was against: the account when the e-mail names one, never the typed text. */
const UNKNOWN_ACCOUNT_ACTOR: AuditActor = { kind: 'member', adminId: null, label: 'unknown account' };

export interface SignInResult {
  admin: SignedInAdmin;
  sessionToken: string;
  /** Set once sign-in is complete (the browser becomes trusted); absent while a code is owed. */
  deviceToken: string | undefined;
  stage: AdminSessionStage;
}

export async function signIn(db: Database, policy: SessionPolicy, request: SignInRequest, now = new Date()): Promise<SignInResult> {
  const email = request.email.toLowerCase();
  const admin = await findAdminByEmail(db, email);
  const trustedDevice = admin ? await isTrustedBrowser(db, admin.id, request.deviceToken) : false;

  // A refused or failed attempt changes nothing else, so its event is a statement of its own.
  const attempt = actingAs(request.origin, admin ? memberActor(admin) : UNKNOWN_ACCOUNT_ACTOR);
  const attemptRecord = { recordType: 'admin_user', recordId: admin?.id ?? 'unknown' } as const;

  // Counted before the password is checked: a wrong one simply stays counted.
  await recordingLockout(db, attempt, attemptRecord.recordId, () => claimAttempt(db, email, { trustedDevice, now }));

  const passwordMatches = admin ? await verifyPassword(admin.passwordHash, request.password) : await verifyAgainstDecoy(request.password);
  const disabled = admin?.disabledAt != null;
  if (!admin || !passwordMatches) {
    const facts: Record<string, string | boolean> = disabled ? { step: 'password', disabled: true } : { step: 'password' };
    await recordAuditEvent(db, attempt, { action: 'admin.sign_in_failed', ...attemptRecord, changes: factsOf(facts) });
    throw new HttpError(401, INVALID_LOGIN_MESSAGE);
  }
  // A disabled member who knows their password is told so, and whom to ask; anyone else gets the
  // one answer above, so the page tells no one without the password which accounts are disabled.
  // The attempt stays counted (a guesser gains no tries), and the owner's log says why.
  if (disabled) {
    await recordAuditEvent(db, attempt, {
      action: 'admin.sign_in_failed',
      ...attemptRecord,
      // Past the password, refused at the account: the step says how far the attempt got.
      changes: factsOf({ step: 'account', disabled: true }),
    });
    throw new HttpError(403, ACCOUNT_DISABLED_MESSAGE);
  }

  if (await needsRehash(admin.passwordHash)) await updateAdminPassword(db, admin.id, await hashPassword(request.password));

  const signedIn = { id: admin.id, email: admin.email, username: admin.username, role: admin.role, totpEnabledAt: admin.totpEnabledAt };
  const stage: AdminSessionStage = admin.totpEnabledAt ? 'code-required' : policy.requireMfa ? 'enrolment-required' : 'complete';
  if (stage === 'code-required') {
    // The password alone opens nothing: a short-lived session that can only take the code.
    // Its attempt is given back, but earlier failures are forgotten and the browser trusted only
    // once the code is right too.
    await giveBackAttempt(db, email);
    const sessionToken = newToken();
    await db.transaction(async (tx) => {
      if (isWellFormedToken(request.previousSessionToken)) await deleteSession(tx, hashToken(request.previousSessionToken));
      await insertSession(tx, {
        tokenHash: hashToken(sessionToken),
        adminUserId: admin.id,
        expiresAt: new Date(now.getTime() + minutes(LOGIN_RULES.codeStepMinutes)),
        userAgent: request.userAgent?.slice(0, 300) ?? null,
        ipAddress: request.ipAddress,
        stage,
      });
    });
    return { admin: signedIn, sessionToken, deviceToken: undefined, stage };
  }

  const result = await startSession(db, policy, {
    adminId: admin.id,
    email,
    stage,
    replacedSessionHash: isWellFormedToken(request.previousSessionToken) ? hashToken(request.previousSessionToken) : undefined,
    deviceToken: trustedDevice ? request.deviceToken : undefined,
    userAgent: request.userAgent,
    ipAddress: request.ipAddress,
    audit: attempt,
    now,
  });
  return { admin: signedIn, ...result, stage };
}

export interface NewSession {
  adminId: number;
  email: string;
  stage: 'complete' | 'enrolment-required';
  /** The session this one replaces (a planted cookie, the code step, an enrolment): it ends. */
  replacedSessionHash: string | undefined;
  /** The browser's device token when it is already trusted; otherwise a new one is made. */
  deviceToken: string | undefined;
  userAgent: string | undefined;
  ipAddress: string;
  /** The member signing in, for the `admin.sign_in` event written with the session. */
  audit: AuditContext;
  now: Date;
}

/**
 * A signed-in session under a new token (a token known before sign-in never becomes valid),
 * the browser trusted, and the failed attempts forgotten.
 */
export async function startSession(
  db: Database,
  policy: SessionPolicy,
  session: NewSession,
): Promise<{ sessionToken: string; deviceToken: string }> {
  const { now } = session;
  const sessionToken = newToken();
  const deviceToken = session.deviceToken ?? newToken();
  await db.transaction(async (tx) => {
    if (session.replacedSessionHash) await deleteSession(tx, session.replacedSessionHash);
    await insertSession(tx, {
      tokenHash: hashToken(sessionToken),
      adminUserId: session.adminId,
      expiresAt: new Date(now.getTime() + policy.maxHours * 3_600_000),
      userAgent: session.userAgent?.slice(0, 300) ?? null,
      ipAddress: session.ipAddress,
      stage: session.stage,
    });
    await saveTrustedDevice(tx, hashToken(deviceToken), session.adminId, now);
    await forgetAttempts(tx, session.email);
    await recordAuditEvent(tx, session.audit, {
      action: 'admin.sign_in',
      recordType: 'admin_user',
      recordId: session.adminId,
      changes: factsOf({ stage: session.stage }),
    });
  });
  await housekeeping(db, policy, now);
  return { sessionToken, deviceToken };
}

/** Whether the browser is one this admin signed in from before (see LOGIN_RULES). */
export async function isTrustedBrowser(db: Database, adminId: number, deviceToken: string | undefined): Promise<boolean> {
  return isWellFormedToken(deviceToken) ? isTrustedDevice(db, hashToken(deviceToken), adminId) : false;
}

/**
 * Runs an attempt count (`claimAttempt`); when it refuses with a lock, records `admin.locked_out`
 * (in a statement of its own: the refusal changes nothing else) and refuses all the same.
 */
export async function recordingLockout(db: Database, context: AuditContext, recordId: number | string, claim: () => Promise<void>) {
  try {
    await claim();
  } catch (error) {
    if (error instanceof TooManyLoginAttempts) {
      await recordAuditEvent(db, context, { action: 'admin.locked_out', recordType: 'admin_user', recordId });
    }
    throw error;
  }
}

// Sign-ins are rare: clearing what has expired then costs nothing noticeable and needs no timer.
async function housekeeping(db: Database, policy: SessionPolicy, now: Date): Promise<void> {
  await deleteSessionsEndedByTime(db, policy, now);
  await deleteUnusedTrustedDevices(db, new Date(now.getTime() - LOGIN_RULES.trustedDeviceDays * 86_400_000));
}
