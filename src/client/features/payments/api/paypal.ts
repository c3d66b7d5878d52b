// PayPal: create an order (the server decides the amount for invoices) and capture it once the
// customer approved it.
import { useMutation } from '@tanstack/react-query';
import type { PaypalCaptureResult } from '@shared/payments/payments';
import { postJson } from '@/lib/api';

export interface PaypalOrderRequest {
  amount?: string;
  referenceId?: string;
  /** The customer chose to pay although a transfer they reported is still unconfirmed. */
  acknowledgeReportedTransfer?: boolean;
}

async function createPaypalOrder(request: PaypalOrderRequest): Promise<string> {
  const order = await postJson<{ id: string }>('/paypal/order', { ...request, currency: 'USD', intent: 'CAPTURE' });
  return order.id;
}

interface Capture {
  orderId: string;
  /** The invoice the order pays, when it pays one. */
  referenceId: string | undefined;
}

function capturePaypalOrder({ orderId, referenceId }: Capture): Promise<PaypalCaptureResult> {
  return postJson<PaypalCaptureResult>(`/paypal/order/${encodeURIComponent(orderId)}/capture`, referenceId ? { referenceId } : {});
}

/** Creates the order PayPal's buttons show; answers its id. */
export function useCreatePaypalOrder() {
  return useMutation({ mutationFn: createPaypalOrder });
}

/** Takes the money of an order the customer approved. */
export function useCapturePaypalOrder() {
  return useMutation({ mutationFn: capturePaypalOrder });
}
