// The Dispatch board as the office reads it: rows from board-repository.ts shaped into the
// contract of src/shared/dispatch/dispatch.ts, each driver with the reason they cannot be assigned today
// (an expired card, or their qualification file's paperwork, which the owner may override).
import type { BoardDriver, BoardLoad, DispatchBoard, DispatchBoardQuery } from '../../../../shared/dispatch/dispatch.js';
import type { Executor } from '../../../db/client.js';
import { readDispatchVersion } from '../dispatch-signal.js';
import { findBoardDrivers, findBoardLoads, type BoardLoadRow } from './board-repository.js';
import { ineligibleReason } from './driver-eligibility.js';
import { paperworkGaps, paperworkRefusal } from './assignment-qualification.js';

export async function dispatchBoard(db: Executor, query: DispatchBoardQuery, now: Date, today: string): Promise<DispatchBoard> {
  // The version first: a change landing between the reads makes the board look older than it is,
  // so the next event refetches it; the other way round a change could be missed.
  const version = await readDispatchVersion(db);
  const [loads, drivers] = await Promise.all([findBoardLoads(db, query, now), findBoardDrivers(db)]);
  // Every driver's file in one read (issue 41), judged on today as the board's other reasons are.
  const gaps = await paperworkGaps(
    db,
    drivers.map((driver) => driver.id),
    () => today,
  );
  return {
    loads: loads.map(toBoardLoad),
    drivers: drivers.map((driver): BoardDriver => {
      const unlawful = ineligibleReason(driver, today, today);
      const paperwork = gaps.get(driver.id) ?? [];
      return {
        id: driver.id,
        name: `${driver.firstName} ${driver.lastName}`,
        status: driver.status,
        licenseExpiration: driver.licenseExpiration,
        medicalCardExpiration: driver.medicalCardExpiration,
        ineligibleReason: unlawful ?? (paperwork.length > 0 ? paperworkRefusal(paperwork) : null),
        overridable: unlawful === null && paperwork.length > 0,
        activeLoads: driver.activeLoads,
      };
    }),
    version,
  };
}

/** One load as the board shows it (the answer to an assignment), or undefined when there is no such request. */
export async function boardLoadOf(db: Executor, serviceRequestId: number, now: Date): Promise<BoardLoad | undefined> {
  const [row] = await findBoardLoads(db, {}, now, serviceRequestId);
  return row && toBoardLoad(row);
}

function toBoardLoad(row: BoardLoadRow): BoardLoad {
  return {
    serviceRequestId: row.serviceRequestId,
    referenceId: row.referenceId,
    serviceType: row.serviceType,
    urgency: row.urgency,
    pickupCity: row.pickupCity,
    pickupState: row.pickupState,
    deliveryCity: row.deliveryCity,
    deliveryState: row.deliveryState,
    preferredDate: row.preferredDate,
    requestStatus: row.requestStatus,
    assignment:
      row.driverId !== null && row.plannedPickupDate !== null && row.stage !== null && row.assignedAt !== null
        ? {
            driverId: row.driverId,
            driverName: `${row.driverFirstName ?? ''} ${row.driverLastName ?? ''}`.trim(),
            vehicleNumber: row.vehicleNumber,
            trailerNumber: row.trailerNumber,
            plannedPickupDate: row.plannedPickupDate,
            pickupAppointmentAt: row.pickupAppointmentAt?.toISOString() ?? null,
            deliveryAppointmentAt: row.deliveryAppointmentAt?.toISOString() ?? null,
            stage: row.stage,
            assignedAt: row.assignedAt.toISOString(),
          }
        : null,
    lastUpdate:
      row.updateKind !== null && row.updateAt !== null
        ? { kind: row.updateKind, stage: row.updateStage, problem: row.updateProblem, note: row.updateNote, at: row.updateAt.toISOString() }
        : null,
    hasOpenProblem: row.hasOpenProblem,
    piecesMismatchAtPickup: row.piecesMismatchAtPickup,
    hasDeliveryExceptions: row.hasDeliveryExceptions,
  };
}
