// The portal's query keys. Every one starts with its API path under /api/account/, so signing in
// or out can drop everything an earlier customer had loaded in this tab (another person may sign
// in next on a shared computer).
import type { Query } from '@tanstack/react-query';
import { CUSTOMER_API, type PortalRequestListQuery } from '@shared/customer-portal/customer-portal';

export const CUSTOMER_SESSION_KEY = [CUSTOMER_API.session] as const;

export const CUSTOMER_PREFERENCES_KEY = [CUSTOMER_API.preferences] as const;

/** All pages of the request list, for refreshing them together. */
export const PORTAL_REQUESTS_KEY = [CUSTOMER_API.requests] as const;

export function portalRequestsPageKey(query: PortalRequestListQuery) {
  return [...PORTAL_REQUESTS_KEY, query] as const;
}

/** What a signed-in customer had loaded, except who is signed in. */
export function isPortalDataQuery(query: Query): boolean {
  const path = String(query.queryKey[0]);
  return path.startsWith('/api/account/') && path !== CUSTOMER_API.session;
}
