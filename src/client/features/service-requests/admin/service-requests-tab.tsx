// The Service Requests tab: search, status filter, Export CSV, the request cards a page at a
// time, and the dialog of whichever action an admin picked.
import { useState } from 'react';
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { SERVICE_REQUEST_STATUSES, STATUS_LABELS } from '@shared/service-requests/service-requests';
import { ListToolbar, statusOptions } from '@/components/admin/list-toolbar';
import { PagedList } from '@/components/admin/paged-list';
import { PageSpinner } from '@/components/layout/page-spinner';
import { useMayUse } from '@/lib/admin/staff-access';
import { useListQuery } from '@/lib/admin/use-list-query';
import { serviceRequestExportUrl, useServiceRequestPage } from './api/service-requests';
import { InvoiceDialog } from './components/invoice-dialog';
import { QuoteDialog } from './components/quote-dialog';
import {
  RequestDetailsDialog,
  type BillOfLadingEditorSlot,
  type CreditWarningSlot,
  type InvoiceEditorSlot,
  type InvoiceRemindersSlot,
  type RequestAccountSlot,
  type RequestDocumentsSlot,
  type RequestPaymentsSlot,
  type RateConfirmationsSlot,
  type TextMessagesSlot,
  type TrackingLinksSlot,
} from './components/request-details-dialog';
import { ServiceRequestCard, type RequestAction } from './components/service-request-card';
import { StatusDialog } from './components/status-dialog';
import { VerifyPaymentDialog } from './components/verify-payment-dialog';

const STATUS_OPTIONS = statusOptions('All Statuses', SERVICE_REQUEST_STATUSES, STATUS_LABELS);

interface ServiceRequestsTabProps {
  /** A request's payments with their actions, which the View and Verify Payment dialogs show. */
  requestPayments: RequestPaymentsSlot;
  /** The invoice editor (the invoicing feature's), opened from a card's or the View dialog's Invoice lines. */
  invoiceEditor: InvoiceEditorSlot;
  /** The quote lines editor (the invoicing feature's), opened from a card's Quote lines. */
  quoteLinesEditor: InvoiceEditorSlot;
  /** A sent invoice's payment reminders (the receivables feature's), which the View dialog shows. */
  invoiceReminders: InvoiceRemindersSlot;
  /** The request's account in its View dialog (the accounts feature's). */
  requestAccount?: RequestAccountSlot;
  /** The account's credit check under the Quote and Invoice dialogs' amount (the accounts feature's). */
  creditWarning?: CreditWarningSlot;
  /** A broker request's rate confirmations in its View dialog (the rate-confirmations feature's). */
  rateConfirmations?: RateConfirmationsSlot;
  trackingLinks?: TrackingLinksSlot;
  /** The request's Documents in its View dialog (the documents feature's). */
  requestDocuments?: RequestDocumentsSlot;
  /** The load's bill of lading editor in the View dialog (the bills-of-lading feature's). */
  billOfLadingEditor?: BillOfLadingEditorSlot;
  /** The request's Text messages in its View dialog (the text-messages feature's, issue 40). */
  textMessages?: TextMessagesSlot;
}

export function ServiceRequestsTab({
  requestPayments,
  invoiceEditor,
  quoteLinesEditor,
  invoiceReminders,
  requestAccount,
  creditWarning,
  rateConfirmations,
  trackingLinks,
  requestDocuments,
  billOfLadingEditor,
  textMessages,
}: ServiceRequestsTabProps) {
  const list = useListQuery();
  const mayExport = useMayUse('exports:service-requests');
  const page = useServiceRequestPage(list.query);
  const [open, setOpen] = useState<{ action: RequestAction; request: AdminServiceRequestSummary }>();
  const close = () => setOpen(undefined);
  const filtered = list.query.search || list.query.status !== 'all';

  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        list={list}
        searchLabel="Search service requests"
        searchPlaceholder="Search by reference ID, name, or email..."
        statusOptions={STATUS_OPTIONS}
        exportUrl={mayExport ? serviceRequestExportUrl(list.query) : undefined}
      />
      <PagedList
        page={page}
        noun="requests"
        loading={<PageSpinner />}
        emptyText={filtered ? 'No service requests match this search.' : 'No service requests yet'}
        label="Service requests"
        gap="gap-4"
        renderItem={(request) => <ServiceRequestCard request={request} onAction={(action) => setOpen({ action, request })} />}
        onPage={list.setPage}
      />

      {open?.action === 'view' && (
        <RequestDetailsDialog
          id={open.request.id}
          onClose={close}
          requestPayments={requestPayments}
          invoiceEditor={invoiceEditor}
          invoiceReminders={invoiceReminders}
          requestAccount={requestAccount}
          rateConfirmations={rateConfirmations}
          trackingLinks={trackingLinks}
          requestDocuments={requestDocuments}
          billOfLadingEditor={billOfLadingEditor}
          textMessages={textMessages}
        />
      )}
      {open?.action === 'status' && <StatusDialog request={open.request} onClose={close} />}
      {open?.action === 'quote' && <QuoteDialog request={open.request} onClose={close} creditWarning={creditWarning} />}
      {open?.action === 'quote-lines' && quoteLinesEditor(open.request, close)}
      {open?.action === 'invoice' && <InvoiceDialog request={open.request} onClose={close} creditWarning={creditWarning} />}
      {open?.action === 'invoice-lines' && invoiceEditor(open.request, close)}
      {open?.action === 'verify' && <VerifyPaymentDialog request={open.request} onClose={close} requestPayments={requestPayments} />}
    </div>
  );
}
