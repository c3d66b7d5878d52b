// How the Audit Log names the kinds of record an event is about.
import type { AuditRecordType } from '@shared/audit/audit';

export const RECORD_TYPE_LABELS: Record<AuditRecordType, string> = {
  admin_user: 'Team member',
  service_request: 'Service request',
  payment: 'Payment',
  refund: 'Refund',
  driver_application: 'Driver application',
  export: 'Export',
  upload: 'Document',
  staff_invite: 'Invitation',
  customer: 'Customer',
  driver_profile: 'Driver',
  accessorial_rate: 'Accessorial rate',
  fuel_surcharge_schedule: 'Fuel surcharge schedule',
  diesel_price: 'Diesel price',
  customer_account: 'Customer account',
  income_accounts: 'Income accounts',
  factoring_settings: 'Factor',
  rate_confirmation: 'Rate confirmation',
  tracking_link: 'Tracking link',
  text_consent: 'Texting consent',
};
