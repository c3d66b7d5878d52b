// The admin's driver-application and driver-profile queries (hiring changes both).
import type { ExpiryWindow } from '@shared/driver-applications/admin-driver-applications';
import type { AdminListQuery } from '@shared/admin-lists';
import { DRIVER_PROFILES_KEY } from '@/lib/admin/admin-query-keys';

const APPLICATIONS_KEY = ['/api/admin/driver-applications'] as const;
const PROFILES_KEY = DRIVER_PROFILES_KEY;

export const driverApplicationKeys = {
  all: APPLICATIONS_KEY,
  page: (query: AdminListQuery) => [...APPLICATIONS_KEY, query] as const,
  detail: (id: number | undefined) => [...APPLICATIONS_KEY, 'detail', id] as const,
};

export const driverProfileKeys = {
  all: PROFILES_KEY,
  page: (query: AdminListQuery & { expiring: ExpiryWindow }) => [...PROFILES_KEY, query] as const,
};
