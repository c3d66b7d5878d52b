// The service request forms' rules: one common schema extended per role. The browser validates
// every change with these and the server validates every submission with the same ones, so a
// field is refused with the same message on both sides.
import { z } from 'zod';
import { addDays, isCalendarDate } from '../calendar-date.js';
import {
  emailField,
  optionalChoice,
  optionalLine,
  optionalText,
  requiredChoice,
  requiredLine,
  requiredText,
  TEXT_LIMITS,
  usPhoneField,
  zipCodeField,
} from '../form-schema-fields.js';
import { SERVICE_TYPES_BY_ROLE, URGENCY_LEVELS, type UserRole } from './service-requests.js';
import { US_STATES } from '../us-states.js';
import { safeString } from '../safe-text.js';
import { englishLabels } from '../labels/label-message.js';
import { PREFERRED_TIME_MESSAGES } from '../labels/request-labels.js';
import type { RegisteredMessage } from '../coded-message.js';
import { withCode } from '../message-issues.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';

export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening', 'flexible'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

/** A positive measurement typed into a text box ('' means not given); `message` is its refusal, with {max}. */
function optionalMeasure(message: RegisteredMessage, max: number) {
  return safeString()
    .trim()
    .optional()
    .refine(
      (value) => !value || (/^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0 && Number(value) <= max),
      withCode(message, { max: max.toLocaleString('en-US') }),
    )
    .transform((value) => value || undefined);
}

export interface ServiceRequestSchemaOptions {
  /** The earliest preferred date to accept, YYYY-MM-DD: the browser's today; on the server the
   *  earliest 'today' anywhere in the US (a customer's evening is already tomorrow in UTC). */
  earliestPreferredDate: string;
}

function preferredDate(earliest: string) {
  return safeString()
    .trim()
    .optional()
    .refine((value) => !value || isCalendarDate(value), withCode(MESSAGES.validDate))
    .refine((value) => !value || value >= earliest, withCode(MESSAGES.preferredDatePast))
    .refine((value) => !value || value <= addDays(earliest, 366), withCode(MESSAGES.preferredDateTooFar))
    .transform((value) => value || undefined);
}

