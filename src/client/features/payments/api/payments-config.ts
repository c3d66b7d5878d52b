// GET /api/payments/config: mode, the methods available, public keys, Zelle and bank details.
import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@shared/payments/payments';
import { getJson } from '@/lib/api';
import { paymentKeys } from './query-keys';

export function usePaymentsConfig() {
  return useQuery({
    queryKey: paymentKeys.config,
    queryFn: () => getJson<PaymentsConfig>('/api/payments/config'),
    // The page and its layout both read the config, and the page shows a spinner while it loads,
    // which unmounts the layout. Retried on every mount, a failed config would send the page
    // round that circle without end; it shows its failure instead (invoice-payment-page.test.tsx).
    retryOnMount: false,
  });
}
