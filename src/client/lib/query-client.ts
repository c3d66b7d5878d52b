import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

// Spec section 9: no retries, no refetch on focus, no polling unless a query asks, data never
// stale, unused data kept 5 minutes; a query that opts into retries backs off from 1 s to 30 s.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
    },
    mutations: { retry: false },
  },
});
