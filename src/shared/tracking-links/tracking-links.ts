// Shareable tracking links (issue 40; docs/decisions/083-tracking-links-and-eta.md): a link with
// its own unguessable token that shows one load's progress with no sign-in, to whoever holds it
// (the consignee waiting at the dock). The paths, the answers and the link's rules live here once.
import { z } from 'zod';
import { deliveryUpdateSchema, proofOfDeliverySummarySchema } from '../dispatch/dispatch.js';
import { optionalLine, requiredLine } from '../form-schema-fields.js';
import { LOCALES } from '../i18n.js';
import { withCode } from '../message-issues.js';
import { SERVICE_REQUEST_STATUSES } from '../service-requests/service-requests.js';
import { SHARED_MESSAGES } from '../shared-messages.js';
import { coarsePlaceSchema, etaViewSchema } from '../tracking/load-tracking.js';

/** The public page: /t/<token>. */
export const TRACKING_LINK_PAGE_PREFIX = '/t/';
/** The page's data: GET /api/tracking-links/<token>; the proof of delivery: GET …/<token>/proof-of-delivery. */
export const TRACKING_LINK_API_PREFIX = '/api/tracking-links/';

/** 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
export const TRACKING_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A link stops working this many days after delivery, unless revoked sooner (issue 40). */
export const DEFAULT_TRACKING_LINK_DAYS_AFTER_DELIVERY = 7;

/** Who made a link: the customer on their page, the office, or the system when the load was dispatched. */
export const TRACKING_LINK_MAKERS = ['customer', 'office', 'system'] as const;
export type TrackingLinkMaker = (typeof TRACKING_LINK_MAKERS)[number];

export const TRACKING_LINK_STATES = ['active', 'expired', 'revoked'] as const;
export type TrackingLinkState = (typeof TRACKING_LINK_STATES)[number];

/** One link as its owners (the customer, the office) list it. */
export const trackingLinkSummarySchema = z.object({
  id: z.number().int().positive(),
  /** The whole address to share (PUBLIC_BASE_URL + /t/ + token). */
  url: z.string(),
  madeBy: z.enum(TRACKING_LINK_MAKERS),
  createdAt: z.iso.datetime({ offset: true }),
  /** Null while the load is not delivered (it expires a set time after delivery). */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  state: z.enum(TRACKING_LINK_STATES),
});
export type TrackingLinkSummary = z.infer<typeof trackingLinkSummarySchema>;

const statusSchema = z.enum(SERVICE_REQUEST_STATUSES);

/**
 * What a working link shows: stages, the ETA, the last update's time, a coarse place, the driver's
 * first name and, once delivered, the proof of delivery. Never an amount, a phone number, an
 * e-mail address, a last name or coordinates.
 */
export const trackingLinkPageSchema = z.object({
  state: z.literal('active'),
  referenceId: z.string(),
  status: statusSchema,
  /** Where the freight goes: city and state only. */
  destination: coarsePlaceSchema,
  origin: coarsePlaceSchema,
  timeline: z.array(z.object({ status: statusSchema, at: z.string() })),
  deliveryUpdates: z.array(deliveryUpdateSchema),
  driverFirstName: z.string().nullable(),
  lastPlace: coarsePlaceSchema.nullable(),
  lastUpdateAt: z.iso.datetime({ offset: true }).nullable(),
  eta: etaViewSchema.nullable(),
  proofOfDelivery: proofOfDeliverySummarySchema.nullable(),
  /** When the link stops working (null until delivered). */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TrackingLinkPage = z.infer<typeof trackingLinkPageSchema>;

/** A link that worked once and no longer does: the page says so (410), never a bare 404. */
export const trackingLinkGoneSchema = z.object({ state: z.enum(['expired', 'revoked']) });
export type TrackingLinkGone = z.infer<typeof trackingLinkGoneSchema>;

// ---------------------------------------------------------------------------------------------
// Added by the links part (issue 40): the owners' list, the consignee, and the paths of both.

/** A request's links as the customer and the office list them, newest first. */
export const trackingLinkListSchema = z.object({
  links: z.array(trackingLinkSummarySchema),
  /** False once the request is cancelled: no new link would work. */
  canMake: z.boolean(),
});
export type TrackingLinkList = z.infer<typeof trackingLinkListSchema>;

/** The person who receives the freight, as the customer and the office set it. */
export const consigneeFormSchema = z.object({
  name: requiredLine(100),
  /** Optional: without it, the link made at dispatch is not mailed (the customer can share it). */
  email: optionalLine(254).pipe(z.email(withCode(SHARED_MESSAGES.invalidEmail)).optional()),
  language: z.enum(LOCALES),
});
export type ConsigneeForm = z.input<typeof consigneeFormSchema>;

export const consigneeSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  language: z.enum(LOCALES),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Consignee = z.infer<typeof consigneeSchema>;

/** GET …/consignee: the one set, or null before anyone has. */
export const consigneeAnswerSchema = z.object({ consignee: consigneeSchema.nullable() });
export type ConsigneeAnswer = z.infer<typeof consigneeAnswerSchema>;

/** The customer's calls for one of their requests: …/tracking-links, …/tracking-links/<id>, …/consignee. */
export const portalTrackingLinksPath = (referenceId: string) => `/api/account/requests/${encodeURIComponent(referenceId)}/tracking-links`;
export const portalConsigneePath = (referenceId: string) => `/api/account/requests/${encodeURIComponent(referenceId)}/consignee`;
/** The office's: /api/admin/service-requests/<id>/tracking-links and …/consignee. */
export const officeTrackingLinksPath = (serviceRequestId: number) => `/api/admin/service-requests/${serviceRequestId}/tracking-links`;
export const officeConsigneePath = (serviceRequestId: number) => `/api/admin/service-requests/${serviceRequestId}/consignee`;

/** The office's words (the back office stays English). */
export const TRACKING_LINK_OFFICE_MESSAGES = {
  notFound: 'Service request not found',
  linkNotFound: 'Tracking link not found',
  cancelled: 'The request is cancelled: a tracking link would not work.',
} as const;

/** An unknown or malformed token: the one 404 (the page shows the site's 404). */
export const TRACKING_LINK_NOT_FOUND_MESSAGE = 'There is no tracking link at this address.';
