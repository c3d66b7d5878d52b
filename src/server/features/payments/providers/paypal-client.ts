// PayPal's REST API (Orders v2, Payments v2) over fetch: OAuth client credentials, create an
// order with capture intent, capture it, refund a capture, and a client token for the browser
// SDK. No PayPal server SDK is needed for five calls; the base URL is PayPal's sandbox or live
// host (a local server in tests).
import type { RefundStatus } from '../../../../shared/payments/payment-methods.js';
import { amountToCents, centsToAmount } from '../../../../shared/money-format.js';
import type { ProviderRefund } from './refunds.js';
import type { WalletCapture, WalletOrderInput, WalletProvider } from './wallet-provider.js';

export const PAYPAL_HOSTS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

export interface PaypalConnection {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`PayPal answered ${status}`);
    this.name = 'PaypalApiError';
  }
}

interface PaypalOrderResponse {
  id: string;
  status: string;
  payer?: { email_address?: string };
  purchase_units?: {
    custom_id?: string;
    payments?: { captures?: { id: string; status: string; amount?: { value: string; currency_code: string }; custom_id?: string }[] };
  }[];
}

interface PaypalRefundResponse {
  id: string;
  status: string;
  status_details?: { reason?: string };
  amount?: { value: string; currency_code: string };
}

/** PayPal's note_to_payer limit. */
const NOTE_MAX_LENGTH = 255;

export function paypalProvider(connection: PaypalConnection): WalletProvider {
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const response = await fetch(`${connection.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${connection.clientId}:${connection.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new PaypalApiError(response.status, await response.text());
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<T> {
    const response = await fetch(`${connection.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        // PayPal's idempotency key: a retried create, capture or refund is answered, not repeated.
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new PaypalApiError(response.status, text);
    return (text ? JSON.parse(text) : {}) as T;
  }

  return {
    provider: 'paypal',

    clientToken: sharedClientToken(async () => {
      const body = await call<{ client_token: string; expires_in?: number }>('POST', '/v1/identity/generate-token', {});
      return { value: body.client_token, lifetimeMs: (body.expires_in ?? 3600) * 1000 };
    }),

    async createOrder(input) {
      const order = await call<PaypalOrderResponse>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              custom_id: input.ledgerId,
              invoice_id: `${input.reference}-${input.ledgerId.slice(0, 8)}`,
              description: input.description.slice(0, 127),
              ...amountAndItemsOf(input),
            },
          ],
        },
        `order-${input.ledgerId}`,
      );
      return { id: order.id };
    },

    async captureOrder(orderId) {
      const order = await call<PaypalOrderResponse>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        `capture-${orderId}`,
      );
      return captureOf(order);
    },

    async refundCapture({ captureId, amountCents, refundId, note }) {
      const refund = await call<PaypalRefundResponse>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: { value: centsToAmount(amountCents), currency_code: 'USD' }, note_to_payer: note.slice(0, NOTE_MAX_LENGTH) },
        // A retried refund is answered with the first one, not made twice.
        `refund-${refundId}`,
      );
      return providerRefundOfPaypal(refund, { amountCents, refundId });
    },
  };
}

/**
 * The order's amount and, for an invoice with lines, its items: each line one item of quantity
 * "1" (PayPal's quantity is a whole number), and the breakdown's item_total, which PayPal checks
 * against the items (ITEM_TOTAL_MISMATCH) and the amount against it (AMOUNT_MISMATCH).
 */
function amountAndItemsOf(input: WalletOrderInput) {
  const amount = { currency_code: 'USD', value: input.amount };
  if (!input.items) return { amount };
  const itemTotal = centsToAmount(input.items.reduce((sum, item) => sum + item.amountCents, 0));
  return {
    amount: { ...amount, breakdown: { item_total: { currency_code: 'USD', value: itemTotal } } },
    items: input.items.map((item) => ({
      name: item.name,
      quantity: '1',
      unit_amount: { currency_code: 'USD', value: centsToAmount(item.amountCents) },
      ...(item.detail ? { description: item.detail } : {}),
      // PayPal's categories are digital goods, physical goods and donations: hauling a load is
      // closest to the second (delivered with proof of delivery).
      category: PAYPAL_ITEM_CATEGORY,
    })),
  };
}

const PAYPAL_ITEM_CATEGORY = 'PHYSICAL_GOODS';

// The payment page asks for a client token on every visit, and each one was a call to PayPal:
// a script reloading the page spent our PayPal quota. A token is not tied to a buyer (we send no
// customer id), so one is shared for a few minutes, well inside its lifetime (an hour), and
// visitors arriving together wait for one call. A failure is not kept.
const CLIENT_TOKEN_REUSE_MS = 5 * 60_000;

function sharedClientToken(generate: () => Promise<{ value: string; lifetimeMs: number }>): () => Promise<string> {
  let cached: { value: Promise<string>; until: number } | undefined;
  return () => {
    if (cached && cached.until > Date.now()) return cached.value;
    const value = generate().then(
      (token) => {
        if (cached?.value === value) cached.until = Date.now() + Math.min(CLIENT_TOKEN_REUSE_MS, token.lifetimeMs / 2);
        return token.value;
      },
      (error: unknown) => {
        if (cached?.value === value) cached = undefined;
        throw error;
      },
    );
    // Until it arrives, callers share this call (the deadline is the request timeout's).
    cached = { value, until: Date.now() + REQUEST_TIMEOUT_MS };
    return value;
  };
}

const REFUND_STATUS_OF_PAYPAL = new Map<string, RefundStatus>([
  ['COMPLETED', 'succeeded'],
  ['PENDING', 'pending'],
  ['FAILED', 'failed'],
  ['CANCELLED', 'canceled'],
]);

function providerRefundOfPaypal(refund: PaypalRefundResponse, asked: { amountCents: number; refundId: string }): ProviderRefund {
  return {
    id: refund.id,
    // PayPal's minimal answer leaves the amount out; then it is the amount we asked for.
    amountCents: refund.amount ? amountToCents(refund.amount.value) : asked.amountCents,
    status: refundStatusOfPaypal(refund.status),
    failureReason: refund.status_details?.reason ?? null,
    // PayPal echoes nothing of ours back, but this refund is the one we asked for.
    refundId: asked.refundId,
  };
}

function refundStatusOfPaypal(status: string): RefundStatus {
  // A status PayPal adds later is not taken as final.
  return REFUND_STATUS_OF_PAYPAL.get(status) ?? 'pending';
}

function captureOf(order: PaypalOrderResponse): WalletCapture {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  return {
    orderStatus: order.status,
    captureId: capture?.id ?? null,
    captureStatus: capture?.status ?? null,
    amount: capture?.amount?.value ?? null,
    currency: capture?.amount?.currency_code ?? null,
    ledgerId: capture?.custom_id ?? unit?.custom_id ?? null,
    payerEmail: order.payer?.email_address ?? null,
  };
}
