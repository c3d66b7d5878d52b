// PATCH /api/admin/drivers/:id/status: make a hired driver active, inactive or terminated. A
// driver not active cannot be dispatched and is signed out of their phone (decision 043).
import type { DriverProfileStatus } from '@shared/driver-applications/driver-applications';
import { useAdminChange } from '@/lib/admin/admin-queries';
import { adminSendNoContent } from '@/lib/admin/admin-fetch';
import { driverProfileKeys } from './query-keys';

export interface DriverStatusChange {
  driverId: number;
  status: DriverProfileStatus;
}

// The answer's body is not read (the list is read again instead).
async function patchDriverStatus({ driverId, status }: DriverStatusChange): Promise<void> {
  await adminSendNoContent('PATCH', `/api/admin/drivers/${driverId}/status`, { status });
}

export function useChangeDriverStatus() {
  return useAdminChange(patchDriverStatus, { refreshes: [driverProfileKeys.all], refreshOnConflict: true });
}
