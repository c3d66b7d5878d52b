// Assign (or re-assign) a load to a driver, and un-assign it. Each refreshes every board; a 409
// (someone else moved the load meanwhile) refreshes it too, so the screen shows what is possible now.
import type { AssignLoad, BoardLoad } from '@shared/dispatch/dispatch';
import { adminDelete, adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange } from '@/lib/admin/admin-queries';
import { DISPATCH_BOARD_KEY } from './query-keys';

const REFRESH = { refreshes: [DISPATCH_BOARD_KEY], refreshOnConflict: true };

const assignmentUrl = (serviceRequestId: number) => `/api/admin/dispatch/loads/${serviceRequestId}/assignment`;

export function useAssignLoad() {
  return useAdminChange(
    ({ serviceRequestId, assignment }: { serviceRequestId: number; assignment: AssignLoad }) =>
      adminSend<BoardLoad>('PUT', assignmentUrl(serviceRequestId), assignment),
    REFRESH,
  );
}

export function useUnassignLoad() {
  return useAdminChange((serviceRequestId: number) => adminDelete(assignmentUrl(serviceRequestId)), REFRESH);
}
