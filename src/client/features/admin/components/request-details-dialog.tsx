// View: every field the customer sent, their photos, the billing state, the request's payments
// (with refunds and their actions) and the status history.
import { Loader2 } from 'lucide-react';
import type { AdminServiceRequestDetail } from '@shared/admin-service-requests';
import { formatUsd } from '@shared/money-format';
import { PREFERRED_TIME_LABELS, type PreferredTime } from '@shared/service-request-schemas';
import { PAYMENT_STATUS_LABELS, ROLE_LABELS, serviceTypeLabel, STATUS_LABELS, URGENCY_LABELS } from '@shared/service-requests';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useServiceRequestDetail } from '../api/service-requests';
import { failureMessage } from '../failure-message';
import { formatDate, formatDateTime } from '../format';
import { DetailSection } from './detail-list';
import { FileList } from './file-list';
import { RequestPayments } from './request-payments';
import { RefundDueBadge, RequestStatusBadge } from './status-badges';

export function RequestDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useServiceRequestDetail(id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {detail.data ? (
          <RequestDetails request={detail.data} />
        ) : (
          <DialogHeader>
            <DialogTitle>Service Request</DialogTitle>
            <DialogDescription>{detail.isError ? 'Could not load this request.' : 'Loading...'}</DialogDescription>
            {detail.isError ? (
              <Alert variant="destructive">{failureMessage(detail.error)}</Alert>
            ) : (
              <Loader2 className="mx-auto size-6 animate-spin text-muted-foreground" aria-hidden />
            )}
          </DialogHeader>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RequestDetails({ request }: { request: AdminServiceRequestDetail }) {
  const isShipper = request.userRole === 'shipper';
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          <span className="font-mono">{request.referenceId}</span>
          <RequestStatusBadge status={request.status} />
          {request.refundDue && <RefundDueBadge />}
        </DialogTitle>
        <DialogDescription>
          {ROLE_LABELS[request.userRole]} request received {formatDateTime(request.createdAt)}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-6">
        <DetailSection
          title="Service"
          items={[
            { label: 'Service Type', value: serviceTypeLabel(request.serviceType) },
            { label: 'Urgency', value: URGENCY_LABELS[request.urgency] },
            { label: 'Description', value: request.serviceDescription },
          ]}
        />
        {isShipper && (
          <DetailSection
            title="Item"
            items={[
              { label: 'Item Type', value: request.itemType },
              { label: 'Dimensions (L × W × H, in)', value: dimensions(request) },
              { label: 'Weight (lbs)', value: request.weight ?? 'N/A' },
              { label: 'Special Handling', value: request.specialHandling },
            ]}
          />
        )}
        {isShipper && (
          <DetailSection
            title="Pickup"
            items={[
              { label: 'Address', value: address(request.pickupAddress, request.pickupAddress2, request.pickupCity, request.pickupState, request.pickupZip) },
              { label: 'Instructions', value: request.pickupInstructions },
            ]}
          />
        )}
        {isShipper && (
          <DetailSection
            title="Delivery"
            items={[
              { label: 'Address', value: address(request.deliveryAddress, request.deliveryAddress2, request.deliveryCity, request.deliveryState, request.deliveryZip) },
              { label: 'Instructions', value: request.deliveryInstructions },
            ]}
          />
        )}
        {isShipper && (
          <DetailSection
            title="Scheduling"
            items={[
              { label: 'Preferred Date', value: request.preferredDate ? formatDate(`${request.preferredDate}T12:00:00`) : 'ASAP' },
              { label: 'Preferred Time', value: request.preferredTime ? (PREFERRED_TIME_LABELS[request.preferredTime as PreferredTime] ?? request.preferredTime) : null },
            ]}
          />
        )}
        <DetailSection
          title="Broker Details"
          items={[
            { label: 'Carrier Requirements', value: request.carrierRequirements },
            { label: 'Load Volume', value: request.loadVolume },
            { label: 'Contract Terms', value: request.contractTerms },
            { label: 'Preferred Lanes', value: request.preferredLanes },
          ]}
        />
        <DetailSection
          title="Dispatch Details"
          items={[
            { label: 'Dispatching Rates', value: request.dispatchingRates },
            { label: 'Equipment Needed', value: request.equipmentNeeded },
            { label: 'Load Types', value: request.loadTypes },
            { label: 'Coverage Areas', value: request.coverageAreas },
          ]}
        />
        <DetailSection
          title="Contact"
          items={[
            { label: 'Name', value: request.contactName },
            { label: 'Company', value: request.contactCompany },
            { label: 'Email', value: request.contactEmail },
            { label: 'Phone', value: request.contactPhone },
            { label: 'Additional Notes', value: request.additionalNotes },
          ]}
        />
        <DetailSection
          title="Billing"
          items={[
            { label: 'Estimated Quote', value: formatUsd(request.estimatedQuote) },
            { label: 'Final Amount', value: formatUsd(request.finalAmount) },
            { label: 'Invoice', value: `${request.invoiceStatus}${request.invoiceSentAt ? `, sent ${formatDateTime(request.invoiceSentAt)}` : ''}` },
            { label: 'Payment', value: PAYMENT_STATUS_LABELS[request.paymentStatus] },
            { label: 'Payment Method', value: request.paymentMethod },
            { label: 'Payment Reference', value: request.paymentReference },
            { label: 'Paid', value: request.paidAt ? formatDateTime(request.paidAt) : null },
          ]}
        />
        <section aria-labelledby="request-payments-heading">
          <h3 id="request-payments-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            Payments
          </h3>
          <RequestPayments requestId={request.id} />
        </section>
        {request.photos.length > 0 && (
          <section>
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              Photos and Documents ({request.photos.length})
            </h3>
            <FileList files={request.photos} />
          </section>
        )}
        <section>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Status History</h3>
          <ol className="flex flex-col gap-3 border-l-2 pl-4">
            {request.history.map((entry, index) => (
              <li key={index} className="text-sm">
                <p className="font-medium">
                  {entry.fromStatus && entry.fromStatus !== entry.toStatus
                    ? `${STATUS_LABELS[entry.fromStatus]} → ${STATUS_LABELS[entry.toStatus]}`
                    : entry.fromStatus
                      ? `Note (${STATUS_LABELS[entry.toStatus]})`
                      : STATUS_LABELS[entry.toStatus]}
                </p>
                <p className="text-muted-foreground">
                  {formatDateTime(entry.at)} · {entry.changedBy ?? 'Submitted by the customer'}
                </p>
                {entry.notes && <p className="mt-1 whitespace-pre-wrap">{entry.notes}</p>}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}

function dimensions(request: AdminServiceRequestDetail): string | null {
  const parts = [request.length, request.width, request.height];
  return parts.some(Boolean) ? parts.map((part) => part ?? '?').join(' × ') : null;
}

function address(line1: string, line2: string | null, city: string, state: string, zip: string): string {
  return [line1, line2, `${city}, ${state} ${zip}`].filter(Boolean).join('\n');
}
