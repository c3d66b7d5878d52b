// The dashboard's payment calls: the ledger (filtered, with its totals), one request's payments,
// confirming or rejecting a reported transfer, refunds, the CSV export address, and which
// payment mode is active.
import { useQuery } from '@tanstack/react-query';
import {
  paymentListSearchParams,
  type AdminPaymentPage,
  type AdminRefund,
  type PaymentListQuery,
  type PaymentSettingsView,
  type RefundRequest,
  type RequestPayments,
} from '@shared/payments/admin-payments';
import { adminExportUrl, adminGet, adminPost, adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange, useAdminListPage, useAdminRecord } from '@/lib/admin/admin-queries';
import { DASHBOARD_STATS_KEY, SERVICE_REQUESTS_KEY } from '@/lib/admin/admin-query-keys';
import { adminPaymentKeys } from './query-keys';

const LEDGER_URL = '/api/admin/payments';

/** One page of the ledger; `enabled` false keeps the last page on screen (a half-typed date range). */
export function usePaymentPage(query: PaymentListQuery, enabled = true) {
  return useAdminListPage<AdminPaymentPage>(adminPaymentKeys.ledgerPage(query), `${LEDGER_URL}?${paymentListSearchParams(query)}`, enabled);
}

export function useRequestPayments(requestId: number) {
  return useAdminRecord<RequestPayments>(adminPaymentKeys.ofRequest(requestId), `/api/admin/service-requests/${requestId}/payments`);
}

/** The export of what the filters show: every matching payment and refund, not just the page. */
export function paymentExportUrl(query: Omit<PaymentListQuery, 'page' | 'pageSize'>): string {
  return adminExportUrl('/api/admin/export/payments', paymentListSearchParams(query));
}

/** Every billed line of every sent invoice (issue 37): the invoicing feature's export, offered beside the ledger's. */
export const INVOICE_LINES_EXPORT_URL = '/api/admin/export/invoice-lines';

export function usePaymentSettings() {
  return useQuery({ queryKey: adminPaymentKeys.settings, queryFn: () => adminGet<PaymentSettingsView>('/api/admin/payment-settings') });
}

function useLedgerChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  // The ledger and its totals, the requests' payment badges and ledgers, and the cards all change.
  return useAdminChange(send, { refreshes: [adminPaymentKeys.ledger, SERVICE_REQUESTS_KEY, DASHBOARD_STATS_KEY], refreshOnConflict: true });
}

/**
 * recordAsOverpayment: the invoice is already paid, so the money is booked as due for a refund.
 * amount: what actually arrived, when it differs from what was reported (decision 073).
 */
export function useConfirmPayment() {
  return useLedgerChange(({ id, recordAsOverpayment, amount }: { id: string; recordAsOverpayment: boolean; amount?: string }) =>
    adminPost(`${LEDGER_URL}/${id}/confirm`, {
      ...(recordAsOverpayment ? { recordAsOverpayment: true } : {}),
      ...(amount ? { amount } : {}),
    }),
  );
}

export function useRejectPayment() {
  return useLedgerChange(({ id, reason }: { id: string; reason: string }) => adminPost(`${LEDGER_URL}/${id}/reject`, { reason }));
}

/** Card and PayPal: refunded through the provider. Bank methods: records a refund made at the bank. */
export function useRefundPayment() {
  return useLedgerChange(({ id, ...refund }: RefundRequest & { id: string }) =>
    adminSend<AdminRefund>('POST', `${LEDGER_URL}/${id}/refunds`, refund),
  );
}
