// The signed-in member's session, GET /api/admin/session (null when signed out): the one query
// every reader of it shares (the back office's frame, the role checks, the Team area), so the
// cache holds one entry and any of them can load it.
import { queryOptions } from '@tanstack/react-query';
import type { AdminSession } from '@shared/admin/admin-auth';
import { getJsonOrNullWhenUnauthorized } from '@/lib/api';
import { ADMIN_SESSION_KEY } from './admin-query-keys';

export const adminSessionQuery = queryOptions({
  queryKey: ADMIN_SESSION_KEY,
  queryFn: () => getJsonOrNullWhenUnauthorized<AdminSession>('/api/admin/session'),
});
