// The SQL of the payments ledger (one row per attempt, never deleted) and of the provider-event
// log, and nothing else.
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { type LedgerStatus, type PaymentMethod, type PaymentProvider } from '../../../shared/payments/payments.js';
import type { Executor } from '../../db/client.js';
import { paymentProviderEvents, payments } from '../../db/schema.js';

export type LedgerRow = typeof payments.$inferSelect;
export type NewLedgerRow = typeof payments.$inferInsert;

export async function insertLedgerEntry(executor: Executor, values: NewLedgerRow): Promise<LedgerRow> {
  const [row] = await executor.insert(payments).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Gives a started attempt the provider's id. False when the attempt was replaced (canceled) while
 * the provider was being asked: the caller then ends what the provider just opened.
 */
export async function setProviderPaymentId(executor: Executor, id: string, providerPaymentId: string): Promise<boolean> {
  const rows = await executor
    .update(payments)
    .set({ providerPaymentId, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'created')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * Cancels an invoice's attempts that have not taken money yet (status created), of the given
 * providers, and returns them with their provider ids so the caller can end them at the provider.
 * The UPDATE takes each row's lock: an attempt getting its provider id at the same moment is
 * either seen here with that id, or finds itself canceled (setProviderPaymentId answers false).
 *
 * `skipLocked`: leave alone a row another transaction holds (its confirmation under way, which
 * waits for the invoice's lock this caller holds: waiting for it here would deadlock). For callers
 * whose closing is a courtesy: after a payment or a credit note, an attempt left open can still
 * never take more than the balance (what it brings beyond it is an overpayment, decision 073).
 */
export async function cancelOpenAttempts(
  executor: Executor,
  serviceRequestId: number,
  scope: { providers: readonly PaymentProvider[]; methods?: readonly PaymentMethod[]; except?: string; skipLocked?: boolean },
  reason: string,
): Promise<{ id: string; provider: PaymentProvider; providerPaymentId: string | null }[]> {
  const open = and(
    eq(payments.serviceRequestId, serviceRequestId),
    inArray(payments.provider, [...scope.providers]),
    scope.methods ? inArray(payments.method, [...scope.methods]) : undefined,
    eq(payments.status, 'created'),
    scope.except ? ne(payments.id, scope.except) : undefined,
  );
  const free = scope.skipLocked
    ? inArray(payments.id, executor.select({ id: payments.id }).from(payments).where(open).for('update', { skipLocked: true }))
    : open;
  return executor
    .update(payments)
    .set({ status: 'canceled', failureReason: reason, updatedAt: sql`now()` })
    .where(and(free, eq(payments.status, 'created')))
    .returning({ id: payments.id, provider: payments.provider, providerPaymentId: payments.providerPaymentId });
}

/** Far longer than a PayPal capture call may take (15 s, retried): a claim this old was abandoned. */
export const STALE_CAPTURE_MS = 5 * 60_000;

/**
 * An attempt of the invoice whose money is on its way: a delayed debit (days, at Stripe), or a
 * PayPal capture under way (seconds; one claimed over five minutes ago was abandoned mid-call and
 * no longer holds the invoice).
 */
export async function findAttemptInFlight(executor: Executor, serviceRequestId: number): Promise<LedgerRow | undefined> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.serviceRequestId, serviceRequestId),
        eq(payments.status, 'pending'),
        or(ne(payments.method, 'paypal'), sql`${payments.updatedAt} > now() - make_interval(secs => ${STALE_CAPTURE_MS / 1000})`),
      ),
    )
    .limit(1);
  return row;
}

