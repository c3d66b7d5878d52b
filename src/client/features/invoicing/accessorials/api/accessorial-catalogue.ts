// The accessorial catalogue's calls: read it, change a default rate, add, change or remove a
// customer's rate. Every change refreshes the catalogue.
import type {
  AccessorialCatalogue,
  AccessorialRate,
  CustomerRateChange,
  CustomerRateInput,
  DefaultRateChange,
} from '@shared/invoicing/accessorial-schemas';
import type { AccessorialCode } from '@shared/invoicing/invoice-lines';
import { adminDelete, adminGet, adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange } from '@/lib/admin/admin-queries';
import { useQuery } from '@tanstack/react-query';

export const ACCESSORIAL_CATALOGUE_KEY = ['admin', 'accessorials'] as const;
const REFRESH = { refreshes: [ACCESSORIAL_CATALOGUE_KEY], refreshOnConflict: true };

export function useAccessorialCatalogue() {
  return useQuery({ queryKey: ACCESSORIAL_CATALOGUE_KEY, queryFn: () => adminGet<AccessorialCatalogue>('/api/admin/accessorials') });
}

export function useChangeDefaultRate() {
  return useAdminChange(
    ({ code, change }: { code: AccessorialCode; change: DefaultRateChange }) =>
      adminSend<AccessorialRate>('PUT', `/api/admin/accessorials/defaults/${code}`, change),
    REFRESH,
  );
}

export function useAddCustomerRate() {
  return useAdminChange(
    (input: CustomerRateInput) => adminSend<AccessorialRate>('POST', '/api/admin/accessorials/customer-rates', input),
    REFRESH,
  );
}

export function useChangeCustomerRate() {
  return useAdminChange(
    ({ id, change }: { id: number; change: CustomerRateChange }) =>
      adminSend<AccessorialRate>('PUT', `/api/admin/accessorials/customer-rates/${id}`, change),
    REFRESH,
  );
}

export function useRemoveCustomerRate() {
  return useAdminChange((id: number) => adminDelete(`/api/admin/accessorials/customer-rates/${id}`), REFRESH);
}
