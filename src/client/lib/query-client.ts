import { QueryClient, QueryClientProvider, type QueryClientConfig } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';

// Spec section 9: no retries, no refetch on focus, no polling unless a query asks, data never
// stale, unused data kept 5 minutes; a query that opts into retries backs off from 1 s to 30 s.
// There is no default queryFn: every query names its own call, in its feature's api/ folder.
//
// This module carries @tanstack/query-core, so only code that loads with a page or panel that
// calls the API imports it (through lazy-with-query-client.tsx): the home page does not.
const QUERY_DEFAULTS = {
  queries: {
    retry: false,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Infinity,
    gcTime: 5 * 60 * 1000,
  },
  mutations: { retry: false },
} satisfies QueryClientConfig['defaultOptions'];

/** A client with the site's defaults: the site's own below, and a fresh one per component test. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
}

/** The site's one client: every page and panel shares its cache, however many providers hand it out. */
export const queryClient = createQueryClient();

/** Hands the site's client to what it wraps (a page or panel loaded with lazyWithQueryClient). */
export function QueryClientScope({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: queryClient }, children);
}
