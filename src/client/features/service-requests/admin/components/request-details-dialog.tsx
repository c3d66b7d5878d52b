// View: every field the customer sent, their photos, the billing state, the request's payments
// (with refunds and their actions, given by the app: they are the payments feature's) and the
// status history, then everything the audit log holds about it.
import { FileText, ListOrdered } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AdminServiceRequestDetail, AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { formatDateTime } from '@shared/calendar-date';
import { STATUS_EVENT_ACTORS } from '@shared/service-requests/request-status-events';
import { ROLE_LABELS, STATUS_LABELS } from '@shared/service-requests/service-requests';
import { DetailHeading, DetailSections } from '@/components/admin/detail-section';
import { DetailsDialog } from '@/components/admin/details-dialog';
import { FileList } from '@/components/admin/file-list';
import { RecordHistory } from '@/components/admin/record-history';
import { StatusHistory } from '@/components/admin/status-history';
import { RequestStatusBadge } from '@/components/status/request-status-badge';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useMayUse } from '@/lib/admin/staff-access';
import { useServiceRequestDetail } from '../api/service-requests';
import { ContactEmailValue } from './contact-email-value';
import { InvoicePdfLink } from './invoice-pdf-link';
import { QuoteAnswerBadge } from './quote-answer-badge';
import { requestDetailSections } from './request-detail-sections';
import { RefundDueBadge } from './request-payment-badges';

/** A request's payments with their actions, by request id. */
export type RequestPaymentsSlot = (requestId: number) => ReactNode;

/** The invoicing feature's editor of a request's invoice lines, as a dialog that calls `onClose` when closed. */
export type InvoiceEditorSlot = (request: AdminServiceRequestSummary, onClose: () => void) => ReactNode;

/** The payment reminders a sent invoice got (the receivables feature's), by request id. */
export type InvoiceRemindersSlot = (requestId: number) => ReactNode;
/** The account a request is billed to, with the office's choice of another (the accounts feature's). */
export type RequestAccountSlot = (requestId: number) => ReactNode;
/** A request's Documents section: each paper with its versions, and the packet (the documents feature's). */
export type RequestDocumentsSlot = (requestId: number) => ReactNode;

/** The bill of lading feature's editor of a load's BOL, as a dialog that calls `onClose` when closed. */
export type BillOfLadingEditorSlot = (request: { id: number; referenceId: string }, onClose: () => void) => ReactNode;

/** A broker request's rate confirmations (the rate-confirmations feature's, issue 39). */
export type RateConfirmationsSlot = (requestId: number) => ReactNode;

/** A request's Text messages: who is texted at which moments, and every text with its status (the text-messages feature's, issue 40). */
export type TextMessagesSlot = (requestId: number) => ReactNode;
/** A request's tracking links and delivery contact (the tracking-links feature's, issue 40). */
export type TrackingLinksSlot = (requestId: number) => ReactNode;

/** The account's credit check for an amount being typed in a quote or an invoice (the accounts feature's). */
export type CreditWarningSlot = (requestId: number, amount: string) => ReactNode;

interface RequestDetailsDialogProps {
  id: number;
  onClose: () => void;
  requestPayments: RequestPaymentsSlot;
  invoiceEditor: InvoiceEditorSlot;
  /** Absent (component tests): no reminders section. */
  invoiceReminders?: InvoiceRemindersSlot | undefined;
  requestAccount?: RequestAccountSlot;
  rateConfirmations?: RateConfirmationsSlot;
  /** Absent (component tests): no tracking links section. */
  trackingLinks?: TrackingLinksSlot | undefined;
  /** Absent (component tests): no Documents section. */
  requestDocuments?: RequestDocumentsSlot | undefined;
  /** Absent (component tests): no bill of lading button. */
  billOfLadingEditor?: BillOfLadingEditorSlot | undefined;
  /** Absent (component tests): no Text messages section. */
  textMessages?: TextMessagesSlot | undefined;
}

