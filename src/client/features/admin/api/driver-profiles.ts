// The Drivers list: hired drivers a page at a time, optionally only those expiring soon.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDriverProfilePage, ExpiryWindow } from '@shared/admin-driver-applications';
import { adminListSearchParams, type AdminListQuery } from '@shared/admin-lists';
import { adminGet } from './admin-fetch';

export const DRIVER_PROFILES_KEY = '/api/admin/driver-profiles';

export function useDriverProfilePage(query: AdminListQuery & { expiring: ExpiryWindow }) {
  const params = new URLSearchParams(adminListSearchParams(query));
  if (query.expiring !== 'all') params.set('expiring', query.expiring);
  return useQuery({
    queryKey: [DRIVER_PROFILES_KEY, query],
    queryFn: () => adminGet<AdminDriverProfilePage>(`${DRIVER_PROFILES_KEY}?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}
