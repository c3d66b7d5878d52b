// View: every field the customer sent, their photos, the billing state, the request's payments
// (with refunds and their actions, given by the app: they are the payments feature's) and the
// status history.
import type { ReactNode } from 'react';
import type { AdminServiceRequestDetail } from '@shared/admin-service-requests';
import { formatDate, formatDateTime } from '@shared/calendar-date';
import { formatUsd } from '@shared/money-format';
import { PREFERRED_TIME_LABELS, type PreferredTime } from '@shared/service-request-schemas';
import { PAYMENT_STATUS_LABELS, ROLE_LABELS, serviceTypeLabel, STATUS_LABELS, URGENCY_LABELS } from '@shared/service-requests';
import { DetailSection } from '@/components/admin/detail-section';
import { DetailsDialog } from '@/components/admin/details-dialog';
import { FileList } from '@/components/admin/file-list';
import { StatusHistory } from '@/components/admin/status-history';
import { RequestStatusBadge } from '@/components/status/request-status-badge';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useServiceRequestDetail } from '../api/service-requests';
import { RefundDueBadge } from './request-payment-badges';

/** A request's payments with their actions, by request id. */
export type RequestPaymentsSlot = (requestId: number) => ReactNode;

interface RequestDetailsDialogProps {
  id: number;
  onClose: () => void;
  requestPayments: RequestPaymentsSlot;
}

export function RequestDetailsDialog({ id, onClose, requestPayments }: RequestDetailsDialogProps) {
  const detail = useServiceRequestDetail(id);
  return (
    <DetailsDialog detail={detail} title="Service Request" loadFailedText="Could not load this request." onClose={onClose}>
      {(request) => <RequestDetails request={request} requestPayments={requestPayments} />}
    </DetailsDialog>
  );
}

function RequestDetails({ request, requestPayments }: { request: AdminServiceRequestDetail; requestPayments: RequestPaymentsSlot }) {
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
              {
                label: 'Address',
                value: address(request.pickupAddress, request.pickupAddress2, request.pickupCity, request.pickupState, request.pickupZip),
              },
              { label: 'Instructions', value: request.pickupInstructions },
            ]}
          />
        )}
        {isShipper && (
          <DetailSection
            title="Delivery"
            items={[
              {
                label: 'Address',
                value: address(
                  request.deliveryAddress,
                  request.deliveryAddress2,
                  request.deliveryCity,
                  request.deliveryState,
                  request.deliveryZip,
                ),
              },
              { label: 'Instructions', value: request.deliveryInstructions },
            ]}
          />
        )}
        {isShipper && (
          <DetailSection
            title="Scheduling"
            items={[
              { label: 'Preferred Date', value: request.preferredDate ? formatDate(`${request.preferredDate}T12:00:00`) : 'ASAP' },
              {
                label: 'Preferred Time',
                value: request.preferredTime
                  ? (PREFERRED_TIME_LABELS[request.preferredTime as PreferredTime] ?? request.preferredTime)
                  : null,
              },
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
            {
              label: 'Invoice',
              value: `${request.invoiceStatus}${request.invoiceSentAt ? `, sent ${formatDateTime(request.invoiceSentAt)}` : ''}`,
            },
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
          {requestPayments(request.id)}
        </section>
        {request.photos.length > 0 && (
          <section>
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              Photos and Documents ({request.photos.length})
            </h3>
            <FileList files={request.photos} />
          </section>
        )}
        <StatusHistory
          history={request.history}
          labels={STATUS_LABELS}
          describeArrival={(statusLabel) => statusLabel}
          arrivedBy="Submitted by the customer"
        />
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
