// A free-form Zelle, wire or direct deposit payment the customer says they sent.
import { useMutation } from '@tanstack/react-query';
import type { FreeFormReport, ManualPaymentResult } from '@shared/payments';
import { apiRequest } from '@/lib/api';

export function useReportPayment() {
  return useMutation({
    mutationFn: async (report: FreeFormReport) => {
      const response = await apiRequest('POST', '/api/payments/report', report);
      return (await response.json()) as ManualPaymentResult;
    },
  });
}
