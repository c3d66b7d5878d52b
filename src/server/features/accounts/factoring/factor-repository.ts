// The SQL of the factor (decision 078): the one factoring_settings row, and whether an invoice's
// account is factored. Invoices and requests are read here, not changed.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { adminUsers, customerAccounts, factoringSettings, invoices, serviceRequests } from '../../../db/schema.js';

const factorColumns = {
  factorName: factoringSettings.factorName,
  remitTo: factoringSettings.remitTo,
  email: factoringSettings.email,
  phone: factoringSettings.phone,
  updatedAt: factoringSettings.updatedAt,
  updatedBy: adminUsers.email,
};

export type FactorRow = NonNullable<Awaited<ReturnType<typeof findFactor>>>;

export async function findFactor(executor: Executor) {
  const [row] = await executor
    .select(factorColumns)
    .from(factoringSettings)
    .leftJoin(adminUsers, eq(adminUsers.id, factoringSettings.updatedByAdminId))
    .limit(1);
  return row;
}

/** The row as it stands, locked until the transaction ends: two owners saving at once take turns. */
export async function findFactorForUpdate(executor: Executor) {
  const [row] = await executor.select().from(factoringSettings).limit(1).for('update');
  return row;
}

export interface FactorValues {
  factorName: string;
  remitTo: string;
  email: string | null;
  phone: string | null;
  updatedByAdminId: number;
}

/** Writes the one row (its id is always true: the table holds one at most). */
export async function upsertFactor(executor: Executor, values: FactorValues): Promise<void> {
  await executor
    .insert(factoringSettings)
    .values({ ...values, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: factoringSettings.id, set: { ...values, updatedAt: sql`now()` } });
}

/** Accounts marked factored that still own their records (a merged one owns nothing). */
export async function countFactoredAccounts(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ count: count() })
    .from(customerAccounts)
    .where(and(eq(customerAccounts.factored, true), isNull(customerAccounts.mergedIntoId)));
  return row?.count ?? 0;
}

/**
 * Whether the account a request's invoice bills is factored: the sent invoice's account (moved by
 * a merge), else the request's own. Undefined when the request is unknown or has no account.
 */
export async function findRequestFactored(executor: Executor, serviceRequestId: number): Promise<boolean | undefined> {
  const [row] = await executor
    .select({ factored: customerAccounts.factored })
    .from(serviceRequests)
    .leftJoin(invoices, and(eq(invoices.serviceRequestId, serviceRequests.id), eq(invoices.state, 'sent')))
    .innerJoin(customerAccounts, eq(customerAccounts.id, sql`coalesce(${invoices.accountId}, ${serviceRequests.accountId})`))
    .where(eq(serviceRequests.id, serviceRequestId))
    .limit(1);
  return row?.factored;
}

export async function findAccountFactored(executor: Executor, accountId: number): Promise<boolean> {
  const [row] = await executor
    .select({ factored: customerAccounts.factored })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, accountId))
    .limit(1);
  return row?.factored ?? false;
}
