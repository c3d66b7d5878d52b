// The dashboard's driver-application calls: the paged list, one application whole, and the two
// changes (status, hire). Each change refreshes the application, the lists and the cards.
import type {
  AdminDriverApplicationDetail,
  AdminDriverApplicationPage,
  AdminDriverApplicationSummary,
  ApplicationStatusUpdate,
  HireApplicant,
  HiredProfile,
} from '@shared/driver-applications/admin-driver-applications';
import { adminListSearchParams, type AdminListQuery } from '@shared/admin-lists';
import { adminExportUrl, adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange, useAdminListPage, useAdminRecord } from '@/lib/admin/admin-queries';
import { DASHBOARD_STATS_KEY } from '@/lib/admin/admin-query-keys';
import { driverApplicationKeys, driverProfileKeys } from './query-keys';

const LIST_URL = '/api/admin/driver-applications';

export function useDriverApplicationPage(query: AdminListQuery) {
  return useAdminListPage<AdminDriverApplicationPage>(driverApplicationKeys.page(query), `${LIST_URL}?${adminListSearchParams(query)}`);
}

export function useDriverApplicationDetail(id: number | undefined) {
  return useAdminRecord<AdminDriverApplicationDetail>(driverApplicationKeys.detail(id), `${LIST_URL}/${id}`, id !== undefined);
}

function useApplicationChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  return useAdminChange(send, { refreshes: [driverApplicationKeys.all, driverProfileKeys.all, DASHBOARD_STATS_KEY] });
}

export function useChangeApplicationStatus() {
  return useApplicationChange(({ id, ...update }: ApplicationStatusUpdate & { id: number }) =>
    adminSend<AdminDriverApplicationSummary>('PATCH', `${LIST_URL}/${id}/status`, update),
  );
}

export function useHireApplicant() {
  return useApplicationChange(({ id, ...hire }: HireApplicant & { id: number }) =>
    adminSend<HiredProfile>('POST', `${LIST_URL}/${id}/hire`, hire),
  );
}

export function driverApplicationExportUrl(query: Pick<AdminListQuery, 'search' | 'status'>): string {
  return adminExportUrl('/api/admin/export/driver-applications', adminListSearchParams(query));
}
