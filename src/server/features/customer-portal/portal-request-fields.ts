// A request's fields as its customer sent them: labelled as the request form labels them, in the
// form's order, for the request's page; and as the form's own field names and text, to start a
// new request from it ("Request again"). Staff notes, the estimate's internals, amounts and the
// placeholder places of broker and dispatcher requests are not the customer's input: never here.
import { formatDate } from '../../../shared/calendar-date.js';
import {
  LOCATION_PARTS,
  locationFieldLabel,
  REQUEST_FIELD_LABELS,
  type LocationField,
  type RequestLocation,
} from '../../../shared/service-request-field-labels.js';
import { PREFERRED_TIME_LABELS, type ServiceRequestField } from '../../../shared/service-request-schemas.js';
import { serviceTypeLabel, URGENCY_LABELS, type UserRole } from '../../../shared/service-requests.js';
import type { OwnRequestRow } from './portal-repository.js';

/** A form field the request row holds under the same name. */
type StoredField = Exclude<ServiceRequestField, 'userRole'> & keyof OwnRequestRow;

interface FormField {
  field: StoredField;
  label: string;
}

/** Fields labelled as the form labels them. */
function labelled(...fields: Exclude<StoredField, LocationField>[]): FormField[] {
  return fields.map((field) => ({ field, label: REQUEST_FIELD_LABELS[field] }));
}

/** A location's fields: out of the form's location section, each label starts with the location's name. */
function location(prefix: RequestLocation): FormField[] {
  return LOCATION_PARTS.map((part) => ({ field: `${prefix}${part}`, label: locationFieldLabel(prefix, part) }));
}

const SERVICE = labelled('serviceType', 'urgency', 'serviceDescription');
const CONTACT = labelled('contactName', 'contactCompany', 'contactEmail', 'contactPhone', 'additionalNotes');

/** Each role's form, section by section, in the order of src/client/features/service-requests/components. */
const FORM_FIELDS: Record<UserRole, FormField[]> = {
  shipper: [
    ...SERVICE,
    ...labelled('itemType', 'length', 'width', 'height', 'weight', 'specialHandling'),
    ...location('pickup'),
    ...location('delivery'),
    ...labelled('preferredDate', 'preferredTime'),
    ...CONTACT,
  ],
  broker: [...SERVICE, ...labelled('loadVolume', 'preferredLanes', 'carrierRequirements', 'contractTerms'), ...CONTACT],
  dispatcher: [...SERVICE, ...labelled('equipmentNeeded', 'dispatchingRates', 'loadTypes', 'coverageAreas'), ...CONTACT],
};

/** A new request is for a new date: the old one's schedule is not carried over. */
const NOT_REPEATED: ReadonlySet<StoredField> = new Set(['preferredDate', 'preferredTime']);

const MEASURES: ReadonlySet<StoredField> = new Set(['length', 'width', 'height', 'weight']);

/** The field's text as the customer typed it: a measure is stored as numeric(10,2), "48.00" was typed "48". */
function typedText(request: OwnRequestRow, field: StoredField): string | null {
  const value = request[field];
  if (value === null || value === '') return null;
  return MEASURES.has(field) ? String(Number(value)) : value;
}

/** How the request page shows a field's text; null when it was left empty. */
function shownText(request: OwnRequestRow, field: StoredField): string | null {
  // An empty date on the shipper's form means "as soon as possible", as the dashboard shows it.
  if (field === 'preferredDate') return request.preferredDate ? formatDate(`${request.preferredDate}T12:00:00`) : 'ASAP';
  const text = typedText(request, field);
  if (text === null) return null;
  if (field === 'serviceType') return serviceTypeLabel(text);
  if (field === 'urgency') return URGENCY_LABELS[request.urgency];
  if (field === 'preferredTime') return (PREFERRED_TIME_LABELS as Record<string, string>)[text] ?? text;
  return text;
}

/** The request's fields with a value, labelled and in the order of its role's form. */
export function submittedDetails(request: OwnRequestRow): { label: string; value: string }[] {
  return FORM_FIELDS[request.userRole].flatMap(({ field, label }) => {
    const value = shownText(request, field);
    return value === null ? [] : [{ label, value }];
  });
}

/** The values to open the role's form with: its field names and the text typed, without the schedule. */
export function repeatValues(request: OwnRequestRow): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { field } of FORM_FIELDS[request.userRole]) {
    if (NOT_REPEATED.has(field)) continue;
    const text = typedText(request, field);
    if (text !== null) values[field] = text;
  }
  return values;
}
