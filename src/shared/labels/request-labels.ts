// Requests: who asks, for what, how urgently, and where the request, its invoice and its payment stand. Each label once, in English, as a message of the `shared` catalog
// (see ../shared-labels.ts). Apart from the other kinds so a page carries only the labels it reads.
import type { LabelMessage } from './label-message.js';

export { REQUEST_STATUS_MESSAGES } from './request-status-labels.js';

export const USER_ROLE_MESSAGES = {
  shipper: /*i18n*/ { id: 'shared.userRole.shipper', message: 'Shipper' },
  broker: /*i18n*/ { id: 'shared.userRole.broker', message: 'Freight Broker' },
  dispatcher: /*i18n*/ { id: 'shared.userRole.dispatcher', message: 'Dispatcher' },
} as const satisfies Record<string, LabelMessage>;
export const SERVICE_TYPE_MESSAGES = {
  'small-package': /*i18n*/ { id: 'shared.serviceType.small-package', message: 'Small Package' },
  furniture: /*i18n*/ { id: 'shared.serviceType.furniture', message: 'Furniture' },
  vehicle: /*i18n*/ { id: 'shared.serviceType.vehicle', message: 'Vehicle Transport' },
  'ltl-freight': /*i18n*/ { id: 'shared.serviceType.ltl-freight', message: 'LTL Freight (Less Than Truckload)' },
  'tl-freight': /*i18n*/ { id: 'shared.serviceType.tl-freight', message: 'Full Truckload (TL)' },
  specialty: /*i18n*/ { id: 'shared.serviceType.specialty', message: 'Specialty / Oversized' },
  'carrier-sourcing': /*i18n*/ { id: 'shared.serviceType.carrier-sourcing', message: 'Carrier Sourcing' },
  'dedicated-lanes': /*i18n*/ { id: 'shared.serviceType.dedicated-lanes', message: 'Dedicated Lanes' },
  'spot-market': /*i18n*/ { id: 'shared.serviceType.spot-market', message: 'Spot Market' },
  'contract-negotiation': /*i18n*/ { id: 'shared.serviceType.contract-negotiation', message: 'Contract Negotiation' },
  partnership: /*i18n*/ { id: 'shared.serviceType.partnership', message: 'Partnership' },
  'load-sourcing': /*i18n*/ { id: 'shared.serviceType.load-sourcing', message: 'Load Sourcing' },
  'fleet-coordination': /*i18n*/ { id: 'shared.serviceType.fleet-coordination', message: 'Fleet Coordination' },
  'route-optimization': /*i18n*/ { id: 'shared.serviceType.route-optimization', message: 'Route Optimization' },
  'dedicated-dispatch': /*i18n*/ { id: 'shared.serviceType.dedicated-dispatch', message: 'Dedicated Dispatch' },
  'backhaul-coordination': /*i18n*/ { id: 'shared.serviceType.backhaul-coordination', message: 'Backhaul Coordination' },
} as const satisfies Record<string, LabelMessage>;
export const URGENCY_MESSAGES = {
  standard: /*i18n*/ { id: 'shared.urgency.standard', message: 'Standard' },
  high: /*i18n*/ { id: 'shared.urgency.high', message: 'High Priority' },
  urgent: /*i18n*/ { id: 'shared.urgency.urgent', message: 'Urgent' },
} as const satisfies Record<string, LabelMessage>;
export const INVOICE_STATUS_MESSAGES = {
  pending: /*i18n*/ { id: 'shared.invoiceStatus.pending', message: 'Pending' },
  sent: /*i18n*/ { id: 'shared.invoiceStatus.sent', message: 'Sent' },
  paid: /*i18n*/ { id: 'shared.invoiceStatus.paid', message: 'Paid' },
  void: /*i18n*/ { id: 'shared.invoiceStatus.void', message: 'Void' },
} as const satisfies Record<string, LabelMessage>;
export const PAYMENT_STATUS_MESSAGES = {
  unpaid: /*i18n*/ { id: 'shared.paymentStatus.unpaid', message: 'Unpaid' },
  pending: /*i18n*/ { id: 'shared.paymentStatus.pending', message: 'Pending' },
  pending_verification: /*i18n*/ { id: 'shared.paymentStatus.pending_verification', message: 'Pending Verification' },
  partially_paid: /*i18n*/ { id: 'shared.paymentStatus.partially_paid', message: 'Partially Paid' },
  paid: /*i18n*/ { id: 'shared.paymentStatus.paid', message: 'Paid' },
  failed: /*i18n*/ { id: 'shared.paymentStatus.failed', message: 'Failed' },
  partially_refunded: /*i18n*/ { id: 'shared.paymentStatus.partially_refunded', message: 'Partially Refunded' },
  refunded: /*i18n*/ { id: 'shared.paymentStatus.refunded', message: 'Refunded' },
} as const satisfies Record<string, LabelMessage>;
export const PREFERRED_TIME_MESSAGES = {
  morning: /*i18n*/ { id: 'shared.preferredTime.morning', message: 'Morning (8 AM - 12 PM)' },
  afternoon: /*i18n*/ { id: 'shared.preferredTime.afternoon', message: 'Afternoon (12 PM - 5 PM)' },
  evening: /*i18n*/ { id: 'shared.preferredTime.evening', message: 'Evening (5 PM - 8 PM)' },
  flexible: /*i18n*/ { id: 'shared.preferredTime.flexible', message: 'Flexible' },
} as const satisfies Record<string, LabelMessage>;
