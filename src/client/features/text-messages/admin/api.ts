// The office's text-message calls on a request (issue 40): its subscriptions and every text kept
// (area 'texts'), and recording a subscriber's consent given by phone or stopping their texts
// (area 'text-updates'). Each change reads the section again (a 409 too: texts turned off meanwhile).
import { officeTextsPath, type TextSubscriber, type TextSubscriptionInput, type TextsOfRequest } from '@shared/text-messages/text-messages';
import { adminDelete, adminSendNoContent } from '@/lib/admin/admin-fetch';
import { useAdminChange, useAdminRecord } from '@/lib/admin/admin-queries';

export const officeTextsKey = (requestId: number) => [officeTextsPath(requestId)] as const;

export function useOfficeTexts(requestId: number) {
  return useAdminRecord<TextsOfRequest>(officeTextsKey(requestId), officeTextsPath(requestId));
}

export function useSaveOfficeText(requestId: number) {
  return useAdminChange(
    ({ subscriber, input }: { subscriber: TextSubscriber; input: TextSubscriptionInput }) =>
      adminSendNoContent('PUT', `${officeTextsPath(requestId)}/${subscriber}`, input),
    { refreshes: [officeTextsKey(requestId)], refreshOnConflict: true },
  );
}

export function useStopOfficeText(requestId: number) {
  return useAdminChange((subscriber: TextSubscriber) => adminDelete(`${officeTextsPath(requestId)}/${subscriber}`), {
    refreshes: [officeTextsKey(requestId)],
    refreshOnConflict: true,
  });
}
