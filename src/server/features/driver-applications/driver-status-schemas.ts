// The shapes of PATCH /api/admin/drivers/:id/status (issue 22). They belong in
// src/shared/driver-applications/admin-driver-applications.ts beside the other Drivers shapes; kept here until the
// lead moves them, so the client can import them from there.
import { z } from 'zod';
import { DRIVER_PROFILE_STATUSES } from '../../../shared/driver-applications/driver-applications.js';

export const driverStatusUpdateSchema = z.object({
  status: z.enum(DRIVER_PROFILE_STATUSES, { error: 'Choose active, inactive or terminated' }),
});

export const driverStatusSchema = z.object({
  id: z.number().int(),
  status: z.enum(DRIVER_PROFILE_STATUSES),
});
export type DriverStatus = z.infer<typeof driverStatusSchema>;
