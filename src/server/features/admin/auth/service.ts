// Admin sign-in and sessions. A session is a database row holding the SHA-256 of a random
// 256-bit token that only the browser's cookie has; it ends after an idle period, at an absolute
// lifetime, or at logout. Failed sign-ins are limited per e-mail address (see login rules below).
import { INVALID_LOGIN_MESSAGE, type AdminLogin } from '../../../../shared/admin-auth.js';
import type { Database } from '../../../db/client.js';
import { HttpError } from '../../../errors.js';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './passwords.js';
import {
  clearLoginFailures,
  deleteEndedSessions,
  deleteSession,
  deleteUnusedTrustedDevices,
  findAdminByEmail,
  findLoginFailures,
  findSession,
  insertSession,
  isTrustedDevice,
  recordLoginFailure,
  saveTrustedDevice,
  touchSession,
  updateAdminPassword,
  type SessionWithAdmin,
} from './repository.js';
import { hashToken, isWellFormedToken, newToken } from './tokens.js';

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

// Five wrong passwords within 15 minutes lock the address for 15 minutes, whoever tries. The
// admin's own browsers (those they signed in from before) are let through a lock, so an attacker
// can slow guessing to a crawl but cannot keep the real admin out.
export const LOGIN_RULES = {
  maxFailures: 5,
  windowMinutes: 15,
  lockMinutes: 15,
  /** A browser not used to sign in for this long is no longer trusted. */
  trustedDeviceDays: 90,
} as const;

// Writing last-seen on every request would make every page view a database write.
const TOUCH_INTERVAL_MS = 60_000;

const minutes = (count: number) => count * 60_000;

export type SignedInAdmin = SessionWithAdmin['admin'];

export interface SignInRequest extends AdminLogin {
  deviceToken: string | undefined;
  previousSessionToken: string | undefined;
  userAgent: string | undefined;
  ipAddress: string;
}

export interface SignInResult {
  admin: SignedInAdmin;
  sessionToken: string;
  deviceToken: string;
}

export class TooManyLoginAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`);
  }
}

export async function signIn(db: Database, policy: SessionPolicy, request: SignInRequest, now = new Date()): Promise<SignInResult> {
  const email = request.email.toLowerCase();
  const admin = await findAdminByEmail(db, email);
  const device = isWellFormedToken(request.deviceToken) ? hashToken(request.deviceToken) : undefined;
  const trustedDevice = admin && device ? await isTrustedDevice(db, device, admin.id) : false;

  const failures = await findLoginFailures(db, email);
  if (!trustedDevice && failures?.lockedUntil && failures.lockedUntil > now) {
    throw new TooManyLoginAttempts((failures.lockedUntil.getTime() - now.getTime()) / 1000);
  }

  const passwordMatches = admin ? await verifyPassword(admin.passwordHash, request.password) : await verifyAgainstDecoy(request.password);
  if (!admin || !passwordMatches) {
    await recordLoginFailure(db, email, {
      now,
      windowStartedAfter: new Date(now.getTime() - minutes(LOGIN_RULES.windowMinutes)),
      maxFailures: LOGIN_RULES.maxFailures,
      lockUntil: new Date(now.getTime() + minutes(LOGIN_RULES.lockMinutes)),
    });
    throw new HttpError(401, INVALID_LOGIN_MESSAGE);
  }

  if (needsRehash(admin.passwordHash)) await updateAdminPassword(db, admin.id, await hashPassword(request.password));

  // A new token at every sign-in: a session cookie planted before sign-in never becomes valid.
  const sessionToken = newToken();
  const deviceToken = trustedDevice && request.deviceToken ? request.deviceToken : newToken();
  await db.transaction(async (tx) => {
    if (isWellFormedToken(request.previousSessionToken)) await deleteSession(tx, hashToken(request.previousSessionToken));
    await insertSession(tx, {
      tokenHash: hashToken(sessionToken),
      adminUserId: admin.id,
      expiresAt: new Date(now.getTime() + policy.maxHours * 3_600_000),
      userAgent: request.userAgent?.slice(0, 300) ?? null,
      ipAddress: request.ipAddress,
    });
    await saveTrustedDevice(tx, hashToken(deviceToken), admin.id, now);
    await clearLoginFailures(tx, email);
  });
  await housekeeping(db, policy, now);
  return { admin: { id: admin.id, email: admin.email, username: admin.username, role: admin.role }, sessionToken, deviceToken };
}

/** The admin a session token belongs to, or undefined when it is unknown, idle too long or too old. */
export async function authenticate(db: Database, policy: SessionPolicy, token: string | undefined, now = new Date()): Promise<SignedInAdmin | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const tokenHash = hashToken(token);
  const session = await findSession(db, tokenHash);
  if (!session) return undefined;
  const idleSince = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt <= now || idleSince > minutes(policy.idleMinutes)) {
    await deleteSession(db, tokenHash);
    return undefined;
  }
  if (idleSince > TOUCH_INTERVAL_MS) await touchSession(db, tokenHash, now);
  return session.admin;
}

export async function signOut(db: Database, token: string | undefined): Promise<void> {
  if (isWellFormedToken(token)) await deleteSession(db, hashToken(token));
}

// Sign-ins are rare: clearing what has expired then costs nothing noticeable and needs no timer.
async function housekeeping(db: Database, policy: SessionPolicy, now: Date): Promise<void> {
  await deleteEndedSessions(db, now, new Date(now.getTime() - minutes(policy.idleMinutes)));
  await deleteUnusedTrustedDevices(db, new Date(now.getTime() - LOGIN_RULES.trustedDeviceDays * 86_400_000));
}
