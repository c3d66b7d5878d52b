// Two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes: enrolling,
// the code step of sign-in, and turning it off. The secret is shown once, at enrolment; after
// that no route ever returns it.
import QRCode from 'qrcode';
import { SIGN_IN_AGAIN_MESSAGE, WRONG_CODE_MESSAGE, type TwoFactorEnrolment } from '../../../../shared/admin-auth.js';
import type { Database } from '../../../db/client.js';
import { badRequest, conflict, HttpError } from '../../../errors.js';
import { recoveryCodeHash, newRecoveryCodes } from './recovery-codes.js';
import { countCodeFailure, deleteSession } from './repository.js';
import {
  countFailedSignIn,
  isTrustedBrowser,
  LOGIN_RULES,
  refuseWhileLocked,
  startSession,
  type AuthenticatedSession,
  type SessionPolicy,
  type SignedInAdmin,
} from './service.js';
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

export interface CodeStepRequest {
  session: AuthenticatedSession | undefined;
  code: string;
  deviceToken: string | undefined;
  userAgent: string | undefined;
  ipAddress: string;
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
  const trustedDevice = await isTrustedBrowser(db, admin.id, request.deviceToken);
  await refuseWhileLocked(db, admin.email, trustedDevice, now);

  if (!(await useSecondFactor(db, admin.id, request.code, now))) {
    await countFailedSignIn(db, admin.email, now);
    const failures = await countCodeFailure(db, session.tokenHash);
    if (failures >= LOGIN_RULES.maxCodeFailures) {
      await deleteSession(db, session.tokenHash);
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
    now,
  });
  return { admin, ...started };
}

/**
 * Starts (or restarts) enrolment: a new secret, kept aside until a code proves the app holds it.
 * Refused while two-factor sign-in is on: turning it off first needs a code.
 */
export async function startEnrolment(db: Database, admin: SignedInAdmin, issuer: string): Promise<TwoFactorEnrolment> {
  const state = await findTwoFactorState(db, admin.id);
  if (state?.totpSecret) throw conflict('Two-factor sign-in is already on. Turn it off first to enrol another app.');
  const secret = newTotpSecret();
  await savePendingSecret(db, admin.id, secret);
  const otpauthUri = authenticatorUri(secret, admin.email, issuer);
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Turns two-factor sign-in on once a code from the app is right; answers the recovery codes, once. */
export async function confirmEnrolment(db: Database, admin: SignedInAdmin, code: string, now = new Date()): Promise<string[]> {
  const state = await findTwoFactorState(db, admin.id);
  if (state?.totpSecret) throw conflict('Two-factor sign-in is already on.');
  const pending = state?.totpPendingSecret;
  if (!pending) throw conflict('Start the set-up again: there is no authenticator waiting to be confirmed.');
  const step = acceptedStep(pending, code, now);
  if (step === undefined) throw badRequest(WRONG_CODE_MESSAGE);
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    if (!(await enableTotp(tx, admin.id, pending, step, now))) throw conflict('The set-up was restarted elsewhere. Please start again.');
    await replaceRecoveryCodes(tx, admin.id, recoveryCodes.map((recoveryCode) => recoveryCodeHash(recoveryCode) ?? ''));
  });
  return recoveryCodes;
}

/** Turns two-factor sign-in off, with a current code; not while the site requires it. */
export async function disableTwoFactor(db: Database, policy: SessionPolicy, admin: SignedInAdmin, code: string, now = new Date()): Promise<void> {
  if (policy.requireMfa) throw conflict('Two-factor sign-in is required on this site and cannot be turned off.');
  const state = await findTwoFactorState(db, admin.id);
  if (!state?.totpSecret) throw conflict('Two-factor sign-in is not on.');
  if (!(await useSecondFactor(db, admin.id, code, now))) throw badRequest(WRONG_CODE_MESSAGE);
  await disableTotp(db, admin.id);
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
