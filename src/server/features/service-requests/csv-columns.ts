// The columns of the service-requests CSV export: every field the customer sent and every field
// the team set, with labels a spreadsheet reader understands. Each is an SQL expression: the
// database writes the lines (src/server/infra/csv-sql.ts).
import { sql, type SQLWrapper } from 'drizzle-orm';
import { PREFERRED_TIME_LABELS } from '../../../shared/service-requests/service-request-schemas.js';
import { ROLE_LABELS, SERVICE_TYPE_LABELS, STATUS_LABELS, URGENCY_LABELS } from '../../../shared/service-requests/service-requests.js';
import { serviceRequests as t } from '../../db/schema.js';
import { csvLabel, csvText, csvTimestamp, type CsvSqlColumn } from '../../infra/csv-sql.js';

export const SERVICE_REQUEST_CSV_COLUMNS: readonly CsvSqlColumn[] = [
  { header: 'Reference ID', field: csvText(t.referenceId) },
  { header: 'Created', field: csvTimestamp(t.createdAt) },
  { header: 'Status', field: csvLabel(t.status, STATUS_LABELS) },
  { header: 'Role', field: csvLabel(t.userRole, ROLE_LABELS) },
  { header: 'Service Type', field: csvLabel(t.serviceType, SERVICE_TYPE_LABELS) },
  { header: 'Urgency', field: csvLabel(t.urgency, URGENCY_LABELS) },
  { header: 'Description', field: csvText(t.serviceDescription) },
  { header: 'Contact Name', field: csvText(t.contactName) },
  { header: 'Company', field: csvText(t.contactCompany) },
  { header: 'Email', field: csvText(t.contactEmail) },
  { header: 'Phone', field: csvText(t.contactPhone) },
  { header: 'Pickup Address', field: csvText(joinedAddress(t.pickupAddress, t.pickupAddress2)) },
  { header: 'Pickup City', field: csvText(t.pickupCity) },
  { header: 'Pickup State', field: csvText(t.pickupState) },
  { header: 'Pickup ZIP', field: csvText(t.pickupZip) },
  { header: 'Pickup Instructions', field: csvText(t.pickupInstructions) },
  { header: 'Delivery Address', field: csvText(joinedAddress(t.deliveryAddress, t.deliveryAddress2)) },
  { header: 'Delivery City', field: csvText(t.deliveryCity) },
  { header: 'Delivery State', field: csvText(t.deliveryState) },
  { header: 'Delivery ZIP', field: csvText(t.deliveryZip) },
  { header: 'Delivery Instructions', field: csvText(t.deliveryInstructions) },
  { header: 'Item Type', field: csvText(t.itemType) },
  { header: 'Length (in)', field: csvText(t.length) },
  { header: 'Width (in)', field: csvText(t.width) },
  { header: 'Height (in)', field: csvText(t.height) },
  { header: 'Weight (lbs)', field: csvText(sql`coalesce(${t.weight}::text, 'N/A')`) },
  { header: 'Special Handling', field: csvText(t.specialHandling) },
  { header: 'Preferred Date', field: csvText(sql`coalesce(${t.preferredDate}::text, 'ASAP')`) },
  { header: 'Preferred Time', field: csvLabel(t.preferredTime, PREFERRED_TIME_LABELS) },
  { header: 'Carrier Requirements', field: csvText(t.carrierRequirements) },
  { header: 'Load Volume', field: csvText(t.loadVolume) },
  { header: 'Contract Terms', field: csvText(t.contractTerms) },
  { header: 'Preferred Lanes', field: csvText(t.preferredLanes) },
  { header: 'Dispatching Rates', field: csvText(t.dispatchingRates) },
  { header: 'Equipment Needed', field: csvText(t.equipmentNeeded) },
  { header: 'Load Types', field: csvText(t.loadTypes) },
  { header: 'Coverage Areas', field: csvText(t.coverageAreas) },
  { header: 'Additional Notes', field: csvText(t.additionalNotes) },
  // What the customer saw before sending (decision 026), beside what the team quoted.
  { header: 'Customer Estimate Low (USD)', field: csvText(wholeCentsAsDollars(t.estimateLowCents)) },
  { header: 'Customer Estimate High (USD)', field: csvText(wholeCentsAsDollars(t.estimateHighCents)) },
  { header: 'Customer Estimate Miles', field: csvText(t.estimateMiles) },
  { header: 'Estimated Quote (USD)', field: csvText(t.estimatedQuote) },
  { header: 'Final Amount (USD)', field: csvText(t.finalAmount) },
  { header: 'Invoice Status', field: csvText(t.invoiceStatus) },
  { header: 'Invoice Sent', field: csvTimestamp(t.invoiceSentAt) },
  { header: 'Invoice Number', field: csvText(t.invoiceNumber) },
  { header: 'Payment Status', field: csvText(t.paymentStatus) },
  { header: 'Payment Method', field: csvText(t.paymentMethod) },
  { header: 'Paid', field: csvTimestamp(t.paidAt) },
  { header: 'Updated', field: csvTimestamp(t.updatedAt) },
];

/** 'line 1, line 2', or line 1 alone when there is no second line. */
function joinedAddress(line1: SQLWrapper, line2: SQLWrapper) {
  return sql`case when coalesce(${line2}, '') <> '' then ${line1} || ', ' || ${line2} else ${line1} end`;
}

/** 123400 -> '1234.00', as the money columns read; null stays null (an empty cell). */
function wholeCentsAsDollars(cents: SQLWrapper) {
  return sql`(${cents} / 100.0)::numeric(10, 2)`;
}
