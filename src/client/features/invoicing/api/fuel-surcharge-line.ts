// "Add fuel surcharge" (decision 070): the server computes the load's line from the schedule and
// week in force on the pickup date, or says why there is none; nothing is saved by asking.
import type { BilledLine } from '@shared/invoicing/billed-lines';
import type { LoadSurcharge } from '@shared/invoicing/load-surcharge';
import { adminGet } from '@/lib/admin/admin-fetch';
import { useAdminRecord } from '@/lib/admin/admin-queries';
import { SERVICE_REQUESTS_KEY } from '@/lib/admin/admin-query-keys';

/** Which editor asks: each asks under its own staff area (invoices, or setting quotes). */
export type SurchargeEditor = 'invoice' | 'quote';

export function fetchFuelSurcharge(requestId: number, editor: SurchargeEditor, linehaul: string | undefined): Promise<LoadSurcharge> {
  const query = linehaul ? `?${new URLSearchParams({ linehaul }).toString()}` : '';
  return adminGet<LoadSurcharge>(`/api/admin/service-requests/${requestId}/${editor}/fuel-surcharge${query}`);
}

/** The request's quote lines (empty before any quote): the invoice editor starts a new draft from them. */
export function useQuoteLines(requestId: number, enabled: boolean) {
  return useAdminRecord<{ lines: BilledLine[] }>(
    [...SERVICE_REQUESTS_KEY, 'quote-lines', requestId],
    `/api/admin/service-requests/${requestId}/quote/lines`,
    enabled,
  );
}
