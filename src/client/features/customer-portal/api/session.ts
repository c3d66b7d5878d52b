// Who is signed in to the customer's page: GET /api/account/session (null when nobody is), and
// signing out, here or on every device.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CustomerSession } from '@shared/customer-portal/customer-account';
import { CUSTOMER_API } from '@shared/customer-portal/customer-portal';
import { apiRequest, getJsonOrNullWhenUnauthorized } from '@/lib/api';
import { CUSTOMER_SESSION_KEY, isPortalDataQuery } from './query-keys';

export function useCustomerSession() {
  return useQuery({
    queryKey: CUSTOMER_SESSION_KEY,
    queryFn: () => getJsonOrNullWhenUnauthorized<CustomerSession>(CUSTOMER_API.session),
  });
}

/** A new session, or none: whatever the tab had loaded for an earlier one is not shown again. */
export function replaceCustomerSession(queryClient: QueryClient, session: CustomerSession | null): void {
  queryClient.removeQueries({ predicate: isPortalDataQuery });
  queryClient.setQueryData(CUSTOMER_SESSION_KEY, session);
}

function useSignOutCall(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', url);
    },
    // A 401 means the session had already ended: signed out either way.
    onSuccess: () => replaceCustomerSession(queryClient, null),
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_SESSION_KEY });
    },
  });
}

/** Ends this browser's session. */
export function useSignOut() {
  return useSignOutCall(CUSTOMER_API.signOut);
}

/** Ends every session of this e-mail address (a lost phone, a shared computer). */
export function useSignOutEverywhere() {
  return useSignOutCall(CUSTOMER_API.signOutEverywhere);
}
