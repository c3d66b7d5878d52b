// The payment reminders a request's invoice was sent (decision 076), read when the request's view shows them.
import type { InvoiceReminders } from '@shared/receivables/invoice-reminders';
import { useAdminRecord } from '@/lib/admin/admin-queries';

const REQUESTS_PATH = '/api/admin/service-requests';

/** Under the request list's own key, as its history is: whatever refreshes the requests refreshes these too. */
export const invoiceRemindersKey = (requestId: number) => [REQUESTS_PATH, 'invoice-reminders', requestId] as const;

export function useInvoiceReminders(requestId: number) {
  return useAdminRecord<InvoiceReminders>(invoiceRemindersKey(requestId), `${REQUESTS_PATH}/${requestId}/invoice/reminders`);
}
