// The invoicing queries of the back office. A request's invoices live under the service requests'
// key: sending an invoice changes the request (its amount, number and badges), and a change that
// refreshes the requests refreshes their invoices with them.
import { SERVICE_REQUESTS_KEY } from '@/lib/admin/admin-query-keys';

export const invoiceKeys = {
  ofRequest: (requestId: number) => [...SERVICE_REQUESTS_KEY, 'invoices', requestId] as const,
  creditNotes: (requestId: number) => [...SERVICE_REQUESTS_KEY, 'credit-notes', requestId] as const,
};
