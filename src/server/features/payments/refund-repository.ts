// The SQL of refunds: one row per refund, written before the provider is asked, and nothing else.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentProvider, RefundStatus } from '../../../shared/payments/payments.js';
import type { Executor } from '../../db/client.js';
import { paymentRefunds } from '../../db/schema.js';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefundRow = typeof paymentRefunds.$inferInsert;

export async function insertRefund(executor: Executor, values: NewRefundRow): Promise<RefundRow> {
  const [row] = await executor.insert(paymentRefunds).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function lockRefund(executor: Executor, id: string): Promise<RefundRow | undefined> {
  const [row] = await executor.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).limit(1).for('update');
  return row;
}

export async function lockRefundByProviderId(
  executor: Executor,
  provider: PaymentProvider,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  const [row] = await executor
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.provider, provider), eq(paymentRefunds.providerRefundId, providerRefundId)))
    .limit(1)
    .for('update');
  return row;
}

export async function updateRefund(
  executor: Executor,
  id: string,
  values: { status: RefundStatus; providerRefundId?: string | null; failureReason?: string | null },
): Promise<RefundRow> {
  const [row] = await executor
    .update(paymentRefunds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentRefunds.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Marks the customer told about a refund; false when someone already did (mail goes out once). */
export async function markCustomerNotified(executor: Executor, id: string): Promise<boolean> {
  const rows = await executor
    .update(paymentRefunds)
    .set({ customerNotifiedAt: sql`now()` })
    .where(and(eq(paymentRefunds.id, id), sql`${paymentRefunds.customerNotifiedAt} is null`))
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

export interface RefundTotals {
  /** Cents refunded (succeeded). */
  succeededCents: number;
  /** Cents asked for and not yet settled by the provider. */
  pendingCents: number;
}

/** What has been returned of each payment, in cents: exact, summed by the database. */
export async function refundTotalsOf(executor: Executor, paymentIds: readonly string[]): Promise<Map<string, RefundTotals>> {
  const totals = new Map<string, RefundTotals>();
  if (paymentIds.length === 0) return totals;
  const rows = await executor
    .select({
      paymentId: paymentRefunds.paymentId,
      succeededCents: sql<string>`coalesce(sum(${paymentRefunds.amount} * 100) filter (where ${paymentRefunds.status} = 'succeeded'), 0)::bigint::text`,
      pendingCents: sql<string>`coalesce(sum(${paymentRefunds.amount} * 100) filter (where ${paymentRefunds.status} = 'pending'), 0)::bigint::text`,
    })
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentId, [...paymentIds]))
    .groupBy(paymentRefunds.paymentId);
  for (const row of rows) totals.set(row.paymentId, { succeededCents: Number(row.succeededCents), pendingCents: Number(row.pendingCents) });
  return totals;
}

export async function refundsOf(executor: Executor, paymentIds: readonly string[]): Promise<RefundRow[]> {
  if (paymentIds.length === 0) return [];
  return executor
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentId, [...paymentIds]))
    .orderBy(paymentRefunds.createdAt);
}
