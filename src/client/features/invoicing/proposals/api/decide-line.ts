// Approving or waiving a proposed line of a request's draft invoice. The caller refreshes the
// invoice it shows (onChanged): the editor owns that query.
import type { InvoiceLine } from '@shared/invoicing/invoice-line-schemas';
import { useMutation } from '@tanstack/react-query';
import { adminSend } from '@/lib/admin/admin-fetch';

const lineUrl = (requestId: number, lineId: number, decision: 'approve' | 'waive') =>
  `/api/admin/service-requests/${requestId}/invoice/lines/${lineId}/${decision}`;

export function useApproveLine(requestId: number) {
  return useMutation({ mutationFn: (lineId: number) => adminSend<InvoiceLine>('POST', lineUrl(requestId, lineId, 'approve'), {}) });
}

export function useWaiveLine(requestId: number) {
  return useMutation({
    mutationFn: ({ lineId, reason }: { lineId: number; reason: string }) =>
      adminSend<InvoiceLine>('POST', lineUrl(requestId, lineId, 'waive'), { reason }),
  });
}
