// The admin's view of the ledger: pages, totals and the export, under one set of filters. It
// joins the requests for their reference, e-mail and invoice state, and the sent invoice for its
// balance: a read-only report, where one query beats a round trip per row (the writes never touch
// another feature's table).
import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentListQuery } from '../../../shared/payments/admin-payments.js';
import { SETTLED_PAYMENT_STATUSES } from '../../../shared/service-requests/service-requests.js';
import type { LedgerStatus, PaymentMethod, PaymentProvider, RefundStatus } from '../../../shared/payments/payments.js';
import type { Executor } from '../../db/client.js';
import { containing } from '../../db/like-pattern.js';
import { countUpToCap, onePerRow, pageOf } from '../../db/paged-list.js';
import { adminUsers, invoices, paymentRefunds, payments, serviceRequests } from '../../db/schema.js';

export type LedgerFilters = Omit<PaymentListQuery, 'page' | 'pageSize'>;

export interface LedgerListRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  confirmedAt: Date | null;
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
  overpayment: boolean;
  /** The part that paid the invoice (decision 073); null for a free-form payment or one not confirmed. */
  appliedAmount: string | null;
  /** What the payment's invoice still owes; null without a sent invoice. */
  invoiceBalance: string | null;
  invoiceSettled: boolean;
  refundedAmount: string;
  refundPendingAmount: string;
}

export interface RefundListRow {
  id: string;
  paymentId: string;
  provider: PaymentProvider;
  amount: string;
  currency: string;
  status: RefundStatus;
  reason: string;
  providerRefundId: string | null;
  failureReason: string | null;
  requestedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Refunds per payment: done, and asked for but not yet settled. */
function refundSums(executor: Executor) {
  return executor
    .select({
      paymentId: paymentRefunds.paymentId,
      succeeded: sql<string>`coalesce(sum(${paymentRefunds.amount}) filter (where ${paymentRefunds.status} = 'succeeded'), 0)`.as(
        'refunded_succeeded',
      ),
      pending: sql<string>`coalesce(sum(${paymentRefunds.amount}) filter (where ${paymentRefunds.status} = 'pending'), 0)`.as(
        'refunded_pending',
      ),
    })
    .from(paymentRefunds)
    .groupBy(paymentRefunds.paymentId)
    .as('refund_sums');
}

type RefundSums = ReturnType<typeof refundSums>;

/** The day a payment counts on: when its money was confirmed, else when it was started. */
const bookedAt = sql`coalesce(${payments.confirmedAt}, ${payments.createdAt})`;

/**
 * What of a confirmed payment paid nothing of its invoice (an overpayment's part) and is not yet
 * refunded or being refunded: a refund returns that part first (decision 073).
 */
function stillToRefund(sums: RefundSums): SQL {
  const unapplied = sql`(${payments.amount} - coalesce(${payments.appliedAmount}, case when ${payments.overpayment} then 0 else ${payments.amount} end))`;
  return sql`(${unapplied} - coalesce(${sums.succeeded}, 0) - coalesce(${sums.pending}, 0))`;
}

function matching(filters: LedgerFilters, sums: RefundSums): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status === 'refund_due') {
    conditions.push(eq(payments.status, 'succeeded'), eq(payments.overpayment, true), sql`${stillToRefund(sums)} > 0`);
  } else if (filters.status !== 'all') {
    conditions.push(eq(payments.status, filters.status as LedgerStatus));
  }
  if (filters.method !== 'all') conditions.push(eq(payments.method, filters.method as PaymentMethod));
  // Whole UTC days, both ends included. Each day is made UTC midnight here: a bare date compared
  // with a timestamptz is read in the session's time zone (the server's, not always UTC), which
  // moved the window by hours and dropped payments confirmed just after UTC midnight.
  if (filters.from) conditions.push(sql`${bookedAt} >= (${filters.from}::date::timestamp at time zone 'UTC')`);
  if (filters.to) conditions.push(sql`${bookedAt} < ((${filters.to}::date + 1)::timestamp at time zone 'UTC')`);
  if (filters.search) {
    const pattern = containing(filters.search);
    conditions.push(
      or(
        ilike(serviceRequests.referenceId, pattern),
        ilike(payments.customerReference, pattern),
        ilike(payments.payerEmail, pattern),
        ilike(serviceRequests.contactEmail, pattern),
        ilike(payments.providerPaymentId, pattern),
        ilike(payments.providerCaptureId, pattern),
      ),
    );
  }
  return and(...conditions);
}

