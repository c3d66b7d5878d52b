// The service request form's field labels, written once. The form shows them beside its fields
// (src/client/features/service-requests/components), and the customer's request page lists a
// request's details under the same words (src/server/features/customer-portal), so both read
// them from here rather than each keeping a copy.
import type { ServiceRequestField } from './service-request-schemas.js';

/** The two places of a shipper's request; its form field names start with these. */
export type RequestLocation = 'pickup' | 'delivery';

/** The fields of a location, in the form's order: `pickup` + `City` is the form field `pickupCity`. */
export const LOCATION_PARTS = ['Address', 'Address2', 'City', 'State', 'Zip', 'Instructions'] as const;
export type LocationPart = (typeof LOCATION_PARTS)[number];
export type LocationField = `${RequestLocation}${LocationPart}`;

/** Each location's name, and the title of the form's section holding its fields. */
export const REQUEST_LOCATIONS: Record<RequestLocation, { name: string; sectionTitle: string }> = {
  pickup: { name: 'Pickup', sectionTitle: 'Pickup Location' },
  delivery: { name: 'Delivery', sectionTitle: 'Delivery Location' },
};

/**
 * A location field's label inside its section ("Pickup Location" › "City"); the form's
 * instructions box still names its location there ("Pickup Instructions"). Away from the section
 * the location's name goes first on every field: see `locationFieldLabel`.
 */
export const LOCATION_PART_LABELS: Record<LocationPart, string> = {
  Address: 'Street Address',
  Address2: 'Address Line 2',
  City: 'City',
  State: 'State',
  Zip: 'ZIP Code',
  Instructions: 'Instructions',
};

/** A location field's label with the location's name: 'Pickup Street Address', 'Delivery Instructions'. */
export function locationFieldLabel(location: RequestLocation, part: LocationPart): string {
  return `${REQUEST_LOCATIONS[location].name} ${LOCATION_PART_LABELS[part]}`;
}

/** The label of every other field of the three roles' forms, by its form field name. */
export const REQUEST_FIELD_LABELS: Record<Exclude<ServiceRequestField, 'userRole' | LocationField>, string> = {
  serviceType: 'Service Type',
  urgency: 'Urgency',
  serviceDescription: 'Service Description',
  itemType: 'Item Type',
  length: 'Length (in)',
  width: 'Width (in)',
  height: 'Height (in)',
  weight: 'Weight (lbs)',
  specialHandling: 'Special Handling',
  preferredDate: 'Preferred Date',
  preferredTime: 'Preferred Time',
  loadVolume: 'Load Volume',
  preferredLanes: 'Preferred Lanes',
  carrierRequirements: 'Carrier Requirements',
  contractTerms: 'Contract Terms',
  equipmentNeeded: 'Equipment',
  dispatchingRates: 'Dispatching Rates',
  loadTypes: 'Load Types',
  coverageAreas: 'Coverage Areas',
  contactName: 'Full Name',
  contactCompany: 'Company',
  contactEmail: 'Email',
  contactPhone: 'Phone',
  additionalNotes: 'Additional Notes',
};
