// The SQL of the accessorial catalogue (accessorial_rates): the default rates, customers' rates,
// and the rows one customer's look-up considers. Every write runs in the caller's transaction.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AccessorialCode } from '../../../../shared/invoicing/invoice-lines.js';
import type { Executor } from '../../../db/client.js';
import { accessorialRates } from '../../../db/schema.js';

export type RateRow = typeof accessorialRates.$inferSelect;

const isDefault = and(isNull(accessorialRates.customerEmail), isNull(accessorialRates.customerCompany));

export function findDefaultRates(executor: Executor): Promise<RateRow[]> {
  return executor.select().from(accessorialRates).where(isDefault).orderBy(asc(accessorialRates.id));
}

/** Customers' rates: by e-mail or company, then by accessorial. */
export function findCustomerRates(executor: Executor): Promise<RateRow[]> {
  return executor
    .select()
    .from(accessorialRates)
    .where(sql`not (${isDefault})`)
    .orderBy(
      sql`lower(coalesce(${accessorialRates.customerEmail}, ${accessorialRates.customerCompany}))`,
      asc(accessorialRates.code),
      asc(accessorialRates.id),
    );
}

/** The default rate of one accessorial, locked until the transaction ends (two edits go one after the other). */
export async function lockDefaultRate(executor: Executor, code: AccessorialCode): Promise<RateRow | undefined> {
  const [row] = await executor
    .select()
    .from(accessorialRates)
    .where(and(eq(accessorialRates.code, code), isDefault))
    .limit(1)
    .for('update');
  return row;
}

/** A customer's rate by id, locked; undefined for a default rate (those are changed by code, never removed). */
export async function lockCustomerRate(executor: Executor, id: number): Promise<RateRow | undefined> {
  const [row] = await executor
    .select()
    .from(accessorialRates)
    .where(and(eq(accessorialRates.id, id), sql`not (${isDefault})`))
    .limit(1)
    .for('update');
  return row;
}

export interface RatePrice {
  rate: string;
  freeMinutes: number | null;
  stepMinutes: number | null;
  capMinutes: number | null;
}

export async function updateRate(executor: Executor, id: number, price: RatePrice, adminId: number | null): Promise<RateRow> {
  const [row] = await executor
    .update(accessorialRates)
    .set({ ...price, updatedByAdminId: adminId, updatedAt: sql`now()` })
    .where(eq(accessorialRates.id, id))
    .returning();
  if (!row) throw new Error(`accessorial rate ${id} vanished while locked`);
  return row;
}

/** Adds a customer's rate; undefined when that customer already has one for the code (the unique scope index). */
export async function insertCustomerRate(executor: Executor, values: typeof accessorialRates.$inferInsert): Promise<RateRow | undefined> {
  const [row] = await executor.insert(accessorialRates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteRate(executor: Executor, id: number): Promise<void> {
  await executor.delete(accessorialRates).where(eq(accessorialRates.id, id));
}

/** The rows that may price `code` for this customer: their e-mail's, their company's, and the default. */
export function findApplicableRates(
  executor: Executor,
  code: AccessorialCode,
  customer: { email: string | null; company: string | null },
): Promise<RateRow[]> {
  const scopes = [isDefault];
  if (customer.email) scopes.push(eq(accessorialRates.customerEmail, customer.email));
  if (customer.company) scopes.push(sql`lower(${accessorialRates.customerCompany}) = lower(${customer.company})`);
  return executor
    .select()
    .from(accessorialRates)
    .where(and(eq(accessorialRates.code, code), or(...scopes)));
}
