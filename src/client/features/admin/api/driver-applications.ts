// The dashboard's driver-application calls: the paged list and one application whole.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDriverApplicationDetail, AdminDriverApplicationPage } from '@shared/admin-driver-applications';
import { adminListSearchParams, type AdminListQuery } from '@shared/admin-lists';
import { adminGet } from './admin-fetch';

const LIST_KEY = '/api/admin/driver-applications';

export function useDriverApplicationPage(query: AdminListQuery) {
  return useQuery({
    queryKey: [LIST_KEY, query],
    queryFn: () => adminGet<AdminDriverApplicationPage>(`${LIST_KEY}?${adminListSearchParams(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useDriverApplicationDetail(id: number | undefined) {
  return useQuery({
    queryKey: [LIST_KEY, 'detail', id],
    queryFn: () => adminGet<AdminDriverApplicationDetail>(`${LIST_KEY}/${id}`),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

export function driverApplicationExportUrl(query: Pick<AdminListQuery, 'search' | 'status'>): string {
  const params = adminListSearchParams(query);
  return `/api/admin/export/driver-applications${params ? `?${params}` : ''}`;
}