// One-line fields (typed into an input: names, contact details, addresses, cities) are
// requiredLine/optionalLine and refuse line breaks and control characters; the free-text ones
// (typed into a text area: descriptions, notes, instructions) are requiredText/optionalText.
const commonFields = {
  serviceDescription: requiredText(TEXT_LIMITS.long),
  urgency: z
    .enum(URGENCY_LEVELS, withCode(MESSAGES.selectUrgency))
    .optional()
    .transform((value) => value ?? 'standard'),
  contactName: requiredLine().refine((value) => value.length >= 2, withCode(MESSAGES.contactNameTooShort)),
  contactCompany: optionalLine(),
  contactEmail: emailField,
  contactPhone: usPhoneField,
  additionalNotes: optionalText(),
  /**
   * The "text me about this load" box (issue 40): a form field, like every other, so a string:
   * 'true', 'false' or '' (or absent). Anything else is refused.
   */
  textUpdates: z
    .enum(['true', 'false', ''], { error: 'textUpdates must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
};

export function shipperRequestSchema(options: ServiceRequestSchemaOptions) {
  return z.object({
    userRole: z.literal('shipper'),
    serviceType: requiredChoice(SERVICE_TYPES_BY_ROLE.shipper, MESSAGES.selectServiceType),
    ...commonFields,
    length: optionalMeasure(MESSAGES.measureInches, 10_000),
    width: optionalMeasure(MESSAGES.measureInches, 10_000),
    height: optionalMeasure(MESSAGES.measureInches, 10_000),
    weight: optionalMeasure(MESSAGES.measurePounds, 200_000),
    itemType: optionalLine(),
    specialHandling: optionalText(),
    pickupAddress: requiredLine(),
    pickupAddress2: optionalLine(),
    pickupCity: requiredLine(100),
    pickupState: requiredChoice(US_STATES, MESSAGES.selectState),
    pickupZip: zipCodeField,
    pickupInstructions: optionalText(),
    deliveryAddress: requiredLine(),
    deliveryAddress2: optionalLine(),
    deliveryCity: requiredLine(100),
    deliveryState: requiredChoice(US_STATES, MESSAGES.selectState),
    deliveryZip: zipCodeField,
    deliveryInstructions: optionalText(),
    preferredDate: preferredDate(options.earliestPreferredDate),
    preferredTime: optionalChoice(PREFERRED_TIMES, MESSAGES.selectTimeOfDay),
  });
}

export const brokerRequestSchema = z.object({
  userRole: z.literal('broker'),
  serviceType: requiredChoice(SERVICE_TYPES_BY_ROLE.broker, MESSAGES.selectServiceType),
  ...commonFields,
  carrierRequirements: optionalText(),
  loadVolume: optionalLine(),
  contractTerms: optionalText(),
  preferredLanes: optionalLine(TEXT_LIMITS.long),
});

export const dispatcherRequestSchema = z.object({
  userRole: z.literal('dispatcher'),
  serviceType: requiredChoice(SERVICE_TYPES_BY_ROLE.dispatcher, MESSAGES.selectServiceType),
  ...commonFields,
  dispatchingRates: optionalLine(TEXT_LIMITS.long),
  equipmentNeeded: optionalText(),
  loadTypes: optionalLine(TEXT_LIMITS.long),
  coverageAreas: optionalText(),
});

export function serviceRequestSchema(options: ServiceRequestSchemaOptions) {
  return z.discriminatedUnion(
    'userRole',
    [shipperRequestSchema(options), brokerRequestSchema, dispatcherRequestSchema],
    withCode(MESSAGES.chooseRole),
  );
}

export function schemaForRole(role: UserRole, options: ServiceRequestSchemaOptions) {
  if (role === 'shipper') return shipperRequestSchema(options);
  return role === 'broker' ? brokerRequestSchema : dispatcherRequestSchema;
}

export type ShipperRequest = z.output<ReturnType<typeof shipperRequestSchema>>;
export type BrokerRequest = z.output<typeof brokerRequestSchema>;
export type DispatcherRequest = z.output<typeof dispatcherRequestSchema>;
export type ServiceRequestSubmission = ShipperRequest | BrokerRequest | DispatcherRequest;

/** What each role's form holds and sends: the text as typed, before the schema trims and parses it. */
export interface ServiceRequestInputByRole {
  shipper: z.input<ReturnType<typeof shipperRequestSchema>>;
  broker: z.input<typeof brokerRequestSchema>;
  dispatcher: z.input<typeof dispatcherRequestSchema>;
}
export type ServiceRequestInput = ServiceRequestInputByRole[UserRole];
/** A field of one role's form, or (without a role) of any of them. */
export type ServiceRequestField<Role extends UserRole = UserRole> = { [R in Role]: keyof ServiceRequestInputByRole[R] }[Role];

/** The fields each role must fill (spec section 5), in the order the forms show them. */
export const REQUIRED_FIELDS: { readonly [R in UserRole]: readonly ServiceRequestField<R>[] } = {
  shipper: [
    'serviceType',
    'serviceDescription',
    'pickupAddress',
    'pickupCity',
    'pickupState',
    'pickupZip',
    'deliveryAddress',
    'deliveryCity',
    'deliveryState',
    'deliveryZip',
    'contactName',
    'contactEmail',
    'contactPhone',
  ],
  broker: ['serviceType', 'serviceDescription', 'contactName', 'contactEmail', 'contactPhone'],
  dispatcher: ['serviceType', 'serviceDescription', 'contactName', 'contactEmail', 'contactPhone'],
};

export const PREFERRED_TIME_LABELS: Record<PreferredTime, string> = /* @__PURE__ */ englishLabels(PREFERRED_TIME_MESSAGES);
