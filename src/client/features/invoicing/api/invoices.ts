// The invoice editor's calls (decision 066): a request's invoice documents, saving the draft's
// billed lines (never an amount: the server prices every line) and sending the draft.
import type { DraftLines, InvoiceDocument } from '@shared/invoicing/invoice-line-schemas';
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange, useAdminRecord } from '@/lib/admin/admin-queries';
import { DASHBOARD_STATS_KEY, SERVICE_REQUESTS_KEY } from '@/lib/admin/admin-query-keys';
import { invoiceKeys } from './invoice-query-keys';

const requestUrl = (requestId: number) => `/api/admin/service-requests/${requestId}`;

/** The request's draft, its sent invoice and any voided one, with their lines. */
export function useRequestInvoices(requestId: number) {
  return useAdminRecord<{ invoices: InvoiceDocument[] }>(invoiceKeys.ofRequest(requestId), `${requestUrl(requestId)}/invoices`);
}

/** Saves the draft's billed lines in order; answers the whole draft as the server priced it. */
export function useSaveDraftLines(requestId: number) {
  return useAdminChange(
    (lines: DraftLines['lines']) => adminSend<InvoiceDocument>('PUT', `${requestUrl(requestId)}/invoice/draft`, { lines }),
    // A 409 means it was sent meanwhile (another tab, a colleague): show the invoice as it is now.
    { refreshes: [invoiceKeys.ofRequest(requestId)], refreshOnConflict: true },
  );
}

/** Sends the saved draft: it takes its number, the request its amount, and the customer is e-mailed. */
export function useSendDraft(requestId: number) {
  return useAdminChange(() => adminSend<AdminServiceRequestSummary>('POST', `${requestUrl(requestId)}/invoice/draft/send`, undefined), {
    refreshes: [SERVICE_REQUESTS_KEY, DASHBOARD_STATS_KEY],
    refreshOnConflict: true,
  });
}

/** The saved draft as the customer would get it (the lead's preview route: same layout as the invoice PDF). */
export function draftPdfUrl(requestId: number): string {
  return `${requestUrl(requestId)}/invoice/draft.pdf`;
}

/** The sent invoice's PDF: the same file the customer downloads. */
export function sentInvoicePdfUrl(requestId: number): string {
  return `${requestUrl(requestId)}/invoice.pdf`;
}
