// Assigning, re-assigning and un-assigning a driver (issue 22). Each is one transaction: the
// request and the driver locked, the rules checked on what is locked, the change, its audit
// event and the board's version; the live boards are told once it has committed.
import type { z } from 'zod';
import type { AuditChanges } from '../../../../shared/audit/audit.js';
import {
  APPOINTMENT_ORDER_MESSAGE,
  DISPATCH_MESSAGES,
  stageAfterReassign,
  type assignLoadSchema,
  type BoardLoad,
} from '../../../../shared/dispatch/dispatch.js';
import { badRequest, conflict, HttpError, notFound } from '../../../errors.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { changeOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { STATUS_AFTER_EVENT } from '../../../../shared/service-requests/request-status-events.js';
import type { DispatchDeps } from '../deps.js';
import { bumpDispatchVersion } from '../dispatch-signal.js';
import {
  deleteAssignment,
  findAssignment,
  insertAssignment,
  lockDriverForDispatch,
  lockRequestForDispatch,
  updateAssignment,
  type AssignmentRow,
} from './assignment-repository.js';
import { boardLoadOf } from './board-service.js';
import { isDispatchable } from './dispatchable.js';
import { checkRateConfirmation } from './assignment-rate-confirmation.js';
import { checkQualificationFile } from './assignment-qualification.js';
import { ineligibleReason } from './driver-eligibility.js';
import { moveStatusForward, statusEmailsWanted } from '../../service-requests/index.js';

export const DISPATCH_REQUEST_NOT_FOUND = 'There is no service request with that id.';
export const DISPATCH_DRIVER_NOT_FOUND = 'There is no driver with that id.';

/** The assignment body after validation (empty vehicle and trailer numbers are null). */
export type Assignment = z.output<typeof assignLoadSchema>;

type DispatchChangeDeps = Pick<DispatchDeps, 'db' | 'signal'>;
/** Assigning may move the request's status, and its customer hears of that by mail. */
type AssignDeps = DispatchChangeDeps & Pick<DispatchDeps, 'outbox' | 'company' | 'publicBaseUrl' | 'loadEvents'>;

export interface DispatchClock {
  now: Date;
  /** The calendar day the rules count from, YYYY-MM-DD. */
  today: string;
}

export async function assignLoad(
  deps: AssignDeps,
  serviceRequestId: number,
  body: Assignment,
  context: MemberAuditContext,
  clock: DispatchClock,
): Promise<BoardLoad> {
  const changed = await deps.outbox.transaction(async (tx) => {
    const request = await lockRequestForDispatch(tx, serviceRequestId);
    if (!request) throw notFound(DISPATCH_REQUEST_NOT_FOUND);
    const current = await findAssignment(tx, serviceRequestId);
    if (current?.stage === 'delivered') throw conflict(DISPATCH_MESSAGES.alreadyDelivered);
    if (!isDispatchable(request)) throw conflict(DISPATCH_MESSAGES.notDispatchable);
    const driver = await lockDriverForDispatch(tx, body.driverId);
    if (!driver) throw notFound(DISPATCH_DRIVER_NOT_FOUND);
    const reason = ineligibleReason(driver, body.plannedPickupDate, clock.today);
    if (reason) throw new HttpError(422, reason);
    if (body.plannedPickupDate < clock.today) throw new HttpError(400, DISPATCH_MESSAGES.pickupDateInPast);
    // A broker's load: its rate confirmation signed or accepted, or the owner's override (issue 39).
    const override = await checkRateConfirmation(tx, request, current, body.rateConfirmationOverride, context, clock.now);
    // The driver's qualification file, on the day the license and card are judged (issue 41).
    const asOf = body.plannedPickupDate > clock.today ? body.plannedPickupDate : clock.today;
    const qualification = await checkQualificationFile(
      tx,
      { serviceRequestId, driverId: body.driverId, asOf },
      current,
      body.qualificationOverride,
      context,
      clock.now,
    );

    const reassigned = current !== undefined && current.driverProfileId !== body.driverId;
    const stage = current && reassigned ? stageAfterReassign(current.stage) : current?.stage;
    const changes = { ...assignmentChanges(current, body), ...(current && stage ? changeOf('stage', current.stage, stage) : {}) };
    if (Object.keys(changes).length === 0 && Object.keys(override).length === 0 && Object.keys(qualification).length === 0) return false;
    const values = {
      ...override,
      ...qualification,
      vehicleNumber: body.vehicleNumber,
      trailerNumber: body.trailerNumber,
      plannedPickupDate: body.plannedPickupDate,
      ...appointmentsOf(current, body),
      updatedAt: clock.now,
    };
    if (!current) {
      await insertAssignment(tx, { ...values, serviceRequestId, driverProfileId: body.driverId, assignedByAdminId: context.actor.adminId });
    } else if (reassigned) {
      await updateAssignment(tx, current.id, {
        ...values,
        driverProfileId: body.driverId,
        stage,
        ...(stage !== current.stage ? { stageChangedAt: clock.now } : {}),
        assignedByAdminId: context.actor.adminId,
        // "Assigned at" is when this driver got the load, not when the first one did.
        createdAt: clock.now,
      });
    } else {
      await updateAssignment(tx, current.id, values);
    }
    // A driver on the load means the work has started: the request moves to in progress, never
    // back (docs/decisions/058-status-follows-the-business.md), in the name of the member who assigned.
    const moved = await moveStatusForward(tx, {
      id: serviceRequestId,
      event: 'driver_assigned',
      to: STATUS_AFTER_EVENT.driver_assigned,
      adminId: context.actor.adminId,
      notes: `Driver assigned: ${driver.firstName} ${driver.lastName}`,
    });
    if (moved) Object.assign(changes, changeOf('requestStatus', request.status, moved.status));
    const action = reassigned ? 'dispatch.reassigned' : 'dispatch.assigned';
    await recordAuditEvent(tx, context, { action, recordType: 'service_request', recordId: serviceRequestId, changes });
    if (moved) await deps.outbox.enqueue(tx, await statusEmailsWanted(tx, moved, deps));
    if (!current || reassigned) {
      await deps.loadEvents.record(tx, {
        kind: 'assigned',
        serviceRequestId,
        driverProfileId: body.driverId,
        reassigned,
        at: clock.now,
      });
    }
    await bumpDispatchVersion(tx);
    return true;
  });
  if (changed) deps.signal.changed();
  const load = await boardLoadOf(deps.db, serviceRequestId, clock.now);
  if (!load) throw notFound(DISPATCH_REQUEST_NOT_FOUND);
  return load;
}

