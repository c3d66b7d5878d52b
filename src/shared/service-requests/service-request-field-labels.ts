// The service request form's field labels as the customer's request page lists a request's details
// (src/server/features/customer-portal), each once, in English, as a message of the `shared`
// catalog: the page names the fields in the customer's language. (The form itself keeps its labels
// in the `request` catalog, beside its own hints and placeholders.)
import type { LabelMessage } from '../labels/label-message.js';
import type { ServiceRequestField } from './service-request-schemas.js';

/** The two places of a shipper's request; its form field names start with these. */
export type RequestLocation = 'pickup' | 'delivery';

/** The fields of a location, in the form's order: `pickup` + `City` is the form field `pickupCity`. */
export const LOCATION_PARTS = ['Address', 'Address2', 'City', 'State', 'Zip', 'Instructions'] as const;
export type LocationPart = (typeof LOCATION_PARTS)[number];
export type LocationField = `${RequestLocation}${LocationPart}`;

/** A location field's label, with the location's name first: 'Pickup Street Address'. */
export const LOCATION_FIELD_LABELS: Record<LocationField, LabelMessage> = {
  pickupAddress: /*i18n*/ { id: 'shared.field.pickupAddress', message: 'Pickup Street Address' },
  pickupAddress2: /*i18n*/ { id: 'shared.field.pickupAddress2', message: 'Pickup Address Line 2' },
  pickupCity: /*i18n*/ { id: 'shared.field.pickupCity', message: 'Pickup City' },
  pickupState: /*i18n*/ { id: 'shared.field.pickupState', message: 'Pickup State' },
  pickupZip: /*i18n*/ { id: 'shared.field.pickupZip', message: 'Pickup ZIP Code' },
  pickupInstructions: /*i18n*/ { id: 'shared.field.pickupInstructions', message: 'Pickup Instructions' },
  deliveryAddress: /*i18n*/ { id: 'shared.field.deliveryAddress', message: 'Delivery Street Address' },
  deliveryAddress2: /*i18n*/ { id: 'shared.field.deliveryAddress2', message: 'Delivery Address Line 2' },
  deliveryCity: /*i18n*/ { id: 'shared.field.deliveryCity', message: 'Delivery City' },
  deliveryState: /*i18n*/ { id: 'shared.field.deliveryState', message: 'Delivery State' },
  deliveryZip: /*i18n*/ { id: 'shared.field.deliveryZip', message: 'Delivery ZIP Code' },
  deliveryInstructions: /*i18n*/ { id: 'shared.field.deliveryInstructions', message: 'Delivery Instructions' },
};

/** The label of every other field of the three roles' forms, by its form field name. */
export const REQUEST_FIELD_LABELS: Record<Exclude<ServiceRequestField, 'userRole' | LocationField>, LabelMessage> = {
  serviceType: /*i18n*/ { id: 'shared.field.serviceType', message: 'Service Type' },
  urgency: /*i18n*/ { id: 'shared.field.urgency', message: 'Urgency' },
  serviceDescription: /*i18n*/ { id: 'shared.field.serviceDescription', message: 'Service Description' },
  itemType: /*i18n*/ { id: 'shared.field.itemType', message: 'Item Type' },
  length: /*i18n*/ { id: 'shared.field.length', message: 'Length (in)' },
  width: /*i18n*/ { id: 'shared.field.width', message: 'Width (in)' },
  height: /*i18n*/ { id: 'shared.field.height', message: 'Height (in)' },
  weight: /*i18n*/ { id: 'shared.field.weight', message: 'Weight (lbs)' },
  specialHandling: /*i18n*/ { id: 'shared.field.specialHandling', message: 'Special Handling' },
  preferredDate: /*i18n*/ { id: 'shared.field.preferredDate', message: 'Preferred Date' },
  preferredTime: /*i18n*/ { id: 'shared.field.preferredTime', message: 'Preferred Time' },
  loadVolume: /*i18n*/ { id: 'shared.field.loadVolume', message: 'Load Volume' },
  preferredLanes: /*i18n*/ { id: 'shared.field.preferredLanes', message: 'Preferred Lanes' },
  carrierRequirements: /*i18n*/ { id: 'shared.field.carrierRequirements', message: 'Carrier Requirements' },
  contractTerms: /*i18n*/ { id: 'shared.field.contractTerms', message: 'Contract Terms' },
  equipmentNeeded: /*i18n*/ { id: 'shared.field.equipmentNeeded', message: 'Equipment' },
  dispatchingRates: /*i18n*/ { id: 'shared.field.dispatchingRates', message: 'Dispatching Rates' },
  loadTypes: /*i18n*/ { id: 'shared.field.loadTypes', message: 'Load Types' },
  coverageAreas: /*i18n*/ { id: 'shared.field.coverageAreas', message: 'Coverage Areas' },
  contactName: /*i18n*/ { id: 'shared.field.contactName', message: 'Full Name' },
  contactCompany: /*i18n*/ { id: 'shared.field.contactCompany', message: 'Company' },
  contactEmail: /*i18n*/ { id: 'shared.field.contactEmail', message: 'Email' },
  contactPhone: /*i18n*/ { id: 'shared.field.contactPhone', message: 'Phone' },
  additionalNotes: /*i18n*/ { id: 'shared.field.additionalNotes', message: 'Additional Notes' },
  textUpdates: /*i18n*/ { id: 'shared.field.textUpdates', message: 'Text messages about this load' },
};

/** An empty preferred date: as soon as possible. */
export const AS_SOON_AS_POSSIBLE: LabelMessage = /*i18n*/ { id: 'shared.field.asap', message: 'ASAP' };
