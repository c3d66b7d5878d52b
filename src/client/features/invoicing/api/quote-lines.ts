// The quote lines editor's save (decision 070): the lines' words, quantities, units and rates;
// the server prices them and their total becomes the request's quote.
import type { BilledLine } from '@shared/invoicing/billed-lines';
import type { QuoteLines } from '@shared/invoicing/quote-line-schemas';
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange } from '@/lib/admin/admin-queries';
import { DASHBOARD_STATS_KEY, SERVICE_REQUESTS_KEY } from '@/lib/admin/admin-query-keys';

export interface SavedQuote {
  request: AdminServiceRequestSummary;
  lines: BilledLine[];
}

export function useSaveQuoteLines(requestId: number) {
  return useAdminChange(
    (lines: QuoteLines['lines']) => adminSend<SavedQuote>('PUT', `/api/admin/service-requests/${requestId}/quote/lines`, { lines }),
    // The request's quote (its amount and validity on the card) and its quote lines change.
    { refreshes: [SERVICE_REQUESTS_KEY, DASHBOARD_STATS_KEY] },
  );
}
