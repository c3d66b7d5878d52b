// Interaction analytics collected in the background (spec sections 4, 7 and 9): the event types
// and the limits both the browser's tracker and the server's ingestion keep. No zod here: the
// tracker is on every page and must stay small.
import { PAGE_PATHS } from '../page-routes.js';

export const INTERACTION_TYPES = [
  'page_view',
  'form_start',
  'form_complete',
  'button_click',
  'payment_view',
  'payment_complete',
  'element_click',
  'form_field_focus',
  'section_view',
  'session_summary',
  'page_load',
] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

export const INTERACTION_ENDPOINT = '/api/track/interaction';

/** The browser session's random id travels in this header (and in the body of a beacon, which cannot set headers). */
export const SESSION_ID_HEADER = 'x-session-id';
/** 16 to 64 letters, digits, '-' or '_': a UUID fits, and nothing else can ride along. */
export const SESSION_ID_PATTERN = /^[\w-]{16,64}$/;

export const INTERACTION_LIMITS = {
  /** Events in one POST; the tracker sends at most this many at a time. */
  eventsPerBatch: 25,
  /** A page path, without query string (query strings carry payment references). */
  pageLength: 200,
  /** What was clicked or focused, e.g. `button#submit` or a field's name. */
  elementLength: 120,
  /** Keys in an event's value object. */
  valueKeys: 12,
  /** A text value in an event's value object (user agents are cut to this). */
  valueTextLength: 300,
  /** Click text kept (spec section 9). */
  clickTextLength: 50,
  /** The whole POST body. */
  bodyBytes: 32 * 1024,
  /** POSTs per browser session per minute. */
  requestsPerSessionPerMinute: 60,
  /** POSTs per client address per minute (many sessions behind one office address). */
  requestsPerAddressPerMinute: 600,
} as const;

/** Spec section 9: how often pointer and scroll positions are sampled and how many are kept. */
export const INTERACTION_SAMPLING = {
  mouseSampleMs: 100,
  mouseSamplesKept: 100,
  scrollSampleMs: 200,
  scrollSamplesKept: 50,
  /** A section counts as viewed when this share of it is visible. */
  sectionVisibleRatio: 0.5,
} as const;

/** Pages of the request flow: their views and submissions make the conversion rate. */
export const REQUEST_FLOW_PAGES: readonly string[] = [PAGE_PATHS.home, PAGE_PATHS.serviceRequest];
