// Detention from the driver's stages (issue 37): once a stop has both its arrival (*at pickup*,
// *at delivery*) and its departure (*picked up*, *delivered*) stored, whichever of the two was
// stored second, invoicing proposes the billable wait on the request's draft. Runs inside the
// transaction that records the stage, with the times the phone recorded (never the server's
// receipt time: an update queued offline arrives hours late with its own time).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { LoadStage } from '../../../../shared/dispatch/dispatch.js';
import type { Executor } from '../../../db/client.js';
import { dispatchUpdates, driverProfiles, type dispatchAssignments, type serviceRequests } from '../../../db/schema.js';
import { proposeStopDetention, type DetentionOutcome, type DetentionStop, type StageMoment } from '../../invoicing/index.js';

const STOP_STAGES: Record<DetentionStop, { arrival: LoadStage; departure: LoadStage }> = {
  pickup: { arrival: 'at_pickup', departure: 'picked_up' },
  delivery: { arrival: 'at_delivery', departure: 'delivered' },
};

export function stopOfStage(stage: LoadStage): DetentionStop | undefined {
  if (stage === 'at_pickup' || stage === 'picked_up') return 'pickup';
  if (stage === 'at_delivery' || stage === 'delivered') return 'delivery';
  return undefined;
}

type RequestRow = typeof serviceRequests.$inferSelect;
type AssignmentRow = typeof dispatchAssignments.$inferSelect;

/**
 * Proposes the stop's detention when the stage just stored completes its pair; undefined when the
 * stage is not a stop's, or the driver has not (or skipped) the other half of the pair.
 */
export async function proposeDetentionAfterStage(
  tx: Executor,
  stage: LoadStage,
  request: RequestRow,
  assignment: AssignmentRow,
  driverProfileId: number,
): Promise<DetentionOutcome | undefined> {
  const stop = stopOfStage(stage);
  if (!stop) return undefined;
  const pair = await findStopMoments(tx, request.id, driverProfileId, stop);
  if (!pair) return undefined;
  return proposeStopDetention(tx, {
    serviceRequestId: request.id,
    stop,
    ...pair,
    appointmentAt: stop === 'pickup' ? assignment.pickupAppointmentAt : assignment.deliveryAppointmentAt,
    driverFirstName: await findDriverFirstName(tx, driverProfileId),
    customer: { contactEmail: request.contactEmail, contactCompany: request.contactCompany },
    place:
      stop === 'pickup'
        ? { city: request.pickupCity, state: request.pickupState, zip: request.pickupZip }
        : { city: request.deliveryCity, state: request.deliveryState, zip: request.deliveryZip },
  });
}

/**
 * This driver's arrival and departure at the stop, each the newest stored (a load re-assigned
 * before pickup is accepted again by its new driver: the first driver's stages are not theirs).
 */
async function findStopMoments(
  tx: Executor,
  serviceRequestId: number,
  driverProfileId: number,
  stop: DetentionStop,
): Promise<{ arrival: StageMoment; departure: StageMoment } | undefined> {
  const stages = STOP_STAGES[stop];
  const rows = await tx
    .select({
      stage: dispatchUpdates.stage,
      recordedAt: dispatchUpdates.recordedAt,
      latitude: dispatchUpdates.latitude,
      longitude: dispatchUpdates.longitude,
    })
    .from(dispatchUpdates)
    .where(
      and(
        eq(dispatchUpdates.serviceRequestId, serviceRequestId),
        eq(dispatchUpdates.driverProfileId, driverProfileId),
        eq(dispatchUpdates.kind, 'stage'),
        inArray(dispatchUpdates.stage, [stages.arrival, stages.departure]),
      ),
    )
    .orderBy(desc(dispatchUpdates.id));
  const arrival = rows.find((row) => row.stage === stages.arrival);
  const departure = rows.find((row) => row.stage === stages.departure);
  if (!arrival || !departure) return undefined;
  const moment = (row: typeof arrival): StageMoment => ({ recordedAt: row.recordedAt, latitude: row.latitude, longitude: row.longitude });
  return { arrival: moment(arrival), departure: moment(departure) };
}

async function findDriverFirstName(tx: Executor, driverProfileId: number): Promise<string> {
  const [row] = await tx
    .select({ firstName: driverProfiles.firstName })
    .from(driverProfiles)
    .where(eq(driverProfiles.id, driverProfileId))
    .limit(1);
  return row?.firstName ?? 'the driver';
}
