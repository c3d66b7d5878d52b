// PayPal: create an order (the server decides the amount for invoices) and capture it once the
// customer approved it.
import type { PaypalCaptureResult } from '@shared/payments';
import { apiRequest } from '@/lib/api';

export interface PaypalOrderRequest {
  amount?: string;
  referenceId?: string;
  /** The customer chose to pay although a transfer they reported is still unconfirmed. */
  acknowledgeReportedTransfer?: boolean;
}

export async function createPaypalOrder(request: PaypalOrderRequest): Promise<string> {
  const response = await apiRequest('POST', '/paypal/order', { ...request, currency: 'USD', intent: 'CAPTURE' });
  return ((await response.json()) as { id: string }).id;
}

export async function capturePaypalOrder(orderId: string, referenceId: string | undefined): Promise<PaypalCaptureResult> {
  const response = await apiRequest('POST', `/paypal/order/${encodeURIComponent(orderId)}/capture`, referenceId ? { referenceId } : {});
  return (await response.json()) as PaypalCaptureResult;
}
