// A free-form Zelle, wire or direct deposit payment the customer says they sent.
import { useMutation } from '@tanstack/react-query';
import type { FreeFormReport, ManualPaymentResult } from '@shared/payments/payments';
import { postJson } from '@/lib/api';

export function useReportPayment() {
  return useMutation({
    mutationFn: (report: FreeFormReport) => postJson<ManualPaymentResult>('/api/payments/report', report),
  });
}
