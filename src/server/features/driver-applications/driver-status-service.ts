// Changing a hired driver's status (issue 22). A driver who is no longer active is signed out of
// their phone at once and can no longer be assigned; a load they still hold stays with them, and
// the board shows it beside a driver who cannot carry it so operations re-assigns it. One
// transaction: the status, the sessions, the audit event and the board's version.
import type { DriverProfileStatus } from '../../../shared/driver-applications/driver-applications.js';
import { notFound } from '../../errors.js';
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { lockDriverStatus, setDriverStatus } from './driver-status-repository.js';
import type { DriverStatus } from './driver-status-schemas.js';
import { type DispatchDeps, bumpDispatchVersion } from '../dispatch/index.js';
import { endDriverSessions } from '../dispatch/index.js';

export const DRIVER_NOT_FOUND = 'There is no driver with that id.';

export async function changeDriverStatus(
  deps: Pick<DispatchDeps, 'db' | 'signal'>,
  id: number,
  status: DriverProfileStatus,
  context: MemberAuditContext,
  now = new Date(),
): Promise<DriverStatus> {
  const changed = await deps.db.transaction(async (tx) => {
    const driver = await lockDriverStatus(tx, id);
    if (!driver) throw notFound(DRIVER_NOT_FOUND);
    if (driver.status === status) return false;
    await setDriverStatus(tx, id, status, now);
    if (status !== 'active') await endDriverSessions(tx, id, now);
    await recordAuditEvent(tx, context, {
      action: 'driver_profile.status_changed',
      recordType: 'driver_profile',
      recordId: id,
      changes: { status: { before: driver.status, after: status } },
    });
    await bumpDispatchVersion(tx);
    return true;
  });
  if (changed) deps.signal.changed();
  return { id, status };
}
