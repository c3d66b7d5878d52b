// The office's text-message calls on a request (issue 40): its subscriptions and every text kept
// (area 'texts'), and recording a subscriber's consent given by phone or stopping their texts
// (area 'text-updates'). Each change reads the section again (a 409 too: texts turned off meanwhile).
import type { Locale } from '@shared/i18n';
import { officeTextsPath, type TextSubscriber, type TextSubscriptionInput, type TextsOfRequest } from '@shared/text-messages/text-messages';
import { adminDelete, adminSendNoContent } from '@/lib/admin/admin-fetch';
import { useAdminChange, useAdminRecord } from '@/lib/admin/admin-queries';

export const officeTextsKey = (requestId: number) => [officeTextsPath(requestId)] as const;

export function useOfficeTexts(requestId: number) {
  return useAdminRecord<TextsOfRequest>(officeTextsKey(requestId), officeTextsPath(requestId));
}

/**
 * The office's PUT names the texts' language: the back office is English, so the page's language
 * (the server's default) would write every subscriber recorded by phone in English.
 */
export type OfficeTextSubscriptionInput = TextSubscriptionInput & { language: Locale };

export function useSaveOfficeText(requestId: number) {
  return useAdminChange(
    ({ subscriber, input }: { subscriber: TextSubscriber; input: OfficeTextSubscriptionInput }) =>
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
