// The dashboard's driver-application calls: the paged list, one application whole, and the two
// changes (status, hire). Each change refreshes the application, the lists and the cards.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDriverApplicationDetail,
  AdminDriverApplicationPage,
  AdminDriverApplicationSummary,
  ApplicationStatusUpdate,
  HireApplicant,
  HiredProfile,
} from '@shared/admin-driver-applications';
import { adminListSearchParams, type AdminListQuery } from '@shared/admin-lists';
import { adminGet, adminSend } from './admin-fetch';
import { DASHBOARD_STATS_KEY } from './dashboard-stats';
import { DRIVER_PROFILES_KEY } from './driver-profiles';

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

function useApplicationChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
        queryClient.invalidateQueries({ queryKey: [DRIVER_PROFILES_KEY] }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      ]);
    },
  });
}

export function useChangeApplicationStatus() {
  return useApplicationChange(({ id, ...update }: ApplicationStatusUpdate & { id: number }) =>
    adminSend<AdminDriverApplicationSummary>('PATCH', `${LIST_KEY}/${id}/status`, update),
  );
}

export function useHireApplicant() {
  return useApplicationChange(({ id, ...hire }: HireApplicant & { id: number }) => adminSend<HiredProfile>('POST', `${LIST_KEY}/${id}/hire`, hire));
}

export function driverApplicationExportUrl(query: Pick<AdminListQuery, 'search' | 'status'>): string {
  const params = adminListSearchParams(query);
  return `/api/admin/export/driver-applications${params ? `?${params}` : ''}`;
}
