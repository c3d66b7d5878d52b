// GET /api/admin/analytics for the tab's filters, and the Export Data address for the same ones.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsReport, AnalyticsRange } from '@shared/analytics/analytics-report';
import { adminExportUrl, adminGet } from '@/lib/admin/admin-fetch';
import { analyticsKeys } from './query-keys';

export interface AnalyticsFilters {
  range: AnalyticsRange;
  from?: string | undefined;
  to?: string | undefined;
  serviceType?: string | undefined;
  status?: string | undefined;
}

export function analyticsSearchParams(filters: AnalyticsFilters): string {
  const params = new URLSearchParams({ range: filters.range });
  if (filters.range === 'custom' && filters.from && filters.to) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  if (filters.serviceType) params.set('serviceType', filters.serviceType);
  if (filters.status) params.set('status', filters.status);
  return params.toString();
}

/** A custom range asks nothing until both of its days are picked. */
export function isComplete(filters: AnalyticsFilters): boolean {
  return filters.range !== 'custom' || Boolean(filters.from && filters.to);
}

export function useAnalyticsReport(filters: AnalyticsFilters) {
  const query = analyticsSearchParams(filters);
  return useQuery({
    queryKey: analyticsKeys.report(query),
    queryFn: () => adminGet<AnalyticsReport>(`/api/admin/analytics?${query}`),
    enabled: isComplete(filters),
    placeholderData: keepPreviousData,
  });
}

export function analyticsExportUrl(filters: AnalyticsFilters): string {
  return adminExportUrl('/api/admin/analytics/export', analyticsSearchParams(filters));
}
