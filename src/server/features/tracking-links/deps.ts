// What tracking links (issue 40) need from the app, built once in feature-routes.ts.
import type { EmailOutbox } from '../../infra/email/outbox.js';
import type { DocumentDeps } from '../documents/index.js';

export interface TrackingLinkDeps extends DocumentDeps {
  /** The consignee's mail with the link made at dispatch. */
  outbox: EmailOutbox;
  /** TRACKING_LINK_DAYS_AFTER_DELIVERY: a link stops working this long after the proof of delivery. */
  daysAfterDelivery: number;
  /** The clock links expire by; tests set it. */
  now?: () => Date;
}

export const clockOf = (deps: Pick<TrackingLinkDeps, 'now'>): Date => deps.now?.() ?? new Date();
