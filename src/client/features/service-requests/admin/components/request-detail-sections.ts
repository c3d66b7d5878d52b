// The label/value sections of a request's View dialog, in the order an admin reads them. Only a
// shipper's request has an item, addresses and scheduling; the other sections show whatever the
// role's form asked for (empty values are left out when shown).
import type { ReactNode } from 'react';
import type { AdminServiceRequestDetail } from '@shared/service-requests/admin-service-requests';
import { formatDateTime } from '@shared/calendar-date';
import { formatDimensions, formatWeight } from '@shared/format';
import { formatEstimateMiles, formatEstimateRange } from '@shared/service-requests/instant-estimate-format';
import { formatUsd } from '@shared/money-format';
import { PREFERRED_TIME_LABELS, type PreferredTime } from '@shared/service-requests/service-request-schemas';
import { PAYMENT_STATUS_LABELS, serviceTypeLabel, URGENCY_LABELS, type InvoiceStatus } from '@shared/service-requests/service-requests';
import type { DetailSectionData } from '@/components/admin/detail-section';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { quoteAnswerText } from './quote-answer';

const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Not sent yet',
  sent: 'Sent',
  paid: 'Paid',
  void: 'Void',
};

/**
 * `contactEmail`: how the contact e-mail shows (the dialog adds its Edit button); the address
 * itself when not given.
 */
export function requestDetailSections(
  request: AdminServiceRequestDetail,
  contactEmail: ReactNode = request.contactEmail,
): DetailSectionData[] {
  return [
    {
      title: 'Service',
      items: [
        { label: 'Service Type', value: serviceTypeLabel(request.serviceType) },
        { label: 'Urgency', value: URGENCY_LABELS[request.urgency] },
        { label: 'Description', value: request.serviceDescription },
      ],
    },
    ...(request.userRole === 'shipper' ? shipmentSections(request) : []),
    {
      title: 'Broker Details',
      items: [
        { label: 'Carrier Requirements', value: request.carrierRequirements },
        { label: 'Load Volume', value: request.loadVolume },
        { label: 'Contract Terms', value: request.contractTerms },
        { label: 'Preferred Lanes', value: request.preferredLanes },
      ],
    },
    {
      title: 'Dispatch Details',
      items: [
        { label: 'Dispatching Rates', value: request.dispatchingRates },
        { label: 'Equipment Needed', value: request.equipmentNeeded },
        { label: 'Load Types', value: request.loadTypes },
        { label: 'Coverage Areas', value: request.coverageAreas },
      ],
    },
    {
      title: 'Contact',
      items: [
        { label: 'Name', value: request.contactName },
        { label: 'Company', value: request.contactCompany },
        { label: 'Email', value: contactEmail },
        { label: 'Phone', value: request.contactPhone },
        { label: 'Additional Notes', value: request.additionalNotes },
      ],
    },
    {
      title: 'Billing',
      items: [
        { label: 'Estimated Quote', value: formatUsd(request.estimatedQuote) },
        // Beside the quote: the instant estimate the customer saw before sending (left out when none).
        { label: 'Customer Saw Estimate', value: customerEstimate(request) },
        // The customer's answer on their page (left out without a quote to answer).
        { label: "Customer's Answer", value: quoteAnswerText(request) },
        { label: 'Final Amount', value: formatUsd(request.finalAmount) },
        // The status once, in words; when it went out on its own line (a sent invoice read "sent, sent <date>").
        { label: 'Invoice Status', value: INVOICE_STATUS_LABELS[request.invoiceStatus] },
        { label: 'Invoice Sent On', value: request.invoiceSentAt ? formatDateTime(request.invoiceSentAt) : null },
        { label: 'Invoice Number', value: request.invoiceNumber },
        { label: 'Payment', value: PAYMENT_STATUS_LABELS[request.paymentStatus] },
        { label: 'Payment Method', value: request.paymentMethod },
        { label: 'Payment Reference', value: request.paymentReference },
        { label: 'Paid', value: request.paidAt ? formatDateTime(request.paidAt) : null },
      ],
    },
  ];
}

function shipmentSections(request: AdminServiceRequestDetail): DetailSectionData[] {
  return [
    {
      title: 'Item',
      items: [
        { label: 'Item Type', value: request.itemType },
        { label: 'Dimensions (L × W × H)', value: formatDimensions(request) },
        { label: 'Weight', value: formatWeight(request.weight) ?? 'N/A' },
        { label: 'Special Handling', value: request.specialHandling },
      ],
    },
    {
      title: 'Pickup',
      items: [
        {
          label: 'Address',
          value: address(request.pickupAddress, request.pickupAddress2, request.pickupCity, request.pickupState, request.pickupZip),
        },
        { label: 'Instructions', value: request.pickupInstructions },
      ],
    },
    {
      title: 'Delivery',
      items: [
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
      ],
    },
    {
      title: 'Scheduling',
      items: [
        { label: 'Preferred Date', value: request.preferredDate ? formatCalendarDate(request.preferredDate) : 'ASAP' },
        {
          label: 'Preferred Time',
          value: request.preferredTime ? (PREFERRED_TIME_LABELS[request.preferredTime as PreferredTime] ?? request.preferredTime) : null,
        },
      ],
    },
  ];
}

function customerEstimate({ customerEstimate: estimate }: AdminServiceRequestDetail): string | null {
  return estimate ? `${formatEstimateRange(estimate.lowCents, estimate.highCents)} (${formatEstimateMiles(estimate.miles)})` : null;
}

function address(line1: string, line2: string | null, city: string, state: string, zip: string): string {
  return [line1, line2, `${city}, ${state} ${zip}`].filter(Boolean).join('\n');
}
