// The driver's phone shares where it is while it carries a load (issue 40;
// docs/decisions/083-tracking-links-and-eta.md, "Positions"): POST /api/driver/loads/:ref/positions,
// one position per request. The server turns it into the load's coarse place and ETA; nothing a
// customer or consignee reads carries the coordinates.
import { z } from 'zod';
import { withCode } from '../message-issues.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';
import type { LoadStage } from './dispatch.js';

/** The stages during which the phone shares its position: from accepted until delivered. */
export const POSITION_SHARING_STAGES: readonly LoadStage[] = ['accepted', 'at_pickup', 'picked_up', 'at_delivery'];

export function sharesPosition(stage: LoadStage): boolean {
  return POSITION_SHARING_STAGES.includes(stage);
}

/** The phone sends a position at most this often while the load page is open... */
export const POSITION_MIN_INTERVAL_MS = 2 * 60_000;
/** ...or sooner once it has moved this far (meters: half a mile). */
export const POSITION_MIN_DISTANCE_METERS = 805;
/** The newest positions a phone keeps while it has no signal; older ones are dropped (the newest says where the truck is). */
export const POSITION_QUEUE_LIMIT = 10;
/** The phone's accuracy radius beyond which a fix is not worth sending (a cell-tower guess several miles wide). */
export const MAX_POSITION_ACCURACY_METERS = 5_000;

const coordinate = (limit: number) =>
  z.number(withCode(MESSAGES.notCoordinate)).min(-limit, withCode(MESSAGES.notCoordinate)).max(limit, withCode(MESSAGES.notCoordinate));

/**
 * POST /api/driver/loads/:referenceId/positions (JSON). `positionId` is made by the phone once
 * per position and sent again on every retry: the server keeps the first. `recordedAt` is when the
 * phone took the fix (a queued one is sent later); a time ahead of the server's is taken as now.
 */
export const driverPositionSchema = z.object({
  positionId: z.uuid({ error: 'positionId must be a UUID' }),
  latitude: coordinate(90),
  longitude: coordinate(180),
  accuracyMeters: z
    .number({ error: 'accuracyMeters must be a number of meters' })
    .nonnegative({ error: 'accuracyMeters must be a number of meters' })
    .max(MAX_POSITION_ACCURACY_METERS, { error: `accuracyMeters must be at most ${MAX_POSITION_ACCURACY_METERS}` })
    .optional(),
  recordedAt: z.iso.datetime({ offset: true, error: 'recordedAt must be a date and time with its offset' }),
});
export type DriverPosition = z.input<typeof driverPositionSchema>;

/** The answer: 201 for a new position, 200 with replayed: true for a positionId already stored. */
export const driverPositionResultSchema = z.object({ positionId: z.uuid(), replayed: z.boolean() });
export type DriverPositionResult = z.infer<typeof driverPositionResultSchema>;
