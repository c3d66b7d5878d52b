// The invoice a payment link points at, and reporting a bank transfer, Zelle, wire or ACH
// payment of it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoicePaymentMethod } from '@shared/payment-methods';
import type { InvoiceView, ManualPaymentResult } from '@shared/payments';
import { apiRequest } from '@/lib/api';

export function invoiceKey(referenceId: string) {
  return ['/api/service-requests', referenceId] as const;
}

export function useInvoice(referenceId: string | undefined) {
  return useQuery<InvoiceView>({ queryKey: invoiceKey(referenceId ?? ''), enabled: Boolean(referenceId) });
}

export function useReportInvoicePayment(referenceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paymentMethod: InvoicePaymentMethod) => {
      const response = await apiRequest('POST', `/api/service-requests/${encodeURIComponent(referenceId)}/pay`, { paymentMethod });
      return (await response.json()) as ManualPaymentResult;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKey(referenceId) }),
  });
}
