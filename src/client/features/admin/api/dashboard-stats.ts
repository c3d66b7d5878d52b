// GET /api/admin/dashboard-stats, polled every 30 s while the dashboard is open (spec section 7).
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_STATS_POLL_MS, type DashboardStats } from '@shared/admin/admin-dashboard';
import { adminGet } from '@/lib/admin/admin-fetch';
import { DASHBOARD_STATS_KEY } from '@/lib/admin/admin-query-keys';

export function useDashboardStats() {
  return useQuery({
    queryKey: DASHBOARD_STATS_KEY,
    queryFn: () => adminGet<DashboardStats>('/api/admin/dashboard-stats'),
    refetchInterval: DASHBOARD_STATS_POLL_MS,
  });
}
