// Enumerations of a service request, used by the database schema, the API and the forms.
import { titleCaseLabels } from './labels.js';

export const USER_ROLES = ['shipper', 'broker', 'dispatcher'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const SHIPPER_SERVICE_TYPES = ['small-package', 'furniture', 'vehicle', 'ltl-freight', 'tl-freight', 'specialty'] as const;
const BROKER_SERVICE_TYPES = ['carrier-sourcing', 'dedicated-lanes', 'spot-market', 'contract-negotiation', 'partnership'] as const;
const DISPATCHER_SERVICE_TYPES = [
  'load-sourcing',
  'fleet-coordination',
  'route-optimization',
  'dedicated-dispatch',
  'backhaul-coordination',
] as const;

export const SERVICE_TYPES_BY_ROLE = {
  shipper: SHIPPER_SERVICE_TYPES,
  broker: BROKER_SERVICE_TYPES,
  dispatcher: DISPATCHER_SERVICE_TYPES,
} as const satisfies Record<UserRole, readonly string[]>;

export const SERVICE_TYPES = [...SHIPPER_SERVICE_TYPES, ...BROKER_SERVICE_TYPES, ...DISPATCHER_SERVICE_TYPES] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const URGENCY_LEVELS = ['standard', 'high', 'urgent'] as const;
export type Urgency = (typeof URGENCY_LEVELS)[number];

export const SERVICE_REQUEST_STATUSES = ['received', 'in-progress', 'in-transit', 'delivered', 'cancelled'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

// The spec only shows 'pending'; 'sent' is set when an invoice e-mail goes out and 'paid' when
// the provider confirms payment (see docs/decisions/003-data-model.md).
export const INVOICE_STATUSES = ['pending', 'sent', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

// refunded / partially_refunded: what was paid has been returned in whole or in part (an
// overpayment refunded leaves the invoice paid). See docs/decisions/023-payment-state-machine.md.
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'pending_verification', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An invoice in one of these was paid: no payment can be started, reported or confirmed for it. */
export const SETTLED_PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const satisfies readonly PaymentStatus[];

export function isSettledPaymentStatus(status: string): boolean {
  return (SETTLED_PAYMENT_STATUSES as readonly string[]).includes(status);
}

// Display labels, shared by the forms, the admin dashboard and the e-mails.
export const ROLE_LABELS: Record<UserRole, string> = {
  shipper: 'Shipper',
  broker: 'Freight Broker',
  dispatcher: 'Dispatcher',
};

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  'small-package': 'Small Package',
  furniture: 'Furniture',
  vehicle: 'Vehicle Transport',
  'ltl-freight': 'LTL Freight (Less Than Truckload)',
  'tl-freight': 'Full Truckload (TL)',
  specialty: 'Specialty / Oversized',
  'carrier-sourcing': 'Carrier Sourcing',
  'dedicated-lanes': 'Dedicated Lanes',
  'spot-market': 'Spot Market',
  'contract-negotiation': 'Contract Negotiation',
  partnership: 'Partnership',
  'load-sourcing': 'Load Sourcing',
  'fleet-coordination': 'Fleet Coordination',
  'route-optimization': 'Route Optimization',
  'dedicated-dispatch': 'Dedicated Dispatch',
  'backhaul-coordination': 'Backhaul Coordination',
};

export const URGENCY_LABELS: Record<Urgency, string> = {
  standard: 'Standard',
  high: 'High Priority',
  urgent: 'Urgent',
};

export const STATUS_LABELS = titleCaseLabels(SERVICE_REQUEST_STATUSES);

/** A label for any stored service type, including ones this version no longer offers. */
export function serviceTypeLabel(serviceType: string): string {
  return (SERVICE_TYPE_LABELS as Record<string, string>)[serviceType] ?? serviceType;
}

/** A label for any stored urgency, including one this version no longer offers. */
export function urgencyLabel(urgency: string): string {
  return (URGENCY_LABELS as Record<string, string>)[urgency] ?? urgency;
}

export const PAYMENT_STATUS_LABELS = titleCaseLabels(PAYMENT_STATUSES);

/** How a payment status reads; a value this version does not know is shown as it is. */
export function paymentStatusLabel(status: string): string {
  return (PAYMENT_STATUS_LABELS as Record<string, string>)[status] ?? status;
}
