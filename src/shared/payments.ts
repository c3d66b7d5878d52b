// Payment methods and the states of a payment attempt in the ledger.

export const PAYMENT_METHODS = [
  'credit_card',
  'paypal',
  'bank_transfer',
  'zelle',
  'wire_transfer',
  'ach',
  'direct_deposit',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'manual'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const LEDGER_STATUSES = [
  'created',
  'pending',
  'pending_verification',
  'succeeded',
  'failed',
  'rejected',
] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export const CURRENCY = 'USD';
