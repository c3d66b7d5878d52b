// Two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes: enrolling,
// the code step of sign-in, and turning it off. The secret is shown once, at enrolment; after
// that no route ever returns it.
import {
  SIGN_IN_AGAIN_MESSAGE,
  WRONG_CODE_MESSAGE,
  type TwoFactorDisable,
  type TwoFactorEnrolment,
} from '../../../../shared/admin/admin-auth.js';
import type { Database } from '../../../db/client.js';
import { qrCodeSvg } from '../../../infra/qr-code-svg.js';
import { badRequest, conflict, HttpError } from '../../../errors.js';
import { confirmCurrentPassword } from './current-password.js';
import { claimAttempt, forgetAttempts, LOGIN_RULES } from './login-attempts.js';
import { recoveryCodeHash, newRecoveryCodes } from './recovery-codes.js';
import { countCodeAttempt, deleteOtherSessionsOfAdmin, deleteSession } from '../../../platform/staff-sessions/session-repository.js';
import { actingAs, memberActor, SYSTEM_ACTOR, type AuditContext, type AuditOrigin } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { isTrustedBrowser, recordingLockout, startSession } from './service.js';
import { type AuthenticatedSession, type SessionPolicy, type SignedInAdmin } from '../../../platform/staff-sessions/staff-session.js';
import { acceptedStep, authenticatorUri, newTotpSecret } from './totp.js';
import {
  claimTotpStep,
  disableTotp,
  enableTotp,
  findTwoFactorState,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
} from './two-factor-repository.js';

const TWO_FACTOR_TURNED_ON = { twoFactorEnabled: { before: false, after: true } };

export interface CodeStepRequest {
  session: AuthenticatedSession | undefined;
  code: string;
  deviceToken: string | undefined;
  userAgent: string | undefined;
  ipAddress: string;
  origin: AuditOrigin;
}

/**
 * The second step of sign-in: the code from the authenticator (or a recovery code) for a
 * session whose password was right. A right code replaces that session with a signed-in one
 * under a new token; wrong codes count towards the address's lock, and too many end the step.
 */
export async function completeSignInWithCode(db: Database, policy: SessionPolicy, request: CodeStepRequest, now = new Date()) {
  const { session } = request;
  if (!session || session.stage !== 'code-required') throw new HttpError(401, SIGN_IN_AGAIN_MESSAGE);
  const { admin } = session;
  const audit = actingAs(request.origin, memberActor(admin));
  const trustedDevice = await isTrustedBrowser(db, admin.id, request.deviceToken);
  // Both counts are taken before the code is checked: the address's (shared with passwords) and
  // this sign-in's own, so codes sent at once cannot outrun either.
  await recordingLockout(db, audit, admin.id, () => claimAttempt(db, admin.email, { trustedDevice, now }));
  const attempt = await countCodeAttempt(db, session.tokenHash, LOGIN_RULES.maxCodeFailures);
  if (attempt === undefined) {
    await endSignInAfterTooManyCodes(db, session, request.origin);
    throw new HttpError(401, SIGN_IN_AGAIN_MESSAGE);
  }

  if (!(await useSecondFactor(db, admin.id, request.code, now))) {
    // A refused code changes nothing but the counts: its event is a statement of its own.
    await recordAuditEvent(db, audit, {
      action: 'admin.sign_in_failed',
      recordType: 'admin_user',
      recordId: admin.id,
      changes: factsOf({ step: 'code' }),
    });
    if (attempt >= LOGIN_RULES.maxCodeFailures) {
      await endSignInAfterTooManyCodes(db, session, request.origin);
      throw new HttpError(401, SIGN_IN_AGAIN_MESSAGE);
    }
    throw new HttpError(401, WRONG_CODE_MESSAGE);
  }

  const started = await startSession(db, policy, {
    adminId: admin.id,
    email: admin.email,
    stage: 'complete',
    replacedSessionHash: session.tokenHash,
    deviceToken: trustedDevice ? request.deviceToken : undefined,
    userAgent: request.userAgent,
    ipAddress: request.ipAddress,
    audit,
    now,
  });
  return { admin, ...started };
}

/**
 * Ends a sign-in whose code step had too many wrong codes. The system ends it, as it ends an idle
 * session; only the request that really deleted it records it (codes sent at once all land here).
 */
async function endSignInAfterTooManyCodes(db: Database, session: AuthenticatedSession, origin: AuditOrigin): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteSession(tx, session.tokenHash))) return;
    await recordAuditEvent(tx, actingAs(origin, SYSTEM_ACTOR), {
      action: 'admin.session_ended',
      recordType: 'admin_user',
      recordId: session.admin.id,
      changes: factsOf({ member: session.admin.email, reason: 'too many codes' }),
    });
  });
}

