// The Drivers list: hired drivers a page at a time, optionally only those expiring soon.
import type { AdminDriverProfilePage, ExpiryWindow } from '@shared/driver-applications/admin-driver-applications';
import { adminListSearchParams, type AdminListQuery } from '@shared/admin-lists';
import { useAdminListPage } from '@/lib/admin/admin-queries';
import { driverProfileKeys } from './query-keys';

export function useDriverProfilePage(query: AdminListQuery & { expiring: ExpiryWindow }) {
  const params = new URLSearchParams(adminListSearchParams(query));
  if (query.expiring !== 'all') params.set('expiring', query.expiring);
  return useAdminListPage<AdminDriverProfilePage>(driverProfileKeys.page(query), `/api/admin/driver-profiles?${params.toString()}`);
}
