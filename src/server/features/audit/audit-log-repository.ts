// The SQL that reads the audit log: newest first, one keyset page at a time, under the Audit log
// tab's filters or for one record's history (docs/decisions/036-audit-log-reading.md).
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_RECORD_TYPES, type AuditLogQuery, type AuditRecordType } from '../../../shared/audit/audit.js';
import type { Executor } from '../../db/client.js';
import { auditEvents, customerAccounts, driverApplications, paymentRefunds, payments, serviceRequests } from '../../db/schema.js';
import type { AuditCursor } from './audit-log-cursor.js';

export type AuditLogFilters = Omit<AuditLogQuery, 'before' | 'limit'>;

/** The records one history covers: a payment and its refunds, say. */
export type AuditRecordSet = readonly { recordType: AuditRecordType; recordIds: readonly string[] }[];

export type AuditEventRow = typeof auditEvents.$inferSelect & {
  /** occurred_at to the microsecond, for the cursor (a Date keeps milliseconds only). */
  cursorTime: string;
};

/** Each day made UTC midnight in SQL: a bare date against a timestamptz is read in the session's zone. */
const startOfUtcDay = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;
const startOfNextUtcDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;

export function matchingFilters(filters: AuditLogFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.actorAdminId !== undefined) conditions.push(eq(auditEvents.actorAdminId, filters.actorAdminId));
  if (filters.actorKind) conditions.push(eq(auditEvents.actorKind, filters.actorKind));
  if (filters.action) conditions.push(eq(auditEvents.action, filters.action));
  if (filters.recordId !== undefined) {
    // The record index starts with the type; with no type given, naming every type keeps the
    // look-up on the index (one short range per type) instead of walking a million rows.
    conditions.push(inArray(auditEvents.recordType, filters.recordType ? [filters.recordType] : [...AUDIT_RECORD_TYPES]));
    conditions.push(eq(auditEvents.recordId, filters.recordId));
  } else if (filters.recordType) {
    conditions.push(eq(auditEvents.recordType, filters.recordType));
  }
  if (filters.from) conditions.push(sql`${auditEvents.occurredAt} >= ${startOfUtcDay(filters.from)}`);
  if (filters.to) conditions.push(sql`${auditEvents.occurredAt} < ${startOfNextUtcDay(filters.to)}`);
  return and(...conditions);
}

export function aboutRecords(records: AuditRecordSet): SQL | undefined {
  return or(
    ...records
      .filter((set) => set.recordIds.length > 0)
      .map((set) => and(eq(auditEvents.recordType, set.recordType), inArray(auditEvents.recordId, [...set.recordIds]))),
  );
}

/**
 * Up to `size` events matching `condition`, newest first, older than `before`. The order is
 * written `DESC NULLS LAST` because that is how the indexes are built: plain `DESC` means NULLS
 * FIRST, and PostgreSQL would then sort instead of walking an index (decision 011). The row
 * comparison is an index condition too, so page 1,000 costs what page 1 does.
 */
export async function findAuditEvents(
  executor: Executor,
  condition: SQL | undefined,
  before: AuditCursor | undefined,
  size: number,
): Promise<AuditEventRow[]> {
  return auditEventsQuery(executor, condition, before, size);
}

/** findAuditEvents' query, not yet run: the benchmark asks PostgreSQL to EXPLAIN it. */
export function auditEventsQuery(executor: Executor, condition: SQL | undefined, before: AuditCursor | undefined, size: number) {
  const olderThanCursor = before
    ? sql`(${auditEvents.occurredAt}, ${auditEvents.id}) < (${before.occurredAt}::timestamptz, ${before.id}::bigint)`
    : undefined;
  return executor
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      actorKind: auditEvents.actorKind,
      actorAdminId: auditEvents.actorAdminId,
      actorLabel: auditEvents.actorLabel,
      action: auditEvents.action,
      recordType: auditEvents.recordType,
      recordId: auditEvents.recordId,
      changes: auditEvents.changes,
      clientAddress: auditEvents.clientAddress,
      requestId: auditEvents.requestId,
      cursorTime: sql<string>`to_char(${auditEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(auditEvents)
    .where(and(condition, olderThanCursor))
    .orderBy(sql`${auditEvents.occurredAt} desc nulls last`, sql`${auditEvents.id} desc nulls last`)
    .limit(size);
}

export async function serviceRequestExists(executor: Executor, id: number): Promise<boolean> {
  const rows = await executor.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.id, id)).limit(1);
  return rows.length > 0;
}

export async function driverApplicationExists(executor: Executor, id: number): Promise<boolean> {
  const rows = await executor.select({ id: driverApplications.id }).from(driverApplications).where(eq(driverApplications.id, id)).limit(1);
  return rows.length > 0;
}

export async function customerAccountExists(executor: Executor, id: number): Promise<boolean> {
  const rows = await executor.select({ id: customerAccounts.id }).from(customerAccounts).where(eq(customerAccounts.id, id)).limit(1);
  return rows.length > 0;
}

/** The payment's refunds' ids, or undefined when there is no such payment. */
export async function refundIdsOfPayment(executor: Executor, paymentId: string): Promise<string[] | undefined> {
  const rows = await executor
    .select({ paymentId: payments.id, refundId: paymentRefunds.id })
    .from(payments)
    .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
    .where(eq(payments.id, paymentId));
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.refundId ? [row.refundId] : []));
}
