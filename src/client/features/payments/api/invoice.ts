// The invoice a payment link points at, and reporting a bank transfer, Zelle, wire or ACH
// payment of it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoicePaymentMethod } from '@shared/payments/payment-methods';
import type { InvoiceView, ManualPaymentResult } from '@shared/payments/payments';
import { getJson, postJson } from '@/lib/api';
import { paymentKeys } from './query-keys';

export function useInvoice(referenceId: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.invoice(referenceId ?? ''),
    queryFn: () => getJson<InvoiceView>(`/api/service-requests/${encodeURIComponent(referenceId ?? '')}`),
    enabled: Boolean(referenceId),
  });
}

/** Reads the invoice again: a payment or a conflict changed it. */
export function useRefreshInvoice(referenceId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: paymentKeys.invoice(referenceId) });
}

/** `amount`: the part of the balance sent; the whole balance when absent. */
export function useReportInvoicePayment(referenceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: { paymentMethod: InvoicePaymentMethod; amount?: string }) =>
      postJson<ManualPaymentResult>(`/api/service-requests/${encodeURIComponent(referenceId)}/pay`, report),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.invoice(referenceId) }),
  });
}
