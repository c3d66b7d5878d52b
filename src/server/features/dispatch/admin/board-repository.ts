// The SQL of the Dispatch board: its loads (one row per request, with its assignment and the
// driver's newest update) and the drivers beside them, and nothing else.
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DispatchBoardQuery } from '../../../../shared/dispatch/dispatch.js';
import type { Executor } from '../../../db/client.js';
import { dispatchAssignments, dispatchUpdates, driverProfiles, serviceRequests } from '../../../db/schema.js';
import { dispatchableRequestSql } from './dispatchable.js';
import { pickupPiecesMismatchSql } from '../../bills-of-lading/index.js';

/**
 * The most loads one board answer carries. A busy day is a few dozen; past this the office
 * narrows the board with its date, driver and stage filters rather than scrolling a longer list.
 */
export const BOARD_LOAD_CAP = 200;

/** How long a delivered load stays on the board, so the office sees it land. */
const DELIVERED_VISIBLE_HOURS = 24;

// The newest update on the request: a driver's queued update keeps the time it was tapped.
// (Spelled with table names, like activeLoads below.)
const newestUpdateId = sql`(
  select newest.id from dispatch_updates newest
  where newest.service_request_id = service_requests.id
  order by newest.recorded_at desc, newest.id desc
  limit 1
)`;

const openProblem = sql<boolean>`coalesce(${dispatchUpdates.kind} = 'problem', false)`;
const boardDate = sql<string | null>`coalesce(${dispatchAssignments.plannedPickupDate}, ${serviceRequests.preferredDate})`;

const loadColumns = {
  serviceRequestId: serviceRequests.id,
  referenceId: serviceRequests.referenceId,
  serviceType: serviceRequests.serviceType,
  urgency: serviceRequests.urgency,
  pickupCity: serviceRequests.pickupCity,
  pickupState: serviceRequests.pickupState,
  deliveryCity: serviceRequests.deliveryCity,
  deliveryState: serviceRequests.deliveryState,
  preferredDate: serviceRequests.preferredDate,
  requestStatus: serviceRequests.status,
  assignmentId: dispatchAssignments.id,
  driverId: dispatchAssignments.driverProfileId,
  driverFirstName: driverProfiles.firstName,
  driverLastName: driverProfiles.lastName,
  vehicleNumber: dispatchAssignments.vehicleNumber,
  trailerNumber: dispatchAssignments.trailerNumber,
  plannedPickupDate: dispatchAssignments.plannedPickupDate,
  pickupAppointmentAt: dispatchAssignments.pickupAppointmentAt,
  deliveryAppointmentAt: dispatchAssignments.deliveryAppointmentAt,
  stage: dispatchAssignments.stage,
  assignedAt: dispatchAssignments.createdAt,
  updateKind: dispatchUpdates.kind,
  updateStage: dispatchUpdates.stage,
  updateProblem: dispatchUpdates.problem,
  updateNote: dispatchUpdates.note,
  updateAt: dispatchUpdates.recordedAt,
  hasOpenProblem: openProblem,
  // The paperwork's flags (issue 39): pieces confirmed at pickup not the bill of lading's, and the
  // receiver's over, short or damaged notes on the proof of delivery.
  piecesMismatchAtPickup: pickupPiecesMismatchSql,
  hasDeliveryExceptions: sql<boolean>`coalesce((
    select jsonb_array_length(proof.exceptions) > 0 from proofs_of_delivery proof
    where proof.service_request_id = service_requests.id
  ), false)`,
};

export type BoardLoadRow = Awaited<ReturnType<typeof findBoardLoads>>[number];

function loadsMatching(query: DispatchBoardQuery, now: Date): SQL | undefined {
  const landedSince = new Date(now.getTime() - DELIVERED_VISIBLE_HOURS * 3_600_000);
  const onBoard = or(
    dispatchableRequestSql(),
    and(
      eq(serviceRequests.userRole, 'shipper'),
      eq(dispatchAssignments.stage, 'delivered'),
      gt(dispatchAssignments.stageChangedAt, landedSince),
    ),
  );
  const conditions: (SQL | undefined)[] = [onBoard];
  if (query.date) conditions.push(sql`${boardDate} = ${query.date}`);
  if (query.driverId !== undefined) conditions.push(eq(dispatchAssignments.driverProfileId, query.driverId));
  if (query.stage === 'unassigned') conditions.push(isNull(dispatchAssignments.id));
  else if (query.stage) conditions.push(eq(dispatchAssignments.stage, query.stage));
  return and(...conditions);
}

/**
 * The board's loads, open problems first, then by the day they go (ASAP requests, with no day,
 * first of all), then oldest request first; at most BOARD_LOAD_CAP of them.
 */
export async function findBoardLoads(executor: Executor, query: DispatchBoardQuery, now: Date, serviceRequestId?: number) {
  const where = serviceRequestId === undefined ? loadsMatching(query, now) : eq(serviceRequests.id, serviceRequestId);
  return executor
    .select(loadColumns)
    .from(serviceRequests)
    .leftJoin(dispatchAssignments, eq(dispatchAssignments.serviceRequestId, serviceRequests.id))
    .leftJoin(driverProfiles, eq(driverProfiles.id, dispatchAssignments.driverProfileId))
    .leftJoin(dispatchUpdates, eq(dispatchUpdates.id, newestUpdateId))
    .where(where)
    .orderBy(desc(openProblem), sql`${boardDate} asc nulls first`, asc(serviceRequests.id))
    .limit(BOARD_LOAD_CAP);
}

// Spelled with table names: drizzle leaves columns unqualified in a query from one table, which
// inside this subquery would name the assignment's own id.
const activeLoads = sql<number>`(
  select count(*)::int from dispatch_assignments held
  where held.driver_profile_id = driver_profiles.id and held.stage <> 'delivered'
)`;

/** Every active driver, and every driver still holding an undelivered load (whatever their status now). */
export async function findBoardDrivers(executor: Executor) {
  const holdingLoads = executor
    .select({ id: dispatchAssignments.driverProfileId })
    .from(dispatchAssignments)
    .where(ne(dispatchAssignments.stage, 'delivered'));
  return executor
    .select({
      id: driverProfiles.id,
      firstName: driverProfiles.firstName,
      lastName: driverProfiles.lastName,
      status: driverProfiles.status,
      licenseType: driverProfiles.licenseType,
      licenseExpiration: driverProfiles.licenseExpiration,
      medicalCardExpiration: driverProfiles.medicalCardExpiration,
      activeLoads,
    })
    .from(driverProfiles)
    .where(or(eq(driverProfiles.status, 'active'), inArray(driverProfiles.id, holdingLoads)))
    .orderBy(asc(driverProfiles.lastName), asc(driverProfiles.firstName), asc(driverProfiles.id));
}
