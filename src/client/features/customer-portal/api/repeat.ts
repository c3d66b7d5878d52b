// GET /api/account/requests/:ref/repeat: an earlier request's form values (never its photos, date
// or quote), read when the customer asks to request it again. A mutation, not a query: it runs
// on the click, and its answer is used once, to fill the new request's form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_API, type PortalRepeat } from '@shared/customer-portal/customer-portal';
import { portalGet } from './portal-fetch';

export function useRepeatValues(referenceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => portalGet<PortalRepeat>(queryClient, CUSTOMER_API.repeat(referenceId)),
  });
}
