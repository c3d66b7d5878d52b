// Driver sessions (driver_sessions): one row per signed-in phone, keyed by the SHA-256 of the
// cookie's random token. A session is read together with its profile, whose status decides on
// every request whether it still counts (issue 22: only an active driver is signed in). What every
// kind of session's rows share (last use, sign-out, the idle sweep): platform/sessions/session-repository.ts.
import { eq, sql } from 'drizzle-orm';
import type { DriverProfileStatus } from '../../../shared/driver-applications/driver-applications.js';
import type { Executor } from '../../db/client.js';
import { driverProfiles, driverSessions } from '../../db/schema.js';

export interface DriverSessionRow {
  driverProfileId: number;
  createdAt: Date;
  lastSeenAt: Date;
  firstName: string;
  /** Normalised (lower case). */
  email: string;
  status: DriverProfileStatus;
}

export async function insertDriverSession(
  executor: Executor,
  values: {
    tokenHash: string;
    driverProfileId: number;
    userAgent: string | null;
    ipAddress: string | null;
    createdAt: Date;
    lastSeenAt: Date;
  },
): Promise<void> {
  await executor.insert(driverSessions).values(values);
}

/** The session a token hash names, with what its profile says now. */
export async function findDriverSession(executor: Executor, tokenHash: string): Promise<DriverSessionRow | undefined> {
  const [row] = await executor
    .select({
      driverProfileId: driverSessions.driverProfileId,
      createdAt: driverSessions.createdAt,
      lastSeenAt: driverSessions.lastSeenAt,
      firstName: driverProfiles.firstName,
      // Normalised as sign-in matches it (lower(email)).
      email: sql<string>`lower(${driverProfiles.email})`,
      status: driverProfiles.status,
    })
    .from(driverSessions)
    .innerJoin(driverProfiles, eq(driverProfiles.id, driverSessions.driverProfileId))
    .where(eq(driverSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Ends every session of a profile. Resolves to how many ended. */
export async function deleteDriverSessionsOf(executor: Executor, driverProfileId: number): Promise<number> {
  const deleted = await executor
    .delete(driverSessions)
    .where(eq(driverSessions.driverProfileId, driverProfileId))
    .returning({ tokenHash: driverSessions.tokenHash });
  return deleted.length;
}
