// Text messages (issue 40; docs/decisions/084-text-messages.md): who may get a text, at which
// moments of a load, in which states a text moves, and the rules the queue keeps (quiet hours, the
// per-number limit). The server queues and sends them; the customer's page, the request form and
// the back office show and choose them. Zod-free at the top (plain data any page may import); the
// schemas below read it.
import { z } from 'zod';
import { LOCALES } from '../i18n.js';
import { safeString } from '../safe-text.js';

/** The moments of a load a customer or a consignee may choose to be texted at, in the load's order. */
export const TEXT_MILESTONES = ['dispatched', 'picked_up', 'arriving_soon', 'delivered', 'delay'] as const;
export type TextMilestone = (typeof TEXT_MILESTONES)[number];

/**
 * Every kind of text we send: the milestones, the driver's sign-in link when a load is assigned to
 * them, and the driver's alert before their license, medical certificate or annual review lapses
 * (issue 41; no load: its service request is null).
 */
export const TEXT_KINDS = [...TEXT_MILESTONES, 'load_assigned', 'qualification_lapsing'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** Who a text goes to: the request's contact, the delivery contact (consignee), or the assigned driver. */
export const TEXT_RECIPIENTS = ['customer', 'consignee', 'driver'] as const;
export type TextRecipient = (typeof TEXT_RECIPIENTS)[number];

/** The recipients who subscribe on a request (the driver's text goes with the assignment). */
export const TEXT_SUBSCRIBERS = ['customer', 'consignee'] as const;
export type TextSubscriber = (typeof TEXT_SUBSCRIBERS)[number];

/**
 * A text's life: queued (waiting for its time, quiet hours or the provider's pace), sending (in a
 * sender's hands), then the provider's own words for it (sent, delivered, undelivered, failed);
 * suppressed when it must not go (the number said STOP, the per-number limit, texts turned off).
 */
export const TEXT_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'suppressed'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

/** Why a text was suppressed, kept on its row and shown to the office. */
export const TEXT_SUPPRESSION_REASONS = ['opted_out', 'number_limit', 'not_configured', 'no_longer_relevant'] as const;
export type TextSuppressionReason = (typeof TEXT_SUPPRESSION_REASONS)[number];

/** A number's consent as the provider's keywords set it: STOP stops every text to it; START lifts that. */
export const TEXT_CONSENT_STATES = ['opted_in', 'opted_out'] as const;
export type TextConsentState = (typeof TEXT_CONSENT_STATES)[number];

/** Where a subscriber's agreement was given (kept with its exact words). */
export const TEXT_CONSENT_SOURCES = ['request_form', 'customer_page', 'office'] as const;
export type TextConsentSource = (typeof TEXT_CONSENT_SOURCES)[number];

/**
 * Quiet hours in the recipient's own time zone: no text from 9 PM until 8 AM, except the ones a
 * person waiting at the dock wants at any hour (issue 40).
 */
export const QUIET_HOURS = { startHour: 21, endHour: 8 } as const;
export const QUIET_HOURS_EXEMPT: readonly TextKind[] = ['arriving_soon', 'delivered'];

/** At most this many texts to one number in any 24 hours; beyond it a text is suppressed (number_limit). */
export const DEFAULT_TEXTS_PER_NUMBER_PER_DAY = 20;

/** A US mobile number as E.164 (+1 and ten digits), however it was typed; undefined when it is not one. */
export function toE164UsNumber(typed: string): string | undefined {
  const digits = typed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // NANP: the area code and the exchange never start with 0 or 1.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return undefined;
  return `+1${national}`;
}

/** A number shown to someone who is not its owner's page: the last four digits only, e.g. "(•••) •••-4567". */
export function maskPhone(e164: string): string {
  return `(•••) •••-${e164.slice(-4)}`;
}

export const textMilestoneSchema = z.enum(TEXT_MILESTONES);

/** A subscriber's choice of moments: at least one, each once, kept in the load's order. */
export const textMilestonesSchema = z
  .array(textMilestoneSchema)
  .min(1)
  .transform((chosen) => TEXT_MILESTONES.filter((milestone) => chosen.includes(milestone)));

/** One text as the back office lists it on a request (the number masked but for its owner's role). */
export const textMessageViewSchema = z.object({
  id: z.number().int().positive(),
  recipient: z.enum(TEXT_RECIPIENTS),
  kind: z.enum(TEXT_KINDS),
  /** E.164 for staff (they dial it); masked elsewhere. */
  to: z.string(),
  language: z.enum(LOCALES),
  body: z.string(),
  status: z.enum(TEXT_STATUSES),
  suppressionReason: z.enum(TEXT_SUPPRESSION_REASONS).nullable(),
  /** The provider's error code when it failed or was undelivered (e.g. Twilio's 30003). */
  errorCode: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When it may go at the earliest (quiet hours move it to 8 AM). */
  sendAfter: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  statusAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TextMessageView = z.infer<typeof textMessageViewSchema>;

// ---------------------------------------------------------------------------------------------
// Subscriptions: who on a request gets texts, at which moments (the customer's page and the office)

/** The texts API of a request: GET answers textsOfRequestSchema; PUT …/<subscriber> sets one; DELETE …/<subscriber> stops it. */
export const customerTextsPath = (referenceId: string) => `/api/account/requests/${encodeURIComponent(referenceId)}/texts`;
export const officeTextsPath = (serviceRequestId: number) => `/api/admin/service-requests/${serviceRequestId}/texts`;
/** Whether texts can be sent at all (SMS configured): GET, public, for the request form. */
export const TEXTS_AVAILABILITY_PATH = '/api/texts/availability';
/** The provider's webhooks: an inbound text (STOP, START, HELP) and a text's delivery status. */
export const TEXTS_INBOUND_WEBHOOK_PATH = '/api/webhooks/texts/inbound';
export const TEXTS_STATUS_WEBHOOK_PATH = '/api/webhooks/texts/status';

/** PUT body: the mobile number, the moments chosen and the explicit agreement (the words shown are stored with it). */
export const textSubscriptionInputSchema = z.object({
  phone: safeString().trim().min(1).max(40),
  milestones: textMilestonesSchema,
  /** Must be true: the box the person ticked beside the consent's words. */
  consent: z.literal(true),
  /**
   * The language the subscriber's texts are written in (and the consent's words stored in).
   * Unset: the page's language for the customer; the consignee contact's, else the page's, for the consignee.
   */
  language: z.enum(LOCALES).optional(),
});
export type TextSubscriptionInput = z.input<typeof textSubscriptionInputSchema>;

export const textSubscriptionViewSchema = z.object({
  subscriber: z.enum(TEXT_SUBSCRIBERS),
  /** E.164; the customer typed it (theirs or their consignee's), so it is shown to them whole. */
  phone: z.string(),
  milestones: z.array(textMilestoneSchema),
  language: z.enum(LOCALES),
  consentedAt: z.iso.datetime({ offset: true }),
  consentSource: z.enum(TEXT_CONSENT_SOURCES),
  /** The number replied STOP: nothing goes to it until it replies START. */
  optedOut: z.boolean(),
});
export type TextSubscriptionView = z.infer<typeof textSubscriptionViewSchema>;

/** GET on a request's texts: whether texts are available, each subscriber's choice, and (office only) every text kept. */
export const textsOfRequestSchema = z.object({
  available: z.boolean(),
  customer: textSubscriptionViewSchema.nullable(),
  consignee: textSubscriptionViewSchema.nullable(),
  messages: z.array(textMessageViewSchema).optional(),
});
export type TextsOfRequest = z.infer<typeof textsOfRequestSchema>;
