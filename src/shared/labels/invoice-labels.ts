// Invoices' lines: what each kind of charge and each unit reads. Each label once, in English, as a
// message of the `shared` catalog (see ../shared-labels.ts): the customer's page, the payment page,
// the PDF and the mails show them in the customer's language.
import type { LabelMessage } from './label-message.js';

export const LINE_KIND_MESSAGES = {
  linehaul: /*i18n*/ { id: 'shared.lineKind.linehaul', message: 'Linehaul' },
  fuel_surcharge: /*i18n*/ { id: 'shared.lineKind.fuel_surcharge', message: 'Fuel surcharge' },
  detention: /*i18n*/ { id: 'shared.lineKind.detention', message: 'Detention' },
  layover: /*i18n*/ { id: 'shared.lineKind.layover', message: 'Layover' },
  lumper: /*i18n*/ { id: 'shared.lineKind.lumper', message: 'Lumper' },
  liftgate: /*i18n*/ { id: 'shared.lineKind.liftgate', message: 'Liftgate' },
  inside_delivery: /*i18n*/ { id: 'shared.lineKind.inside_delivery', message: 'Inside delivery' },
  extra_stop: /*i18n*/ { id: 'shared.lineKind.extra_stop', message: 'Extra stop' },
  truck_ordered_not_used: /*i18n*/ { id: 'shared.lineKind.truck_ordered_not_used', message: 'Truck ordered not used' },
  scale_ticket: /*i18n*/ { id: 'shared.lineKind.scale_ticket', message: 'Scale ticket' },
  other: /*i18n*/ { id: 'shared.lineKind.other', message: 'Other' },
} as const satisfies Record<string, LabelMessage>;

export const LINE_UNIT_MESSAGES = {
  miles: /*i18n*/ { id: 'shared.lineUnit.miles', message: 'miles' },
  hours: /*i18n*/ { id: 'shared.lineUnit.hours', message: 'hours' },
  days: /*i18n*/ { id: 'shared.lineUnit.days', message: 'days' },
  stops: /*i18n*/ { id: 'shared.lineUnit.stops', message: 'stops' },
  flat: /*i18n*/ { id: 'shared.lineUnit.flat', message: 'flat' },
} as const satisfies Record<string, LabelMessage>;
