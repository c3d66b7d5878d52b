// GET /api/payments/config: mode, the methods available, public keys, Zelle and bank details.
import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@shared/payments';

export function usePaymentsConfig() {
  return useQuery<PaymentsConfig>({ queryKey: ['/api/payments/config'] });
}
