// The fuel surcharge schedules: listed newest first, added by the owner or accounting. A schedule
// is never edited: a new one from a later date replaces it, so every invoice's surcharge stays
// explained by the schedule of its pickup date. Adding one is an audit event.
import {
  FUEL_SURCHARGE_MESSAGES,
  type FuelSchedule,
  type ParsedFuelSchedule,
} from '../../../../shared/invoicing/fuel-surcharge-schemas.js';
import type { Database } from '../../../db/client.js';
import { conflict } from '../../../errors.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { insertSchedule, listSchedules, type ScheduleListRow } from './repository.js';

export async function fuelSchedules(db: Database): Promise<FuelSchedule[]> {
  return (await listSchedules(db)).map(fuelScheduleOf);
}

/** Adds a schedule; 409 when one already starts that day. */
export async function addFuelSchedule(db: Database, schedule: ParsedFuelSchedule, context: MemberAuditContext): Promise<FuelSchedule> {
  return db.transaction(async (tx) => {
    const row = await insertSchedule(tx, { ...schedule, createdByAdminId: context.actor.adminId });
    if (!row) throw conflict(FUEL_SURCHARGE_MESSAGES.scheduleExists(schedule.effectiveFrom));
    await recordAuditEvent(tx, context, {
      action: 'fuel_surcharge.schedule_added',
      recordType: 'fuel_surcharge_schedule',
      recordId: row.id,
      changes: factsOf({
        effectiveFrom: row.effectiveFrom,
        pegPrice: row.pegPrice,
        priceStep: row.priceStep,
        basis: row.basis,
        increment: row.increment,
      }),
    });
    return fuelScheduleOf({ ...row, createdBy: context.actor.label });
  });
}

function fuelScheduleOf(row: ScheduleListRow): FuelSchedule {
  return {
    id: row.id,
    effectiveFrom: row.effectiveFrom,
    pegPrice: row.pegPrice,
    priceStep: row.priceStep,
    basis: row.basis,
    increment: row.increment,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
