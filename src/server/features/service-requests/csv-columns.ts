// The columns of the service-requests CSV export: every field the customer sent and every field
// the team set, with labels a spreadsheet reader understands.
import { PREFERRED_TIME_LABELS, type PreferredTime } from '../../../shared/service-request-schemas.js';
import { ROLE_LABELS, serviceTypeLabel, STATUS_LABELS, URGENCY_LABELS } from '../../../shared/service-requests.js';
import type { CsvColumn } from '../../infra/csv-export.js';
import type { ServiceRequestRow } from './repository.js';

export const SERVICE_REQUEST_CSV_COLUMNS: readonly CsvColumn<ServiceRequestRow>[] = [
  { header: 'Reference ID', value: (r) => r.referenceId },
  { header: 'Created', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => STATUS_LABELS[r.status] },
  { header: 'Role', value: (r) => ROLE_LABELS[r.userRole] },
  { header: 'Service Type', value: (r) => serviceTypeLabel(r.serviceType) },
  { header: 'Urgency', value: (r) => URGENCY_LABELS[r.urgency] },
  { header: 'Description', value: (r) => r.serviceDescription },
  { header: 'Contact Name', value: (r) => r.contactName },
  { header: 'Company', value: (r) => r.contactCompany },
  { header: 'Email', value: (r) => r.contactEmail },
  { header: 'Phone', value: (r) => r.contactPhone },
  { header: 'Pickup Address', value: (r) => joinAddress(r.pickupAddress, r.pickupAddress2) },
  { header: 'Pickup City', value: (r) => r.pickupCity },
  { header: 'Pickup State', value: (r) => r.pickupState },
  { header: 'Pickup ZIP', value: (r) => r.pickupZip },
  { header: 'Pickup Instructions', value: (r) => r.pickupInstructions },
  { header: 'Delivery Address', value: (r) => joinAddress(r.deliveryAddress, r.deliveryAddress2) },
  { header: 'Delivery City', value: (r) => r.deliveryCity },
  { header: 'Delivery State', value: (r) => r.deliveryState },
  { header: 'Delivery ZIP', value: (r) => r.deliveryZip },
  { header: 'Delivery Instructions', value: (r) => r.deliveryInstructions },
  { header: 'Item Type', value: (r) => r.itemType },
  { header: 'Length (in)', value: (r) => r.length },
  { header: 'Width (in)', value: (r) => r.width },
  { header: 'Height (in)', value: (r) => r.height },
  { header: 'Weight (lbs)', value: (r) => r.weight ?? 'N/A' },
  { header: 'Special Handling', value: (r) => r.specialHandling },
  { header: 'Preferred Date', value: (r) => r.preferredDate ?? 'ASAP' },
  { header: 'Preferred Time', value: (r) => (r.preferredTime ? (PREFERRED_TIME_LABELS[r.preferredTime as PreferredTime] ?? r.preferredTime) : '') },
  { header: 'Carrier Requirements', value: (r) => r.carrierRequirements },
  { header: 'Load Volume', value: (r) => r.loadVolume },
  { header: 'Contract Terms', value: (r) => r.contractTerms },
  { header: 'Preferred Lanes', value: (r) => r.preferredLanes },
  { header: 'Dispatching Rates', value: (r) => r.dispatchingRates },
  { header: 'Equipment Needed', value: (r) => r.equipmentNeeded },
  { header: 'Load Types', value: (r) => r.loadTypes },
  { header: 'Coverage Areas', value: (r) => r.coverageAreas },
  { header: 'Additional Notes', value: (r) => r.additionalNotes },
  { header: 'Estimated Quote (USD)', value: (r) => r.estimatedQuote },
  { header: 'Final Amount (USD)', value: (r) => r.finalAmount },
  { header: 'Invoice Status', value: (r) => r.invoiceStatus },
  { header: 'Invoice Sent', value: (r) => r.invoiceSentAt },
  { header: 'Payment Status', value: (r) => r.paymentStatus },
  { header: 'Payment Method', value: (r) => r.paymentMethod },
  { header: 'Paid', value: (r) => r.paidAt },
  { header: 'Updated', value: (r) => r.updatedAt },
];

function joinAddress(line1: string, line2: string | null): string {
  return line2 ? `${line1}, ${line2}` : line1;
}