/** Sets a status only when the row is in one of `from`; true when it moved. */
export async function moveLedgerStatus(
  executor: Executor,
  id: string,
  from: readonly LedgerStatus[],
  to: Exclude<LedgerStatus, 'succeeded'>,
  reason?: string,
): Promise<boolean> {
  const rows = await executor
    .update(payments)
    .set({ status: to, ...(reason === undefined ? {} : { failureReason: reason }), updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The payer's address, learnt from the provider (Stripe Checkout, PayPal) or asked for after paying. */
export async function setPayerEmailIfMissing(executor: Executor, id: string, payerEmail: string): Promise<boolean> {
  const rows = await executor
    .update(payments)
    .set({ payerEmail, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), sql`${payments.payerEmail} is null`))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** An attempt of one of `providers`. */
const ofProviders = (providers: readonly PaymentProvider[]) => inArray(payments.provider, [...providers]);

/** An attempt `providerId` names: its payment id (session, intent, order), or the capture / payment intent id. */
const namedByAnyId = (providerId: string) => or(eq(payments.providerPaymentId, providerId), eq(payments.providerCaptureId, providerId));

/** The query for the attempt `condition` picks; the caller awaits it as it is, or locked. */
const attemptWhere = (executor: Executor, condition: SQL | undefined) =>
  executor.select().from(payments).where(condition).limit(1).$dynamic();

/** The attempt a provider id belongs to (its payment id, or the capture / payment intent id), locked. */
export async function lockLedgerByProviderId(
  executor: Executor,
  providers: readonly PaymentProvider[],
  providerId: string,
): Promise<LedgerRow | undefined> {
  const [row] = await attemptWhere(executor, and(ofProviders(providers), namedByAnyId(providerId))).for('update');
  return row;
}

/** The attempt a provider id names: its payment id (session, intent, order), or the capture's id. */
export async function findLedgerByAnyProviderId(executor: Executor, providerId: string): Promise<LedgerRow | undefined> {
  const [row] = await attemptWhere(executor, namedByAnyId(providerId));
  return row;
}

export async function findLedgerByProviderId(
  executor: Executor,
  providers: readonly PaymentProvider[],
  providerId: string,
): Promise<LedgerRow | undefined> {
  const [row] = await attemptWhere(executor, and(ofProviders(providers), eq(payments.providerPaymentId, providerId)));
  return row;
}

export async function lockLedgerEntry(executor: Executor, id: string): Promise<LedgerRow | undefined> {
  const [row] = await attemptWhere(executor, eq(payments.id, id)).for('update');
  return row;
}

/**
 * Confirms an attempt. `appliedAmount` is the part that paid its invoice (null for a free-form
 * payment); `overpaymentReason` says why the rest did not (null when it all did).
 */
export async function markLedgerSucceeded(
  executor: Executor,
  id: string,
  captureId: string | null,
  details: { verifiedByAdminId?: number | undefined; appliedAmount: string | null; overpaymentReason: string | null },
): Promise<LedgerRow> {
  const { verifiedByAdminId, appliedAmount, overpaymentReason } = details;
  const [row] = await executor
    .update(payments)
    .set({
      status: 'succeeded',
      providerCaptureId: captureId,
      appliedAmount,
      overpayment: overpaymentReason !== null,
      confirmedAt: sql`now()`,
      failureReason: overpaymentReason,
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

/** The amount an admin saw arrive for a reported transfer, when it differs from what was reported; only while it waits. */
export async function setReceivedAmount(executor: Executor, id: string, amount: string): Promise<LedgerRow> {
  const [row] = await executor
    .update(payments)
    .set({ amount, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending_verification')))
    .returning();
  if (!row) throw new Error(`payment ${id} is no longer waiting for verification`);
  return row;
}

/** The transfer the customer reported for this request that still waits for an admin, if any. */
export async function findPendingReport(executor: Executor, serviceRequestId: number): Promise<LedgerRow | undefined> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.serviceRequestId, serviceRequestId), eq(payments.status, 'pending_verification')))
    .orderBy(payments.createdAt)
    .limit(1);
  return row;
}

/** Confirmed payments of one request (the one that settled it, and any overpayments). */
export async function findSucceededPayments(executor: Executor, serviceRequestId: number): Promise<LedgerRow[]> {
  return executor
    .select()
    .from(payments)
    .where(and(eq(payments.serviceRequestId, serviceRequestId), eq(payments.status, 'succeeded')));
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