function listColumns(sums: RefundSums) {
  return {
    id: payments.id,
    createdAt: payments.createdAt,
    updatedAt: payments.updatedAt,
    confirmedAt: payments.confirmedAt,
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
    overpayment: payments.overpayment,
    appliedAmount: payments.appliedAmount,
    invoiceBalance: invoices.balance,
    invoiceSettled: sql<boolean>`coalesce(${inArray(serviceRequests.paymentStatus, [...SETTLED_PAYMENT_STATUSES])}, false)`,
    refundedAmount: sql<string>`coalesce(${sums.succeeded}, 0)::numeric(10,2)::text`,
    refundPendingAmount: sql<string>`coalesce(${sums.pending}, 0)::numeric(10,2)::text`,
  };
}

function ledgerQuery(executor: Executor, sums: RefundSums) {
  return (
    executor
      .select(listColumns(sums))
      .from(payments)
      .leftJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
      // One sent invoice per request at most (invoices_one_sent_key).
      .leftJoin(invoices, and(eq(invoices.serviceRequestId, payments.serviceRequestId), eq(invoices.state, 'sent')))
      .leftJoin(adminUsers, eq(adminUsers.id, payments.verifiedByAdminId))
      .leftJoin(sums, eq(sums.paymentId, payments.id))
  );
}

export async function findLedgerPage(executor: Executor, query: PaymentListQuery): Promise<LedgerListRow[]> {
  const sums = refundSums(executor);
  const newestFirst = ledgerQuery(executor, sums).where(matching(query, sums)).orderBy(desc(payments.createdAt), desc(payments.id));
  return pageOf(newestFirst.$dynamic(), query);
}

/** The rows of one request, newest first (the request's Payments section). */
export async function findLedgerOfRequest(executor: Executor, serviceRequestId: number): Promise<LedgerListRow[]> {
  const sums = refundSums(executor);
  return ledgerQuery(executor, sums)
    .where(eq(payments.serviceRequestId, serviceRequestId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** One batch of the export, newest first, below the (createdAt, id) of the batch before. */
export async function findLedgerExportBatch(
  executor: Executor,
  filters: LedgerFilters,
  before: { createdAt: Date; id: string } | undefined,
  size: number,
): Promise<LedgerListRow[]> {
  const sums = refundSums(executor);
  const after = before
    ? or(lt(payments.createdAt, before.createdAt), and(eq(payments.createdAt, before.createdAt), lt(payments.id, before.id)))
    : undefined;
  return ledgerQuery(executor, sums)
    .where(and(matching(filters, sums), after))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(size);
}

export async function countMatchingPayments(executor: Executor, filters: LedgerFilters): Promise<number> {
  const sums = refundSums(executor);
  const matches = executor
    .select(onePerRow())
    .from(payments)
    .leftJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .leftJoin(sums, eq(sums.paymentId, payments.id))
    .where(matching(filters, sums));
  return countUpToCap(executor, matches.$dynamic());
}

export interface LedgerTotals {
  received: string;
  refunded: string;
  refundDue: string;
  confirmedCount: number;
}

/** Sums over every matching row, by the database, exactly (numeric, never floats). */
export async function ledgerTotals(executor: Executor, filters: LedgerFilters): Promise<LedgerTotals> {
  const sums = refundSums(executor);
  const succeeded = sql`${payments.status} = 'succeeded'`;
  const [row] = await executor
    .select({
      received: sql<string>`coalesce(sum(${payments.amount}) filter (where ${succeeded}), 0)::numeric(12,2)::text`,
      refunded: sql<string>`coalesce(sum(coalesce(${sums.succeeded}, 0)) filter (where ${succeeded}), 0)::numeric(12,2)::text`,
      refundDue: sql<string>`coalesce(sum(greatest(${stillToRefund(sums)}, 0)) filter (where ${succeeded} and ${payments.overpayment}), 0)::numeric(12,2)::text`,
      confirmedCount: sql<number>`(count(*) filter (where ${succeeded}))::int`,
    })
    .from(payments)
    .leftJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .leftJoin(sums, eq(sums.paymentId, payments.id))
    .where(matching(filters, sums));
  return row ?? { received: '0.00', refunded: '0.00', refundDue: '0.00', confirmedCount: 0 };
}

export async function findRefundsOf(executor: Executor, paymentIds: readonly string[]): Promise<RefundListRow[]> {
  if (paymentIds.length === 0) return [];
  return executor
    .select({
      id: paymentRefunds.id,
      paymentId: paymentRefunds.paymentId,
      provider: paymentRefunds.provider,
      amount: paymentRefunds.amount,
      currency: paymentRefunds.currency,
      status: paymentRefunds.status,
      reason: paymentRefunds.reason,
      providerRefundId: paymentRefunds.providerRefundId,
      failureReason: paymentRefunds.failureReason,
      requestedBy: adminUsers.email,
      createdAt: paymentRefunds.createdAt,
      updatedAt: paymentRefunds.updatedAt,
    })
    .from(paymentRefunds)
    .leftJoin(adminUsers, eq(adminUsers.id, paymentRefunds.requestedByAdminId))
    .where(inArray(paymentRefunds.paymentId, [...paymentIds]))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.id);
}
