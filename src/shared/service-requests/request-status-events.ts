// The status follows the business (issue 34, docs/decisions/058-status-follows-the-business.md):
// besides a staff member's hand, these events move a service request's status, forward only, each
// move written to the request's status history with the event that made it. The staff's own
// status change stays free (the spec: "an admin can set any value freely").
import type { ServiceRequestStatus } from './service-request-values.js';

/**
 * What moved a status without a staff member choosing it in the status dialog: the customer
 * accepting the quote, a staff member assigning a driver, the money arriving in full, a driver's
 * stage on the road (accepted, picked up, delivered: STAGE_REQUEST_STATUS in dispatch.ts).
 */
export const STATUS_EVENTS = ['quote_accepted', 'driver_assigned', 'paid_in_full', 'driver_reported'] as const;
export type StatusEvent = (typeof STATUS_EVENTS)[number];

/** The office's events and the status each puts a request in: the work has started. */
export const STATUS_AFTER_EVENT = {
  quote_accepted: 'in-progress',
  driver_assigned: 'in-progress',
  paid_in_full: 'in-progress',
} as const satisfies Record<Exclude<StatusEvent, 'driver_reported'>, ServiceRequestStatus>;

/** Who the history names for an event that no staff member's account made (the back office reads English). */
export const STATUS_EVENT_ACTORS: Readonly<Record<StatusEvent, string>> = {
  quote_accepted: 'The customer',
  driver_assigned: 'A staff member',
  paid_in_full: 'The payment provider',
  driver_reported: 'The driver',
};

/** The order work moves in. Cancelled is outside it: no event moves a request into or out of it. */
const WORK_ORDER: readonly ServiceRequestStatus[] = ['received', 'in-progress', 'in-transit', 'delivered'];

/**
 * The status an event moves a request from `current` to: `to` when it is further along, null when
 * the request is already there or further (never backwards) or cancelled.
 */
export function statusMovedForward(current: ServiceRequestStatus, to: ServiceRequestStatus): ServiceRequestStatus | null {
  const from = WORK_ORDER.indexOf(current);
  if (from < 0) return null;
  return WORK_ORDER.indexOf(to) > from ? to : null;
}
