// The customer's text-message calls on their request's page (issue 40): who gets texts and at which
// moments, setting one subscriber (PUT) and stopping them (DELETE). The key starts with its
// /api/account/ path, so signing out drops it; each change reads the subscriptions again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerTextsPath,
  type TextSubscriber,
  type TextSubscriptionInput,
  type TextsOfRequest,
} from '@shared/text-messages/text-messages';
import { apiRequest, getJson } from '@/lib/api';

export function customerTextsKey(referenceId: string) {
  return [customerTextsPath(referenceId)] as const;
}

export function useCustomerTexts(referenceId: string) {
  return useQuery({ queryKey: customerTextsKey(referenceId), queryFn: () => getJson<TextsOfRequest>(customerTextsPath(referenceId)) });
}

const subscriberUrl = (referenceId: string, subscriber: TextSubscriber) => `${customerTextsPath(referenceId)}/${subscriber}`;

export function useSaveCustomerText(referenceId: string, subscriber: TextSubscriber) {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer is read again with the list: the page shows what the server kept, not what it sent.
    mutationFn: async (input: TextSubscriptionInput) => {
      await apiRequest('PUT', subscriberUrl(referenceId, subscriber), input);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerTextsKey(referenceId) }),
  });
}

export function useStopCustomerText(referenceId: string, subscriber: TextSubscriber) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', subscriberUrl(referenceId, subscriber));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerTextsKey(referenceId) }),
  });
}
