// The SQL of the fuel surcharge: schedules, weekly diesel prices, and the lock that lets one
// instance at a time fetch the week's price from the EIA. Nothing else.
import { desc, eq, lte, sql } from 'drizzle-orm';
import type { DieselPriceSource, FuelSurchargeBasis } from '../../../../shared/invoicing/fuel-surcharge.js';
import { selectRows, type Executor } from '../../../db/client.js';
import { adminUsers, dieselPrices, fuelSurchargeSchedules } from '../../../db/schema.js';

export type ScheduleRow = typeof fuelSurchargeSchedules.$inferSelect;
export type DieselPriceRow = typeof dieselPrices.$inferSelect;

export interface ScheduleListRow extends ScheduleRow {
  createdBy: string | null;
}

export interface DieselPriceListRow extends DieselPriceRow {
  recordedBy: string | null;
}

export interface NewScheduleValues {
  effectiveFrom: string;
  pegPrice: string;
  priceStep: string;
  basis: FuelSurchargeBasis;
  increment: string;
  createdByAdminId: number;
}

export interface DieselPriceValues {
  weekOf: string;
  price: string;
  source: DieselPriceSource;
  recordedByAdminId: number | null;
}

/** Every schedule, the newest effective date first. */
export async function listSchedules(executor: Executor): Promise<ScheduleListRow[]> {
  return executor
    .select({ ...scheduleColumns, createdBy: adminUsers.email })
    .from(fuelSurchargeSchedules)
    .leftJoin(adminUsers, eq(adminUsers.id, fuelSurchargeSchedules.createdByAdminId))
    .orderBy(desc(fuelSurchargeSchedules.effectiveFrom));
}

/** The new schedule, or undefined when one already starts that day (the unique index said so). */
export async function insertSchedule(executor: Executor, values: NewScheduleValues): Promise<ScheduleRow | undefined> {
  const [row] = await executor.insert(fuelSurchargeSchedules).values(values).onConflictDoNothing().returning();
  return row;
}

/** The schedule in force on a day: the latest effective date on or before it. */
export async function scheduleInForceOn(executor: Executor, day: string): Promise<ScheduleRow | undefined> {
  const [row] = await executor
    .select()
    .from(fuelSurchargeSchedules)
    .where(lte(fuelSurchargeSchedules.effectiveFrom, day))
    .orderBy(desc(fuelSurchargeSchedules.effectiveFrom))
    .limit(1);
  return row;
}

/** The price in force on a day: the week (a Monday) latest on or before it. */
export async function dieselPriceInForceOn(executor: Executor, day: string): Promise<DieselPriceRow | undefined> {
  const [row] = await executor.select().from(dieselPrices).where(lte(dieselPrices.weekOf, day)).orderBy(desc(dieselPrices.weekOf)).limit(1);
  return row;
}

/** Whether a week (its Monday) has a price already; no lock: the weekly fetch's first, cheap look. */
export async function hasDieselPriceFor(executor: Executor, weekOf: string): Promise<boolean> {
  const [row] = await executor.select({ weekOf: dieselPrices.weekOf }).from(dieselPrices).where(eq(dieselPrices.weekOf, weekOf));
  return row !== undefined;
}

/** The most recent weeks, newest first. */
export async function listDieselPrices(executor: Executor, weeks: number): Promise<DieselPriceListRow[]> {
  return executor
    .select({ ...dieselPriceColumns, recordedBy: adminUsers.email })
    .from(dieselPrices)
    .leftJoin(adminUsers, eq(adminUsers.id, dieselPrices.recordedByAdminId))
    .orderBy(desc(dieselPrices.weekOf))
    .limit(weeks);
}

/** One week's row, locked until the transaction ends: a change reads the price it replaces. */
export async function findDieselPriceForUpdate(executor: Executor, weekOf: string): Promise<DieselPriceListRow | undefined> {
  const [row] = await executor
    .select({ ...dieselPriceColumns, recordedBy: adminUsers.email })
    .from(dieselPrices)
    .leftJoin(adminUsers, eq(adminUsers.id, dieselPrices.recordedByAdminId))
    .where(eq(dieselPrices.weekOf, weekOf))
    .for('update', { of: dieselPrices });
  return row;
}

/** A new week's row, or undefined when another transaction recorded that week first. */
export async function insertDieselPrice(executor: Executor, values: DieselPriceValues): Promise<DieselPriceRow | undefined> {
  const [row] = await executor.insert(dieselPrices).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateDieselPrice(executor: Executor, values: DieselPriceValues): Promise<DieselPriceRow> {
  const [row] = await executor
    .update(dieselPrices)
    .set({ price: values.price, source: values.source, recordedByAdminId: values.recordedByAdminId, updatedAt: sql`now()` })
    .where(eq(dieselPrices.weekOf, values.weekOf))
    .returning();
  if (!row) throw new Error(`diesel price of the week of ${values.weekOf} vanished while locked`);
  return row;
}

// One number for the weekly fetch's lock, beside the migrations' (db/migrate.ts): hashtext of a
// name keeps it readable and apart from the sign-in locks, which hash an address.
const WEEKLY_FETCH_LOCK = 'fuel-surcharge:weekly-eia-fetch';

/**
 * Takes the weekly fetch's lock until the transaction ends, or answers false at once when another
 * instance holds it: that instance is fetching the same week, and this one has nothing to add.
 */
export async function tryLockWeeklyFetch(executor: Executor): Promise<boolean> {
  const [row] = await selectRows<{ locked: boolean }>(
    executor,
    sql`select pg_try_advisory_xact_lock(hashtext(${WEEKLY_FETCH_LOCK})) as locked`,
  );
  return row?.locked === true;
}

const scheduleColumns = {
  id: fuelSurchargeSchedules.id,
  effectiveFrom: fuelSurchargeSchedules.effectiveFrom,
  pegPrice: fuelSurchargeSchedules.pegPrice,
  priceStep: fuelSurchargeSchedules.priceStep,
  basis: fuelSurchargeSchedules.basis,
  increment: fuelSurchargeSchedules.increment,
  createdByAdminId: fuelSurchargeSchedules.createdByAdminId,
  createdAt: fuelSurchargeSchedules.createdAt,
};

const dieselPriceColumns = {
  weekOf: dieselPrices.weekOf,
  price: dieselPrices.price,
  source: dieselPrices.source,
  recordedByAdminId: dieselPrices.recordedByAdminId,
  createdAt: dieselPrices.createdAt,
  updatedAt: dieselPrices.updatedAt,
};
