// Starting, checking and ending driver sessions. A session counts only while its phone has been
// used within DRIVER_SESSION_IDLE_DAYS and its profile is active: both are checked on every
// request, so a driver the office makes inactive is signed out at their next tap, even if the
// office's own clean-up (endDriverSessions) has not run.
import { DRIVER_SESSION_IDLE_DAYS } from '../../../shared/dispatch.js';
import type { Executor } from '../../db/client.js';
import { hashToken, isWellFormedToken, newToken } from '../../platform/security/tokens.js';
import {
  deleteDriverSession,
  deleteDriverSessionsOf,
  findDriverSession,
  insertDriverSession,
  touchDriverSession,
} from './session-repository.js';
import { endLiveDriverSignInsOf } from './sign-in-repository.js';

/** A signed-in driver: an active driver profile. */
export interface SignedInDriver {
  driverProfileId: number;
  firstName: string;
  /** The profile's e-mail, normalised. */
  email: string;
  tokenHash: string;
  signedInAt: Date;
}

const IDLE_MS = DRIVER_SESSION_IDLE_DAYS * 86_400_000;
// last_seen_at is written at most this often, so reading a page is not a write each time.
const TOUCH_INTERVAL_MS = 60_000;

/** Starts a session for a profile at `now`; resolves to the cookie's token. */
export async function startDriverSession(
  executor: Executor,
  driverProfileId: number,
  client: { userAgent: string | null; ipAddress: string | null },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await insertDriverSession(executor, { tokenHash: hashToken(token), driverProfileId, ...client, createdAt: now, lastSeenAt: now });
  return token;
}

/** When sessions idle since before `now` count as ended (the sweep's cutoff). */
export function driverIdleCutoff(now: Date): Date {
  return new Date(now.getTime() - IDLE_MS);
}

/**
 * The session a cookie's token names, or undefined: unknown, malformed, idle too long, or its
 * profile no longer active. An idle session, or one of a profile no longer active, is removed
 * (a driver made active again signs in anew).
 */
export async function authenticateDriver(
  executor: Executor,
  token: string | undefined,
  now = new Date(),
): Promise<SignedInDriver | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const tokenHash = hashToken(token);
  const session = await findDriverSession(executor, tokenHash);
  if (!session) return undefined;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (idleFor > IDLE_MS || session.status !== 'active') {
    await deleteDriverSession(executor, tokenHash);
    return undefined;
  }
  if (idleFor > TOUCH_INTERVAL_MS) await touchDriverSession(executor, tokenHash, now);
  return {
    driverProfileId: session.driverProfileId,
    firstName: session.firstName,
    email: session.email,
    tokenHash,
    signedInAt: session.createdAt,
  };
}

/**
 * Ends everything that lets a profile in: its sessions, and its sign-in mails not yet used (they
 * are ended, not deleted, so they still count against the address's hourly share). The office
 * calls this, in its own transaction, when it makes a driver inactive or terminated. Resolves to
 * how many sessions ended.
 */
export async function endDriverSessions(executor: Executor, driverProfileId: number, now = new Date()): Promise<number> {
  await endLiveDriverSignInsOf(executor, driverProfileId, now);
  return deleteDriverSessionsOf(executor, driverProfileId);
}