export async function unassignLoad(deps: DispatchChangeDeps, serviceRequestId: number, context: MemberAuditContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const request = await lockRequestForDispatch(tx, serviceRequestId);
    if (!request) throw notFound(DISPATCH_REQUEST_NOT_FOUND);
    const current = await findAssignment(tx, serviceRequestId);
    if (!current) throw conflict(DISPATCH_MESSAGES.notAssigned);
    if (current.stage === 'delivered') throw conflict(DISPATCH_MESSAGES.alreadyDelivered);
    await deleteAssignment(tx, current.id);
    await recordAuditEvent(tx, context, {
      action: 'dispatch.unassigned',
      recordType: 'service_request',
      recordId: serviceRequestId,
      changes: {
        driverId: { before: current.driverProfileId, after: null },
        plannedPickupDate: { before: current.plannedPickupDate, after: null },
        stage: { before: current.stage, after: null },
      },
    });
    await bumpDispatchVersion(tx);
  });
  deps.signal.changed();
}

/** The appointments after this change: a field left out keeps the stored one, null clears it. */
function appointmentsOf(current: AssignmentRow | undefined, body: Assignment) {
  const pickupAppointmentAt =
    body.pickupAppointmentAt === undefined ? (current?.pickupAppointmentAt ?? null) : instantOf(body.pickupAppointmentAt);
  const deliveryAppointmentAt =
    body.deliveryAppointmentAt === undefined ? (current?.deliveryAppointmentAt ?? null) : instantOf(body.deliveryAppointmentAt);
  // One left out and one given: the schema could not compare them, so compare what will be stored.
  if (pickupAppointmentAt && deliveryAppointmentAt && deliveryAppointmentAt <= pickupAppointmentAt)
    throw badRequest(APPOINTMENT_ORDER_MESSAGE);
  return { pickupAppointmentAt, deliveryAppointmentAt };
}

function instantOf(iso: string | null): Date | null {
  return iso === null ? null : new Date(iso);
}

/** The fields an assignment changes, before and after (a new assignment's "before" is null). */
function assignmentChanges(current: AssignmentRow | undefined, body: Assignment): AuditChanges {
  const appointments = appointmentsOf(current, body);
  return {
    ...changeOf(
      'pickupAppointmentAt',
      current?.pickupAppointmentAt?.toISOString() ?? null,
      appointments.pickupAppointmentAt?.toISOString() ?? null,
    ),
    ...changeOf(
      'deliveryAppointmentAt',
      current?.deliveryAppointmentAt?.toISOString() ?? null,
      appointments.deliveryAppointmentAt?.toISOString() ?? null,
    ),
    ...changeOf('driverId', current?.driverProfileId ?? null, body.driverId),
    ...changeOf('plannedPickupDate', current?.plannedPickupDate ?? null, body.plannedPickupDate),
    ...changeOf('vehicleNumber', current?.vehicleNumber ?? null, body.vehicleNumber),
    ...changeOf('trailerNumber', current?.trailerNumber ?? null, body.trailerNumber),
  };
}
