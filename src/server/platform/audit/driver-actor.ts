// How the audit log names a driver acting from their phone: by their profile's id only. The label
// is what the log shows as "who"; a name or an e-mail there would copy personal data into a log
// kept for years, while the id leads to the profile for anyone allowed to read it.
import type { AuditActor } from './audit-context.js';

export function driverActor(driverProfileId: number): AuditActor {
  return { kind: 'driver', adminId: null, label: `driver ${driverProfileId}` };
}
