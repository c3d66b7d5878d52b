// PLACEHOLDER (helper driver-account replaces this file): starting, checking and ending driver sessions.
import type { Executor } from '../../db/client.js';

/** A signed-in driver: an active driver profile. */
export interface SignedInDriver {
  driverProfileId: number;
  firstName: string;
  /** The profile's e-mail, normalised. */
  email: string;
  tokenHash: string;
  signedInAt: Date;
}

export async function authenticateDriver(
  _executor: Executor,
  _token: string | undefined,
  _now = new Date(),
): Promise<SignedInDriver | undefined> {
  return undefined;
}
