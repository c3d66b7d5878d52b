// The customer's contact preferences: which status changes they are e-mailed about.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_API, type CustomerPreferences } from '@shared/customer-portal/customer-portal';
import { portalGet, portalSend } from './portal-fetch';
import { CUSTOMER_PREFERENCES_KEY } from './query-keys';

export function usePreferences() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: CUSTOMER_PREFERENCES_KEY,
    queryFn: () => portalGet<CustomerPreferences>(queryClient, CUSTOMER_API.preferences),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: CustomerPreferences) =>
      portalSend<CustomerPreferences>(queryClient, 'PUT', CUSTOMER_API.preferences, preferences),
    onSuccess: (saved) => queryClient.setQueryData(CUSTOMER_PREFERENCES_KEY, saved),
  });
}
