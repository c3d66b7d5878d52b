// A request's fields as its customer sent them: labelled as the request form labels them, in the
// form's order and in the language of the page asking (the labels, service type, urgency, time and
// date; what the customer typed stays as typed), for the request's page; and as the form's own field names and text, to start a
// new request from it ("Request again"). Staff notes, the estimate's internals, amounts and the
// placeholder places of broker and dispatcher requests are not the customer's input: never here.
import type { I18n } from '@lingui/core';
import { formatDate } from '../../../shared/calendar-date.js';
import { formatFreightNumber } from '../../../shared/format.js';
import { isLocale, type Locale } from '../../../shared/i18n.js';
import type { LabelMessage } from '../../../shared/labels/label-message.js';
import {
  AS_SOON_AS_POSSIBLE,
  LOCATION_FIELD_LABELS,
  LOCATION_PARTS,
  REQUEST_FIELD_LABELS,
  type LocationField,
  type RequestLocation,
} from '../../../shared/service-requests/service-request-field-labels.js';
import type { ServiceRequestField } from '../../../shared/service-requests/service-request-schemas.js';
import type { UserRole } from '../../../shared/service-requests/service-requests.js';
import { sharedLabelText } from '../../../shared/shared-texts.js';
import type { OwnRequestRow } from './portal-repository.js';

/** A form field the request row holds under the same name. */
type StoredField = Exclude<ServiceRequestField, 'userRole'> & keyof OwnRequestRow;

interface FormField {
  field: StoredField;
  label: LabelMessage;
}

/** Fields labelled as the form labels them. */
function labelled(...fields: Exclude<StoredField, LocationField>[]): FormField[] {
  return fields.map((field) => ({ field, label: REQUEST_FIELD_LABELS[field] }));
}

/** A location's fields: out of the form's location section, each label starts with the location's name. */
function location(prefix: RequestLocation): FormField[] {
  return LOCATION_PARTS.map((part) => {
    const field: LocationField = `${prefix}${part}`;
    return { field, label: LOCATION_FIELD_LABELS[field] };
  });
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
function shownText(request: OwnRequestRow, field: StoredField, i18n: I18n): string | null {
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  // An empty date on the shipper's form means "as soon as possible", as the dashboard shows it.
  if (field === 'preferredDate') {
    return request.preferredDate ? formatDate(`${request.preferredDate}T12:00:00`, locale) : i18n._(AS_SOON_AS_POSSIBLE);
  }
  const text = typedText(request, field);
  if (text === null) return null;
  // A measure as people write it in the page's language: "1,800", "48.5" (the label says the unit).
  if (MEASURES.has(field)) return formatFreightNumber(request[field], locale);
  if (field === 'serviceType') return sharedLabelText(i18n, 'serviceType', text);
  if (field === 'urgency') return sharedLabelText(i18n, 'urgency', request.urgency);
  if (field === 'preferredTime') return sharedLabelText(i18n, 'preferredTime', text);
  return text;
}

/**
 * The request's fields with a value, labelled and in the order of its role's form, in the language
 * of `i18n` (src/server/i18n/translator.ts).
 */
export function submittedDetails(request: OwnRequestRow, i18n: I18n): { label: string; value: string }[] {
  return FORM_FIELDS[request.userRole].flatMap(({ field, label }) => {
    const value = shownText(request, field, i18n);
    return value === null ? [] : [{ label: i18n._(label), value }];
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
