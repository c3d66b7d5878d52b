// The values a service request's fields take (roles, service types, urgency, statuses): plain
// constants with no labels, for the pages that need only these (the home page's budget is tight).
// service-requests.ts adds the labels.

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

// partially_paid: some of a sent invoice is paid and a balance remains (decision 073).
// refunded / partially_refunded: what was paid has been returned in whole or in part (an
// overpayment refunded leaves the invoice paid). See docs/decisions/023-payment-state-machine.md.
export const PAYMENT_STATUSES = [
  'unpaid',
  'pending',
  'pending_verification',
  'partially_paid',
  'paid',
  'failed',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An invoice in one of these was paid: no payment can be started, reported or confirmed for it. */
export const SETTLED_PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const satisfies readonly PaymentStatus[];

export function isSettledPaymentStatus(status: string): boolean {
  return (SETTLED_PAYMENT_STATUSES as readonly string[]).includes(status);
}
