// Ending everything that lets a driver's profile in, when the office makes the driver inactive or
// terminated (features/driver-applications/driver-status-service.ts). Its sessions end at their
// next tap anyway (platform/driver-sessions/driver-session.ts); this ends them now, and with them
// the sign-in mails not yet used.
import type { Executor } from '../../../../db/client.js';
import { deleteDriverSessionsOf } from '../../../../platform/driver-sessions/session-repository.js';
import { endLiveDriverSignInsOf } from './sign-in-repository.js';

/**
 * Ends a profile's sessions, and its sign-in mails not yet used (they are ended, not deleted, so
 * they still count against the address's hourly share). Called in the office's own transaction.
 * Resolves to how many sessions ended.
 */
export async function endDriverSessions(executor: Executor, driverProfileId: number, now = new Date()): Promise<number> {
  await endLiveDriverSignInsOf(executor, driverProfileId, now);
  return deleteDriverSessionsOf(executor, driverProfileId);
}
