// Signing a driver out from their phone: this phone's session ends on the server, audited.
import type { Database } from '../../db/client.js';
import { actingAs, type AuditOrigin } from '../../platform/audit/audit-context.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { driverActor } from './driver-actor.js';
import { deleteDriverSession } from './session-repository.js';
import type { SignedInDriver } from './sessions.js';

export async function signOutDriver(db: Database, driver: SignedInDriver, origin: AuditOrigin): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteDriverSession(tx, driver.tokenHash);
    await recordAuditEvent(tx, actingAs(origin, driverActor(driver.driverProfileId)), {
      action: 'driver.signed_out',
      recordType: 'driver_profile',
      recordId: driver.driverProfileId,
    });
  });
}