/**
 * Starts (or restarts) enrolment, after the admin's password: a new secret, kept aside until a
 * code proves the app holds it. Refused while two-factor sign-in is on: turning it off first
 * needs a code.
 *
 * The password is asked here even right after sign-in on a site that requires two-factor
 * (ADMIN_REQUIRE_MFA, a session at 'enrolment-required'): confirming enrolment turns that
 * password-only session into a full one, so without the password a cookie taken in those
 * minutes would be enough to enrol the thief's phone and open the dashboard. One rule for every
 * session, no time window to get wrong; it costs the admin typing the password once more, once.
 */
export async function startEnrolment(
  db: Database,
  admin: SignedInAdmin,
  password: string,
  issuer: string,
  audit: AuditContext,
  now = new Date(),
): Promise<TwoFactorEnrolment> {
  const state = await findTwoFactorState(db, admin.id);
  if (state?.totpSecret) throw conflict('Two-factor sign-in is already on. Turn it off first to enrol another app.');
  await confirmCurrentPassword(db, admin, password, audit, now);
  await forgetAttempts(db, admin.email);
  const secret = newTotpSecret();
  await savePendingSecret(db, admin.id, secret);
  const otpauthUri = authenticatorUri(secret, admin.email, issuer);
  const svg = await qrCodeSvg(otpauthUri, { size: 208 });
  return { secret, otpauthUri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Turns two-factor sign-in on once a code from the app is right, and ends the admin's other
 * sessions (signed in with the password alone); answers the recovery codes, once. The code is a
 * guess like any other: counted on the address before it is checked.
 */
export async function confirmEnrolment(
  db: Database,
  session: AuthenticatedSession,
  code: string,
  audit: AuditContext,
  now = new Date(),
): Promise<string[]> {
  const { admin } = session;
  const state = await findTwoFactorState(db, admin.id);
  if (state?.totpSecret) throw conflict('Two-factor sign-in is already on.');
  const pending = state?.totpPendingSecret;
  if (!pending) throw conflict('Start the set-up again: there is no authenticator waiting to be confirmed.');
  await recordingLockout(db, audit, admin.id, () => claimAttempt(db, admin.email, { trustedDevice: false, now }));
  const step = acceptedStep(pending, code, now);
  if (step === undefined) throw badRequest(WRONG_CODE_MESSAGE);
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    if (!(await enableTotp(tx, admin.id, pending, step, now))) throw conflict('The set-up was restarted elsewhere. Please start again.');
    await replaceRecoveryCodes(
      tx,
      admin.id,
      recoveryCodes.map((recoveryCode) => recoveryCodeHash(recoveryCode) ?? ''),
    );
    await deleteOtherSessionsOfAdmin(tx, admin.id, session.tokenHash);
    await forgetAttempts(tx, admin.email);
    await recordAuditEvent(tx, audit, {
      action: 'admin.two_factor_enabled',
      recordType: 'admin_user',
      recordId: admin.id,
      changes: TWO_FACTOR_TURNED_ON,
    });
  });
  return recoveryCodes;
}

/**
 * Turns two-factor sign-in off, with the password and a current code (or a recovery code), and
 * ends the admin's other sessions; not while the site requires it. One counted attempt covers
 * both: a wrong password (403) or a wrong code (400) stays counted.
 */
export async function disableTwoFactor(
  db: Database,
  policy: SessionPolicy,
  session: AuthenticatedSession,
  proof: TwoFactorDisable,
  audit: AuditContext,
  now = new Date(),
): Promise<void> {
  const { admin } = session;
  if (policy.requireMfa) throw conflict('Two-factor sign-in is required on this site and cannot be turned off.');
  const state = await findTwoFactorState(db, admin.id);
  if (!state?.totpSecret) throw conflict('Two-factor sign-in is not on.');
  // The password first: a wrong one must not use up a code.
  await confirmCurrentPassword(db, admin, proof.password, audit, now);
  if (!(await useSecondFactor(db, admin.id, proof.code, now))) throw badRequest(WRONG_CODE_MESSAGE);
  await db.transaction(async (tx) => {
    await disableTotp(tx, admin.id);
    await deleteOtherSessionsOfAdmin(tx, admin.id, session.tokenHash);
    await forgetAttempts(tx, admin.email);
    await recordAuditEvent(tx, audit, {
      action: 'admin.two_factor_disabled',
      recordType: 'admin_user',
      recordId: admin.id,
      changes: { twoFactorEnabled: { before: true, after: false } },
    });
  });
}

/**
 * Checks and uses up a second factor: a code from the app (each 30-second code once) or an
 * unused recovery code. False when it is neither.
 */
async function useSecondFactor(db: Database, adminId: number, code: string, now: Date): Promise<boolean> {
  const state = await findTwoFactorState(db, adminId);
  if (!state?.totpSecret) return false;
  const step = acceptedStep(state.totpSecret, code, now);
  if (step !== undefined) return claimTotpStep(db, adminId, step);
  const hash = recoveryCodeHash(code);
  return hash !== undefined && useRecoveryCode(db, adminId, hash);
}
