// The office's rate confirmation calls (issue 39): a request's versions, the dialog's prefilled
// fields, making a version, and accepting or rejecting a broker's upload. Each change reads the
// list again (a 409, someone else's change meanwhile, too).
import type {
  MakeRateConfirmation,
  OfficeRateConfirmation,
  OfficeRateConfirmations,
  RateConfirmationPrefill,
} from '@shared/rate-confirmations/rate-confirmation-schemas';
import { adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange, useAdminRecord } from '@/lib/admin/admin-queries';

const listUrl = (requestId: number) => `/api/admin/service-requests/${requestId}/rate-confirmations`;

export const officeRateConfirmationsKey = (requestId: number) => [listUrl(requestId)] as const;

export function useOfficeRateConfirmations(requestId: number) {
  return useAdminRecord<OfficeRateConfirmations>(officeRateConfirmationsKey(requestId), listUrl(requestId));
}

export function useRateConfirmationPrefill(requestId: number) {
  return useAdminRecord<RateConfirmationPrefill>([`${listUrl(requestId)}/new`], `${listUrl(requestId)}/new`);
}

export function useMakeRateConfirmation(requestId: number) {
  return useAdminChange((body: MakeRateConfirmation) => adminSend<OfficeRateConfirmation>('POST', listUrl(requestId), body), {
    refreshes: [officeRateConfirmationsKey(requestId)],
    refreshOnConflict: true,
  });
}

export function useReviewUpload(requestId: number) {
  return useAdminChange(
    ({ id, decision, note }: { id: number; decision: 'accept' | 'reject'; note?: string }) =>
      adminSend<OfficeRateConfirmation>('POST', `/api/admin/rate-confirmations/${id}/${decision}`, note ? { note } : {}),
    { refreshes: [officeRateConfirmationsKey(requestId)], refreshOnConflict: true },
  );
}
