// Signing a driver out from their phone: this phone's session ends on the server, audited.
import type { Database } from '../../db/client.js';
import { actingAs, type AuditOrigin } from '../audit/audit-context.js';
import { driverActor } from '../audit/driver-actor.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { endSession } from '../sessions/session-kind.js';
import { DRIVER_SESSIONS, type SignedInDriver } from './driver-session.js';

export async function signOutDriver(db: Database, driver: SignedInDriver, origin: AuditOrigin): Promise<void> {
  await db.transaction(async (tx) => {
    await endSession(tx, DRIVER_SESSIONS, driver.tokenHash);
    await recordAuditEvent(tx, actingAs(origin, driverActor(driver.driverProfileId)), {
      action: 'driver.signed_out',
      recordType: 'driver_profile',
      recordId: driver.driverProfileId,
    });
  });
}
