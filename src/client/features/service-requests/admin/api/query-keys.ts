// The admin's service-request queries, all under the key that payment changes refresh too.
import type { AdminListQuery } from '@shared/admin-lists';
import { SERVICE_REQUESTS_KEY } from '@/lib/admin/admin-query-keys';

export const serviceRequestKeys = {
  all: SERVICE_REQUESTS_KEY,
  page: (query: AdminListQuery) => [...SERVICE_REQUESTS_KEY, query] as const,
  detail: (id: number | undefined) => [...SERVICE_REQUESTS_KEY, 'detail', id] as const,
};
