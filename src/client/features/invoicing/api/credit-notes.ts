// Correcting a sent invoice from the editor (decision 069): its credit notes, issuing one, and
// voiding the invoice to re-issue it. The server computes every balance; the browser sends an
// amount and a reason only.
import type { CreditNote, CreditNoteInput, VoidInvoiceInput } from '@shared/invoicing/credit-notes';
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange, useAdminRecord } from '@/lib/admin/admin-queries';
import { DASHBOARD_STATS_KEY, SERVICE_REQUESTS_KEY } from '@/lib/admin/admin-query-keys';
import { invoiceKeys } from './invoice-query-keys';

const invoiceUrl = (requestId: number) => `/api/admin/service-requests/${requestId}/invoice`;

/** The credit notes of the request's invoices, oldest first. */
export function useRequestCreditNotes(requestId: number) {
  return useAdminRecord<{ creditNotes: CreditNote[] }>(invoiceKeys.creditNotes(requestId), `${invoiceUrl(requestId)}/credit-notes`);
}

/** Issues a credit note: the amount due goes down (the requests list shows the new amount). */
export function useIssueCreditNote(requestId: number) {
  return useAdminChange((input: CreditNoteInput) => adminSend<CreditNote>('POST', `${invoiceUrl(requestId)}/credit-notes`, input), {
    // Under the requests' key: the invoices, the credit notes and the list's amounts all refresh.
    refreshes: [SERVICE_REQUESTS_KEY, DASHBOARD_STATS_KEY],
    refreshOnConflict: true,
  });
}

/** Voids the sent invoice; its re-issue is then the request's draft. */
export function useVoidInvoice(requestId: number) {
  return useAdminChange(
    (input: VoidInvoiceInput) => adminSend<AdminServiceRequestSummary>('POST', `${invoiceUrl(requestId)}/void`, input),
    {
      refreshes: [SERVICE_REQUESTS_KEY, DASHBOARD_STATS_KEY],
      refreshOnConflict: true,
    },
  );
}

/** A credit note's PDF: the same file the customer gets by e-mail. */
export function creditNotePdfUrl(creditNoteId: number): string {
  return `/api/admin/credit-notes/${creditNoteId}.pdf`;
}
