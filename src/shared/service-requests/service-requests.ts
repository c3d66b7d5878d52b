// Enumerations of a service request and their English labels, used by the database schema, the API
// and the forms. The values alone are in service-request-values.ts.
import { englishLabels } from '../labels/label-message.js';
import { REQUEST_STATUS_MESSAGES } from '../labels/request-status-labels.js';
import {
  INVOICE_STATUS_MESSAGES,
  PAYMENT_STATUS_MESSAGES,
  SERVICE_TYPE_MESSAGES,
  URGENCY_MESSAGES,
  USER_ROLE_MESSAGES,
} from '../labels/request-labels.js';

import type { InvoiceStatus, PaymentStatus, ServiceRequestStatus, ServiceType, Urgency, UserRole } from './service-request-values.js';

export * from './service-request-values.js';

// Display labels in English, shared by the forms, the admin dashboard and the e-mails; written
// once in shared-labels.ts, where the `shared` catalog takes them (sharedLabel shows them translated).
export const ROLE_LABELS: Record<UserRole, string> = /* @__PURE__ */ englishLabels(USER_ROLE_MESSAGES);
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = /* @__PURE__ */ englishLabels(SERVICE_TYPE_MESSAGES);
export const URGENCY_LABELS: Record<Urgency, string> = /* @__PURE__ */ englishLabels(URGENCY_MESSAGES);
export const STATUS_LABELS: Record<ServiceRequestStatus, string> = /* @__PURE__ */ englishLabels(REQUEST_STATUS_MESSAGES);
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = /* @__PURE__ */ englishLabels(INVOICE_STATUS_MESSAGES);

/** A label for any stored service type, including ones this version no longer offers. */
export function serviceTypeLabel(serviceType: string): string {
  return (SERVICE_TYPE_LABELS as Record<string, string>)[serviceType] ?? serviceType;
}

/** A label for any stored urgency, including one this version no longer offers. */
export function urgencyLabel(urgency: string): string {
  return (URGENCY_LABELS as Record<string, string>)[urgency] ?? urgency;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = /* @__PURE__ */ englishLabels(PAYMENT_STATUS_MESSAGES);
