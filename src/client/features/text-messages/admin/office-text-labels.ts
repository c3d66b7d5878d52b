// The back office's English words for the texts' values (issue 40): recipients, kinds, statuses,
// why a text was held back, and where a consent was given.
import type {
  TextConsentSource,
  TextKind,
  TextMilestone,
  TextRecipient,
  TextStatus,
  TextSuppressionReason,
} from '@shared/text-messages/text-messages';

export const RECIPIENT_LABELS: Record<TextRecipient, string> = {
  customer: 'Customer',
  consignee: 'Delivery contact',
  driver: 'Driver',
};

export const MILESTONE_LABELS: Record<TextMilestone, string> = {
  dispatched: 'Dispatched (with the tracking link)',
  picked_up: 'Picked up',
  arriving_soon: 'Arriving soon',
  delivered: 'Delivered',
  delay: 'Delay',
};

export const KIND_LABELS: Record<TextKind, string> = {
  ...MILESTONE_LABELS,
  dispatched: 'Dispatched',
  load_assigned: 'Load assigned (sign-in link)',
  qualification_lapsing: 'License, medical card or annual review lapsing',
};

export const STATUS_LABELS: Record<TextStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Undelivered',
  failed: 'Failed',
  suppressed: 'Suppressed',
};

export const SUPPRESSION_LABELS: Record<TextSuppressionReason, string> = {
  opted_out: 'the number replied STOP',
  number_limit: "over the number's daily limit",
  not_configured: 'texts are not set up',
  no_longer_relevant: 'no longer relevant',
};

export const CONSENT_SOURCE_LABELS: Record<TextConsentSource, string> = {
  request_form: 'on the request form',
  customer_page: "on the customer's page",
  office: 'by phone, recorded by the office',
};
