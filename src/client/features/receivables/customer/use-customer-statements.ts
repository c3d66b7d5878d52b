// The signed-in customer's account statements (GET /api/account/statements): null account when
// their address is no account's billing contact. Its key starts with /api/account/, so signing out
// drops it with the rest of the customer's data.
import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_STATEMENTS_API, type CustomerStatements } from '@shared/receivables/statements';
import { apiRequest } from '@/lib/api';

export function useCustomerStatements() {
  return useQuery({
    queryKey: [CUSTOMER_STATEMENTS_API.list],
    queryFn: async () => (await (await apiRequest('GET', CUSTOMER_STATEMENTS_API.list)).json()) as CustomerStatements,
  });
}

/** The statement for a period as a PDF download; empty dates are the server's defaults (this month so far). */
export function periodStatementUrl(from: string, to: string): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return `${CUSTOMER_STATEMENTS_API.periodPdf}${query ? `?${query}` : ''}`;
}
