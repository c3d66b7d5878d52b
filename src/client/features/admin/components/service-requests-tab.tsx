// The Service Requests tab: search, status filter, Export CSV, the request cards a page at a
// time, and the dialog of whichever action an admin picked.
import { useState } from 'react';
import type { AdminServiceRequestSummary } from '@shared/admin-service-requests';
import { SERVICE_REQUEST_STATUSES, STATUS_LABELS } from '@shared/service-requests';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/layout/page-spinner';
import { serviceRequestExportUrl, useServiceRequestPage } from '../api/service-requests';
import { failureMessage } from '../failure-message';
import { useListQuery } from '../use-list-query';
import { InvoiceDialog } from './invoice-dialog';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { QuoteDialog } from './quote-dialog';
import { RequestDetailsDialog } from './request-details-dialog';
import { ServiceRequestCard, type RequestAction } from './service-request-card';
import { StatusDialog } from './status-dialog';
import { VerifyPaymentDialog } from './verify-payment-dialog';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  ...SERVICE_REQUEST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

export function ServiceRequestsTab() {
  const list = useListQuery();
  const page = useServiceRequestPage(list.query);
  const [open, setOpen] = useState<{ action: RequestAction; request: AdminServiceRequestSummary }>();
  const close = () => setOpen(undefined);

  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        searchLabel="Search service requests"
        searchPlaceholder="Search by reference ID, name, or email..."
        searchText={list.searchText}
        onSearchText={list.setSearchText}
        status={list.query.status}
        onStatus={list.setStatus}
        statusOptions={STATUS_OPTIONS}
        exportUrl={serviceRequestExportUrl(list.query)}
      />

      {page.isPending && <PageSpinner />}
      {page.isError && <Alert variant="destructive">Could not load the requests: {failureMessage(page.error)}</Alert>}
      {page.data && page.data.items.length === 0 && (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {list.query.search || list.query.status !== 'all' ? 'No service requests match this search.' : 'No service requests yet'}
        </p>
      )}
      {page.data && page.data.items.length > 0 && (
        <ul className="flex flex-col gap-4" aria-label="Service requests" aria-busy={page.isFetching}>
          {page.data.items.map((request) => (
            <li key={request.id}>
              <ServiceRequestCard request={request} onAction={(action) => setOpen({ action, request })} />
            </li>
          ))}
        </ul>
      )}
      {page.data && <Pager page={page.data} onPage={list.setPage} />}

      {open?.action === 'view' && <RequestDetailsDialog id={open.request.id} onClose={close} />}
      {open?.action === 'status' && <StatusDialog request={open.request} onClose={close} />}
      {open?.action === 'quote' && <QuoteDialog request={open.request} onClose={close} />}
      {open?.action === 'invoice' && <InvoiceDialog request={open.request} onClose={close} />}
      {open?.action === 'verify' && <VerifyPaymentDialog request={open.request} onClose={close} />}
    </div>
  );
}
