// The admin's payment queries. A request's payments sit under the service requests' key: every
// change to a request or a payment refreshes that key, so they show here too.
import type { PaymentListQuery } from '@shared/payments/admin-payments';
import { SERVICE_REQUESTS_KEY } from '@/lib/admin/admin-query-keys';

const LEDGER_KEY = ['/api/admin/payments'] as const;

export const adminPaymentKeys = {
  ledger: LEDGER_KEY,
  ledgerPage: (query: PaymentListQuery) => [...LEDGER_KEY, query] as const,
  ofRequest: (requestId: number) => [...SERVICE_REQUESTS_KEY, 'payments', requestId] as const,
  settings: ['/api/admin/payment-settings'] as const,
};
