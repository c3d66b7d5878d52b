// The keys of the admin queries that more than one feature reads or refreshes. A change in one tab
// changes what others show (a confirmed payment changes a request's badge and the summary cards),
// and features may not import each other, so the keys they share live here. Every admin key
// starts with its API path: signing in or out drops every query under /api/admin/.
import type { Query } from '@tanstack/react-query';

export const ADMIN_SESSION_KEY = ['/api/admin/session'] as const;

export const DASHBOARD_STATS_KEY = ['/api/admin/dashboard-stats'] as const;

/** The service requests, each one whole, and each one's payments (refreshed by request and payment changes alike). */
export const SERVICE_REQUESTS_KEY = ['/api/admin/service-requests'] as const;

/** The hired drivers' list (refreshed by hiring, a status change, and a renewed license or medical card in a qualification file). */
export const DRIVER_PROFILES_KEY = ['/api/admin/driver-profiles'] as const;

/** Whatever an admin had loaded: not for the next one to see. */
export function isAdminQuery(query: Query): boolean {
  return String(query.queryKey[0]).startsWith('/api/admin/');
}