export function RequestDetailsDialog({
  id,
  onClose,
  requestPayments,
  invoiceEditor,
  invoiceReminders,
  requestAccount,
  rateConfirmations,
  trackingLinks,
  requestDocuments,
  billOfLadingEditor,
  textMessages,
}: RequestDetailsDialogProps) {
  const detail = useServiceRequestDetail(id);
  return (
    <DetailsDialog detail={detail} title="Service Request" loadFailedText="Could not load this request." onClose={onClose}>
      {(request) => (
        <RequestDetails
          request={request}
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
    </DetailsDialog>
  );
}

interface RequestDetailsProps {
  request: AdminServiceRequestDetail;
  requestPayments: RequestPaymentsSlot;
  invoiceEditor: InvoiceEditorSlot;
  invoiceReminders?: InvoiceRemindersSlot | undefined;
  requestAccount: RequestAccountSlot | undefined;
  rateConfirmations?: RateConfirmationsSlot | undefined;
  trackingLinks?: TrackingLinksSlot | undefined;
  requestDocuments?: RequestDocumentsSlot | undefined;
  billOfLadingEditor: BillOfLadingEditorSlot | undefined;
  textMessages?: TextMessagesSlot | undefined;
}

function RequestDetails({
  request,
  requestPayments,
  invoiceEditor,
  invoiceReminders,
  requestAccount,
  rateConfirmations,
  trackingLinks,
  requestDocuments,
  billOfLadingEditor,
  textMessages,
}: RequestDetailsProps) {
  const mayInvoice = useMayUse('invoices');
  const mayReadPaperwork = useMayUse('paperwork');
  const mayReadTexts = useMayUse('texts');
  // Opened over this dialog, so closing it returns to the request where the admin was.
  const [editingInvoice, setEditingInvoice] = useState(false);
  const [editingBol, setEditingBol] = useState(false);
  // A cancelled load moves no freight: it gets no bill of lading.
  const offersBol = billOfLadingEditor !== undefined && mayReadPaperwork && request.status !== 'cancelled';
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          <span className="font-mono wrap-anywhere">{request.referenceId}</span>
          <RequestStatusBadge status={request.status} />
          {request.refundDue && <RefundDueBadge />}
          <QuoteAnswerBadge response={request.quoteResponse} />
        </DialogTitle>
        <DialogDescription>
          {ROLE_LABELS[request.userRole]} request received {formatDateTime(request.createdAt)}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-6">
        <DetailSections sections={requestDetailSections(request, <ContactEmailValue request={request} />)} />
        {requestAccount?.(request.id)}
        {/* A broker's load is dispatched on a signed rate confirmation (issue 39). */}
        {request.userRole === 'broker' && rateConfirmations?.(request.id)}
        {trackingLinks?.(request.id)}
        {(request.invoiceSentAt !== null || mayInvoice) && (
          <div className="flex flex-wrap gap-2">
            {/* The same invoice the customer was sent, once it went out. */}
            {request.invoiceSentAt !== null && <InvoicePdfLink requestId={request.id} />}
            {mayInvoice && (
              <Button size="sm" variant="outline" onClick={() => setEditingInvoice(true)}>
                <ListOrdered aria-hidden />
                Invoice lines
              </Button>
            )}
          </div>
        )}
        {editingInvoice && invoiceEditor(request, () => setEditingInvoice(false))}
        {offersBol && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditingBol(true)}>
              <FileText aria-hidden />
              Bill of lading
            </Button>
          </div>
        )}
        {offersBol && editingBol && billOfLadingEditor(request, () => setEditingBol(false))}
        <section aria-labelledby="request-payments-heading">
          <DetailHeading id="request-payments-heading">Payments</DetailHeading>
          {requestPayments(request.id)}
        </section>
        {request.invoiceSentAt !== null && invoiceReminders?.(request.id)}
        {requestDocuments?.(request.id)}
        {mayReadTexts && textMessages?.(request.id)}
        {request.photos.length > 0 && (
          <section>
            <DetailHeading>Photos and Documents ({request.photos.length})</DetailHeading>
            <FileList files={request.photos} />
          </section>
        )}
        <StatusHistory
          history={request.history}
          labels={STATUS_LABELS}
          describeArrival={(statusLabel) => statusLabel}
          arrivedBy="Submitted by the customer"
          eventActors={STATUS_EVENT_ACTORS}
        />
        <RecordHistory recordType="service_request" recordId={request.id} />
      </div>
    </>
  );
}
