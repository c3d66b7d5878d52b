// Shareable tracking links (issue 40; docs/decisions/083-tracking-links-and-eta.md): a link with
// its own unguessable token that shows one load's progress with no sign-in, to whoever holds it
// (the consignee waiting at the dock). The paths, the answers and the link's rules live here once.
import { z } from 'zod';
import { deliveryUpdateSchema, proofOfDeliverySummarySchema } from '../dispatch/dispatch.js';
import { SERVICE_REQUEST_STATUSES } from '../service-requests/service-requests.js';
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
