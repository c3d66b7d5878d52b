// How src/shared's values read (roles, services, statuses, stages, methods...): each label once,
// in English, as a message of the `shared` catalog. The English label maps the rest of the code
// reads (ROLE_LABELS, LOAD_STAGE_LABELS...) are made from these, so the API, the back office and
// the spec's texts keep today's words; sharedLabelText (shared-texts.ts) gives them in a language.
// Plain constants and types only: the home page and the e-mails read them, zod stays out.
import type { LabelMessage } from './labels/label-message.js';
import {
  USER_ROLE_MESSAGES,
  SERVICE_TYPE_MESSAGES,
  URGENCY_MESSAGES,
  REQUEST_STATUS_MESSAGES,
  INVOICE_STATUS_MESSAGES,
  PAYMENT_STATUS_MESSAGES,
  PREFERRED_TIME_MESSAGES,
} from './labels/request-labels.js';
import { PAYMENT_METHOD_MESSAGES, REFUND_STATUS_MESSAGES, LEDGER_STATUS_MESSAGES } from './labels/payment-labels.js';
import { LOAD_STAGE_MESSAGES, STAGE_ACTION_MESSAGES, PROBLEM_KIND_MESSAGES } from './labels/dispatch-labels.js';
import { LICENSE_TYPE_MESSAGES, DRIVER_DOCUMENT_MESSAGES } from './labels/driver-labels.js';

export { englishLabels, type LabelMessage } from './labels/label-message.js';
export * from './labels/request-labels.js';
export * from './labels/payment-labels.js';
export * from './labels/dispatch-labels.js';
export * from './labels/driver-labels.js';

/** Every labelled kind of value, for sharedLabelText. */
export const LABEL_MESSAGES = {
  userRole: USER_ROLE_MESSAGES,
  serviceType: SERVICE_TYPE_MESSAGES,
  urgency: URGENCY_MESSAGES,
  requestStatus: REQUEST_STATUS_MESSAGES,
  invoiceStatus: INVOICE_STATUS_MESSAGES,
  paymentStatus: PAYMENT_STATUS_MESSAGES,
  paymentMethod: PAYMENT_METHOD_MESSAGES,
  refundStatus: REFUND_STATUS_MESSAGES,
  ledgerStatus: LEDGER_STATUS_MESSAGES,
  loadStage: LOAD_STAGE_MESSAGES,
  stageAction: STAGE_ACTION_MESSAGES,
  problemKind: PROBLEM_KIND_MESSAGES,
  preferredTime: PREFERRED_TIME_MESSAGES,
  licenseType: LICENSE_TYPE_MESSAGES,
  driverDocument: DRIVER_DOCUMENT_MESSAGES,
} as const satisfies Record<string, Record<string, LabelMessage>>;

/** The kinds of value src/shared labels. */
export type LabelKind = keyof typeof LABEL_MESSAGES;
