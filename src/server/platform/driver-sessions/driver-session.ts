// A driver's session (platform/sessions/session-kind.ts). It counts only while its phone has been
// used within DRIVER_SESSION_IDLE_DAYS and its profile is active: both are checked on every
// request, so a driver the office makes inactive is signed out at their next tap, even if the
// office's own clean-up (features/dispatch/driver/account/access-service.ts) has not run.
import { DRIVER_SESSION_IDLE_DAYS } from '../../../shared/dispatch/dispatch.js';
import type { Executor } from '../../db/client.js';
import { driverSessions } from '../../db/schema.js';
import { authenticateSession, type SessionKind } from '../sessions/session-kind.js';
import { findDriverSession, insertDriverSession, type DriverSessionRow } from './session-repository.js';

/** A signed-in driver: an active driver profile. */
export interface SignedInDriver {
  driverProfileId: number;
  firstName: string;
  /** The profile's e-mail, normalised. */
  email: string;
  tokenHash: string;
  signedInAt: Date;
}

/** Driver sessions: started for a profile, counting while they are used and the profile is active. */
export const DRIVER_SESSIONS: SessionKind<number, DriverSessionRow, SignedInDriver> = {
  table: driverSessions,
  idleMs: DRIVER_SESSION_IDLE_DAYS * 86_400_000,
  insert: (executor, { owner, ...session }) => insertDriverSession(executor, { ...session, driverProfileId: owner }),
  find: findDriverSession,
  // A driver made active again signs in anew: the session ended with the profile.
  stillCounts: (row) => row.status === 'active',
  signedIn: (row, tokenHash) => ({
    driverProfileId: row.driverProfileId,
    firstName: row.firstName,
    email: row.email,
    tokenHash,
    signedInAt: row.createdAt,
  }),
};

/**
 * The session a cookie's token names, or undefined: unknown, malformed, idle too long, or its
 * profile no longer active. An idle session, or one of a profile no longer active, is removed.
 */
export async function authenticateDriver(
  executor: Executor,
  token: string | undefined,
  now = new Date(),
): Promise<SignedInDriver | undefined> {
  return authenticateSession(executor, DRIVER_SESSIONS, token, now);
}
