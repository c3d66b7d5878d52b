// Loads on the Dispatch board: recent shipper requests the office worked on, each assigned to an
// active driver, at the stage its status says, with the driver's updates from the road (and now
// and then a delay reported). Proof-of-delivery records are left out: they need a drawn signature
// and photos, and a delivered load without one is what an office-marked delivery looks like.
import { sql } from 'drizzle-orm';
import type { LoadStage } from '../../shared/dispatch/dispatch.js';
import { addDays } from '../../shared/calendar-date.js';
import { dispatchAssignments, dispatchBoardVersion, dispatchUpdates } from '../db/schema.js';
import type { SeededDriver } from './demo-drivers.js';
import type { SeededRequest } from './demo-requests.js';
import { byMember, DAY_MS, dayOf, laterThan, type SeedContext } from './seed-context.js';

/** Only this recent work is on the board (older loads were carried before dispatch existed). */
const BOARD_DAYS = 45;

function stageOf(context: SeedContext, request: SeededRequest): LoadStage | null {
  const { random } = context;
  if (request.status === 'delivered') return 'delivered';
  if (request.status === 'in-transit') return random.chance(0.6) ? 'picked_up' : 'at_delivery';
  if (request.status === 'in-progress') return random.pick(['assigned', 'accepted', 'at_pickup'] as const);
  return null;
}

const STAGES_AFTER_ASSIGNED: readonly LoadStage[] = ['accepted', 'at_pickup', 'picked_up', 'at_delivery', 'delivered'];

export async function seedDispatch(
  context: SeedContext,
  requests: readonly SeededRequest[],
  drivers: readonly SeededDriver[],
): Promise<number> {
  const active = drivers.filter((driver) => driver.status === 'active');
  if (active.length === 0) return 0;
  const since = context.now.getTime() - BOARD_DAYS * DAY_MS;
  let assigned = 0;
  for (const request of requests) {
    if (request.userRole !== 'shipper' || request.createdAt.getTime() < since) continue;
    const stage = stageOf(context, request);
    if (!stage) continue;
    await seedLoad(context, request, context.random.pick(active), stage);
    assigned += 1;
  }
  // The board's live events follow this counter: move it on, as every dispatch change does.
  await context.tx
    .update(dispatchBoardVersion)
    .set({ version: sql`${dispatchBoardVersion.version} + 1` })
    .where(sql`${dispatchBoardVersion.id} = 1`);
  return assigned;
}

async function seedLoad(context: SeedContext, request: SeededRequest, driver: SeededDriver, stage: LoadStage): Promise<void> {
  const { random } = context;
  const assignedAt = laterThan(context, request.createdAt, 2, 24);
  const reached = STAGES_AFTER_ASSIGNED.slice(0, STAGES_AFTER_ASSIGNED.indexOf(stage) + 1);
  // Each stage at the time the request's status says, or between the ones around it.
  let last = assignedAt;
  const updates = reached.map((next) => {
    const known =
      next === 'accepted'
        ? request.startedAt
        : next === 'picked_up'
          ? request.pickedUpAt
          : next === 'delivered'
            ? request.deliveredAt
            : null;
    last = known && known > last ? known : laterThan(context, last, 0.5, 6);
    return { stage: next, at: last };
  });
  await context.tx.insert(dispatchAssignments).values({
    serviceRequestId: request.id,
    driverProfileId: driver.id,
    vehicleNumber: `TRK-${random.int(100, 140)}`,
    trailerNumber: random.chance(0.6) ? `TRL-${random.int(500, 560)}` : null,
    plannedPickupDate: addDays(dayOf(assignedAt), random.int(0, 2)),
    stage,
    stageChangedAt: last,
    assignedByAdminId: context.staff.operations.id,
    createdAt: assignedAt,
    updatedAt: last,
  });
  context.audit.push({
    ...byMember(context.staff.operations),
    occurredAt: assignedAt,
    action: 'dispatch.assigned',
    recordType: 'service_request',
    recordId: String(request.id),
    changes: { driverProfileId: { before: null, after: driver.id } },
  });
  const driverActor = { actorKind: 'driver', actorAdminId: null, actorLabel: `driver ${driver.id}` } as const;
  for (const [step, update] of updates.entries()) {
    await context.tx.insert(dispatchUpdates).values({
      clientUpdateId: random.uuid(),
      serviceRequestId: request.id,
      driverProfileId: driver.id,
      kind: 'stage',
      stage: update.stage,
      recordedAt: update.at,
      createdAt: update.at,
    });
    context.audit.push({
      ...driverActor,
      occurredAt: update.at,
      action: 'dispatch.stage_changed',
      recordType: 'service_request',
      recordId: String(request.id),
      changes: { stage: { before: step === 0 ? 'assigned' : (updates[step - 1]?.stage ?? 'assigned'), after: update.stage } },
    });
  }
  // Now and then the road does not go to plan.
  if (updates.length > 1 && random.chance(0.15)) {
    const at = laterThan(context, updates[0]?.at ?? assignedAt, 0.5, 4);
    await context.tx.insert(dispatchUpdates).values({
      clientUpdateId: random.uuid(),
      serviceRequestId: request.id,
      driverProfileId: driver.id,
      kind: 'problem',
      problem: 'delay',
      note: 'Traffic on I-94, running about an hour late.',
      recordedAt: at,
      createdAt: at,
    });
    context.audit.push({
      ...driverActor,
      occurredAt: at,
      action: 'dispatch.problem_reported',
      recordType: 'service_request',
      recordId: String(request.id),
      changes: { problem: { before: null, after: 'delay' } },
    });
  }
}
