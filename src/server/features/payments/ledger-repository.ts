// The SQL of the payments ledger (one row per attempt, never deleted) and of the provider-event
// log, and nothing else.
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_COUNT_CAP, type AdminListQuery } from '../../../shared/admin-lists.js';
import type { LedgerStatus, PaymentMethod, PaymentProvider } from '../../../shared/payments.js';
import type { Executor } from '../../db/client.js';
import { containing } from '../../db/like-pattern.js';
import { adminUsers, paymentProviderEvents, payments, serviceRequests } from '../../db/schema.js';

export type LedgerRow = typeof payments.$inferSelect;
export type NewLedgerRow = typeof payments.$inferInsert;

export async function insertLedgerEntry(executor: Executor, values: NewLedgerRow): Promise<LedgerRow> {
  const [row] = await executor.insert(payments).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function setProviderPaymentId(executor: Executor, id: string, providerPaymentId: string): Promise<void> {
  await executor.update(payments).set({ providerPaymentId, updatedAt: sql`now()` }).where(eq(payments.id, id));
}

/** The attempt a provider id belongs to (its payment id, or the capture / payment intent id), locked. */
export async function lockLedgerByProviderId(executor: Executor, providers: readonly PaymentProvider[], providerId: string): Promise<LedgerRow | undefined> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(inArray(payments.provider, [...providers]), or(eq(payments.providerPaymentId, providerId), eq(payments.providerCaptureId, providerId))))
    .limit(1)
    .for('update');
  return row;
}

export async function findLedgerByProviderId(executor: Executor, providers: readonly PaymentProvider[], providerId: string): Promise<LedgerRow | undefined> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(inArray(payments.provider, [...providers]), eq(payments.providerPaymentId, providerId)))
    .limit(1);
  return row;
}

export async function lockLedgerEntry(executor: Executor, id: string): Promise<LedgerRow | undefined> {
  const [row] = await executor.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
  return row;
}

export async function markLedgerSucceeded(executor: Executor, id: string, captureId: string | null, verifiedByAdminId?: number): Promise<LedgerRow> {
  const [row] = await executor
    .update(payments)
    .set({
      status: 'succeeded',
      providerCaptureId: captureId,
      failureReason: null,
      updatedAt: sql`now()`,
      ...(verifiedByAdminId ? { verifiedByAdminId, verifiedAt: sql`now()` } : {}),
    })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function markLedgerStatus(
  executor: Executor,
  id: string,
  status: Exclude<LedgerStatus, 'succeeded'>,
  details: { reason?: string; verifiedByAdminId?: number } = {},
): Promise<void> {
  await executor
    .update(payments)
    .set({
      status,
      failureReason: details.reason ?? null,
      updatedAt: sql`now()`,
      ...(details.verifiedByAdminId ? { verifiedByAdminId: details.verifiedByAdminId, verifiedAt: sql`now()` } : {}),
    })
    // A confirmed payment is never marked anything else.
    .where(and(eq(payments.id, id), ne(payments.status, 'succeeded')));
}

/** An attempt of this method for this request still waiting for an admin, if the customer reported one. */
export async function findPendingReport(executor: Executor, serviceRequestId: number, method: PaymentMethod): Promise<LedgerRow | undefined> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.serviceRequestId, serviceRequestId), eq(payments.method, method), eq(payments.status, 'pending_verification')))
    .limit(1);
  return row;
}

export async function hasPendingReport(executor: Executor, serviceRequestId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.serviceRequestId, serviceRequestId), eq(payments.status, 'pending_verification')))
    .limit(1);
  return row !== undefined;
}

/** Records that an event was acted on; false when it already was (a replay or a concurrent twin). */
export async function recordProviderEvent(executor: Executor, provider: PaymentProvider, eventId: string, type: string): Promise<boolean> {
  const rows = await executor
    .insert(paymentProviderEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentProviderEvents.eventId });
  return rows.length > 0;
}

// The admin's view of the ledger. It joins the requests for their reference and e-mail: a
// read-only report, where one query beats a round trip per row (the writes above never touch
// another feature's table).

export interface LedgerListRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  provider: PaymentProvider;
  method: PaymentMethod;
  amount: string;
  currency: string;
  status: LedgerStatus;
  serviceRequestId: number | null;
  serviceRequestReference: string | null;
  customerReference: string | null;
  payerEmail: string | null;
  providerPaymentId: string | null;
  providerCaptureId: string | null;
  failureReason: string | null;
  notes: string | null;
  verifiedBy: string | null;
  verifiedAt: Date | null;
}

function matchingPayments(query: Pick<AdminListQuery, 'search' | 'status'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(payments.status, query.status as LedgerStatus));
  if (query.search) {
    const pattern = containing(query.search);
    const anyField = or(
      ilike(serviceRequests.referenceId, pattern),
      ilike(payments.customerReference, pattern),
      ilike(payments.payerEmail, pattern),
      ilike(serviceRequests.contactEmail, pattern),
      ilike(payments.providerPaymentId, pattern),
    );
    if (anyField) conditions.push(anyField);
  }
  return and(...conditions);
}

export async function findLedgerPage(executor: Executor, query: AdminListQuery): Promise<LedgerListRow[]> {
  return executor
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
      provider: payments.provider,
      method: payments.method,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      serviceRequestId: payments.serviceRequestId,
      serviceRequestReference: serviceRequests.referenceId,
      customerReference: payments.customerReference,
      payerEmail: sql<string | null>`coalesce(${payments.payerEmail}, ${serviceRequests.contactEmail})`,
      providerPaymentId: payments.providerPaymentId,
      providerCaptureId: payments.providerCaptureId,
      failureReason: payments.failureReason,
      notes: payments.notes,
      verifiedBy: adminUsers.email,
      verifiedAt: payments.verifiedAt,
    })
    .from(payments)
    .leftJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .leftJoin(adminUsers, eq(adminUsers.id, payments.verifiedByAdminId))
    .where(matchingPayments(query))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

export async function countMatchingPayments(executor: Executor, query: Pick<AdminListQuery, 'search' | 'status'>): Promise<number> {
  const matches = executor
    .select({ one: sql`1` })
    .from(payments)
    .leftJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .where(matchingPayments(query))
    .limit(ADMIN_COUNT_CAP)
    .as('matches');
  const [row] = await executor.select({ value: count() }).from(matches);
  return row?.value ?? 0;
}
